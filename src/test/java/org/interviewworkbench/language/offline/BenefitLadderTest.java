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
 * A concept test ladders once or twice from a benefit the respondent named, once the card is covered and before the
 * close (BenefitLadder, wired in ConceptTestMoves). Sentences written for this test.
 */
class BenefitLadderTest {

    private static final MethodologyConfig CT = Methodologies.load("concept_testing");
    private static final Concept LOCKERS = new Concept("lockers", "Parcel lockers at the railway station",
            "concept_testing", "Test reactions to parcel lockers at the station", List.of(
            new StimulusElement("hours", "open around the clock", List.of("around the clock", "night"),
                    "feature", "high"),
            new StimulusElement("fee", "50p per parcel", List.of("50p", "fee", "price"), "price", "medium")),
            List.of());
    private static final List<String> COVERED_Q = List.of(
            "What is your first reaction to parcel lockers at the station?",
            "When you read \"50p per parcel\", what goes through your mind?");
    private static final List<String> COVERED_A = List.of(
            "Open around the clock is the big thing, I finish work at midnight.",
            "50p is fair enough, the post office charges more to redeliver.");

    private String ask(List<String> questions, List<String> answers, long seed) {
        List<ConversationLine> lines = new ArrayList<>();
        for (int i = 0; i < answers.size(); i++) {
            lines.add(new ConversationLine(2 * i, Speaker.SYSTEM, questions.get(i)));
            lines.add(new ConversationLine(2 * i + 1, Speaker.USER, answers.get(i)));
        }
        String last = answers.get(answers.size() - 1);
        return EngineHolder.ENGINE.followUpQuestion(new FollowUpRequest(CT, LOCKERS,
                CT.strategy("explore_breadth").orElseThrow(), "station", "benefit", last, lines, "", List.of(),
                questions, false, 0, seed, last, last, List.of(), List.of(),
                answers.subList(0, answers.size() - 1))).value();
    }

    private static List<String> plus(List<String> list, String... more) {
        List<String> out = new ArrayList<>(list);
        out.addAll(List.of(more));
        return out;
    }

    @Test
    void a_benefit_is_read_in_the_respondents_words() {
        assertThat(BenefitLadder.benefit("Handy. It keeps me going till my lunch break, honestly."))
                .isEqualTo("It keeps me going till my lunch break");
        assertThat(BenefitLadder.benefit("The text I'd need, so I don't forget it's Thursday."))
                .isEqualTo("I don't forget it's Thursday");
        assertThat(BenefitLadder.benefit("Fine. There's less cardboard piling up in the hall."))
                .isEqualTo("There's less cardboard piling up in the hall");
    }

    @Test
    void no_benefit_in_what_only_looks_like_one() {
        assertThat(BenefitLadder.benefit("I can't see her doing fittings as well.")).isNull();
        assertThat(BenefitLadder.benefit("Let me talk to my wife first, she does the shopping.")).isNull();
        assertThat(BenefitLadder.benefit("I can see why people like it, not for me.")).isNull();
        assertThat(BenefitLadder.benefit("Does it keep me updated when the parcel arrives?")).isNull();
        assertThat(BenefitLadder.benefit("It saves me a trip to the depot. That matters to me, I work shifts."))
                .as("why it matters is already told").isNull();
    }

    @Test
    void with_the_card_covered_a_benefit_just_named_is_asked_why_it_matters_in_their_words() {
        List<String> questions = plus(COVERED_Q, "Now that we've been through each part, how appealing do you find "
                + "parcel lockers at the railway station overall?");
        List<String> answers = plus(COVERED_A, "Very. It saves me a trip to the depot on my day off.");
        for (long seed = 0; seed < 4; seed++) {
            assertThat(ask(questions, answers, seed)).as("seed %d", seed)
                    .startsWith("You said, \"It saves me a trip to the depot on my day off.\" Why ");
        }
    }

    @Test
    void never_a_ladder_straight_after_a_ladder_and_at_most_two() {
        List<String> questions = plus(COVERED_Q, "How appealing do you find it overall?",
                "You said, \"It saves me a trip to the depot.\" Why does that matter to you?");
        List<String> answers = plus(COVERED_A, "Very. It saves me a trip to the depot.",
                "My day off is short, so I get to spend it with the kids.");
        assertThat(ask(questions, answers, 1)).doesNotStartWith("You said").doesNotContain("matter to you")
                .doesNotContain("important to you");
        List<String> twice = plus(questions, "How likely would you be to use it?",
                "You said, \"I get to sleep in.\" Why is that important to you?", "Anything to change?");
        List<String> told = plus(answers, "Very likely, I get to sleep in.", "Rest, simple as that.",
                "Not really, so I can pick up at night and that's enough.");
        assertThat(ask(twice, told, 1)).doesNotStartWith("You said");
    }

    @Test
    void before_the_close_a_benefit_named_earlier_and_never_laddered_is_asked_about() {
        List<String> questions = plus(COVERED_Q,
                "Now that we've been through each part, how appealing do you find parcel lockers at the railway "
                        + "station overall?",
                "If parcel lockers at the railway station were available to you tomorrow, how likely is it that "
                        + "you would use them, and why?",
                "What, if anything, would you change about parcel lockers at the railway station to make them work "
                        + "better for you?",
                "How would parcel lockers at the railway station compare with what you do now?",
                "Is there anything about parcel lockers at the railway station we haven't covered that you'd want "
                        + "to mention?",
                "What, if anything, would put you off parcel lockers at the railway station?",
                "What would make parcel lockers at the railway station more appealing to you?");
        List<String> answers = plus(COVERED_A, "Quite, it saves me a trip to the depot.", "Likely enough.",
                "Nothing.", "Better than the depot.", "No.", "Queues, maybe.", "A bench next to them.");
        String q = ask(questions.subList(0, questions.size()), answers, 2);
        assertThat(q).contains("\"It saves me a trip to the depot.\"").containsPattern("matter|important");
    }
}
