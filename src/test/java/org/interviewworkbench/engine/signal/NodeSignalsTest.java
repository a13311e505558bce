package org.interviewworkbench.engine.signal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import java.util.Map;
import org.interviewworkbench.engine.model.CanonicalSlot;
import org.interviewworkbench.engine.model.InterviewGraph;
import org.interviewworkbench.engine.model.SlotStatus;
import org.interviewworkbench.engine.tracker.NodeState;
import org.interviewworkbench.engine.tracker.NodeStateTracker;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Node signals: peer-spec 2.6, vectors 10.11-10.13 and the exhaustion checks of section 12. */
class NodeSignalsTest {

    private static final NodeSignalContext TURN_5 = new NodeSignalContext(5, null, null, null, false);

    /** A node state with the counters that node signals read. */
    static NodeState state(String id, int createdAt, int focusCount, int tsly, int streak, List<String> depths) {
        return new NodeState(id, id, createdAt, 0, "attribute", false, 1, focusCount, focusCount > 0 ? 1 : null, 0,
                streak, null, tsly, 0, 0.0, depths, null, 0, 0, Map.of(), null, 0);
    }

    private static String detect(NodeSignalDetector d, NodeState s, NodeSignalContext c) {
        SignalValue v = d.detect(s, c);
        return v == null ? null : v.toString();
    }

    @Test
    void exhaustionScoreOfFocusOneTslyTwoStreakOneIs029() {
        NodeState s = state("A", 1, 1, 2, 1, List.of("surface", "moderate"));
        assertThat(((SignalValue.Num) new NodeExhaustionScoreSignal().detect(s, TURN_5)).value())
                .isCloseTo(0.29, within(1e-12));
        assertThat(new NodeExhaustedSignal().detect(s, TURN_5)).isEqualTo(SignalValue.of(false));
    }

    @Test
    void aNodeFocusedThreeTimesWithShallowAnswersIsExhaustedWithScore040() {
        NodeState s = state("A", 1, 3, 2, 2, List.of("deep", "surface", "shallow"));
        assertThat(new NodeExhaustedSignal().detect(s, TURN_5)).isEqualTo(SignalValue.of(true));
        assertThat(((SignalValue.Num) new NodeExhaustionScoreSignal().detect(s, TURN_5)).value())
                .isCloseTo(0.40, within(1e-12));
    }

    @Test
    void aNeverFocusedNodeIsNotExhaustedAndScoresZero() {
        NodeState s = state("A", 1, 0, 9, 0, List.of("surface", "surface", "surface"));
        assertThat(new NodeExhaustedSignal().detect(s, TURN_5)).isEqualTo(SignalValue.of(false));
        assertThat(new NodeExhaustionScoreSignal().detect(s, TURN_5)).isEqualTo(SignalValue.of(0.0));
        assertThat(new NodeYieldStagnationSignal().detect(s, TURN_5)).isEqualTo(SignalValue.of(false));
    }

    @Test
    void shallowRatioLooksAtTheLastThreeDepths() {
        assertThat(Exhaustion.shallowRatio(state("A", 1, 1, 0, 0, List.of()))).isEqualTo(0.0);
        assertThat(Exhaustion.shallowRatio(state("A", 1, 1, 0, 0, List.of("surface", "deep", "deep", "shallow"))))
                .isCloseTo(1.0 / 3, within(1e-12));
    }

    @Test
    void yieldStagnationNeedsThreeTurnsWithoutYield() {
        assertThat(new NodeYieldStagnationSignal().detect(state("A", 1, 1, 3, 1, List.of()), TURN_5))
                .isEqualTo(SignalValue.of(true));
        assertThat(new NodeYieldStagnationSignal().detect(state("A", 1, 1, 2, 1, List.of()), TURN_5))
                .isEqualTo(SignalValue.of(false));
    }

    @ParameterizedTest(name = "streak {0} -> {1}")
    @CsvSource({"0,none", "1,low", "2,medium", "3,medium", "4,high", "9,high"})
    void focusStreakCategories(int streak, String expected) {
        assertThat(detect(new NodeFocusStreakSignal(), state("A", 1, 1, 0, streak, List.of()), TURN_5))
                .isEqualTo(expected);
    }

    @ParameterizedTest(name = "focus count {0} -> {1}")
    @CsvSource({"0,none", "1,low", "2,low", "3,medium", "4,medium", "5,high", "6,high", "20,high"})
    void focusCountCategoriesOfTenTwelve(int count, String expected) {
        assertThat(detect(new NodeFocusCountSignal(), state("A", 1, count, 0, 0, List.of()), TURN_5))
                .isEqualTo(expected);
    }

    @ParameterizedTest(name = "turn {0}, created {1} -> {2}")
    @CsvSource({"5,5,high", "10,7,medium", "8,3,low", "15,5,low", "5,3,high", "10,5,low", "10,10,high", "6,2,low"})
    void noveltyVectorsOfTenEleven(int turn, int created, String expected) {
        NodeSignalContext c = new NodeSignalContext(turn, null, null, null, false);
        assertThat(detect(new NodeNoveltySignal(), state("A", created, 0, 0, 0, List.of()), c)).isEqualTo(expected);
    }

    @Test
    void recencyDecaysOverTwentyTurnsAndIsZeroWhenNeverFocused() {
        NodeState never = state("A", 1, 0, 0, 0, List.of());
        assertThat(new NodeRecencyScoreSignal().detect(never, TURN_5)).isEqualTo(SignalValue.of(0.0));
        NodeState five = new NodeState("A", "A", 1, 0, "t", false, 1, 1, 2, 5, 0, null, 0, 0, 0.0, List.of(), null,
                0, 0, Map.of(), null, 0);
        assertThat(new NodeRecencyScoreSignal().detect(five, TURN_5)).isEqualTo(SignalValue.of(0.75));
        NodeState old = new NodeState("A", "A", 1, 0, "t", false, 1, 1, 2, 25, 0, null, 0, 0, 0.0, List.of(), null,
                0, 0, Map.of(), null, 0);
        assertThat(new NodeRecencyScoreSignal().detect(old, TURN_5)).isEqualTo(SignalValue.of(0.0));
    }

    @Test
    void edgeSignalsReadTrackerCounts() {
        NodeState s = new NodeState("A", "A", 1, 0, "t", false, 1, 0, null, 0, 0, null, 0, 0, 0.0, List.of(), null,
                2, 1, Map.of(), null, 0);
        assertThat(new NodeEdgeCountSignal().detect(s, TURN_5)).isEqualTo(SignalValue.of(3L));
        assertThat(new NodeHasOutgoingSignal().detect(s, TURN_5)).isEqualTo(SignalValue.of(true));
        assertThat(new NodeIsOrphanSignal().detect(s, TURN_5)).isEqualTo(SignalValue.of(false));
        NodeState orphan = state("B", 1, 0, 0, 0, List.of());
        assertThat(new NodeIsOrphanSignal().detect(orphan, TURN_5)).isEqualTo(SignalValue.of(true));
        assertThat(new NodeHasOutgoingSignal().detect(orphan, TURN_5)).isEqualTo(SignalValue.of(false));
    }

    @Test
    void isCurrentFocusComparesWithThePreviousFocus() {
        NodeSignalContext c = new NodeSignalContext(5, "A", null, null, false);
        assertThat(new NodeIsCurrentFocusSignal().detect(state("A", 1, 1, 0, 1, List.of()), c))
                .isEqualTo(SignalValue.of(true));
        assertThat(new NodeIsCurrentFocusSignal().detect(state("B", 1, 1, 0, 1, List.of()), c))
                .isEqualTo(SignalValue.of(false));
    }

    @Test
    void inLastAnswerIsTrueForConceptsTheAnswerJustGivenNamedAndFalseForOlderOnes() {
        InterviewGraph graph = new InterviewGraph();
        graph.putNode(new org.interviewworkbench.engine.model.SurfaceNode("old", "excess", "attribute", 0.9, 2,
                List.of("u2-answer"), List.of("the excess"), List.of()), null);
        graph.putNode(new org.interviewworkbench.engine.model.SurfaceNode("again", "breathing room", "attribute",
                0.9, 3, List.of("u3-answer", "u5-answer"), List.of("breathing room", "that breathing room"),
                List.of()), null);
        NodeSignalContext turn5 = new NodeSignalContext(5, null, null, graph, false);
        NodeInLastAnswerSignal signal = new NodeInLastAnswerSignal();
        assertThat(signal.detect(state("new", 5, 0, 0, 0, List.of()), turn5)).isEqualTo(SignalValue.of(true));
        assertThat(signal.detect(state("again", 3, 1, 0, 0, List.of()), turn5)).isEqualTo(SignalValue.of(true));
        assertThat(signal.detect(state("old", 2, 1, 0, 0, List.of()), turn5)).isEqualTo(SignalValue.of(false));
        assertThat(signal.detect(state("old", 2, 1, 0, 0, List.of()), TURN_5)).isEqualTo(SignalValue.of(false));
    }

    @ParameterizedTest(name = "consecutive {0} -> {1}")
    @CsvSource({"0,none", "1,low", "2,low", "3,medium", "4,medium", "5,high"})
    void strategyRepetitionCategories(int consecutive, String expected) {
        NodeState s = new NodeState("A", "A", 1, 0, "t", false, 1, 1, 1, 0, 1, null, 0, 0, 0.0, List.of(), null, 0,
                0, Map.of("deepen", consecutive), "deepen", consecutive);
        assertThat(detect(new NodeStrategyRepetitionSignal(), s, TURN_5)).isEqualTo(expected);
    }

    // ---- canonical novelty (10.13, intended) -----------------------------------------------------------------

    private static InterviewGraph slotGraph(String slotId, int firstSeen, String... mappedNodes) {
        InterviewGraph g = new InterviewGraph();
        g.putSlot(new CanonicalSlot(slotId, slotId, "", "attribute", SlotStatus.values()[0], mappedNodes.length,
                firstSeen, null, List.of(mappedNodes)), null);
        for (String n : mappedNodes) {
            g.mapNode(n, slotId, 0.9);
        }
        return g;
    }

    @Test
    void canonicalNoveltyIsNewOnTheSlotsFirstTurn() {
        InterviewGraph g = slotGraph("slot-1", 3, "node-a");
        assertThat(detect(new NodeCanonicalNoveltySignal(), state("node-a", 3, 0, 0, 0, List.of()),
                new NodeSignalContext(3, null, null, g, true))).isEqualTo("new");
    }

    @Test
    void canonicalNoveltyIsConfirmingOnALaterTurnBecauseTheFirstSeenTurnIsPersistedUnlikeThePeer() {
        // The peer rebuilt its detector every turn, so every mapped node was "new" (peer-spec 12 #3).
        InterviewGraph g = slotGraph("slot-1", 2, "node-b", "node-b2");
        assertThat(detect(new NodeCanonicalNoveltySignal(), state("node-b2", 5, 0, 0, 0, List.of()),
                new NodeSignalContext(5, null, null, g, true))).isEqualTo("confirming");
        InterviewGraph same = slotGraph("slot-1", 2, "node-a");
        assertThat(detect(new NodeCanonicalNoveltySignal(), state("node-a", 2, 0, 0, 0, List.of()),
                new NodeSignalContext(2, null, null, same, true))).isEqualTo("new");
        assertThat(detect(new NodeCanonicalNoveltySignal(), state("node-a", 2, 0, 0, 0, List.of()),
                new NodeSignalContext(3, null, null, same, true))).isEqualTo("confirming");
    }

    @Test
    void canonicalNoveltyIsOrphanWhenUnmappedAndAbsentWhenCanonicalSlotsAreOff() {
        InterviewGraph g = slotGraph("slot-1", 1, "node-a");
        assertThat(detect(new NodeCanonicalNoveltySignal(), state("node-x", 1, 0, 0, 0, List.of()),
                new NodeSignalContext(5, null, null, g, true))).isEqualTo("orphan");
        assertThat(new NodeCanonicalNoveltySignal().detect(state("node-a", 1, 0, 0, 0, List.of()),
                new NodeSignalContext(5, null, null, g, false))).isNull();
    }

    // ---- opportunity (intended: probe_deeper reachable) --------------------------------------------------------

    @Test
    void opportunityIsExhaustedAfterThreeTurnsWithoutYieldAndShallowAnswers() {
        NodeState s = state("A", 1, 2, 3, 0, List.of("shallow", "surface", "moderate"));
        assertThat(detect(new NodeOpportunitySignal(), s, new NodeSignalContext(5, "A", "deep", null, false)))
                .isEqualTo("exhausted");
    }

    @Test
    void opportunityIsProbeDeeperForALongStreakAndADeepAnswerWhichThePeerCouldNeverReach() {
        // The peer read the current depth from an empty context (peer-spec 11 #16), so this was unreachable.
        NodeState s = state("A", 1, 4, 0, 4, List.of("deep"));
        assertThat(detect(new NodeOpportunitySignal(), s, new NodeSignalContext(5, "B", "deep", null, false)))
                .isEqualTo("probe_deeper");
        assertThat(detect(new NodeOpportunitySignal(), s, new NodeSignalContext(5, "B", "moderate", null, false)))
                .isEqualTo("fresh");
    }

    @Test
    void opportunityIsProbeDeeperWhenTheFocusedNodeGivesDeepAnswersButNoYield() {
        NodeState s = state("A", 1, 2, 2, 2, List.of("deep", "deep"));
        assertThat(detect(new NodeOpportunitySignal(), s, new NodeSignalContext(5, "A", "deep", null, false)))
                .isEqualTo("probe_deeper");
        assertThat(detect(new NodeOpportunitySignal(), s, new NodeSignalContext(5, "B", "deep", null, false)))
                .isEqualTo("fresh");
        assertThat(detect(new NodeOpportunitySignal(), state("A", 1, 2, 1, 2, List.of()),
                new NodeSignalContext(5, "A", "deep", null, false))).isEqualTo("fresh");
    }

    @Test
    void aTrackedNodeGetsThePeersFourteenNodeSignalsAndInLastAnswer() {
        NodeStateTracker t = new NodeStateTracker();
        t.register("A", "a", "attribute", 1, 0, false, 1);
        Map<String, Map<String, SignalValue>> out = new SignalDetectionService().detectNodes(t.snapshot(),
                new NodeSignalContext(1, null, null, new InterviewGraph(), true), new java.util.LinkedHashMap<>());
        assertThat(out.get("A")).containsOnlyKeys("graph.node.exhausted", "graph.node.exhaustion_score",
                "graph.node.yield_stagnation", "graph.node.focus_streak", "graph.node.is_current_focus",
                "graph.node.recency_score", "graph.node.is_orphan", "graph.node.edge_count",
                "graph.node.has_outgoing", "graph.node.novelty", "graph.node.focus_count",
                "graph.node.canonical_novelty", "technique.node.strategy_repetition", "meta.node.opportunity",
                "graph.node.in_last_answer");
        assertThat(new SignalDetectionService().detectNodes(new NodeStateTracker().snapshot(),
                new NodeSignalContext(1, null, null, null, false), new java.util.LinkedHashMap<>())).isEmpty();
    }
}
