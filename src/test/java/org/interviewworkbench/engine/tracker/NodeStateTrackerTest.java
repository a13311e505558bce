package org.interviewworkbench.engine.tracker;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.interviewworkbench.codec.TrackerJson;
import org.junit.jupiter.api.Test;

/** The tracker's exact mutations (peer-spec 3.3) with the intended differences of peer-spec 11 #9 / 12 #2. */
class NodeStateTrackerTest {

    private static NodeStateTracker withNodes(String... ids) {
        NodeStateTracker t = new NodeStateTracker();
        for (String id : ids) {
            t.register(id, "label " + id, "attribute", 1, 0, false, 1);
        }
        return t;
    }

    @Test
    void theTurnOneFocusIsRecordedBecauseEveryMethodUsesTheSurfaceNodeId() {
        // The peer resolved update_focus to a canonical slot id on turn 1 and lost the focus (peer-spec 3.5).
        NodeStateTracker t = withNodes("A");
        t.updateFocus("A", 1, "deepen");
        assertThat(t.previousFocus()).isEqualTo("A");
        assertThat(t.state("A").focusCount()).isEqualTo(1);
        assertThat(t.state("A").lastFocusTurn()).isEqualTo(1);
        assertThat(t.state("A").currentFocusStreak()).isEqualTo(1);
    }

    @Test
    void theOldFocusKeepsItsStreakAfterAFocusSwitchUnlikeThePeerWhichZeroesIt() {
        NodeStateTracker t = withNodes("A", "B");
        t.updateFocus("A", 1, "deepen");
        t.updateFocus("A", 2, "deepen");
        t.updateFocus("B", 3, "explore");
        assertThat(t.state("A").currentFocusStreak()).isEqualTo(2);
        assertThat(t.state("A").turnsSinceLastFocus()).isEqualTo(1);
        assertThat(t.state("B").currentFocusStreak()).isEqualTo(1);
        assertThat(t.state("B").turnsSinceLastFocus()).isZero();
    }

    @Test
    void theStreakRestartsAtOneWhenANodeIsFocusedAgainAfterAnotherNode() {
        NodeStateTracker t = withNodes("A", "B");
        t.updateFocus("A", 1, "deepen");
        t.updateFocus("A", 2, "deepen");
        t.updateFocus("B", 3, "deepen");
        t.updateFocus("A", 4, "deepen");
        assertThat(t.state("A").currentFocusStreak()).isEqualTo(1);
        assertThat(t.state("A").focusCount()).isEqualTo(3);
        // consecutive_same_strategy counts focuses of this node with the same strategy, others in between
        assertThat(t.state("A").consecutiveSameStrategy()).isEqualTo(3);
        assertThat(t.state("A").strategyUsageCount()).containsExactly(Map.entry("deepen", 3));
        assertThat(t.state("B").currentFocusStreak()).isEqualTo(1);
    }

    @Test
    void updateFocusTicksYieldGapsOfEveryNodeAndFocusGapsOfTheOthers() {
        NodeStateTracker t = withNodes("A", "B", "C");
        t.updateFocus("B", 2, "deepen");
        assertThat(t.states()).extracting(NodeState::turnsSinceLastYield).containsExactly(1, 1, 1);
        assertThat(t.states()).extracting(NodeState::turnsSinceLastFocus).containsExactly(1, 0, 1);
        t.updateFocus("B", 3, "explore");
        assertThat(t.state("B").consecutiveSameStrategy()).isEqualTo(1);
        assertThat(t.state("B").lastStrategyUsed()).isEqualTo("explore");
        assertThat(t.state("B").strategyUsageCount()).containsExactly(Map.entry("deepen", 1), Map.entry("explore", 1));
    }

    @Test
    void recordYieldResetsTheYieldGapButNotTheStreakAndIsANoOpWithoutChanges() {
        NodeStateTracker t = withNodes("A");
        t.updateFocus("A", 1, "deepen");
        t.updateFocus("A", 2, "deepen");
        t.recordYield("A", 3, 0, 0, 0);
        assertThat(t.state("A").yieldCount()).isZero();
        t.recordYield("A", 3, 1, 2, 0);
        NodeState a = t.state("A");
        assertThat(a.yieldCount()).isEqualTo(1);
        assertThat(a.lastYieldTurn()).isEqualTo(3);
        assertThat(a.turnsSinceLastYield()).isZero();
        assertThat(a.yieldRate()).isEqualTo(0.5);
        assertThat(a.currentFocusStreak()).isEqualTo(2);
    }

    @Test
    void edgeCountsClampAtZeroAndConnectionsAreRecordedOnceInOrder() {
        NodeStateTracker t = withNodes("A", "B", "C");
        t.updateEdgeCounts("A", 2, 1);
        t.updateEdgeCounts("A", -5, 1);
        assertThat(t.state("A").edgeCountOutgoing()).isZero();
        assertThat(t.state("A").edgeCountIncoming()).isEqualTo(2);
        t.recordConnection("A", "C");
        t.recordConnection("A", "B");
        t.recordConnection("A", "C");
        t.recordConnection("A", "A");
        assertThat(t.state("A").connectedNodeIds()).containsExactly("C", "B");
    }

    @Test
    void unknownNodesAreIgnoredAndRegisteringTwiceKeepsTheFirstState() {
        NodeStateTracker t = withNodes("A");
        t.updateFocus("A", 1, "deepen");
        TrackerState before = t.snapshot();
        t.updateFocus("X", 2, "deepen");
        t.recordYield("X", 2, 1, 0, 0);
        t.updateEdgeCounts("X", 1, 1);
        t.appendResponseSignal("X", "deep");
        t.recordConnection("X", "A");
        assertThat(t.snapshot()).isEqualTo(before);
        NodeState again = t.register("A", "other", "value", 5, 3, true, 4);
        assertThat(again).isEqualTo(before.states().get("A"));
    }

    @Test
    void responseDepthsAreAppendedWithoutCap() {
        NodeStateTracker t = withNodes("A");
        for (int i = 0; i < 12; i++) {
            t.appendResponseSignal("A", i % 2 == 0 ? "deep" : "shallow");
        }
        assertThat(t.state("A").allResponseDepths()).hasSize(12).endsWith("shallow");
    }

    @Test
    void trackerJsonRoundTripsExactly() {
        NodeStateTracker t = withNodes("A", "B");
        t.register("C", "c", "terminal_value", 2, 3, true, 5);
        t.updateEdgeCounts("A", 1, 0);
        t.updateEdgeCounts("B", 0, 1);
        t.recordConnection("A", "B");
        t.updateFocus("A", 1, "deepen");
        t.appendResponseSignal("A", "shallow");
        t.recordYield("A", 2, 1, 1, 0);
        t.updateFocus("B", 2, "explore");
        String json = TrackerJson.toJsonString(t.snapshot());
        String again = TrackerJson.toJsonString(NodeStateTracker.restore(TrackerJson.fromJsonString(json)).snapshot());
        assertThat(again).isEqualTo(json);
        assertThat(json).contains("\"connected_node_ids\":[\"B\"]").contains("\"previous_focus\":\"B\"");
        NodeStateTracker restored = NodeStateTracker.restore(TrackerJson.fromJsonString(json));
        restored.updateFocus("B", 3, "explore");
        assertThat(restored.state("B").currentFocusStreak()).isEqualTo(2);
        assertThat(List.copyOf(restored.states())).extracting(NodeState::nodeId).containsExactly("A", "B", "C");
    }
}
