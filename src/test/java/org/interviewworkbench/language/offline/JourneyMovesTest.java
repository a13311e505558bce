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
 * Stop 38, what a researcher notices in a customer journey: an expectation question about the respondent's own step
 * ("You said you started applying. Did that surprise you?") or about a step they called fine while they named what
 * annoyed them (JourneyExpectation), and "And then what happened?" asked again and again after answers that add
 * nothing (JourneyStall). Sentences written for this test.
 */
class JourneyMovesTest {

    private static final MethodologyConfig CJM = Methodologies.load("customer_journey_mapping");
    private static final Concept GYM = Methodologies.concept("Joining a climbing gym",
            "How people experienced joining a climbing gym");
    private static final String START = "It started in March, when a friend took me bouldering for the first time.";

    @Test
    void an_expectation_is_asked_of_what_the_gym_did_not_of_the_respondents_own_step() {
        String last = "So we signed up online. The form took ages, and they wanted a copy of my passport!";
        for (long seed = 0; seed < 4; seed++) {
            String q = ask("expectation", "signed up online", "So we signed up online", last, seed);
            assertThat(q).as("seed %d", seed).doesNotContainIgnoringCase("you signed up")
                    .containsAnyOf("the form took ages", "they wanted a copy of your passport")
                    .containsIgnoringCase("expect");
        }
    }

    @Test
    void a_step_called_fine_gives_way_to_the_pain_point_named_beside_it() {
        String last = "The induction was forty pounds, which covered the shoes, so fine. What annoyed me was the "
                + "timing, they only ran it on Sunday mornings.";
        for (long seed = 0; seed < 4; seed++) {
            String q = ask("expectation", "covered shoes", "the induction was forty pounds, which covered the shoes",
                    last, seed);
            assertThat(q).as("seed %d", seed).doesNotContainIgnoringCase("forty pounds")
                    .doesNotContainIgnoringCase("so fine").containsIgnoringCase("sunday mornings");
        }
    }

    @Test
    void after_two_answers_that_add_nothing_the_journey_is_looked_back_over_instead_of_walked_on() {
        List<String> asked = List.of("What happened next?", "And then what happened?");
        String q = ask("next_step", "depends", "It depends, I guess.", "It depends, I guess.",
                List.of(START, "I don't know, it just is what it is."), asked, 3);
        assertThat(q).isIn(JourneyWalk.LOOK_BACK).isNotIn(JourneyWalk.AT_TOUCHPOINT.get(Intent.NEXT_STEP));
        List<String> looked = List.of("What happened next?", "And then what happened?", q);
        String next = ask("next_step", "sure", "Hmm, I'm not sure, it's hard to say.",
                "Hmm, I'm not sure, it's hard to say.", List.of(START, "It depends, I guess."), looked, 3);
        assertThat(next).as("then the low point, never the walk again").isIn(JourneyStall.LOW_POINT);
    }

    @Test
    void one_answer_that_adds_nothing_does_not_end_the_walk() {
        String q = ask("next_step", "depends", "It depends, I guess.", "It depends, I guess.",
                List.of(START, "Then I booked an induction for the Sunday and paid at the desk."),
                List.of("What happened next?"), 3);
        assertThat(q).isNotIn(JourneyWalk.LOOK_BACK).isNotIn(JourneyStall.LOW_POINT);
    }

    @Test
    void a_change_wished_for_or_advice_is_followed_by_the_look_back_never_by_a_step() {
        List<String> earlier = List.of(START, "Then I booked the induction online, which was easy.",
                "The induction itself was great, the staff were lovely.");
        List<String> asked = List.of("What happened next?", "How did you feel at that point?", "And then what happened?");
        for (String last : List.of("If I could change one thing, they'd send a text when a slot frees up.",
                "Give people the shoes at the door, that's the bare minimum. And put the prices on the website.")) {
            for (String intent : List.of("next_step", "expectation")) {
                String q = ask(intent, "slot", last, last, earlier, asked, 2);
                assertThat(q).as(intent + ": " + last).isEqualTo(JourneyWalk.LOOK_BACK.get(0))
                        .doesNotContain("change one thing");
            }
        }
        List<String> looked = new java.util.ArrayList<>(asked);
        looked.add(JourneyWalk.LOOK_BACK.get(0));
        assertThat(ask("next_step", "slot", "they should text you", "Honestly they should text you when it's free.",
                earlier, looked, 2)).isIn(JourneyWalk.ANYTHING_ELSE);
    }

    private String ask(String intent, String focus, String quote, String last, long seed) {
        return ask(intent, focus, quote, last, List.of(START), List.of("What happened next?"), seed);
    }

    private String ask(String intent, String focus, String quote, String last, List<String> earlier,
            List<String> asked, long seed) {
        Strategy s = CJM.strategies().stream().filter(x -> intent.equals(x.intent())).findFirst().orElseThrow();
        return EngineHolder.ENGINE.followUpQuestion(new FollowUpRequest(CJM, GYM, s, focus, "touchpoint", last,
                List.of(), "", List.of(), asked, false, 0, seed, quote, last, List.of(), List.of(), earlier)).value();
    }
}
