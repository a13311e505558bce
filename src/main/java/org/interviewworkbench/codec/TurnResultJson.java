package org.interviewworkbench.codec;

import static org.interviewworkbench.codec.JsonFields.F;
import static org.interviewworkbench.codec.JsonFields.bool;
import static org.interviewworkbench.codec.JsonFields.integer;
import static org.interviewworkbench.codec.JsonFields.list;
import static org.interviewworkbench.codec.JsonFields.map;
import static org.interviewworkbench.codec.JsonFields.number;
import static org.interviewworkbench.codec.JsonFields.putNullable;
import static org.interviewworkbench.codec.JsonFields.req;
import static org.interviewworkbench.codec.JsonFields.stringList;
import static org.interviewworkbench.codec.JsonFields.strings;
import static org.interviewworkbench.codec.JsonFields.text;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import org.interviewworkbench.engine.pipeline.TurnResult;
import org.interviewworkbench.engine.pipeline.TurnResult.CanonicalMetrics;
import org.interviewworkbench.engine.pipeline.TurnResult.DegradedTask;
import org.interviewworkbench.engine.pipeline.TurnResult.ExtractionSummary;
import org.interviewworkbench.engine.pipeline.TurnResult.GraphComparison;
import org.interviewworkbench.engine.pipeline.TurnResult.GraphCounts;
import org.interviewworkbench.engine.pipeline.TurnResult.RejectedItem;
import org.interviewworkbench.engine.scoring.Alternative;
import org.interviewworkbench.engine.scoring.ScoredCandidate;
import org.interviewworkbench.engine.scoring.SignalContribution;

/**
 * The JSON form of a {@link TurnResult}: one element of {@code session.json} {@code turns[]} (design.md) plus the
 * extra TurnResult fields in snake_case. Hand-written, so the key names and order are exact and stable:
 *
 * <pre>
 * turn_number, question, answer, strategy, focus_node_id, focus_label, phase, should_continue,
 * termination_reason, latency_ms, stage_latency_ms{stage:ms}, signals{name:value},
 * node_signals{node_id:{name:value}}, score_decomposition[ScoredCandidate], node_states{node_id:NodeState},
 * nodes_added[], edges_added[], graph_counts{surface_nodes,surface_edges,canonical_slots_active,canonical_edges},
 * next_question,
 * strategy_override, missing_signals{name:error}, alternatives[[name,score]], nodes_mentioned[],
 * extraction{extractable,reason,concepts,relationships,rejected[{kind,text,reason}]},
 * canonical_graph{concept_count,edge_count,orphan_count,avg_support,max_depth},
 * graph_comparison{node_reduction_pct,edge_aggregation_ratio,orphan_improvement_pct},
 * degraded[{task,reason}], notices[], token_usage{task:{model,input_tokens,output_tokens}},
 * coverage[ElementCoverage] (concept tests only: absent when the concept has no stimulus elements; see
 * {@link CoverageJson})
 * </pre>
 *
 * ScoredCandidate = {@code {strategy, node_id, signal_contributions[{name,value,weight,contribution}], base_score,
 * phase_multiplier, phase_bonus, final_score, rank, selected}}; NodeState as {@link TrackerJson#toJson(
 * org.interviewworkbench.engine.tracker.NodeState)}. Decoding then encoding gives the same text; encoding then
 * decoding gives an equal record (integral contribution values decode as {@link Long}).
 */
public final class TurnResultJson {

    /** The session.json turn keys of design.md, in order. */
    public static final List<String> DESIGN_KEYS = List.of("turn_number", "question", "answer", "strategy",
            "focus_node_id", "focus_label", "phase", "should_continue", "termination_reason", "latency_ms",
            "stage_latency_ms", "signals", "node_signals", "score_decomposition", "node_states", "nodes_added",
            "edges_added", "graph_counts", "next_question");

    /** The further TurnResult keys, in order after {@link #DESIGN_KEYS}. */
    public static final List<String> EXTRA_KEYS = List.of("strategy_override", "missing_signals", "alternatives",
            "nodes_mentioned", "extraction", "canonical_graph", "graph_comparison", "degraded", "notices",
            "token_usage");

    /** Keys after {@link #EXTRA_KEYS} present only for concept tests (concepts with stimulus elements). */
    public static final List<String> CONCEPT_TESTING_KEYS = List.of("coverage");

    private static final String WHAT = "turn result";

    private TurnResultJson() {
    }

    // ---- encoding --------------------------------------------------------------------------------------

    public static ObjectNode toJson(TurnResult r) {
        ObjectNode o = F.objectNode();
        o.put("turn_number", r.turnNumber());
        putNullable(o, "question", r.question());
        putNullable(o, "answer", r.answer());
        putNullable(o, "strategy", r.strategy());
        putNullable(o, "focus_node_id", r.focusNodeId());
        putNullable(o, "focus_label", r.focusLabel());
        putNullable(o, "phase", r.phase());
        o.put("should_continue", r.shouldContinue());
        putNullable(o, "termination_reason", r.terminationReason());
        o.put("latency_ms", r.latencyMs());
        ObjectNode stages = o.putObject("stage_latency_ms");
        r.stageLatencyMs().forEach(stages::put);
        o.set("signals", SignalJson.toJson(r.signals()));
        ObjectNode nodeSignals = o.putObject("node_signals");
        r.nodeSignals().forEach((node, signals) -> nodeSignals.set(node, SignalJson.toJson(signals)));
        ArrayNode decomposition = o.putArray("score_decomposition");
        r.scoreDecomposition().forEach(c -> decomposition.add(candidateToJson(c)));
        ObjectNode nodeStates = o.putObject("node_states");
        r.nodeStates().forEach((node, state) -> nodeStates.set(node, TrackerJson.toJson(state)));
        o.set("nodes_added", strings(r.nodesAdded()));
        o.set("edges_added", strings(r.edgesAdded()));
        o.set("graph_counts", graphCountsToJson(r.graphCounts()));
        putNullable(o, "next_question", r.nextQuestion());

        putNullable(o, "strategy_override", r.strategyOverride());
        ObjectNode missing = o.putObject("missing_signals");
        r.missingSignals().forEach(missing::put);
        ArrayNode alternatives = o.putArray("alternatives");
        r.alternatives().forEach(a -> alternatives.addArray().add(a.strategy()).add(a.score()));
        o.set("nodes_mentioned", strings(r.nodesMentioned()));
        o.set("extraction", extractionToJson(r.extraction()));
        o.set("canonical_graph", canonicalToJson(r.canonicalGraph()));
        o.set("graph_comparison", comparisonToJson(r.graphComparison()));
        ArrayNode degraded = o.putArray("degraded");
        r.degraded().forEach(d -> {
            ObjectNode e = degraded.addObject();
            putNullable(e, "task", d.task());
            putNullable(e, "reason", d.reason());
        });
        o.set("notices", strings(r.notices()));
        o.set("token_usage", StateJson.tokenUsageToJson(r.tokenUsage()));
        if (!r.coverage().isEmpty()) {
            o.set("coverage", CoverageJson.elementsToJson(r.coverage()));
        }
        return o;
    }

    public static String toJsonString(TurnResult r) {
        return JsonFields.write(toJson(r));
    }

    /** One ScoredCandidate in the design.md shape. */
    public static ObjectNode candidateToJson(ScoredCandidate c) {
        ObjectNode o = F.objectNode();
        putNullable(o, "strategy", c.strategy());
        o.put("node_id", c.nodeId());
        ArrayNode contributions = o.putArray("signal_contributions");
        for (SignalContribution sc : c.signalContributions()) {
            ObjectNode e = contributions.addObject();
            putNullable(e, "name", sc.name());
            e.set("value", contributionValueToJson(sc.value()));
            e.put("weight", sc.weight());
            e.put("contribution", sc.contribution());
        }
        o.put("base_score", c.baseScore());
        o.put("phase_multiplier", c.phaseMultiplier());
        o.put("phase_bonus", c.phaseBonus());
        o.put("final_score", c.finalScore());
        o.put("rank", c.rank());
        o.put("selected", c.selected());
        return o;
    }

    private static JsonNode contributionValueToJson(Object value) {
        if (value == null) {
            return F.nullNode();
        }
        if (value instanceof Boolean b) {
            return F.booleanNode(b);
        }
        if (value instanceof Long || value instanceof Integer || value instanceof Short || value instanceof Byte) {
            return F.numberNode(((Number) value).longValue());
        }
        if (value instanceof Number n) {
            return F.numberNode(n.doubleValue());
        }
        if (value instanceof String s) {
            return F.textNode(s);
        }
        // anything else (e.g. an enum) is kept by its text form
        return F.textNode(value.toString());
    }

    private static JsonNode graphCountsToJson(GraphCounts g) {
        if (g == null) {
            return F.nullNode();
        }
        ObjectNode o = F.objectNode();
        o.put("surface_nodes", g.surfaceNodes());
        o.put("surface_edges", g.surfaceEdges());
        o.put("canonical_slots_active", g.canonicalSlotsActive());
        o.put("canonical_edges", g.canonicalEdges());
        return o;
    }

    private static JsonNode extractionToJson(ExtractionSummary x) {
        if (x == null) {
            return F.nullNode();
        }
        ObjectNode o = F.objectNode();
        o.put("extractable", x.extractable());
        putNullable(o, "reason", x.reason());
        o.put("concepts", x.concepts());
        o.put("relationships", x.relationships());
        ArrayNode rejected = o.putArray("rejected");
        x.rejected().forEach(item -> {
            ObjectNode e = rejected.addObject();
            putNullable(e, "kind", item.kind());
            putNullable(e, "text", item.text());
            putNullable(e, "reason", item.reason());
        });
        return o;
    }

    private static JsonNode canonicalToJson(CanonicalMetrics m) {
        if (m == null) {
            return F.nullNode();
        }
        ObjectNode o = F.objectNode();
        o.put("concept_count", m.conceptCount());
        o.put("edge_count", m.edgeCount());
        o.put("orphan_count", m.orphanCount());
        o.put("avg_support", m.avgSupport());
        o.put("max_depth", m.maxDepth());
        return o;
    }

    private static JsonNode comparisonToJson(GraphComparison c) {
        if (c == null) {
            return F.nullNode();
        }
        ObjectNode o = F.objectNode();
        o.put("node_reduction_pct", c.nodeReductionPct());
        o.put("edge_aggregation_ratio", c.edgeAggregationRatio());
        o.put("orphan_improvement_pct", c.orphanImprovementPct());
        return o;
    }

    // ---- decoding --------------------------------------------------------------------------------------

    public static TurnResult fromJsonString(String json) {
        return fromJson(JsonFields.parse(json, WHAT));
    }

    /**
     * Parses a turn result.
     *
     * @throws IllegalArgumentException with a one-line message when a key is missing or has the wrong type
     */
    public static TurnResult fromJson(JsonNode o) {
        if (o == null || !o.isObject()) {
            throw new IllegalArgumentException("turn result JSON must be an object");
        }
        return new TurnResult(
                integer(o, "turn_number", WHAT),
                text(o, "question", WHAT),
                text(o, "answer", WHAT),
                text(o, "strategy", WHAT),
                text(o, "strategy_override", WHAT),
                text(o, "focus_node_id", WHAT),
                text(o, "focus_label", WHAT),
                text(o, "phase", WHAT),
                bool(o, "should_continue", WHAT),
                text(o, "termination_reason", WHAT),
                SignalJson.mapFromJson(req(o, "signals", WHAT)),
                map(o, "node_signals", WHAT, SignalJson::mapFromJson),
                map(o, "missing_signals", WHAT, n -> n.isNull() ? null : n.asText()),
                list(o, "alternatives", WHAT, TurnResultJson::alternativeFromJson),
                list(o, "score_decomposition", WHAT, TurnResultJson::candidateFromJson),
                map(o, "node_states", WHAT, TrackerJson::nodeStateFromJson),
                stringList(o, "nodes_added", WHAT),
                stringList(o, "nodes_mentioned", WHAT),
                stringList(o, "edges_added", WHAT),
                extractionFromJson(req(o, "extraction", WHAT)),
                graphCountsFromJson(req(o, "graph_counts", WHAT)),
                canonicalFromJson(req(o, "canonical_graph", WHAT)),
                comparisonFromJson(req(o, "graph_comparison", WHAT)),
                list(o, "degraded", WHAT, d -> new DegradedTask(text(d, "task", "degraded task"),
                        text(d, "reason", "degraded task"))),
                stringList(o, "notices", WHAT),
                number(o, "latency_ms", WHAT),
                map(o, "stage_latency_ms", WHAT, n -> number(n, "stage latency")),
                text(o, "next_question", WHAT),
                StateJson.tokenUsageFromJson(req(o, "token_usage", WHAT)),
                CoverageJson.elementsFromJson(o.get("coverage")));
    }

    private static Alternative alternativeFromJson(JsonNode n) {
        if (!n.isArray() || n.size() != 2 || !n.get(0).isTextual()) {
            throw new IllegalArgumentException("turn result: an alternative must be [name, score], got " + n);
        }
        return new Alternative(n.get(0).textValue(), number(n.get(1), "alternative score"));
    }

    /** Parses one ScoredCandidate. */
    public static ScoredCandidate candidateFromJson(JsonNode o) {
        String what = "score decomposition entry";
        List<SignalContribution> contributions = list(o, "signal_contributions", what, e -> new SignalContribution(
                text(e, "name", "signal contribution"),
                contributionValueFromJson(req(e, "value", "signal contribution")),
                number(e, "weight", "signal contribution"),
                number(e, "contribution", "signal contribution")));
        return new ScoredCandidate(text(o, "strategy", what), text(o, "node_id", what), contributions,
                number(o, "base_score", what), number(o, "phase_multiplier", what), number(o, "phase_bonus", what),
                number(o, "final_score", what), integer(o, "rank", what), bool(o, "selected", what));
    }

    private static Object contributionValueFromJson(JsonNode n) {
        if (n.isNull()) {
            return null;
        }
        if (n.isBoolean()) {
            return n.booleanValue();
        }
        if (n.isIntegralNumber()) {
            return n.longValue();
        }
        if (n.isNumber()) {
            return n.doubleValue();
        }
        if (n.isTextual()) {
            return n.textValue();
        }
        throw new IllegalArgumentException("signal contribution: 'value' must be a boolean, number or string");
    }

    private static GraphCounts graphCountsFromJson(JsonNode o) {
        if (o.isNull()) {
            return null;
        }
        String what = "graph_counts";
        return new GraphCounts(integer(o, "surface_nodes", what), integer(o, "surface_edges", what),
                integer(o, "canonical_slots_active", what), integer(o, "canonical_edges", what));
    }

    private static ExtractionSummary extractionFromJson(JsonNode o) {
        if (o.isNull()) {
            return null;
        }
        String what = "extraction";
        return new ExtractionSummary(bool(o, "extractable", what), text(o, "reason", what),
                integer(o, "concepts", what), integer(o, "relationships", what),
                list(o, "rejected", what, e -> new RejectedItem(text(e, "kind", "rejected item"),
                        text(e, "text", "rejected item"), text(e, "reason", "rejected item"))));
    }

    private static CanonicalMetrics canonicalFromJson(JsonNode o) {
        if (o.isNull()) {
            return null;
        }
        String what = "canonical_graph";
        return new CanonicalMetrics(integer(o, "concept_count", what), integer(o, "edge_count", what),
                integer(o, "orphan_count", what), number(o, "avg_support", what), integer(o, "max_depth", what));
    }

    private static GraphComparison comparisonFromJson(JsonNode o) {
        if (o.isNull()) {
            return null;
        }
        String what = "graph_comparison";
        return new GraphComparison(number(o, "node_reduction_pct", what), number(o, "edge_aggregation_ratio", what),
                number(o, "orphan_improvement_pct", what));
    }
}
