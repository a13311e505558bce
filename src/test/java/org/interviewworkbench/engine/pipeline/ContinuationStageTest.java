package org.interviewworkbench.engine.pipeline;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.Set;
import org.interviewworkbench.engine.TestMethodologies;
import org.interviewworkbench.engine.config.InterviewPhase;
import org.interviewworkbench.engine.config.Strategy;
import org.interviewworkbench.engine.model.SaturationState;
import org.interviewworkbench.engine.tracker.NodeState;
import org.junit.jupiter.api.Test;

/** Stage 9's termination rules (peer-spec 1.5, with the intended all_nodes_exhausted). */
class ContinuationStageTest {

    private static final Strategy DEEPEN = TestMethodologies.strategy("deepen", Map.of());

    /** A node asked about {@code focusCount} times whose last yield was {@code sinceYield} turns ago. */
    private static NodeState node(String id, int focusCount, int sinceYield) {
        return new NodeState(id, id, 1, 0, "attribute", false, 1, focusCount, focusCount > 0 ? 2 : null, 0,
                focusCount > 0 ? 1 : 0, null, sinceYield, 0, 0.0, List.of(), Set.of(), 0, 0, Map.of(), null, 0);
    }

    private static String reason(int turn, SaturationState s, List<NodeState> states) {
        return ContinuationStage.reason(turn, 20, DEEPEN, InterviewPhase.MID, s, states);
    }

    @Test
    void every_asked_node_three_turns_without_yield_and_nothing_left_to_ask_ends_the_interview() {
        String r = reason(8, SaturationState.INITIAL, List.of(node("creamy", 3, 4), node("froths", 1, 3)));

        assertThat(r).isEqualTo(TurnResult.ALL_NODES_EXHAUSTED);
    }

    @Test
    void a_concept_never_asked_about_keeps_the_interview_going_so_it_can_backtrack_there() {
        // the peer stopped here (rule 6 looks at asked nodes only); exhaustion is meant to make the interviewer
        // backtrack, and "carton" is still there to backtrack to
        List<NodeState> states = List.of(node("creamy", 3, 4), node("froths", 1, 3), node("carton", 0, 6));

        assertThat(reason(8, SaturationState.INITIAL, states)).isNull();
    }

    @Test
    void a_node_that_yielded_recently_keeps_the_interview_going() {
        assertThat(reason(8, SaturationState.INITIAL, List.of(node("creamy", 3, 4), node("froths", 1, 2)))).isNull();
    }

    @Test
    void saturation_still_ends_an_unproductive_interview_with_unasked_concepts_left() {
        List<NodeState> states = List.of(node("creamy", 3, 5), node("carton", 0, 6));

        assertThat(reason(9, new SaturationState(5, 0, 0, 2), states)).isEqualTo(TurnResult.GRAPH_SATURATED);
        assertThat(reason(9, new SaturationState(0, 6, 0, 2), states)).isEqualTo(TurnResult.QUALITY_DEGRADED);
    }

    @Test
    void nothing_ends_for_saturation_or_exhaustion_before_turn_five_outside_the_late_phase() {
        List<NodeState> states = List.of(node("creamy", 3, 4));

        assertThat(reason(4, new SaturationState(5, 0, 0, 2), states)).isNull();
        assertThat(ContinuationStage.reason(4, 20, DEEPEN, InterviewPhase.LATE, SaturationState.INITIAL, states))
                .isEqualTo(TurnResult.ALL_NODES_EXHAUSTED);
        assertThat(reason(20, SaturationState.INITIAL, states)).isEqualTo(TurnResult.MAX_TURNS_REACHED);
    }
}
