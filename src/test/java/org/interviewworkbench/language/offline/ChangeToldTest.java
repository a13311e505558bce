package org.interviewworkbench.language.offline;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.interviewworkbench.engine.config.MethodologyConfig;
import org.interviewworkbench.engine.model.Concept;
import org.interviewworkbench.engine.model.Speaker;
import org.interviewworkbench.engine.model.StimulusElement;
import org.interviewworkbench.engine.port.ConversationLine;
import org.interviewworkbench.engine.port.FollowUpRequest;
import org.junit.jupiter.api.Test;

/**
 * A concept test whose respondent has just told the change or condition that would make the offer work for them ("if
 * it was a fiver I'd try it") is not asked "what would you change about it?": with the likely use asked, the interview
 * closes. Run through the offline engine with the shipped concept test, on sentences written for this test.
 */
class ChangeToldTest {

    private static final MethodologyConfig CT = Methodologies.load("concept_testing");
    private static final Concept LOCKERS = new Concept("lockers", "Parcel lockers at the railway station",
            "concept_testing", "Test reactions to parcel lockers at the station", List.of(
            new StimulusElement("hours", "open around the clock", List.of("around the clock", "night", "24 hours"),
                    "feature", "high"),
            new StimulusElement("fee", "50p per parcel", List.of("50p", "fee", "price"), "price", "medium")),
            List.of());

    private String afterLikelyUse(String answer, long seed) {
        String topic = QuestionComposer.topic(LOCKERS);
        List<String> questions = new ArrayList<>(List.of(
                "What is your first reaction to parcel lockers at the station?",
                "When you read \"50p per parcel\", what goes through your mind?",
                VariantChooser.finish(ConceptTestMoves.OVERALL_APPEAL.get(0).replace("{t}", topic)),
                VariantChooser.finish(ConceptTestMoves.LIKELY_USE.get(0).replace("{t}", topic))));
        List<String> answers = List.of(
                "Open around the clock is the big thing, I finish work at midnight.",
                "50p is fair enough, the post office charges more to redeliver.",
                "Fairly appealing, yes, the station is on my way home.",
                answer);
        List<ConversationLine> lines = new ArrayList<>();
        for (int i = 0; i < answers.size(); i++) {
            lines.add(new ConversationLine(2 * i, Speaker.SYSTEM, questions.get(i)));
            lines.add(new ConversationLine(2 * i + 1, Speaker.USER, answers.get(i)));
        }
        return EngineHolder.ENGINE.followUpQuestion(new FollowUpRequest(CT, LOCKERS, CT.strategy("explore_breadth")
                .orElseThrow(), "station", "element_reaction", answer, lines, "", List.of(), questions, false, 0,
                seed, answer, answer, List.of(), List.of(), answers.subList(0, answers.size() - 1))).value();
    }

    @Test
    void a_change_or_condition_just_told_is_not_asked_for_again() {
        for (String answer : List.of(
                "Honestly, if it was free for the first month I'd give it a go. At 50p a time, not every week.",
                "Maybe. I'd want to see one working at the station first, with my own eyes.",
                "Could they put one at the bus depot too? That's where half the town changes buses.",
                "I'd make time for it if they had a person there in the mornings to help.")) {
            for (long seed = 0; seed < 3; seed++) {
                String q = afterLikelyUse(answer, seed);
                assertThat(q).as("%s / seed %d", answer, seed).doesNotContainIgnoringCase("change")
                        .doesNotContainIgnoringCase("what else");
            }
        }
    }

    @Test
    void without_a_change_told_the_change_is_still_asked() {
        String q = afterLikelyUse("Quite likely, the station is right on my way home from the hospital.", 1);
        assertThat(q).containsIgnoringCase("change");
    }

    @Test
    void told_reads_conditions_wishes_and_prerequisites_but_not_a_plain_reaction() {
        assertThat(ChangeTold.told("If it was twenty euro I'd try it.")).isTrue();
        assertThat(ChangeTold.told("We'd need to try it first.")).isTrue();
        assertThat(ChangeTold.told("Could it do Sundays? Everyone's home then.")).isTrue();
        assertThat(ChangeTold.told("I'd try it, the price is fair.")).isFalse();
        assertThat(ChangeTold.told("If I'm honest it looks fine to me.")).isFalse();
    }
}
