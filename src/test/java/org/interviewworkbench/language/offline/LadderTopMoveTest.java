package org.interviewworkbench.language.offline;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.interviewworkbench.engine.config.MethodologyConfig;
import org.interviewworkbench.engine.port.FollowUpRequest;
import org.junit.jupiter.api.Test;

/**
 * A ladder that reached its top is confirmed and a new ladder started from another attribute, when the strategy
 * asks for a fresh angle, never an off-method question ("If you could change one thing ..."). Offline engine,
 * shipped methodologies, answers written for this test.
 */
class LadderTopMoveTest {

    private String ask(String methodology, String answer, long seed) throws Exception {
        MethodologyConfig m = Methodologies.load(methodology);
        var s = m.strategy("revitalize").orElseThrow();
        return EngineHolder.ENGINE.followUpQuestion(new FollowUpRequest(m, null, s, "Choosing a rug", null, answer,
                List.of(), "", List.of(), List.of("What does that give you, in the end?"), false, 0, seed,
                "Choosing a rug", answer, List.of())).value();
    }

    @Test
    void after_a_terminal_value_the_ladder_is_confirmed_and_a_new_attribute_asked_for() throws Exception {
        for (long seed = 1; seed <= 6; seed++) {
            String q = ask("means_end_chain", "Dignity, I suppose.", seed);
            assertThat(MethodFit.TOP.stream().map(t -> VariantChooser.finish(t.replace("{t}", "this topic"))))
                    .as("seed %d", seed).contains(q);
        }
    }

    @Test
    void without_a_top_reached_the_fresh_angle_is_the_strategys_own() throws Exception {
        String q = ask("means_end_chain", "It keeps the floor warm in winter when the kids play on it.", 3);
        assertThat(MethodFit.TOP.stream().map(t -> VariantChooser.finish(t.replace("{t}", "this topic"))))
                .doesNotContain(q);
    }

    /** A ladder on {@code focus}, typed below the top (the typer does not always see a one-word end state). */
    private String deepen(String focus, String answer, long seed) throws Exception {
        MethodologyConfig m = Methodologies.load("means_end_chain");
        var s = m.strategy("deepen").orElseThrow();
        return EngineHolder.ENGINE.followUpQuestion(new FollowUpRequest(m, null, s, focus, "psychosocial_consequence", answer,
                List.of(), "", List.of(), List.of("Why did that matter to you?"), false, 0, seed, answer, answer))
                .value();
    }

    @Test
    void a_ladder_is_not_asked_to_go_past_the_end_state_just_named() throws Exception {
        for (long seed = 1; seed <= 6; seed++) {
            String q = deepen("contentment", "Contentment? Something like that. Knowing it was done properly.", seed);
            assertThat(MethodFit.TOP.stream().map(t -> VariantChooser.finish(t.replace("{t}", "this topic"))))
                    .as("seed %d", seed).contains(q);
        }
    }

    @Test
    void an_end_state_mentioned_in_passing_is_still_laddered() throws Exception {
        String q = deepen("contentment", "I get a kind of contentment when the last row is cast off, then I start the "
                + "next one.", 2);
        assertThat(MethodFit.TOP.stream().map(t -> VariantChooser.finish(t.replace("{t}", "this topic"))))
                .doesNotContain(q);
    }

    @Test
    void a_ladder_is_not_asked_past_a_life_goal_just_named() throws Exception {
        for (long seed = 1; seed <= 6; seed++) {
            String q = deepen("be needed", "Difficult. I think... to be needed. When nobody needs you, you get old very "
                    + "fast. Yes. To be needed.", seed);
            assertThat(MethodFit.TOP.stream().map(t -> VariantChooser.finish(t.replace("{t}", "this topic"))))
                    .as("seed %d", seed).contains(q);
        }
    }
}
