package org.interviewworkbench.engine.scoring;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;
import static org.interviewworkbench.engine.TestMethodologies.phase;
import static org.interviewworkbench.engine.TestMethodologies.strategy;
import static org.interviewworkbench.engine.TestMethodologies.unbound;
import static org.interviewworkbench.engine.TestMethodologies.w;
import static org.interviewworkbench.engine.scoring.WeightKeyMatcherTest.s;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.interviewworkbench.engine.TestMethodologies;
import org.interviewworkbench.engine.config.InterviewPhase;
import org.interviewworkbench.engine.config.PhaseSpec;
import org.interviewworkbench.engine.config.SelectionMode;
import org.interviewworkbench.engine.config.Strategy;
import org.interviewworkbench.engine.signal.SignalValue;
import org.junit.jupiter.api.Test;

/** Peer-spec 10.1 (rank_strategies, joint pairs, partition, decomposition), 10.3 (two-stage) and 2.8. */
class StrategyRankerTest {

    private static final double EPS = 1e-12;
    private final StrategyRanker ranker = new StrategyRanker();

    private static Map<String, Map<String, SignalValue>> nodes(Object... idAndSignals) {
        Map<String, Map<String, SignalValue>> m = new LinkedHashMap<>();
        for (int i = 0; i < idAndSignals.length; i += 2) {
            @SuppressWarnings("unchecked")
            Map<String, SignalValue> signals = (Map<String, SignalValue>) idAndSignals[i + 1];
            m.put((String) idAndSignals[i], signals);
        }
        return m;
    }

    private RankingResult twoStage(List<Strategy> strategies, PhaseSpec phase, Map<String, SignalValue> global,
                                   Map<String, Map<String, SignalValue>> nodes) {
        return ranker.rank(strategies, SelectionMode.TWO_STAGE, phase, global, nodes);
    }

    // ---- 10.1 rank_strategies ------------------------------------------------------------------------------

    @Test
    void strategiesAreRankedByScoreDescending() {
        List<ScoredCandidate> ranked = ranker.rankStrategies(List.of(
                strategy("low", w("llm.response_depth.low", 0.3)),
                strategy("high", w("llm.response_depth.high", 0.8)),
                strategy("mid", w("llm.response_depth.high", 0.5))), s("llm.response_depth", 1.0), PhaseSpec.NEUTRAL);
        assertThat(ranked).extracting(ScoredCandidate::strategy).containsExactly("high", "mid", "low");
        assertThat(ranked).extracting(ScoredCandidate::finalScore).containsExactly(0.8, 0.5, 0.0);
    }

    @Test
    void phaseMultiplierAndBonusGiveBaseTimesMultiplierPlusBonus() {
        List<Strategy> one = List.of(strategy("test", w("llm.response_depth.high", 0.5)));
        Map<String, SignalValue> g = s("llm.response_depth", 1.0);
        assertThat(ranker.rankStrategies(one, g, phase(w("test", 2.0), Map.of())).get(0).finalScore())
                .isEqualTo(1.0);
        assertThat(ranker.rankStrategies(one, g, phase(Map.of(), w("test", 0.3))).get(0).finalScore())
                .isEqualTo(0.8);
        assertThat(ranker.rankStrategies(one, g, phase(w("test", 2.0), w("test", 0.3))).get(0).finalScore())
                .isCloseTo(1.3, within(EPS));
    }

    @Test
    void stageOneIgnoresNodeScopedWeights() {
        List<ScoredCandidate> ranked = ranker.rankStrategies(List.of(
                strategy("deepen", w("llm.response_depth.low", 0.8, "graph.node.exhaustion_score.low", 5.0)),
                strategy("explore", w("llm.response_depth.low", 0.9))),
                s("llm.response_depth", 0.1, "graph.node.exhaustion_score", 0.1), PhaseSpec.NEUTRAL);
        assertThat(ranked).extracting(ScoredCandidate::strategy).containsExactly("explore", "deepen");
        assertThat(ranked).extracting(ScoredCandidate::finalScore).containsExactly(0.9, 0.8);
    }

    @Test
    void tiesKeepFileOrderBecauseTheSortIsStable() {
        List<ScoredCandidate> ranked = ranker.rankStrategies(List.of(strategy("b", w("x", 1.0)),
                strategy("a", w("x", 1.0)), strategy("c", w("x", 2.0)), strategy("d", w("x", 1.0))),
                s("x", 0.5), PhaseSpec.NEUTRAL);
        assertThat(ranked).extracting(ScoredCandidate::strategy).containsExactly("c", "b", "a", "d");
    }

    // ---- 10.1 partition ------------------------------------------------------------------------------------

    @Test
    void weightsArePartitionedIntoGlobalAndNodeScopedKeysKeepingOrder() {
        Strategy st = strategy("s", w("llm.response_depth.low", 0.8, "llm.engagement.high", 0.7,
                "graph.node.exhaustion_score.low", 1.0, "graph.node.focus_streak.high", -0.8,
                "technique.node.strategy_repetition.low", 0.3));
        assertThat(st.globalWeights()).containsExactly(Map.entry("llm.response_depth.low", 0.8),
                Map.entry("llm.engagement.high", 0.7));
        assertThat(st.nodeWeights()).containsExactly(Map.entry("graph.node.exhaustion_score.low", 1.0),
                Map.entry("graph.node.focus_streak.high", -0.8), Map.entry("technique.node.strategy_repetition.low", 0.3));
        assertThat(strategy("e", Map.of()).globalWeights()).isEmpty();
        assertThat(strategy("e", Map.of()).nodeWeights()).isEmpty();
        assertThat(strategy("m", w("meta.node.opportunity.fresh", 1.0)).nodeWeights())
                .containsOnlyKeys("meta.node.opportunity.fresh");
        assertThat(strategy("g", w("llm.valence.low", 1.0)).nodeWeights()).isEmpty();
    }

    // ---- 10.1 rank_nodes_for_strategy ----------------------------------------------------------------------

    @Test
    void nodesAreRankedOnNodeWeightsOnly() {
        Strategy deepen = strategy("deepen", w("llm.response_depth.low", 0.8, "graph.node.exhaustion_score.low", 1.0,
                "graph.node.focus_streak.high", -0.8));
        List<ScoredCandidate> ranked = ranker.rankNodes(deepen, nodes(
                "node_a", s("graph.node.exhaustion_score", 0.1, "graph.node.focus_streak", 0.9),
                "node_b", s("graph.node.exhaustion_score", 0.1, "graph.node.focus_streak", 0.1)), PhaseSpec.NEUTRAL);
        assertThat(ranked).extracting(ScoredCandidate::nodeId).containsExactly("node_b", "node_a");
        assertThat(ranked.get(0).finalScore()).isEqualTo(1.0);
        assertThat(ranked.get(1).finalScore()).isCloseTo(0.2, within(EPS));
        assertThat(ranker.rankNodes(deepen, Map.of(), PhaseSpec.NEUTRAL)).isEmpty();
    }

    @Test
    void nodeCandidatesCarryStrategyNodeAndOnlyNodeContributions() {
        Strategy deepen = strategy("deepen", w("llm.response_depth.low", 0.8, "graph.node.exhaustion_score.low", 1.0));
        ScoredCandidate c = ranker.rankNodes(deepen, nodes("node_a", s("graph.node.exhaustion_score", 0.1,
                "llm.response_depth", 0.1)), PhaseSpec.NEUTRAL).get(0);
        assertThat(c.finalScore()).isEqualTo(1.0);
        assertThat(c.strategy()).isEqualTo("deepen");
        assertThat(c.nodeId()).isEqualTo("node_a");
        assertThat(c.signalContributions()).extracting(SignalContribution::name)
                .containsExactly("graph.node.exhaustion_score.low");
    }

    // ---- 10.1 decomposition ----------------------------------------------------------------------------------

    @Test
    void decompositionRecordsMultiplierBonusAndEveryContribution() {
        List<ScoredCandidate> ranked = ranker.rankStrategies(List.of(
                strategy("deepen", w("llm.response_depth.low", 0.8, "llm.engagement.high", 0.7)),
                strategy("explore", w("llm.response_depth.low", 0.5))),
                s("llm.response_depth", 0.1, "llm.engagement", 0.9), phase(w("deepen", 1.3), w("deepen", 0.2)));
        assertThat(ranked).hasSize(2);
        ScoredCandidate deepen = ranked.get(0);
        assertThat(deepen.strategy()).isEqualTo("deepen");
        assertThat(deepen.phaseMultiplier()).isEqualTo(1.3);
        assertThat(deepen.phaseBonus()).isEqualTo(0.2);
        assertThat(deepen.baseScore()).isCloseTo(1.5, within(EPS));
        assertThat(deepen.finalScore()).isEqualTo(deepen.baseScore() * 1.3 + 0.2);
        assertThat(deepen.signalContributions()).extracting(SignalContribution::name)
                .containsExactly("llm.response_depth.low", "llm.engagement.high");
        assertThat(deepen.signalContributions().get(0).value()).isEqualTo(true);
        assertThat(ranked).allSatisfy(c -> assertThat(c.nodeId()).isEmpty());
    }

    @Test
    void rankOneIsSelectedAndTheOthersAreNot() {
        List<ScoredCandidate> ranked = ranker.rankStrategies(List.of(strategy("low", w("x", 0.1)),
                strategy("high", w("x", 1.0))), s("x", 1.0), PhaseSpec.NEUTRAL);
        assertThat(ranked.get(0)).extracting(ScoredCandidate::strategy, ScoredCandidate::rank, ScoredCandidate::selected)
                .containsExactly("high", 1, true);
        assertThat(ranked.get(1)).extracting(ScoredCandidate::strategy, ScoredCandidate::rank, ScoredCandidate::selected)
                .containsExactly("low", 2, false);
    }

    @Test
    void aFalseFlagIsRecordedWithZeroContributionAndAMissingKeyIsSkipped() {
        ScoredCandidate c = ranker.rankStrategies(List.of(strategy("s", w("a.flag.true", 0.5, "missing", 1.0,
                "b.label", 2.0))), s("a.flag", false, "b.label", "deep"), PhaseSpec.NEUTRAL).get(0);
        assertThat(c.signalContributions()).containsExactly(new SignalContribution("a.flag.true", false, 0.5, 0.0),
                new SignalContribution("b.label", "deep", 2.0, 0.0));
    }

    @Test
    void anEmptyStrategyListIsRejected() {
        assertThatThrownBy(() -> twoStage(List.of(), PhaseSpec.NEUTRAL, Map.of(), Map.of()))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> ranker.rank(List.of(), SelectionMode.JOINT, PhaseSpec.NEUTRAL, Map.of(), Map.of()))
                .isInstanceOf(IllegalArgumentException.class);
    }

    // ---- 10.1 joint pairs --------------------------------------------------------------------------------------

    @Test
    void jointModeScoresEveryStrategyNodePairOnNodeSignalsOverridingGlobalOnes() {
        RankingResult r = ranker.rank(List.of(strategy("deepen", w("llm.response_depth.high", 1.0))),
                SelectionMode.JOINT, PhaseSpec.NEUTRAL, s("meta.interview.phase", "explore"),
                nodes("node_1", s("llm.response_depth", 0.25), "node_2", s("llm.response_depth", 1.0)));
        assertThat(r.scoreDecomposition()).extracting(ScoredCandidate::nodeId, ScoredCandidate::finalScore)
                .containsExactly(org.assertj.core.groups.Tuple.tuple("node_2", 1.0),
                        org.assertj.core.groups.Tuple.tuple("node_1", 0.0));
        assertThat(r.strategy()).isEqualTo("deepen");
        assertThat(r.focusNodeId()).isEqualTo("node_2");
    }

    @Test
    void jointModeFallsBackToGlobalSignalsAndNodeValuesOverrideThem() {
        List<Strategy> one = List.of(strategy("deepen", w("llm.response_depth.high", 1.0)));
        assertThat(ranker.rank(one, SelectionMode.JOINT, PhaseSpec.NEUTRAL, s("llm.response_depth", 1.0),
                nodes("node_1", s())).scoreDecomposition().get(0).finalScore()).isEqualTo(1.0);
        assertThat(ranker.rank(one, SelectionMode.JOINT, PhaseSpec.NEUTRAL, s("llm.response_depth", 1.0),
                nodes("node_1", s("llm.response_depth", 0.25))).scoreDecomposition().get(0).finalScore())
                .isEqualTo(0.0);
    }

    @Test
    void jointModeAppliesPhaseMultiplierAndBonus() {
        RankingResult r = ranker.rank(List.of(strategy("test", w("llm.response_depth.high", 0.5))),
                SelectionMode.JOINT, phase(w("test", 2.0), w("test", 0.3)), s("llm.response_depth", 1.0),
                nodes("node_1", s()));
        assertThat(r.scoreDecomposition().get(0).finalScore()).isCloseTo(1.3, within(EPS));
    }

    @Test
    void jointModeDecompositionOfDigMotivation() {
        RankingResult r = ranker.rank(List.of(strategy("dig_motivation", w("llm.engagement.high", 0.5,
                "llm.response_depth.deep", 0.3))), SelectionMode.JOINT, PhaseSpec.NEUTRAL,
                s("llm.engagement", 0.75, "llm.response_depth", "deep"), nodes("node-1", s()));
        assertThat(r.scoreDecomposition()).hasSize(1);
        ScoredCandidate c = r.scoreDecomposition().get(0);
        assertThat(c.nodeId()).isEqualTo("node-1");
        assertThat(c.selected()).isTrue();
        assertThat(c.rank()).isEqualTo(1);
        assertThat(c.baseScore()).isCloseTo(0.8, within(EPS));
        assertThat(c.signalContributions()).hasSize(2);
    }

    @Test
    void jointModeScoresUnboundStrategiesOnceWithoutANode() {
        RankingResult r = ranker.rank(List.of(strategy("deepen", w("graph.node.is_orphan.true", 1.0)),
                unbound("reflect", w("llm.engagement.low", 2.0))), SelectionMode.JOINT, PhaseSpec.NEUTRAL,
                s("llm.engagement", 0.0), nodes("a", s("graph.node.is_orphan", true), "b",
                        s("graph.node.is_orphan", false)));
        assertThat(r.scoreDecomposition()).extracting(ScoredCandidate::strategy, ScoredCandidate::nodeId)
                .containsExactly(org.assertj.core.groups.Tuple.tuple("reflect", ""),
                        org.assertj.core.groups.Tuple.tuple("deepen", "a"),
                        org.assertj.core.groups.Tuple.tuple("deepen", "b"));
        assertThat(r.focusNodeId()).isNull();
        assertThat(r.alternatives()).containsExactly(new Alternative("reflect", 2.0), new Alternative("deepen", 1.0));
    }

    // ---- 10.3 two-stage ----------------------------------------------------------------------------------------

    @Test
    void anUnboundWinnerGetsNoFocusEvenWithTrackedNodes() {
        RankingResult r = twoStage(List.of(unbound("reflect", w("meta.interview_progress", 0.5))),
                PhaseSpec.NEUTRAL, s("meta.interview_progress", 0.9), nodes("node_a", s("graph.node.is_orphan", true)));
        assertThat(r.strategy()).isEqualTo("reflect");
        assertThat(r.focusNodeId()).isNull();
    }

    @Test
    void aRequiredWinnerPicksTheLeastExhaustedNode() {
        RankingResult r = twoStage(List.of(strategy("deepen", w("llm.response_depth.low", 0.8,
                "graph.node.exhaustion_score.low", 1.0))), PhaseSpec.NEUTRAL, s("llm.response_depth", 0.1),
                nodes("node_a", s("graph.node.exhaustion_score", 0.8), "node_b", s("graph.node.exhaustion_score", 0.1)));
        assertThat(r.strategy()).isEqualTo("deepen");
        assertThat(r.focusNodeId()).isEqualTo("node_b");
    }

    @Test
    void alternativesArePairsOfStrategyAndFinalScoreInRankOrder() {
        RankingResult r = twoStage(List.of(strategy("explore", w("llm.response_depth.low", 0.5)),
                strategy("deepen", w("llm.response_depth.low", 0.8))), PhaseSpec.NEUTRAL,
                s("llm.response_depth", 0.1), Map.of());
        assertThat(r.alternatives()).containsExactly(new Alternative("deepen", 0.8), new Alternative("explore", 0.5));
    }

    @Test
    void decompositionHoldsStageOneEntriesThenStageTwoEntries() {
        RankingResult r = twoStage(List.of(
                strategy("deepen", w("llm.response_depth.low", 0.8, "llm.engagement.high", 0.7,
                        "graph.node.exhaustion_score.low", 1.0)),
                strategy("explore", w("llm.response_depth.low", 0.5))), phase(w("deepen", 1.3), w("deepen", 0.2)),
                s("llm.response_depth", 0.1, "llm.engagement", 0.9),
                nodes("node_a", s("graph.node.exhaustion_score", 0.8), "node_b", s("graph.node.exhaustion_score", 0.1)));
        assertThat(r.strategy()).isEqualTo("deepen");
        assertThat(r.focusNodeId()).isEqualTo("node_b");
        assertThat(r.scoreDecomposition()).extracting(ScoredCandidate::strategy, ScoredCandidate::nodeId)
                .containsExactly(org.assertj.core.groups.Tuple.tuple("deepen", ""),
                        org.assertj.core.groups.Tuple.tuple("explore", ""),
                        org.assertj.core.groups.Tuple.tuple("deepen", "node_b"),
                        org.assertj.core.groups.Tuple.tuple("deepen", "node_a"));
        ScoredCandidate deepen = r.scoreDecomposition().get(0);
        assertThat(deepen.phaseMultiplier()).isEqualTo(1.3);
        assertThat(deepen.phaseBonus()).isEqualTo(0.2);
        assertThat(deepen.finalScore()).isEqualTo(deepen.baseScore() * 1.3 + 0.2);
        assertThat(deepen.signalContributions()).hasSize(2);
        // Stage 2 applies the same strategy multiplier and bonus (the peer code, peer-spec 11 #7).
        assertThat(r.scoreDecomposition().get(2).finalScore()).isCloseTo(1.0 * 1.3 + 0.2, within(EPS));
        assertThat(r.scoreDecomposition().get(3).finalScore()).isCloseTo(0.2, within(EPS));
        assertThat(r.scoreDecomposition().get(2).rank()).isEqualTo(1);
        assertThat(r.scoreDecomposition().get(2).selected()).isTrue();
    }

    @Test
    void anUnboundWinnerWithoutNodesInTheLatePhaseHasOneDecompositionEntry() {
        Map<InterviewPhase, PhaseSpec> phases = Map.of(InterviewPhase.LATE, phase(w("reflect", 1.2), w("reflect", 0.2)));
        var config = TestMethodologies.config("m", List.of(), Map.of(),
                List.of(unbound("reflect", w("meta.interview_progress", 0.5))), phases, null, null);
        RankingResult r = ranker.rank(config, InterviewPhase.LATE, s("meta.interview_progress", 0.9), Map.of());
        assertThat(r.strategy()).isEqualTo("reflect");
        assertThat(r.focusNodeId()).isNull();
        assertThat(r.scoreDecomposition()).hasSize(1);
        assertThat(r.scoreDecomposition().get(0).nodeId()).isEmpty();
        assertThat(r.scoreDecomposition().get(0).signalContributions()).hasSize(1);
        assertThat(r.scoreDecomposition().get(0).finalScore()).isCloseTo(0.45 * 1.2 + 0.2, within(EPS));
    }

    @Test
    void aRequiredWinnerWithoutTrackedNodesGetsNoFocus() {
        RankingResult r = twoStage(List.of(strategy("deepen", w("x", 1.0, "graph.node.is_orphan.true", 1.0))),
                PhaseSpec.NEUTRAL, s("x", 1.0), Map.of());
        assertThat(r.focusNodeId()).isNull();
        assertThat(r.scoreDecomposition()).hasSize(1);
    }

    // ---- 2.8 worked example --------------------------------------------------------------------------------------

    @Test
    void jtbdV2TurnOneWithAllRubricScoresThreeSelectsExploreSituationAt155() {
        Map<String, SignalValue> global = s("llm.response_depth", "moderate", "llm.valence", 0.5,
                "llm.certainty", 0.5, "llm.specificity", 0.5, "llm.engagement", 0.5,
                "llm.intellectual_engagement", 0.5, "llm.global_response_trend", "stable",
                "temporal.strategy_repetition_count", 0, "temporal.turns_since_strategy_change", 0,
                "meta.interview.phase", "early");
        RankingResult r = ranker.rank(TestMethodologies.jtbdV2(), InterviewPhase.EARLY, global,
                nodes("A", s("graph.node.focus_count", "none", "graph.node.novelty", "high")));
        assertThat(r.strategy()).isEqualTo("explore_situation");
        ScoredCandidate winner = r.scoreDecomposition().get(0);
        assertThat(winner.baseScore()).isCloseTo(0.9, within(EPS));
        assertThat(winner.finalScore()).isCloseTo(1.55, within(EPS));
        assertThat(r.focusNodeId()).isEqualTo("A");
        // stage 2 of explore_situation: novelty.high 0.6 + focus_count.none 0.3 = 0.9 -> x1.5 + 0.2
        assertThat(r.scoreDecomposition().get(7).finalScore()).isCloseTo(0.9 * 1.5 + 0.2, within(EPS));
    }
}
