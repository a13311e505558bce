package org.interviewworkbench.engine.coverage;

import static org.assertj.core.api.Assertions.assertThat;

import org.interviewworkbench.engine.model.MomentumState;
import org.junit.jupiter.api.Test;

/** Seed 004 "Momentum Assessment" NEUTRAL balancing rules and the outlier-robust fatigue rule. */
class MomentumTest {

    private final MomentumAssessor assessor = new MomentumAssessor();

    @Test
    void hedging_with_elaboration_is_medium_not_low() {
        String answer = "I guess it's the creamy texture that really makes it work for me in coffee, it just feels "
                + "richer somehow";
        assertThat(assessor.assess(3, 3, 5, answer)).isEqualTo("medium");
    }

    @Test
    void a_short_unelaborated_answer_is_low() {
        assertThat(assessor.assess(1, 3, 1, "Yeah, dunno.")).isEqualTo("low");
        assertThat(assessor.assess(2, 2, 1, "Same as before really.")).isEqualTo("low");
    }

    @Test
    void hedging_that_keeps_the_whole_answer_vague_is_low() {
        assertThat(assessor.assess(2, 3, 5, "Hmm, I'm not sure, maybe, it's hard to say really")).isEqualTo("low");
    }

    @Test
    void long_elaboration_outweighs_hedging() {
        String answer = "I'm not totally sure, but I think the protein matters because I train three times a week "
                + "and after the gym I'm starving, so something that keeps me going until dinner without a sugar "
                + "crash would honestly change how my evenings go, I suppose";
        assertThat(assessor.assess(4, 4, 5, answer)).isEqualTo("high");
        assertThat(assessor.assess(4, 3, 5, answer)).as("engaged only moderately: still not low").isEqualTo("medium");
    }

    @Test
    void a_concrete_example_outweighs_brevity() {
        assertThat(assessor.assess(2, 3, 1, "Yesterday, for example.")).isEqualTo("medium");
    }

    @Test
    void three_low_answers_in_a_row_from_the_neutral_baseline_are_fatigue() {
        MomentumState m = MomentumState.INITIAL.next("low").next("low");
        assertThat(m.fatigued()).isFalse();
        m = m.next("low");
        assertThat(m.fatigued()).isTrue();
        assertThat(m.current()).isEqualTo("low");
    }

    @Test
    void one_high_outlier_inside_a_low_run_does_not_reset_the_count() {
        // seed 004: low, high, low, low reset the consecutive counter to 2; the EWMA window still sees fatigue
        MomentumState m = MomentumState.INITIAL.next("low").next("high").next("low").next("low");
        assertThat(m.fatigued()).isTrue();

        MomentumState tired = MomentumState.INITIAL.next("low").next("low").next("low");
        assertThat(tired.next("high").fatigued()).as("one high answer does not end fatigue either").isTrue();
    }

    @Test
    void medium_answers_never_fatigue_and_recovery_takes_more_than_one_answer() {
        MomentumState m = MomentumState.INITIAL;
        for (int i = 0; i < 10; i++) {
            m = m.next("medium");
        }
        assertThat(m.fatigued()).isFalse();
        assertThat(m.score()).isEqualTo(0.5);
        assertThat(m.levels()).hasSize(MomentumState.HISTORY_LIMIT);

        MomentumState recovering = MomentumState.INITIAL.next("low").next("low").next("low").next("high").next("high");
        assertThat(recovering.fatigued()).isFalse();
    }
}
