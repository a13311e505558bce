package org.interviewworkbench.engine.signal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;
import static org.interviewworkbench.engine.signal.SignalFixtures.allScores;
import static org.interviewworkbench.engine.signal.SignalFixtures.canonical;
import static org.interviewworkbench.engine.signal.SignalFixtures.ctx;
import static org.interviewworkbench.engine.signal.SignalFixtures.graph;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.interviewworkbench.engine.TestMethodologies;
import org.interviewworkbench.engine.config.InterviewPhase;
import org.interviewworkbench.engine.config.MethodologyConfig;
import org.interviewworkbench.engine.model.InterviewGraph;
import org.interviewworkbench.engine.scoring.RankingResult;
import org.interviewworkbench.engine.scoring.ScoredCandidate;
import org.interviewworkbench.engine.scoring.StrategyRanker;
import org.interviewworkbench.engine.tracker.NodeState;
import org.interviewworkbench.engine.tracker.NodeStateTracker;
import org.junit.jupiter.api.Test;

/** The detection service: order, always-on trend, failing detectors, and the MEC turn-1 acceptance vector. */
class SignalDetectionServiceTest {

    private static MethodologyConfig withSignals(List<String> signals) {
        Map<String, List<String>> pools = new LinkedHashMap<>();
        pools.put("all", signals);
        return TestMethodologies.config("m", TestMethodologies.mecTypes(), pools, List.of(), Map.of(), null, null);
    }

    @Test
    void configuredSignalsRunInFileOrderWithDependenciesFirstAndTheTrendIsAlwaysAdded() {
        MethodologyConfig m = withSignals(List.of("llm.valence", "meta.interview_progress", "graph.node_count",
                "graph.max_depth"));
        InterviewGraph g = graph(new String[] {"A", "attribute", "B", "functional_consequence"}, "A", "B");
        SignalDetectionResult r = new SignalDetectionService().detect(ctx(m, 1, g, null, null, List.of(), List.of(),
                allScores(4), 0, 0, 0));
        assertThat(r.global().keySet()).containsExactly("llm.valence", "graph.chain_completion.ratio",
                "graph.chain_completion.has_complete", "graph.max_depth", "meta.interview_progress",
                "graph.node_count", "llm.global_response_trend");
        // progress = 0.5 x 0 + 0.5 x 2/5
        assertThat(((SignalValue.Num) r.global().get("meta.interview_progress")).value()).isCloseTo(0.2, within(1e-12));
        assertThat(r.failures()).isEmpty();
    }

    @Test
    void aFailingDetectorLeavesItsSignalMissingAndTheRestPresent() {
        GlobalSignalDetector broken = new GlobalSignalDetector() {
            @Override
            public String name() {
                return "graph.node_count";
            }

            @Override
            public Map<String, SignalValue> detect(SignalContext ctx, Map<String, SignalValue> so) {
                throw new IllegalStateException("database\nunavailable");
            }
        };
        NodeSignalDetector brokenNode = new NodeSignalDetector() {
            @Override
            public String name() {
                return "graph.node.novelty";
            }

            @Override
            public SignalValue detect(NodeState s, NodeSignalContext c) {
                throw new IllegalArgumentException("boom");
            }
        };
        List<GlobalSignalDetector> global = new ArrayList<>(SignalDetectionService.standardGlobalDetectors());
        global.add(broken);
        List<NodeSignalDetector> node = new ArrayList<>(SignalDetectionService.standardNodeDetectors());
        node.add(brokenNode);
        SignalDetectionService service = new SignalDetectionService(global, node.subList(0, node.size()));
        NodeStateTracker t = new NodeStateTracker();
        t.register("A", "a", "attribute", 1, 0, false, 1);
        MethodologyConfig m = withSignals(List.of("graph.node_count", "llm.valence", "graph.edge_count"));
        SignalDetectionResult r = service.detect(ctx(m, 1, graph(new String[] {"A", "attribute"}), null, t.snapshot(),
                List.of(), List.of(), allScores(3), 0, 0, 0));
        assertThat(r.global()).doesNotContainKey("graph.node_count")
                .containsKeys("llm.valence", "graph.edge_count", "llm.global_response_trend");
        assertThat(r.failures()).containsEntry("graph.node_count", "IllegalStateException: database unavailable")
                .containsEntry("graph.node.novelty", "IllegalArgumentException: boom");
        assertThat(r.nodes().get("A")).containsKey("graph.node.focus_count").containsKey("graph.node.novelty");
    }

    @Test
    void anUnknownConfiguredSignalIsReportedAsMissing() {
        SignalDetectionResult r = new SignalDetectionService().detect(ctx(withSignals(List.of("graph.nope")), 1, null,
                null, null, List.of(), List.of(), null, 0, 0, 0));
        assertThat(r.failures()).containsOnlyKeys("graph.nope");
        assertThat(r.global()).containsOnlyKeys("llm.global_response_trend");
    }

    @Test
    void meansEndChainTurnOneWithAllScoresTwoRanksRevitalizeFirstAtOnePointThree() {
        // Section 12: MEC turn 1 (early), all rubric scores 2 (depth shallow, others 0.25 -> .low), one 3-node chain
        // (max_depth 0.6, no complete chain), canonical saturation 1.0, conversation saturation 0.0, no history.
        MethodologyConfig mec = TestMethodologies.mec();
        InterviewGraph g = graph(new String[] {"A", "attribute", "B", "functional_consequence", "C",
                "psychosocial_consequence"}, "A", "B", "B", "C");
        NodeStateTracker t = new NodeStateTracker();
        for (String id : List.of("A", "B", "C")) {
            t.register(id, id, g.node(id).orElseThrow().nodeType(), 1, 0, false, 0);
        }
        SignalContext c = ctx(mec, 1, g, canonical(0, 0), t.snapshot(), List.of(), List.of(), allScores(2), 0.0, 0, 0);
        SignalDetectionResult signals = new SignalDetectionService().detect(c);
        assertThat(signals.global()).containsEntry("graph.max_depth", SignalValue.of(0.6))
                .containsEntry("graph.chain_completion.has_complete", SignalValue.of(false))
                .containsEntry("meta.canonical.saturation", SignalValue.of(1.0))
                .containsEntry("meta.conversation.saturation", SignalValue.of(0.0))
                .containsEntry("meta.interview.phase", SignalValue.of("early"))
                .containsEntry("llm.response_depth", SignalValue.of("shallow"))
                .containsEntry("temporal.strategy_repetition_count", SignalValue.of(0L));
        RankingResult r = new StrategyRanker().rank(mec, InterviewPhase.EARLY, signals.global(), signals.nodes());
        assertThat(r.scoreDecomposition()).extracting(ScoredCandidate::strategy)
                .containsExactly("revitalize", "clarify", "explore", "reflect", "deepen");
        double[] expected = {1.3, 0.96, 0.5, 0.384, -0.14};
        for (int i = 0; i < expected.length; i++) {
            assertThat(r.scoreDecomposition().get(i).finalScore()).isCloseTo(expected[i], within(1e-12));
        }
        assertThat(r.strategy()).isEqualTo("revitalize");
        assertThat(r.focusNodeId()).isNull();
    }
}
