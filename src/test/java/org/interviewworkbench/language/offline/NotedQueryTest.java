package org.interviewworkbench.language.offline;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.interviewworkbench.engine.config.MethodologyConfig;
import org.interviewworkbench.engine.model.Concept;
import org.interviewworkbench.engine.model.Speaker;
import org.interviewworkbench.engine.model.StimulusElement;
import org.interviewworkbench.engine.port.ConversationLine;
import org.interviewworkbench.engine.port.FollowUpRequest;
import org.junit.jupiter.api.Test;

/**
 * In a concept test, a respondent's question that voices no doubt is not met with "what would you need to see or hear
 * to feel sure about it?", and is acknowledged rather than ignored (QuestionBack, NotedQuery). Sentences written for
 * this test.
 */
class NotedQueryTest {

    private static final MethodologyConfig CT = Methodologies.load("concept_testing");
    private static final Concept LOCKERS = new Concept("lockers", "Parcel lockers at the railway station",
            "concept_testing", "Test reactions to parcel lockers at the station", List.of(
            new StimulusElement("hours", "open around the clock", List.of("around the clock", "night"),
                    "feature", "high"),
            new StimulusElement("code", "a code by text message opens your locker", List.of("code", "text message"),
                    "feature", "high"),
            new StimulusElement("fee", "50p per parcel", List.of("50p", "fee", "price"), "price", "medium")),
            List.of());

    private String ask(String answer, List<String> asked) {
        List<ConversationLine> lines = List.of(new ConversationLine(0, Speaker.SYSTEM, asked.get(asked.size() - 1)),
                new ConversationLine(1, Speaker.USER, answer));
        return EngineHolder.ENGINE.followUpQuestion(new FollowUpRequest(CT, LOCKERS,
                CT.strategy("ensure_coverage").orElseThrow(), "station", "feature", answer, lines, "", List.of(),
                asked, false, 0, 1, answer, answer, List.of())).value();
    }

    @Test
    void a_wish_put_as_a_question_with_its_reason_is_noted_and_the_test_goes_on() {
        String q = ask("Not at my station, I go in from the other end. Could they put one at the bus stop too? "
                + "Half the estate walks past it every morning.",
                List.of("What is your first reaction to parcel lockers at the station?"));
        assertThat(q).startsWith(NotedQuery.NOTE).doesNotContain("feel sure").doesNotContain("hope the answer");
    }

    @Test
    void a_check_put_as_a_question_with_its_reason_and_no_doubt_is_noted() {
        String q = ask("Hang on, is the 50p for every parcel or for a week of them? Because if it's a week, that's "
                + "less than the bus fare to the depot.",
                List.of("What is your first reaction to parcel lockers at the station?"));
        assertThat(q).startsWith(NotedQuery.NOTE).doesNotContain("feel sure");
    }

    @Test
    void a_question_with_a_doubt_is_still_turned_back() {
        String q = ask("Open all night sounds handy. But is it safe to go there at two in the morning? "
                + "The station is empty by then.",
                List.of("What is your first reaction to parcel lockers at the station?"));
        assertThat(List.of(QuestionBack.WITH_REASON.get(0), QuestionBack.ALONE.get(0), QuestionBack.ALONE.get(1)))
                .contains(q);
    }

    @Test
    void a_turn_back_already_asked_is_not_asked_again_the_question_is_noted() {
        String answer = "Open all night sounds handy. But is it safe to go there at two in the morning? "
                + "The station is empty by then.";
        String q = ask(answer, List.of("What is your first reaction to parcel lockers at the station?",
                QuestionBack.WITH_REASON.get(0), "How does \"50p per parcel\" sound to you?"));
        assertThat(q).startsWith(NotedQuery.NOTE).doesNotContain(QuestionBack.WITH_REASON.get(0));
    }

    @Test
    void an_answer_without_a_question_is_not_noted() {
        String q = ask("Open all night is handy, I finish work at midnight and nothing else is open.",
                List.of("What is your first reaction to parcel lockers at the station?"));
        assertThat(q).doesNotStartWith(NotedQuery.NOTE);
    }

    @Test
    void a_move_asked_with_the_note_counts_as_asked() {
        List<String> asked = List.of(NotedQuery.NOTE + "What else about parcel lockers at the railway station stands "
                + "out for you, good or bad?");
        FollowUpRequest request = new FollowUpRequest(CT, LOCKERS, CT.strategy("ensure_coverage").orElseThrow(),
                "station", "feature", "Fine.", List.of(), "", List.of(), asked, false, 0, 1, null, null, List.of());
        assertThat(NotedQuery.unnoted(request).recentQuestions()).containsExactly(
                "What else about parcel lockers at the railway station stands out for you, good or bad?");
    }

    @Test
    void an_answer_objecting_that_it_was_said_before_is_met_with_an_apology_before_the_next_question() {
        String q = ask("I already said, the fee. Fifty pence a parcel adds up when you order every week.",
                List.of("What is your first reaction to parcel lockers at the station?",
                        "What would make parcel lockers at the station better for you?"));
        assertThat(q).startsWith(ToldAlready.NOTE).doesNotContain("I see.");
        assertThat(q.substring(ToldAlready.NOTE.length())).matches("[A-Z].*\\?");
    }

    @Test
    void a_move_asked_with_the_apology_counts_as_asked() {
        List<String> asked = List.of(ToldAlready.NOTE + "What else about parcel lockers at the railway station stands "
                + "out for you, good or bad?");
        FollowUpRequest request = new FollowUpRequest(CT, LOCKERS, CT.strategy("ensure_coverage").orElseThrow(),
                "station", "feature", "Fine.", List.of(), "", List.of(), asked, false, 0, 1, null, null, List.of());
        assertThat(NotedQuery.unnoted(request).recentQuestions()).containsExactly(
                "What else about parcel lockers at the railway station stands out for you, good or bad?");
    }
}
