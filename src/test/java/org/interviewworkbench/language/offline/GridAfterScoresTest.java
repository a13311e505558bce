package org.interviewworkbench.language.offline;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.interviewworkbench.engine.config.MethodologyConfig;
import org.interviewworkbench.engine.model.Concept;
import org.interviewworkbench.engine.port.FollowUpRequest;
import org.junit.jupiter.api.Test;

/**
 * Stop 44: in a repertory grid, a bare "Why does that matter to you?" after the options were scored points at a row
 * of numbers; the next difference is asked for instead. Sentences written for this test.
 */
class GridAfterScoresTest {

    private static final MethodologyConfig GRID = Methodologies.load("repertory_grid");
    private static final MethodologyConfig MEC = Methodologies.load("means_end_chain");
    private static final Concept PARKS = Methodologies.concept("Choosing a park for a day out",
            "How families compare parks");
    private static final List<String> OPTIONS = List.of("Victoria Park", "the common", "Kew Gardens");
    private static final String SCORES = "For the kids, out of five? Victoria Park five, the common three, Kew Gardens"
            + " two, they can't run about there.";

    @Test
    void a_bare_ladder_probe_after_scores_asks_for_the_next_difference() {
        assertThat(revise(GRID, SCORES, "Why does that matter to you?", List.of()))
                .isIn(GridMoves.ANOTHER_SEVERAL);
    }

    @Test
    void without_scores_in_another_method_or_with_both_asked_the_question_is_kept() {
        assertThat(revise(GRID, "Victoria Park, because the café is open all year.", "Why does that matter to you?",
                List.of())).isEqualTo("Why does that matter to you?");
        assertThat(revise(MEC, SCORES, "Why does that matter to you?", List.of()))
                .isEqualTo("Why does that matter to you?");
        assertThat(revise(GRID, SCORES, "Why does that matter to you?", GridMoves.ANOTHER_SEVERAL))
                .isEqualTo("Why does that matter to you?");
    }

    private static String revise(MethodologyConfig m, String last, String question, List<String> asked) {
        List<String> questions = new java.util.ArrayList<>(List.of("Which parks do you go to for a day out?"));
        questions.addAll(asked);
        FollowUpRequest request = new FollowUpRequest(m, PARKS, m.strategies().get(0), "the common", "element", last,
                List.of(), "", List.of(), questions, false, 0, 1, last, last, OPTIONS);
        return GridAfterScores.revise(request, question);
    }
}
