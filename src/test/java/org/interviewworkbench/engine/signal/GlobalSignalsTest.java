package org.interviewworkbench.engine.signal;

import org.interviewworkbench.engine.model.ChainDepth;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;
import static org.interviewworkbench.engine.signal.SignalFixtures.canonical;
import static org.interviewworkbench.engine.signal.SignalFixtures.ctx;
import static org.interviewworkbench.engine.signal.SignalFixtures.graph;
import static org.interviewworkbench.engine.signal.SignalFixtures.nodes;
import static org.interviewworkbench.engine.signal.SignalFixtures.rubric;
import static org.interviewworkbench.engine.signal.SignalFixtures.simple;

import java.util.List;
import java.util.Map;
import org.interviewworkbench.engine.TestMethodologies;
import org.interviewworkbench.engine.config.InterviewPhase;
import org.interviewworkbench.engine.config.MethodologyConfig;
import org.interviewworkbench.engine.config.NodeType;
import org.interviewworkbench.engine.config.PhaseBoundaries;
import org.interviewworkbench.engine.model.InterviewGraph;
import org.interviewworkbench.engine.tracker.NodeStateTracker;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Global signals: peer-spec 2.2-2.5, vectors 10.9 / 10.10 and the derived checks of section 12. */
class GlobalSignalsTest {

    private static final double EPS = 1e-12;
    private static final MethodologyConfig MEC = TestMethodologies.mec();

    private static Map<String, SignalValue> run(GlobalSignalDetector d, SignalContext c) {
        return d.detect(c, Map.of());
    }

    private static SignalValue one(GlobalSignalDetector d, SignalContext c) {
        return run(d, c).get(d.name());
    }

    // ---- graph -------------------------------------------------------------------------------------------

    @Test
    void countsAreRawIntegers() {
        InterviewGraph g = graph(new String[] {"A", "attribute", "B", "attribute", "C", "attribute"}, "A", "B");
        assertThat(one(new GraphNodeCountSignal(), simple(MEC, g, null))).isEqualTo(SignalValue.of(3L));
        assertThat(one(new GraphEdgeCountSignal(), simple(MEC, g, null))).isEqualTo(SignalValue.of(1L));
        assertThat(one(new GraphOrphanCountSignal(), simple(MEC, g, null))).isEqualTo(SignalValue.of(1L));
    }

    @Test
    void maxDepthOfAThreeNodeChainInMecIsThreeFifths() {
        InterviewGraph g = graph(new String[] {"A", "attribute", "B", "functional_consequence", "C",
                "psychosocial_consequence"}, "A", "B", "B", "C");
        assertThat(one(new GraphMaxDepthSignal(), simple(MEC, g, null))).isEqualTo(SignalValue.of(0.6));
    }

    @Test
    void maxDepthOfAChainWithAShortcutIsTheLongestChainThreeNotThePeersBfsTwo() {
        // Intended rule (peer-spec 12 #8): A->B->C plus A->C is 3 nodes deep; the peer's BFS gave 2.
        InterviewGraph g = graph(new String[] {"A", "attribute", "B", "attribute", "C", "attribute"},
                "A", "B", "B", "C", "A", "C");
        assertThat(ChainDepth.of(g).longest()).isEqualTo(3);
        assertThat(one(new GraphMaxDepthSignal(), simple(MEC, g, null))).isEqualTo(SignalValue.of(0.6));
    }

    @Test
    void aCycleCountsAllItsNodesAndTheDepthIsClampedToOne() {
        InterviewGraph cycle = graph(new String[] {"A", "x", "B", "x", "C", "x"}, "A", "B", "B", "A");
        assertThat(ChainDepth.of(cycle).longest()).isEqualTo(2);
        InterviewGraph loopIntoChain = graph(new String[] {"A", "x", "B", "x", "C", "x", "D", "x"},
                "A", "B", "B", "A", "B", "C", "C", "D", "D", "D");
        assertThat(ChainDepth.of(loopIntoChain).longest()).isEqualTo(4);
        InterviewGraph longChain = graph(new String[] {"1", "x", "2", "x", "3", "x", "4", "x", "5", "x", "6", "x"},
                "1", "2", "2", "3", "3", "4", "4", "5", "5", "6");
        assertThat(one(new GraphMaxDepthSignal(), simple(MEC, longChain, null))).isEqualTo(SignalValue.of(1.0));
        assertThat(one(new GraphMaxDepthSignal(), simple(null, longChain, null))).isEqualTo(SignalValue.of(1.0));
        assertThat(one(new GraphMaxDepthSignal(), simple(null, nodes(0), null))).isEqualTo(SignalValue.of(0.0));
    }

    @Test
    void avgDepthIsTheMeanChainEndingAtEachNodeOverL() {
        // A->B->C: chains ending at A, B, C are 1, 2, 3 -> mean 2 -> 2/5
        InterviewGraph g = graph(new String[] {"A", "attribute", "B", "attribute", "C", "attribute"}, "A", "B", "B", "C");
        assertThat(((SignalValue.Num) one(new GraphAvgDepthSignal(), simple(MEC, g, null))).value())
                .isCloseTo(0.4, within(EPS));
        assertThat(run(new GraphDepthByElementSignal(), simple(MEC, g, null))).isEmpty();
    }

    @Test
    void chainCompletionCountsStartNodesThatReachATerminalType() {
        InterviewGraph g = graph(new String[] {"A", "attribute", "F", "functional_consequence", "T", "terminal_value",
                "A2", "attribute"}, "A", "F", "F", "T", "A2", "F");
        Map<String, SignalValue> out = run(new GraphChainCompletionSignal(), simple(MEC, g, null));
        assertThat(out).containsExactly(Map.entry("graph.chain_completion.ratio", SignalValue.of(1.0)),
                Map.entry("graph.chain_completion.has_complete", SignalValue.of(true)));
        InterviewGraph half = graph(new String[] {"A", "attribute", "T", "terminal_value", "A2", "attribute",
                "F", "functional_consequence"}, "A", "T", "A2", "F");
        assertThat(run(new GraphChainCompletionSignal(), simple(MEC, half, null)))
                .containsEntry("graph.chain_completion.ratio", SignalValue.of(0.5));
    }

    @Test
    void chainCompletionIsZeroWithoutEdgesOrWithoutStartAndTerminalTypes() {
        InterviewGraph noEdges = graph(new String[] {"A", "attribute", "T", "terminal_value"});
        assertThat(run(new GraphChainCompletionSignal(), simple(MEC, noEdges, null)))
                .containsEntry("graph.chain_completion.ratio", SignalValue.of(0.0))
                .containsEntry("graph.chain_completion.has_complete", SignalValue.of(false));
        MethodologyConfig noTerminal = TestMethodologies.config("x", List.of(new NodeType("a", "", List.of(), 1, false)),
                Map.of(), List.of(), Map.of(), null, null);
        InterviewGraph g = graph(new String[] {"A", "a", "B", "a"}, "A", "B");
        assertThat(run(new GraphChainCompletionSignal(), simple(noTerminal, g, null)))
                .containsEntry("graph.chain_completion.has_complete", SignalValue.of(false));
    }

    @Test
    void chainCompletionStartsAtTheLowestDeclaredLevelEvenWhenLevelsStartAtZero() {
        MethodologyConfig zeroBased = TestMethodologies.config("x", List.of(
                new NodeType("context", "", List.of(), 0, false), new NodeType("job", "", List.of(), 1, true)),
                Map.of(), List.of(), Map.of(), null, null);
        InterviewGraph g = graph(new String[] {"C", "context", "J", "job", "C2", "context"}, "C", "J");
        assertThat(run(new GraphChainCompletionSignal(), simple(zeroBased, g, null)))
                .containsEntry("graph.chain_completion.ratio", SignalValue.of(0.5))
                .containsEntry("graph.chain_completion.has_complete", SignalValue.of(true));
    }

    @Test
    void canonicalGraphSignalsAreAbsentWhenCanonicalSlotsAreOff() {
        assertThat(run(new CanonicalConceptCountSignal(), simple(MEC, nodes(1), null))).isEmpty();
        assertThat(run(new CanonicalEdgeDensitySignal(), simple(MEC, nodes(1), null))).isEmpty();
        SignalContext c = ctx(MEC, 1, nodes(1), canonical(4, 6), null, List.of(), List.of(), null, 0, 0, 0);
        assertThat(one(new CanonicalConceptCountSignal(), c)).isEqualTo(SignalValue.of(4L));
        assertThat(one(new CanonicalEdgeDensitySignal(), c)).isEqualTo(SignalValue.of(1.5));
        SignalContext empty = ctx(MEC, 1, nodes(1), canonical(0, 0), null, List.of(), List.of(), null, 0, 0, 0);
        assertThat(one(new CanonicalEdgeDensitySignal(), empty)).isEqualTo(SignalValue.of(0.0));
    }

    @Test
    void canonicalExhaustionScoreIsTheMeanNodeExhaustionAndAbsentForAnEmptyTracker() {
        assertThat(run(new CanonicalExhaustionScoreSignal(), simple(MEC, nodes(0), null))).isEmpty();
        NodeStateTracker t = new NodeStateTracker();
        t.register("A", "a", "attribute", 1, 0, false, 1);
        t.register("B", "b", "attribute", 1, 0, false, 1);
        t.updateFocus("A", 1, "deepen"); // A: fc 1, tsly 1, streak 1 -> 0.04 + 0.06 = 0.10; B never focused -> 0
        SignalContext c = ctx(MEC, 2, nodes(2), null, t.snapshot(), List.of(), List.of(), null, 0, 0, 0);
        assertThat(((SignalValue.Num) one(new CanonicalExhaustionScoreSignal(), c)).value()).isCloseTo(0.05, within(EPS));
    }

    // ---- llm -----------------------------------------------------------------------------------------------

    @Test
    void responseDepthMapsScoresToCategoriesAndClampsOutOfRangeScores() {
        assertThat(List.of(0, 1, 2, 3, 4, 5, 9).stream().map(ResponseDepthSignal::category).toList())
                .containsExactly("surface", "surface", "shallow", "moderate", "deep", "deep", "deep");
        assertThat(run(new ResponseDepthSignal(), simple(MEC, null, rubric("certainty", 3)))).isEmpty();
        assertThat(run(new ResponseDepthSignal(), simple(MEC, null, null))).isEmpty();
    }

    @Test
    void likertSignalsAreScoreMinusOneOverFourFromTheirRubricKeys() {
        SignalContext c = simple(MEC, null, rubric("specificity", 1, "certainty", 2, "emotional_valence", 3,
                "engagement", 4, "intellectual_engagement", 7));
        assertThat(one(new SpecificitySignal(), c)).isEqualTo(SignalValue.of(0.0));
        assertThat(one(new CertaintySignal(), c)).isEqualTo(SignalValue.of(0.25));
        assertThat(one(new ValenceSignal(), c)).isEqualTo(SignalValue.of(0.5));
        assertThat(one(new EngagementSignal(), c)).isEqualTo(SignalValue.of(0.75));
        assertThat(one(new IntellectualEngagementSignal(), c)).isEqualTo(SignalValue.of(1.0));
        assertThat(run(new SpecificitySignal(), simple(MEC, null, rubric("certainty", 2)))).isEmpty();
    }

    @Test
    void hedgingLanguageIsCategorical() {
        assertThat(List.of(1, 2, 3, 4, 5).stream()
                .map(i -> one(new HedgingLanguageSignal(), simple(MEC, null, rubric("hedging_language", i))).toString())
                .toList()).containsExactly("none", "low", "medium", "high", "high");
    }

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource(delimiter = '|', value = {"surface,shallow,shallow,deep|deepening", "shallow,shallow,shallow,shallow|fatigued",
            "deep,deep,surface,moderate|shallowing", "moderate,moderate,moderate|stable",
            "deep,moderate,shallow,shallow,deep,deep|stable",
            "surface,surface,surface,surface,deep,deep,deep,deep,deep|deepening"})
    void responseTrendVectorsOfSectionTwelve(String depths, String expected) {
        assertThat(GlobalResponseTrendSignal.trend(List.of(depths.split(",")))).isEqualTo(expected);
    }

    @Test
    void responseTrendAppendsTheCurrentAnswerAndIsStableWithoutData() {
        SignalContext none = simple(MEC, null, null);
        assertThat(one(new GlobalResponseTrendSignal(), none)).isEqualTo(SignalValue.of("stable"));
        SignalContext c = ctx(MEC, 4, null, null, null, List.of(), List.of("surface", "shallow", "shallow"),
                rubric("response_depth", 5), 0, 0, 0);
        assertThat(one(new GlobalResponseTrendSignal(), c)).isEqualTo(SignalValue.of("deepening"));
    }

    // ---- temporal ------------------------------------------------------------------------------------------

    @Test
    void strategyRepetitionVectorsOfSectionTwelve() {
        assertThat(StrategyRepetitionCountSignal.value(List.of("a", "b", "a", "a"))).isEqualTo(SignalValue.of(0.6));
        assertThat(TurnsSinceStrategyChangeSignal.value(List.of("a", "b", "a", "a"))).isEqualTo(SignalValue.of(0.4));
        assertThat(StrategyRepetitionCountSignal.value(List.of("a"))).isEqualTo(SignalValue.of(0.2));
        assertThat(TurnsSinceStrategyChangeSignal.value(List.of("a"))).isEqualTo(SignalValue.of(0L));
        assertThat(StrategyRepetitionCountSignal.value(List.of())).isEqualTo(SignalValue.of(0L));
        // only the last five count
        assertThat(StrategyRepetitionCountSignal.value(List.of("a", "a", "a", "b", "a", "a", "a", "a")))
                .isEqualTo(SignalValue.of(0.8));
        assertThat(TurnsSinceStrategyChangeSignal.value(List.of("b", "a", "a", "a", "a", "a", "a")))
                .isEqualTo(SignalValue.of(1.0));
    }

    // ---- meta: phase -------------------------------------------------------------------------------------------

    @ParameterizedTest(name = "max_turns {0} -> early<{1}, mid<{2}")
    @CsvSource({"5,2,3", "6,2,4", "10,2,8", "20,2,18", "25,2,23", "30,3,28", "35,4,33", "3,1,1", "2,1,0"})
    void fallbackPhaseBoundariesOfSectionTwelve(int maxTurns, int early, int mid) {
        PhaseBoundaries b = PhaseBoundaries.fallback(maxTurns);
        assertThat(b.earlyMaxTurns()).isEqualTo(early);
        assertThat(b.midMaxTurns()).isEqualTo(mid);
    }

    @Test
    void fallbackOfTenGivesEarlyTwoAsDocumentedNotThePeerTestsOne() {
        // Peer test expects calculate_phase_boundaries(10).early == 1 (and fails at HEAD, peer-spec 11 #29);
        // the documented rule early = max(2, round(10 x 0.1)) gives 2, which we keep.
        assertThat(PhaseBoundaries.fallback(10).earlyMaxTurns()).isEqualTo(2);
    }

    @Test
    void configuredTurnBoundariesOfTheShippedPeerConfigGiveEarlyMidLate() {
        PhaseBoundaries shipped = new PhaseBoundaries(2, 5, null, null);
        assertThat(List.of(1, 2, 3, 4, 5, 9).stream()
                .map(t -> InterviewPhaseCalculator.decide(shipped, t, 0, 20).phase().id()).toList())
                .containsExactly("early", "mid", "mid", "mid", "late", "late");
    }

    @Test
    void phaseSignalEmitsPhaseReasonAndLateStageFlag() {
        Map<String, SignalValue> out = run(new InterviewPhaseSignal(), ctx(MEC, 19, nodes(2), null, null, List.of(),
                List.of(), null, 0, 0, 0));
        assertThat(out).containsExactly(Map.entry("meta.interview.phase", SignalValue.of("late")),
                Map.entry("meta.interview.phase_reason",
                        SignalValue.of("turn_number=19, phase=late, boundaries=early<2, mid<18")),
                Map.entry("meta.interview.is_late_stage", SignalValue.of(true)));
        assertThat(run(new InterviewPhaseSignal(), simple(MEC, nodes(2), null)).get("meta.interview.phase"))
                .isEqualTo(SignalValue.of("early"));
    }

    @Test
    void whenTurnAndNodeBoundariesAreBothSetTheLaterPhaseWins() {
        PhaseBoundaries both = new PhaseBoundaries(3, 10, 5, 15);
        assertThat(InterviewPhaseCalculator.decide(both, 1, 6, 20).phase()).isEqualTo(InterviewPhase.MID);
        assertThat(InterviewPhaseCalculator.decide(both, 11, 0, 20).phase()).isEqualTo(InterviewPhase.LATE);
        assertThat(InterviewPhaseCalculator.decide(both, 1, 0, 20).phase()).isEqualTo(InterviewPhase.EARLY);
        assertThat(InterviewPhaseCalculator.decide(both, 1, 6, 20).reason())
                .isEqualTo("turn_number=1, phase=mid, boundaries=early<3, mid<10, node_count=6, "
                        + "node_boundaries=early<5, mid<15");
        PhaseBoundaries nodesOnly = new PhaseBoundaries(null, null, 5, 15);
        assertThat(InterviewPhaseCalculator.decide(nodesOnly, 30, 4, 20).phase()).isEqualTo(InterviewPhase.EARLY);
    }

    // ---- meta: saturation and progress ------------------------------------------------------------------------

    @ParameterizedTest(name = "prev {0}, peak {1}, nodes {2} -> {3}")
    @CsvSource({"20,10.0,30,0.0", "30,10.0,30,1.0", "25,10.0,30,0.5", "20,5.0,30,0.0", "0,0.0,5,0.0"})
    void conversationSaturationVectorsOfTenNine(int prev, double peak, int nodeCount, double expected) {
        SignalContext c = ctx(MEC, 3, nodes(nodeCount), null, null, List.of(), List.of(), null, peak, prev, 0);
        assertThat(one(new ConversationSaturationSignal(), c)).isEqualTo(SignalValue.of(expected));
    }

    @Test
    void conversationSaturationWithoutAGraphIsOne() {
        SignalContext c = ctx(MEC, 3, null, null, null, List.of(), List.of(), null, 5.0, 10, 0);
        assertThat(one(new ConversationSaturationSignal(), c)).isEqualTo(SignalValue.of(1.0));
    }

    @Test
    void conversationSaturationIsRoundedToFourDecimals() {
        assertThat(ConversationSaturationSignal.saturation(0, 3.0, 1)).isEqualTo(0.6667);
    }

    @ParameterizedTest(name = "prev {0}/{1}, now {2}/{3} -> {4}")
    @CsvSource({"22,2,30,2,1.0", "10,5,15,10,0.0", "22,4,30,6,0.75", "30,10,30,10,0.0", "10,5,12,10,0.0"})
    void canonicalSaturationVectorsOfTenTen(int prevSurface, int prevCanonical, int nodeCount, int concepts,
                                            double expected) {
        SignalContext c = ctx(MEC, 3, nodes(nodeCount), canonical(concepts, 0), null, List.of(), List.of(), null,
                0, prevSurface, prevCanonical);
        assertThat(one(new CanonicalSaturationSignal(), c)).isEqualTo(SignalValue.of(expected));
    }

    @Test
    void canonicalSaturationIsAbsentWithoutCanonicalState() {
        assertThat(run(new CanonicalSaturationSignal(), simple(MEC, nodes(3), null))).isEmpty();
    }

    @Test
    void interviewProgressUsesTheNormalisedDepthOnceNotTwiceLikeThePeer() {
        Map<String, SignalValue> so = Map.of("graph.chain_completion.ratio", SignalValue.of(0.5),
                "graph.max_depth", SignalValue.of(0.6));
        // intended: 0.5 x 0.5 + 0.5 x 0.6 = 0.55 (the peer: 0.25 + 0.5 x 0.6 / 5 = 0.31)
        assertThat(((SignalValue.Num) new InterviewProgressSignal().detect(simple(MEC, null, null), so)
                .get("meta.interview_progress")).value()).isCloseTo(0.55, within(EPS));
        assertThat(new InterviewProgressSignal().detect(simple(MEC, null, null), Map.of()))
                .containsEntry("meta.interview_progress", SignalValue.of(0.0));
    }
}
