package org.interviewworkbench.language.offline;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.interviewworkbench.engine.config.MethodologyConfig;
import org.interviewworkbench.engine.config.Strategy;
import org.interviewworkbench.engine.model.Concept;
import org.interviewworkbench.engine.port.FollowUpRequest;
import org.junit.jupiter.api.Test;

/**
 * Stop 38: a critical incident interview asks the respondent to look back (how they feel now, what could have gone
 * differently, what they learned) only once the incident has an ending; never asks what made a feeling that the
 * answer explains; asks no one to be held responsible for a worry, and asks their own decision what made them decide,
 * never why it "happened".
 */
class IncidentReviewTest {

    private static final MethodologyConfig CI = Methodologies.load("critical_incident");
    private static final Concept CAR = Methodologies.concept("Lending your car to someone",
            "Occasions when people lent their car to a friend or relative and what came of it");
    private static final String START = "Last summer my nephew borrowed my car for a weekend to move flat.";
    private static final String MID = "He rang on the Sunday to say there was a warning light on, so I told him to stop"
            + " driving it.";
    private static final String END = "The garage checked it over and in the end it was just a loose cap, no harm done.";

    private final OfflineLanguageEngine engine = EngineHolder.ENGINE;

    @Test
    void before_the_incident_has_an_ending_no_question_looks_back_over_it() {
        for (String intent : List.of("emotions", "cause", "learning")) {
            for (long seed = 0; seed < 6; seed++) {
                String q = ask(intent, List.of(START), MID, "What happened next?", "warning light", seed);
                assertThat(StoryNotEnded.looksBack(q)).as("%s seed %d: %s", intent, seed, q).isFalse();
            }
        }
    }

    @Test
    void the_questions_that_look_back_are_recognised_and_a_plain_next_step_is_not() {
        assertThat(StoryNotEnded.looksBack("How do you feel about it now, looking back?")).isTrue();
        assertThat(StoryNotEnded.looksBack("What could have made it go differently?")).isTrue();
        assertThat(StoryNotEnded.looksBack("You said he rang. What did you take away from that?")).isTrue();
        assertThat(StoryNotEnded.looksBack("What happened next?")).isFalse();
        assertThat(StoryNotEnded.looksBack("You said you learned to drive late. What happened next?")).isFalse();
    }

    @Test
    void harm_that_did_not_come_ends_the_incident_and_then_it_is_looked_back_on() {
        assertThat(StoryCoverage.of(List.of(START, MID), "They checked and nothing had been taken from the account.",
                List.of()).told()).contains(StoryCoverage.Part.OUTCOME);
        for (long seed = 0; seed < 4; seed++) {
            String q = ask("cause", List.of(START, MID), END, "What happened next?", "loose cap", seed);
            assertThat(q).as("seed %d", seed).isIn(StoryCoverage.OUTCOME_FEELING);
        }
    }

    @Test
    void a_rule_opening_with_that_is_a_lesson_and_a_habit_given_up_is_a_change() {
        assertThat(StoryCues.lesson(StoryCues.normal("That a good garage always tells you the price first."))).isTrue();
        assertThat(StoryCues.lesson(StoryCues.normal("That was the worst part."))).isFalse();
        assertThat(StoryCues.change(StoryCues.normal("I don't lend the car to anyone now, full stop."))).isTrue();
        assertThat(StoryCues.change(StoryCues.normal("I don't know what he was doing."))).isFalse();
    }

    @Test
    void a_feeling_explained_by_what_someone_else_did_is_not_asked_what_made_it() {
        String relieved = "Relieved. The mechanic was kind, he said it happens all the time.";
        assertThat(StoryCoverage.feelingExplained(relieved)).isTrue();
        for (long seed = 0; seed < 4; seed++) {
            String q = ask("emotions", List.of(START, MID, END), relieved, "How did you feel about the way it ended?",
                    "mechanic", seed);
            assertThat(q).as("seed %d", seed).isNotIn(FocusFreeQuestions.AFTER_FEELING);
        }
    }

    @Test
    void a_feeling_about_oneself_told_at_the_end_without_its_reason_is_asked_what_made_it() {
        String daft = "Glad it was over, and a bit daft, you know?";
        assertThat(SelfFeeling.unexplained(daft)).isTrue();
        assertThat(SelfFeeling.unexplained("I felt daft for lending it at all.")).isFalse();
        assertThat(SelfFeeling.unexplained("Relieved, honestly.")).isFalse();
        for (long seed = 0; seed < 4; seed++) {
            String q = ask("emotions", List.of(START, MID, END), daft, "How did you feel about the way it ended?",
                    "daft", seed);
            assertThat(q).as("seed %d", seed).isIn(FocusFreeQuestions.AFTER_FEELING);
        }
    }

    @Test
    void a_worry_is_not_blamed_on_anyone_and_an_own_decision_is_asked_what_made_them_decide() {
        assertThat(CauseTarget.of("You said you were worried about your mum already. Who or what do you hold "
                + "responsible for that?")).contains(CauseTarget.Target.FEELING);
        assertThat(CauseTarget.decided("You said you don't lend your car now. Why do you think that happened?"))
                .isEqualTo("You said you don't lend your car now. What made you decide to do that?");
        assertThat(CauseTarget.of("You said you still lend it to him. Why do you think that happened?"))
                .contains(CauseTarget.Target.OWN_DOING);
        assertThat(CauseTarget.of("You said you still have the receipt. Why do you think that happened?")).isEmpty();
        assertThat(CauseTarget.of("You said you got a parking fine. Why do you think that happened?")).isEmpty();
        assertThat(CauseTarget.of("You said the engine light came on. Why do you think that happened?")).isEmpty();
    }

    @Test
    void an_answer_that_asks_itself_why_and_answers_gives_the_cause() {
        assertThat(Attribution.given(List.of("What made you feel that way?"),
                "Why did I fall for it? He sounded so official.")).isTrue();
        assertThat(Attribution.given(List.of("What made you feel that way?"), "Why do you ask?")).isFalse();
    }

    private String ask(String intent, List<String> earlier, String last, String asked, String focus, long seed) {
        Strategy s = CI.strategies().stream().filter(x -> intent.equals(x.intent())).findFirst().orElseThrow();
        return engine.followUpQuestion(new FollowUpRequest(CI, CAR, s, focus, "incident", last, List.of(), "",
                List.of(), List.of("What happened?", asked), false, 0, seed, focus, null, List.of(), List.of(),
                earlier)).value();
    }
}
