package org.interviewworkbench.language.offline;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The switch interview's plain moves presume only what the answers told (blind rounds 33-38: "'before' has no
 * referent: no new solution has been hired"; "presupposes he has settled, when he is still dissatisfied"; "his current
 * way was already given"). Sentences written for this test.
 */
class SwitchPlainMoveTest {

    private static final String BEFORE = "What did you use before, and how did that work out?";
    private static final String SETTLE = "What made you settle on the way you do it now?";
    private static final String NOW = "How do you handle it these days?";

    @Test
    void what_came_before_is_asked_only_once_a_new_way_was_taken_up() {
        List<String> struggling = List.of("Sunday night, doing the rota for the café again.",
                "It takes me two hours with a pencil and it's a nightmare.");
        assertThat(SwitchPlainMove.next(struggling, List.of())).isNotEqualTo(BEFORE);
        List<String> switched = List.of("Sunday night, doing the rota for the café again.",
                "In May we signed up for a scheduling app, the staff swap shifts in it themselves.");
        assertThat(SwitchPlainMove.next(switched, List.of())).isEqualTo(BEFORE);
    }

    @Test
    void what_came_before_is_not_asked_when_an_answer_told_it() {
        List<String> answers = List.of("Sunday night, doing the rota for the café again.",
                "In May we signed up for a scheduling app. My sister did the rota before.");
        assertThat(SwitchPlainMove.next(answers, List.of())).isNotEqualTo(BEFORE);
    }

    @Test
    void how_they_handle_it_these_days_is_never_a_plain_move_and_the_catch_all_comes_last() {
        // blind rounds 49-56: 0 of 5 judged usable, asked after the ways they use were told
        assertThat(SwitchPlainMove.questions()).doesNotContain(NOW);
        List<String> all = SwitchPlainMove.questions();
        assertThat(all.get(all.size() - 1)).isEqualTo(SwitchUntold.NOT_TOUCHED.get(0));
        List<String> answers = List.of("Sunday night, doing the rota for the café again.",
                "Every Sunday I copy last week's rota by hand and change the names.");
        List<String> asked = List.of("What's the hardest part of it for you?",
                "What else have you tried, or thought about trying?");
        assertThat(SwitchPlainMove.next(answers, asked)).isNotEqualTo(SwitchUntold.NOT_TOUCHED.get(0));
    }

    @Test
    void settling_is_not_presumed_while_the_last_answer_tells_a_struggle_or_a_dread() {
        List<String> asked = List.of(BEFORE, "What's the hardest part of it for you?",
                "What else have you tried, or thought about trying?", NOW);
        for (String last : List.of("Honestly it's dread, every month, I'm scared I'll get it wrong.",
                "The app keeps crashing and it's a nightmare.")) {
            List<String> answers = List.of("Sunday night, doing the rota for the café again.",
                    "In May we signed up for a scheduling app.", last);
            assertThat(SwitchPlainMove.next(answers, asked)).as(last).isNotEqualTo(SETTLE)
                    .isEqualTo(SwitchPlainMove.WORK_BETTER);
        }
        List<String> settled = List.of("Sunday night, doing the rota for the café again.",
                "In May we signed up for a scheduling app.", "It's fine now, the staff like it.");
        assertThat(SwitchPlainMove.next(settled, asked)).isEqualTo(SETTLE);
    }
}
