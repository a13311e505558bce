package org.interviewworkbench.language.offline;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.interviewworkbench.engine.config.MethodologyConfig;
import org.interviewworkbench.engine.port.FollowUpRequest;
import org.junit.jupiter.api.Test;

/**
 * A laddering interview asked for a fresh angle right after a ladder question answered with a rung in a few words
 * ("Being reliable. That's the word."): the rung is climbed once more before the topic is switched; a terminal value
 * or a longer answer is left to the other moves. Offline engine, the shipped means-end methodology.
 */
class LadderOneMoreTest {

    private static final String LADDER_QUESTION = "You mentioned that you don't want one more thing beeping at you. "
            + "Why is that important to you?";

    private String ask(String answer, String lastQuestion, long seed) {
        MethodologyConfig m = Methodologies.load("means_end_chain");
        var s = m.strategy("revitalize").orElseThrow();
        return EngineHolder.ENGINE.followUpQuestion(new FollowUpRequest(m, null, s, "Choosing an everyday wristwatch",
                null, answer, List.of(), "", List.of(), List.of("What do you notice first?", lastQuestion), false, 0,
                seed, "Choosing an everyday wristwatch", answer, List.of())).value();
    }

    @Test
    void a_rung_named_in_a_few_words_is_asked_why_it_matters_before_the_topic_is_switched() {
        for (long seed = 0; seed < 4; seed++) {
            String q = ask("Being reliable. That's the word.", LADDER_QUESTION, seed);
            assertThat(q).as("seed %d", seed).isEqualTo("Why is being reliable important to you?")
                    .doesNotContainIgnoringCase("switching gears").doesNotContainIgnoringCase("another side");
        }
    }

    @Test
    void a_rung_said_as_a_noun_is_asked_about_as_that() {
        String q = ask("Order in my day.", LADDER_QUESTION, 1);
        assertThat(q).isEqualTo("Why does that matter to you?"); // the ladder question before it was "why is that important"
    }

    @Test
    void a_terminal_value_or_a_whole_story_is_not_climbed_again() {
        String top = ask("Self-respect, I would say.", LADDER_QUESTION, 1);
        String story = ask("Because people depend on me, at home and at the office. My father was never late one day "
                + "in thirty years.", LADDER_QUESTION, 1);
        assertThat(top).doesNotStartWith("Why is");
        assertThat(story).doesNotStartWith("Why is");
    }

    @Test
    void after_a_question_that_was_no_ladder_the_fresh_angle_is_the_strategys_own() {
        String q = ask("Being reliable. That's the word.", "What else do you notice about watches?", 1);
        assertThat(q).doesNotContain("being reliable important");
    }
}
