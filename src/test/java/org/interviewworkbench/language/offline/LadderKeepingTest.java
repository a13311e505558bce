package org.interviewworkbench.language.offline;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.interviewworkbench.engine.config.MethodologyConfig;
import org.interviewworkbench.engine.port.FollowUpRequest;
import org.junit.jupiter.api.Test;

/**
 * Issue 12 (stop 33), what a moderator notices when a laddering interview loses the ladder or does not close: the
 * same invitation to "correct or add" asked again, a value met with "how does that show up in your everyday life?",
 * a said-back value followed by an unrelated "what else" question, "How do thirty parties help you?", and a topic
 * question after "No, that's it, I think." late in the interview. Run through the offline engine with the shipped
 * methodologies, on answers written for this test.
 */
class LadderKeepingTest {

    private static final List<String> EARLIER = List.of("What comes to mind when you think about buying running shoes?",
            "You said you want grip. Why does that matter to you?", "What does that give you, in the end?");

    private static String ask(MethodologyConfig m, String strategy, String label, String type, String quote,
                              String answer, List<String> asked) {
        var s = m.strategy(strategy).orElseThrow();
        return EngineHolder.ENGINE.followUpQuestion(new FollowUpRequest(m, null, s, label, type, answer, List.of(), "",
                List.of(), asked, false, 0, 11, quote, answer)).value();
    }

    private static String firstTopical(MethodologyConfig m) {
        return m.strategies().stream().filter(s -> !s.generatesClosingQuestion()).findFirst().orElseThrow().name();
    }

    @Test
    void an_invitation_to_correct_or_add_is_not_asked_a_second_time() throws Exception {
        MethodologyConfig mec = Methodologies.load("means_end_chain");
        List<String> asked = new ArrayList<>(EARLIER);
        asked.add("Looking back at everything you've told me, is there anything you'd correct or add?");
        asked.add("Why is that important to you?");
        String q = ask(mec, "reflect", "what we've discussed", null, null,
                "I like knowing I can run in the dark without slipping, it keeps me going through winter.", asked);
        assertThat(SummaryCheck.asksToConfirm(q)).as(q).isFalse();
    }

    @Test
    void a_review_never_promises_a_summary_it_does_not_give() throws Exception {
        MethodologyConfig mec = Methodologies.load("means_end_chain");
        String q = ask(mec, "reflect", "what we've discussed", null, null,
                "Mostly that I don't get injured, so I can keep running with my club.", EARLIER);
        assertThat(q.toLowerCase()).doesNotContain("sum up").doesNotContain("summar");
    }

    @Test
    void a_value_on_the_way_up_is_laddered_and_not_asked_how_it_shows_in_everyday_life() throws Exception {
        MethodologyConfig mec = Methodologies.load("means_end_chain");
        String answer = "I suppose I feel like I'm looking after my health when I run every morning.";
        String q = ask(mec, "deepen", "looking after my health", "instrumental_value", "looking after my health",
                answer, EARLIER);
        assertThat(q).doesNotContain("everyday life").doesNotContain("Is that right?").doesNotContain("what else")
                .containsPattern("(?i)\\bwhy\\b|give you|do for you");
    }

    @Test
    void a_life_goal_is_confirmed_and_a_new_ladder_is_started() throws Exception {
        MethodologyConfig mec = Methodologies.load("means_end_chain");
        String answer = "Peace of mind, really. Knowing the family is fine.";
        String q = ask(mec, "deepen", "peace of mind", "terminal_value", "Peace of mind", answer, EARLIER);
        assertThat(q).doesNotContain("everyday life");
        assertThat(q.toLowerCase()).containsPattern("what else|anything else|other things");
    }

    @Test
    void a_life_goal_is_confirmed_in_one_move_without_saying_it_back_first() throws Exception {
        MethodologyConfig mec = Methodologies.load("means_end_chain");
        String answer = "Fairness, I suppose. Treating people straight. Self-reliance comes into it as well, I think.";
        for (long seed = 0; seed < 6; seed++) {
            var s = mec.strategy("deepen").orElseThrow();
            String q = EngineHolder.ENGINE.followUpQuestion(new FollowUpRequest(mec, null, s, "self-reliance",
                    "terminal_value", answer, List.of(), "", List.of(), EARLIER, false, 0, seed,
                    "Self-reliance comes into it as well", answer)).value();
            assertThat(q).as("seed %d", seed).doesNotStartWith("You said").doesNotStartWith("You mentioned")
                    .doesNotContain("matters a lot to you");
            assertThat(q.toLowerCase()).containsPattern("what else|anything else|other things");
        }
    }

    @Test
    void a_said_back_value_is_not_followed_by_an_unrelated_what_else_question() throws Exception {
        MethodologyConfig mec = Methodologies.load("means_end_chain");
        String answer = "Because my team is counting on me to turn up fit for the season.";
        String q = ask(mec, "explore", "team counting on me", "instrumental_value",
                "my team is counting on me to turn up fit for the season", answer, EARLIER);
        assertThat(q).doesNotStartWith("You said").doesNotStartWith("You mentioned");
    }

    @Test
    void a_counted_amount_is_not_asked_about_as_a_help() {
        assertThat(FocusValence.expenseAsBenefit("How do {f} help you in your life?", "twelve meetings")).isTrue();
        assertThat(FocusValence.expenseAsBenefit("How does {f} help you in your life?", "the walking group"))
                .isFalse();
    }

    @Test
    void nothing_more_late_in_any_interview_is_met_with_a_close() throws Exception {
        List<String> asked = new ArrayList<>();
        for (int i = 0; i < ClosingCue.LATE_QUESTIONS; i++) {
            asked.add("Question number " + (i + 1) + " about the move?");
        }
        for (String[] m : List.of(new String[] {"critical_incident", null}, new String[] {"means_end_chain", "deepen"},
                new String[] {"jobs_to_be_done", null}, new String[] {"customer_journey_mapping", null})) {
            MethodologyConfig config = Methodologies.load(m[0]);
            String strategy = m[1] != null ? m[1] : firstTopical(config);
            for (String answer : List.of("No, that's it, I think.", "That's about all.", "Nothing else, really.",
                    "I think that's everything.")) {
                String q = ask(config, strategy, "the removal van", null, null, answer, asked);
                assertThat(WrapUpQuestions.CLOSE).as(m[0] + ": " + answer).contains(q);
            }
        }
    }

    @Test
    void nothing_more_early_moves_to_a_new_topic_and_not_to_a_close() throws Exception {
        MethodologyConfig ci = Methodologies.load("critical_incident");
        String q = ask(ci, firstTopical(ci), "the removal van", null, null, "No, that's it, I think.",
                List.of("Think of one occasion with moving house that went especially well or badly. What happened?",
                        "What happened next?"));
        assertThat(WrapUpQuestions.CLOSE).doesNotContain(q);
        assertThat(q).doesNotContain("removal van");
    }
}
