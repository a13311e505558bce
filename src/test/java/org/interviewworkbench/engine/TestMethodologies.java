package org.interviewworkbench.engine;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.interviewworkbench.engine.config.InterviewPhase;
import org.interviewworkbench.engine.config.MethodSpec;
import org.interviewworkbench.engine.config.MethodologyConfig;
import org.interviewworkbench.engine.config.NodeBinding;
import org.interviewworkbench.engine.config.NodeType;
import org.interviewworkbench.engine.config.Ontology;
import org.interviewworkbench.engine.config.PhaseBoundaries;
import org.interviewworkbench.engine.config.PhaseSpec;
import org.interviewworkbench.engine.config.SelectionMode;
import org.interviewworkbench.engine.config.Strategy;

/**
 * Methodologies built in code for tests: the peer's MEC and JTBD-v2 strategies, weights and phases typed from
 * shared/reference/peer-config/methodologies/ (the YAML loader is another engineer's work).
 */
public final class TestMethodologies {

    private TestMethodologies() {
    }

    /** An ordered weight map from alternating key, weight pairs. */
    public static Map<String, Double> w(Object... kv) {
        Map<String, Double> m = new LinkedHashMap<>();
        for (int i = 0; i < kv.length; i += 2) {
            m.put((String) kv[i], ((Number) kv[i + 1]).doubleValue());
        }
        return m;
    }

    public static Strategy strategy(String name, Map<String, Double> weights) {
        return new Strategy(name, "", weights, NodeBinding.REQUIRED, null, false);
    }

    public static Strategy unbound(String name, Map<String, Double> weights) {
        return new Strategy(name, "", weights, NodeBinding.NONE, null, false);
    }

    public static PhaseSpec phase(Map<String, Double> multipliers, Map<String, Double> bonuses) {
        return new PhaseSpec("", multipliers, bonuses);
    }

    public static MethodologyConfig config(String id, List<NodeType> types, Map<String, List<String>> pools,
                                           List<Strategy> strategies, Map<InterviewPhase, PhaseSpec> phases,
                                           PhaseBoundaries boundaries, SelectionMode mode) {
        return new MethodologyConfig(id, new MethodSpec(id, "1", "", "", null),
                new Ontology(types, List.of(), List.of(), Map.of(), null, ""), pools, strategies, phases, boundaries,
                mode);
    }

    public static List<NodeType> mecTypes() {
        return List.of(new NodeType("attribute", "", List.of(), 1, false),
                new NodeType("functional_consequence", "", List.of(), 2, false),
                new NodeType("psychosocial_consequence", "", List.of(), 3, false),
                new NodeType("instrumental_value", "", List.of(), 4, false),
                new NodeType("terminal_value", "", List.of(), 5, true));
    }

    /** The peer's means_end_chain.yaml (signals, strategies, phases). */
    public static MethodologyConfig mec() {
        Map<String, List<String>> pools = new LinkedHashMap<>();
        pools.put("graph", List.of("graph.node_count", "graph.max_depth", "graph.avg_depth", "graph.orphan_count",
                "graph.chain_completion", "graph.canonical_concept_count", "graph.canonical_edge_density",
                "graph.canonical_exhaustion_score"));
        pools.put("llm", List.of("llm.response_depth", "llm.valence", "llm.certainty", "llm.specificity",
                "llm.engagement"));
        pools.put("temporal", List.of("temporal.strategy_repetition_count", "temporal.turns_since_strategy_change"));
        pools.put("meta", List.of("meta.interview.phase", "meta.conversation.saturation",
                "meta.canonical.saturation"));
        List<Strategy> strategies = List.of(
                strategy("deepen", w("llm.response_depth.surface", 0.8, "llm.response_depth.shallow", 0.3,
                        "llm.response_depth.moderate", 0.15, "graph.max_depth", -0.3,
                        "graph.chain_completion.has_complete.false", 0.6, "llm.engagement.high", 0.5,
                        "llm.engagement.mid", 0.3, "llm.engagement.low", -0.5, "llm.valence.high", 0.4,
                        "llm.global_response_trend.shallowing", 0.4, "temporal.strategy_repetition_count", -0.3,
                        "graph.node.exhaustion_score.low", 1.0, "graph.node.focus_streak.low", 0.5,
                        "meta.canonical.saturation.high", -0.5, "meta.conversation.saturation.high", -0.4)),
                strategy("clarify", w("llm.specificity.low", 0.8, "llm.certainty.low", 0.5, "llm.engagement.mid", 0.3,
                        "meta.canonical.saturation.high", -0.5, "meta.conversation.saturation.high", -0.4,
                        "temporal.strategy_repetition_count", -0.3, "temporal.turns_since_strategy_change", -0.3,
                        "graph.node.is_orphan.true", 0.7, "graph.node.exhaustion_score.low", 0.4,
                        "graph.node.focus_streak.none", 0.3)),
                strategy("explore", w("llm.certainty.low", 0.4, "temporal.strategy_repetition_count", -0.8,
                        "llm.engagement.mid", 0.4, "llm.valence.low", 0.3, "meta.canonical.saturation.high", -0.5,
                        "meta.conversation.saturation.high", -0.4, "llm.global_response_trend.shallowing", -0.4,
                        "llm.global_response_trend.fatigued", -0.6, "graph.node.focus_streak.none", 0.6,
                        "graph.node.yield_stagnation.false", 0.5, "graph.node.exhaustion_score.low", 0.4)),
                unbound("reflect", w("graph.max_depth", 0.7, "llm.response_depth.deep", 0.6, "llm.certainty.low", 0.7,
                        "llm.certainty.mid", 0.7, "meta.node.opportunity.probe_deeper", 0.6, "llm.engagement.low",
                        0.6, "temporal.strategy_repetition_count", -0.2, "graph.node.has_outgoing.true", 0.8,
                        "graph.node.focus_streak.high", 0.5, "technique.node.strategy_repetition.low", 0.3,
                        "meta.conversation.saturation", 0.3, "meta.canonical.saturation", 0.2)),
                unbound("revitalize", w("llm.global_response_trend.fatigued", 1.0,
                        "llm.global_response_trend.shallowing", 0.5, "meta.node.opportunity.exhausted", 0.3,
                        "llm.engagement.low", 0.8, "llm.engagement.mid", 0.4, "llm.engagement.high", -0.4,
                        "llm.valence.low", 0.5, "temporal.strategy_repetition_count", -0.3,
                        "graph.node.focus_streak.none", 0.8, "graph.node.exhaustion_score.low", 0.5)));
        Map<InterviewPhase, PhaseSpec> phases = new LinkedHashMap<>();
        phases.put(InterviewPhase.EARLY, phase(w("explore", 1.5, "clarify", 1.2, "deepen", 0.5, "reflect", 0.2),
                w("explore", 0.2)));
        phases.put(InterviewPhase.MID, phase(w("deepen", 1.3, "clarify", 0.8, "revitalize", 1.0, "explore", 0.6,
                "reflect", 0.7), w("deepen", 0.3)));
        phases.put(InterviewPhase.LATE, phase(w("reflect", 1.2, "revitalize", 1.2, "deepen", 0.5, "explore", 0.3),
                w("reflect", 0.2, "revitalize", 0.2)));
        return config("means_end_chain", mecTypes(), pools, strategies, phases, PhaseBoundaries.UNSET, null);
    }

    /** The peer's jobs_to_be_done_v2.yaml strategies and phases (7 strategies). */
    public static MethodologyConfig jtbdV2() {
        Map<String, List<String>> pools = new LinkedHashMap<>();
        pools.put("graph", List.of("graph.node_count", "graph.orphan_count", "graph.max_depth"));
        pools.put("llm", List.of("llm.response_depth", "llm.valence", "llm.certainty", "llm.specificity",
                "llm.engagement", "llm.intellectual_engagement"));
        pools.put("temporal", List.of("temporal.strategy_repetition_count", "temporal.turns_since_strategy_change"));
        pools.put("meta", List.of("meta.interview.phase", "meta.conversation.saturation",
                "meta.canonical.saturation"));
        List<Strategy> strategies = List.of(
                strategy("explore_situation", w("llm.valence.mid", 0.5, "temporal.strategy_repetition_count", -0.7,
                        "temporal.strategy_repetition_count.high", 0, "llm.engagement.mid", 0.4,
                        "llm.global_response_trend.shallowing", -0.4, "llm.global_response_trend.fatigued", -0.6,
                        "graph.node.focus_streak.none", 0.6, "graph.node.focus_streak.medium", -0.4,
                        "graph.node.focus_streak.high", -0.7, "graph.node.yield_stagnation.false", 0.5,
                        "graph.node.exhaustion_score.low", 0.4, "graph.node.novelty.high", 0.6,
                        "graph.node.novelty.medium", 0.3, "graph.node.focus_count.high", -0.6,
                        "graph.node.focus_count.medium", -0.3, "graph.node.focus_count.none", 0.3,
                        "graph.node.canonical_novelty.new", 0.5, "graph.node.canonical_novelty.orphan", 0.3)),
                strategy("probe_alternatives", w("llm.specificity.high", 0.4, "llm.engagement.mid", 0.3,
                        "llm.response_depth.surface", 0.3, "llm.response_depth.shallow", 0.2,
                        "temporal.strategy_repetition_count", -0.7, "temporal.strategy_repetition_count.high", 0,
                        "graph.node.is_orphan.true", 0.5, "graph.node.exhaustion_score.low", 0.6,
                        "graph.node.focus_streak.none", 0.5, "graph.node.focus_streak.medium", -0.4,
                        "graph.node.focus_streak.high", -0.7, "graph.node.novelty.high", 0.5,
                        "graph.node.novelty.medium", 0.2, "graph.node.focus_count.high", -0.6,
                        "graph.node.focus_count.medium", -0.3, "graph.node.focus_count.none", 0.3,
                        "graph.node.canonical_novelty.new", 0.5, "graph.node.canonical_novelty.orphan", 0.3)),
                strategy("dig_motivation", w("llm.response_depth.surface", 0.5, "llm.response_depth.shallow", 0.4,
                        "llm.response_depth.moderate", 0.15, "llm.response_depth.deep", 0.3, "llm.engagement.high", 0.5,
                        "llm.engagement.mid", 0.3, "llm.engagement.low", -0.5, "llm.intellectual_engagement.high", 0.6,
                        "llm.intellectual_engagement.mid", 0.3, "llm.valence.high", 0.4,
                        "llm.global_response_trend.shallowing", 0.4, "temporal.strategy_repetition_count", -1.5,
                        "temporal.strategy_repetition_count.high", -1.0, "graph.node.exhaustion_score.low", 0.3,
                        "graph.node.focus_streak.low", 0.5, "graph.node.focus_streak.medium", -0.4,
                        "graph.node.focus_streak.high", -0.8, "graph.node.novelty.high", 0.2,
                        "graph.node.focus_count.high", -0.6, "graph.node.focus_count.medium", -0.3,
                        "graph.node.focus_count.none", 0.3, "graph.node.canonical_novelty.confirming", 0.2,
                        "meta.canonical.saturation.high", -0.5, "meta.conversation.saturation.high", -0.4)),
                new Strategy("validate_outcome", "", w("graph.max_depth", 0.5, "llm.response_depth.deep", 0.3,
                        "llm.response_depth.moderate", 0.2, "meta.interview.phase.early", -3.0,
                        "meta.interview.phase.mid", -3.0, "llm.certainty.low", 1.0, "llm.certainty.mid", 0.7,
                        "meta.node.opportunity.probe_deeper", 0.6, "llm.engagement.low", 0.6,
                        "temporal.strategy_repetition_count", -0.7, "temporal.strategy_repetition_count.high", 0,
                        "graph.node.has_outgoing.true", 0.4, "graph.node.focus_streak.high", 0.5,
                        "graph.node.novelty.high", 0.1, "technique.node.strategy_repetition.low", 0.3,
                        "graph.node.focus_count.high", -0.4, "graph.node.focus_count.medium", -0.2,
                        "meta.conversation.saturation", 0.3, "meta.canonical.saturation", 0.2,
                        "graph.node.canonical_novelty.confirming", 0.2), NodeBinding.REQUIRED, null, true),
                unbound("revitalize", w("llm.global_response_trend.fatigued", 1.0,
                        "llm.global_response_trend.shallowing", 0.5, "meta.node.opportunity.exhausted", 0.3,
                        "llm.engagement.low", 0.8, "llm.engagement.mid", 0.4, "llm.engagement.high", -0.4,
                        "llm.valence.low", 0.5, "temporal.strategy_repetition_count", -1.5,
                        "temporal.strategy_repetition_count.high", -1.0, "temporal.turns_since_strategy_change", -0.6,
                        "graph.node.focus_streak.none", 0.8, "graph.node.focus_streak.medium", -0.4,
                        "graph.node.focus_streak.high", -0.7, "graph.node.exhaustion_score.low", 0.5,
                        "graph.node.novelty.high", 0.4, "graph.node.focus_count.high", -0.6,
                        "graph.node.focus_count.medium", -0.3, "graph.node.focus_count.none", 0.3)),
                strategy("uncover_obstacles", w("llm.valence.low", 0.9, "llm.valence.mid", 0.3,
                        "llm.response_depth.moderate", 0.2, "llm.certainty.mid", 0.2, "llm.engagement.mid", 0.3,
                        "meta.canonical.saturation.high", -0.5, "meta.conversation.saturation.high", -0.4,
                        "temporal.strategy_repetition_count", -0.7, "temporal.strategy_repetition_count.high", 0,
                        "graph.node.is_orphan.true", 0.7, "graph.node.yield_stagnation.false", 0.5,
                        "graph.node.exhaustion_score.low", 0.4, "graph.node.focus_streak.medium", -0.3,
                        "graph.node.focus_streak.high", -0.6, "graph.node.novelty.high", 0.4,
                        "graph.node.novelty.medium", 0.2, "graph.node.focus_count.high", -0.6,
                        "graph.node.focus_count.medium", -0.3, "graph.node.focus_count.none", 0.3,
                        "graph.node.canonical_novelty.new", 0.5, "graph.node.canonical_novelty.orphan", 0.3)),
                strategy("clarify_assumption", w("llm.certainty.high", 0.5, "llm.specificity.high", 0.3,
                        "llm.response_depth.deep", 0.2, "llm.certainty.mid", 0.4, "llm.response_depth.moderate", 0.2,
                        "meta.canonical.saturation.high", -0.5, "meta.conversation.saturation.high", -0.4,
                        "llm.engagement.high", 0.2, "llm.engagement.mid", 0.1, "llm.engagement.low", -0.5,
                        "temporal.strategy_repetition_count", -1.5, "temporal.strategy_repetition_count.high", -1.0,
                        "graph.node.exhaustion_score.low", 0.5, "graph.node.focus_streak.low", 0.4,
                        "graph.node.focus_streak.medium", -0.4, "graph.node.focus_streak.high", -0.7)));
        Map<InterviewPhase, PhaseSpec> phases = new LinkedHashMap<>();
        phases.put(InterviewPhase.EARLY, phase(w("explore_situation", 1.5, "probe_alternatives", 1.2,
                "dig_motivation", 0.5, "validate_outcome", 0.2, "uncover_obstacles", 0.3),
                w("explore_situation", 0.2, "probe_alternatives", 0.15)));
        phases.put(InterviewPhase.MID, phase(w("dig_motivation", 1.2, "probe_alternatives", 0.9,
                "uncover_obstacles", 1.3, "clarify_assumption", 1.3, "revitalize", 1.0, "explore_situation", 0.6,
                "validate_outcome", 0.5), w("dig_motivation", 0.15, "probe_alternatives", 0.15,
                "uncover_obstacles", 0.25, "clarify_assumption", 0.15)));
        phases.put(InterviewPhase.LATE, phase(w("validate_outcome", 1.5, "uncover_obstacles", 1.2,
                "dig_motivation", 0.5, "explore_situation", 0.3), w("validate_outcome", 0.2)));
        List<NodeType> types = List.of(new NodeType("job_context", "", List.of(), 0, false),
                new NodeType("core_job", "", List.of(), 1, true));
        return config("jobs_to_be_done_v2", types, pools, strategies, phases, PhaseBoundaries.UNSET, null);
    }
}
