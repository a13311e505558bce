package org.interviewworkbench.language.offline;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.interviewworkbench.engine.config.MethodologyConfig;
import org.interviewworkbench.engine.config.Strategy;
import org.interviewworkbench.engine.model.Concept;
import org.interviewworkbench.engine.port.FollowUpRequest;
import org.interviewworkbench.language.offline.QuestionComposer.Intent;
import org.junit.jupiter.api.Test;

/**
 * Stop 38: a customer journey told up to the present ("no problems since") or summed up as a score ("six out of ten")
 * is looked back over, never walked on past its end ("How did things go from there?") nor asked what was done right
 * after a score; a state of mind held through a step ("I kept waiting for ...") is its feeling told, not asked again.
 */
class JourneyEndTest {

    private static final MethodologyConfig CJM = Methodologies.load("customer_journey_mapping");
    private static final Concept LIBRARY = Methodologies.concept("Joining a library",
            "How people experienced joining a public library");
    private static final String START = "I wanted to join the library after we moved, so I looked at their website.";
    private static final List<String> WALKED = List.of("What happened next?", "What did you do then?",
            "Where did things go from there?", "And then what happened?");

    private final OfflineLanguageEngine engine = EngineHolder.ENGINE;

    @Test
    void a_journey_told_up_to_the_present_is_looked_back_over() {
        String after = "I've had no problems with the card since. And I've already told two neighbours to join.";
        for (long seed = 0; seed < 4; seed++) {
            assertThat(ask("next_step", "card", after, WALKED, seed)).as("seed %d", seed)
                    .isIn(JourneyWalk.LOOK_BACK);
        }
    }

    @Test
    void a_score_is_not_asked_what_was_done_right_after_it() {
        String score = "Overall? Six out of ten.";
        for (long seed = 0; seed < 4; seed++) {
            assertThat(ask("obstacles", "website", score, WALKED, seed)).as("seed %d", seed)
                    .isIn(JourneyEnd.SCORED).doesNotContainIgnoringCase("after that"); // stop 42: what it lacked first
        }
    }

    @Test
    void a_score_given_with_what_it_rests_on_is_not_asked_what_stands_out() {
        String weighed = "Overall? Six out of ten. The website was slow, the staff were lovely.";
        String mended = "Overall, eight out of ten? If they'd told me the fee upfront I'd have been fine.";
        for (long seed = 0; seed < 4; seed++) {
            for (String score : List.of(weighed, mended)) {
                assertThat(ask("obstacles", "website", score, WALKED, seed)).as("seed %d: %s", seed, score)
                        .isIn(StoryCoverage.ANYTHING_ELSE).doesNotContainIgnoringCase("stands out");
            }
        }
        List<String> added = new java.util.ArrayList<>(WALKED);
        added.add(StoryCoverage.ANYTHING_ELSE.get(0));
        assertThat(ask("obstacles", "website", weighed, added, 0)).as("asked once")
                .isNotIn(StoryCoverage.ANYTHING_ELSE);
    }

    @Test
    void the_opening_of_a_journey_is_not_its_end_even_in_the_present_perfect() {
        String opening = "We've lived here since the spring, and I'd always used the old library in town.";
        assertThat(ask("next_step", "old library", opening, List.of(), 0)).isNotIn(JourneyWalk.LOOK_BACK);
    }

    @Test
    void a_state_of_mind_held_through_a_step_is_not_asked_how_it_felt() {
        String wary = "They said the card was free. I expected a fee somewhere, but no. I kept waiting for the bill.";
        for (long seed = 0; seed < 4; seed++) {
            assertThat(ask("expectation", "card", wary, List.of("What happened next?"), seed)).as("seed %d", seed)
                    .isNotIn(JourneyWalk.AT_TOUCHPOINT.get(Intent.EMOTIONS)).doesNotContainIgnoringCase("feel");
        }
    }

    @Test
    void a_bare_score_is_asked_what_it_lacked_and_a_standing_arrangement_is_looked_back_over() {
        for (long seed = 0; seed < 4; seed++) {
            assertThat(ask("next_step", "booking", "Seven. Eight if they answered emails.", WALKED, seed))
                    .as("seed %d", seed).isIn(JourneyEnd.SCORED);
            assertThat(ask("expectation", "booking", "Now she's booked every spring. She rings me, actually.", WALKED,
                    seed)).as("seed %d", seed).isIn(JourneyWalk.LOOK_BACK);
        }
        List<String> scored = new java.util.ArrayList<>(WALKED);
        scored.add(JourneyEnd.SCORED.get(0));
        assertThat(ask("next_step", "booking", "Seven. Eight if they answered emails.", scored, 0))
                .as("asked once").isNotIn(JourneyEnd.SCORED);
    }

    @Test
    void a_feeling_in_one_word_and_an_estimate_weighed_against_the_bill_are_not_asked_again() {
        String moth = "He came on the Wednesday and showed me a moth had been at the felt. Horrifying.";
        String bill = "Three hundred and forty, for both. He'd said \"around three hundred\" on the phone, so close enough.";
        for (long seed = 0; seed < 4; seed++) {
            assertThat(ask("expectation", "felt", moth, List.of("What happened next?", "What had you expected there?"),
                    seed)).as("seed %d", seed).doesNotContainIgnoringCase("feel");
            assertThat(ask("expectation", "phone", bill, List.of("What happened next?"), seed)).as("seed %d", seed)
                    .doesNotContainIgnoringCase("expect").doesNotContainIgnoringCase("feel");
        }
    }

    @Test
    void a_journey_closed_with_a_formula_is_looked_back_over_not_asked_what_was_expected_there() {
        for (String closed : List.of("Then the card came in the post and I was in. That's the story.",
                "Got the card, borrowed three books, went home. That's kinda it.")) {
            for (long seed = 0; seed < 4; seed++) {
                assertThat(ask("expectation", "card", closed, WALKED, seed)).as("seed %d: %s", seed, closed)
                        .isIn(JourneyWalk.LOOK_BACK);
            }
        }
    }

    @Test
    void a_score_said_as_what_a_part_was_or_opened_with_like_is_asked_about_not_what_was_expected() {
        for (String scored : List.of("Like a six? Seven? The staff are great, the website's a coin flip.",
                "The staff were a 9, the website was like a 4.")) {
            assertThat(ask("expectation", "website", scored, WALKED, 0)).as(scored)
                    .doesNotContainIgnoringCase("expected").doesNotContainIgnoringCase("hoping");
        }
    }

    @Test
    void a_verdict_on_the_whole_journey_is_looked_back_over() {
        String verdict = "Relief, big relief. In the end it was okay. Would I join there again? Maybe, yes.";
        for (long seed = 0; seed < 4; seed++) {
            assertThat(ask("next_step", "relief", verdict, WALKED, seed)).as("seed %d", seed)
                    .isIn(JourneyWalk.LOOK_BACK);
        }
    }

    @Test
    void a_look_back_answered_with_no_steps_told_is_not_walked_on_from() {
        List<String> asked = new java.util.ArrayList<>(WALKED);
        asked.add(JourneyWalk.LOOK_BACK.get(1));
        String change = "That they show you the card works at the desk. And a real person on the phone.";
        for (long seed = 0; seed < 4; seed++) {
            assertThat(ask("next_step", "card", change, asked, seed)).as("seed %d", seed)
                    .isEqualTo(JourneyWalk.LOOK_BACK.get(0));
        }
    }

    private String ask(String intent, String focus, String last, List<String> asked, long seed) {
        Strategy s = CJM.strategies().stream().filter(x -> intent.equals(x.intent())).findFirst().orElseThrow();
        return engine.followUpQuestion(new FollowUpRequest(CJM, LIBRARY, s, focus, "touchpoint", last, List.of(), "",
                List.of(), asked, false, 0, seed, focus, null, List.of(), List.of(), List.of(START))).value();
    }
}
