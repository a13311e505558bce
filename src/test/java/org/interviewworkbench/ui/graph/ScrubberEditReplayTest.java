package org.interviewworkbench.ui.graph;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.interviewworkbench.engine.model.InterviewGraph;
import org.interviewworkbench.engine.model.SurfaceNode;
import org.interviewworkbench.engine.pipeline.TurnResult;
import org.interviewworkbench.engine.tracker.NodeState;
import org.interviewworkbench.persistence.Fixtures;
import org.junit.jupiter.api.Test;

/** The turn scrubber replays the researcher's renames and retypes: a past turn shows labels and types as they were. */
class ScrubberEditReplayTest {

    private static NodeState as(NodeState s, String label, String type) {
        return new NodeState(s.nodeId(), label, s.createdAtTurn(), s.depth(), type, s.isTerminal(), s.level(),
                s.focusCount(), s.lastFocusTurn(), s.turnsSinceLastFocus(), s.currentFocusStreak(),
                s.lastYieldTurn(), s.turnsSinceLastYield(), s.yieldCount(), s.yieldRate(), s.allResponseDepths(),
                s.connectedNodeIds(), s.edgeCountOutgoing(), s.edgeCountIncoming(), s.strategyUsageCount(),
                s.lastStrategyUsed(), s.consecutiveSameStrategy());
    }

    @Test
    void a_past_turn_shows_the_label_and_type_of_its_time_and_the_latest_shows_the_current_graph() {
        InterviewGraph graph = new InterviewGraph();
        // now: renamed to "froths up nicely" and retyped after turn 2
        graph.putNode(new SurfaceNode("n1", "froths up nicely", "functional_consequence", 0.9, 1, List.of(),
                List.of("it froths"), List.of()), null);
        // turn 2 was answered when the concept was already renamed (after turn 1) but not yet retyped
        TurnResult turn2 = Fixtures.turnResult(2, List.of(), List.of(),
                Map.of("n1", as(Fixtures.nodeState("n1", 1, 1), "froth", "attribute")));

        GraphModel past = GraphModels.surface(graph, 2, turn2, ColourMode.EXHAUSTION, true);
        GraphModel latest = GraphModels.surface(graph, 2, turn2, ColourMode.EXHAUSTION, false);

        assertThat(past.nodes()).singleElement().satisfies(n -> {
            assertThat(n.label()).isEqualTo("froth");
            assertThat(n.type()).isEqualTo("attribute");
        });
        assertThat(latest.nodes()).singleElement().satisfies(n -> {
            assertThat(n.label()).isEqualTo("froths up nicely");
            assertThat(n.type()).isEqualTo("functional_consequence");
        });
    }
}
