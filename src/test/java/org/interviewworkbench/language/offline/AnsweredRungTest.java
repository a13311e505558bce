package org.interviewworkbench.language.offline;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * Issue 12, "asks what was just answered", in a ladder: what the focus does, that it is only named as lessened, that
 * it is a circumstance, that the top was reached, or that a plan was thwarted, read from the answer so the next
 * question takes the next step. Sentences written for this test.
 */
class AnsweredRungTest {

    private static String ladder(String label, String quote, String answer, long seed) {
        return LadderTurns.ladder(label, quote, answer, seed);
    }

    @Test
    void the_effect_told_is_laddered_from_not_asked_for_again() throws Exception {
        String answer = "The handle, yes. A loose handle means the pan tips on the hob, and then the sauce burns.";
        assertThat(AnsweredRung.effect(answer, "loose handle")).isEqualTo("the sauce burns");
        assertThat(AnsweredRung.effect("A loose handle is annoying.", "loose handle")).isNull();
        for (long seed = 1; seed <= 4; seed++) {
            assertThat(ladder("loose handle", "A loose handle means the pan tips on the hob", answer, seed)).as("seed %d", seed)
                    .contains("the sauce burns").doesNotContain("affect");
        }
    }

    @Test
    void a_lessened_thing_is_asked_about_as_having_less_of_it() throws Exception {
        String answer = "The lid. It clicks shut, so the soup stays in the bag. So less of the mess, really.";
        assertThat(AnsweredRung.avoided(answer, "mess")).isEqualTo("less of the mess");
        assertThat(AnsweredRung.avoided("The mess is the worst.", "mess")).isNull();
        assertThat(AnsweredRung.avoided("It makes a crash less likely.", "likely")).isNull();
        for (long seed = 1; seed <= 4; seed++) {
            assertThat(ladder("mess", "So less of the mess", answer, seed)).as("seed %d", seed).contains("having less of the mess");
        }
    }

    @Test
    void a_circumstance_is_not_a_rung_the_answer_ending_is() throws Exception {
        String answer = "Because he cycles. There is no bus out our way. If his back aches he can't sit still. "
                + "When it doesn't he does his homework first, you know?";
        assertThat(AnsweredRung.circumstance("there is no bus out our way")).isTrue();
        assertThat(AnsweredRung.circumstance("he cycles")).isFalse();
        assertThat(AnsweredRung.endClause("She's confident, you know?")).isEqualTo("she's confident");
        assertThat(AnsweredRung.endClause("Twenty minutes each way.")).isNull();
        String q = ladder("bus", "there is no bus out our way", "Because he cycles. There is no bus out our way. "
                + "If his back aches he can't sit still. He's calmer, you know?", 1);
        assertThat(q).doesNotContain("no bus").contains("calmer");
        assertThat(answer).isNotBlank();
    }

    @Test
    void a_terminal_value_named_ends_the_ladder() throws Exception {
        assertThat(AnsweredRung.topReached("I don't know. You want to look tidy. Peace of mind, I'd call it."))
                .isTrue();
        assertThat(AnsweredRung.topReached("Love it. Would buy again.")).isFalse();
        assertThat(AnsweredRung.topReached("I want to look tidy for work.")).isFalse();
        String q = ladder("look tidy", "You want to look tidy", "I don't know. You want to look tidy. "
                + "Peace of mind, I'd call it.", 1);
        assertThat(q).doesNotContainIgnoringCase("look tidy").containsAnyOf("else", "other");
    }

    @Test
    void a_plan_then_but_tells_the_snag() {
        assertThat(AnsweredRung.thwartedPlan("I thought I'd get it serviced first. But the garage was shut all week."))
                .isTrue();
        assertThat(AnsweredRung.thwartedPlan("I got it serviced first. But that was fine.")).isFalse();
        assertThat(AnsweredRung.thwartedPlan("I thought I'd get it serviced first, and I did.")).isFalse();
    }

    @Test
    void a_result_the_focus_sentence_gives_after_so_is_the_rung_told_but_a_story_step_is_not() throws Exception {
        String answer = "The thin ones soak in, so the rice doesn't go soggy. The thick ones sit on top.";
        assertThat(AnsweredRung.effect(answer, "thin ones soak in")).isEqualTo("the rice doesn't go soggy");
        assertThat(AnsweredRung.effect("The shop was shut, so I rang them instead.", "shop was shut")).isNull();
        assertThat(AnsweredRung.effect("The big tin takes up room, mind, so it's not all savings.", "big tin"))
                .isNull(); // a caveat, not a rung
        assertThat(AnsweredRung.effect("I had a cheap pair once, so I don't do that anymore.", "cheap pair")).isNull();
        assertThat(AnsweredRung.effect("We use a tin a week, so it's two pounds extra. For that I know it's fresh.",
                "use a tin a week")).isNull(); // the rung told later in the answer is the one laddered from
        for (long seed = 1; seed <= 4; seed++) {
            assertThat(ladder("thin ones soak in", "the thin ones soak in", answer, seed)).as("seed %d", seed)
                    .contains("the rice doesn't go soggy");
        }
    }

    @Test
    void saying_it_is_the_whole_point_is_the_top_but_the_point_gone_is_not() {
        assertThat(AnsweredRung.topReached("Well, that's the whole point, isn't it? Thirty years of friends.")).isTrue();
        assertThat(AnsweredRung.topReached("If it leaks, that's the whole point gone.")).isFalse();
    }

    @Test
    void a_life_goal_said_as_what_they_live_for_is_the_top_but_a_need_or_a_lift_is_not() {
        assertThat(AnsweredRung.topReached("Hmm. Hard one. I think... to be needed. When nobody needs you, you get old.")).isTrue();
        assertThat(AnsweredRung.topReached("To be there for my kids. Simple.")).isTrue();
        assertThat(AnsweredRung.topReached("I want to see them grow up, walk them to school, all that.")).isTrue();
        assertThat(AnsweredRung.topReached("Needed a new pair anyway, the old ones had holes.")).isFalse();
        assertThat(AnsweredRung.topReached("He was there for the bus, so I got a lift.")).isFalse();
        assertThat(AnsweredRung.lifeGoal("be there for children")).isTrue();
        assertThat(AnsweredRung.lifeGoal("be there on time")).isFalse();
    }
}
