package org.interviewworkbench.export;

import org.interviewworkbench.codec.CoverageJson;
import org.interviewworkbench.engine.model.CoverageState;
import org.interviewworkbench.engine.model.MomentumState;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import org.interviewworkbench.codec.TurnResultJson;
import org.interviewworkbench.engine.model.CanonicalEdge;
import org.interviewworkbench.engine.model.CanonicalSlot;
import org.interviewworkbench.engine.model.SessionSnapshot;
import org.interviewworkbench.engine.model.SurfaceEdge;
import org.interviewworkbench.engine.model.SurfaceNode;
import org.interviewworkbench.engine.pipeline.TurnResult;

/**
 * {@code session.json} exactly as design.md: {@code metadata}, {@code graph}, {@code canonical_graph},
 * {@code quality} (only with a scenario) and {@code turns[]}, plus {@code focus_trace} and {@code token_usage};
 * for concept tests (concepts with stimulus elements) also {@code coverage} {ratio, complete, gap_count,
 * connections_required, connections_met, elements[per-element coverage]} after {@code quality}, and
 * {@code momentum} {levels, score, below, fatigued} when the methodology tracks momentum.
 */
public final class SessionJsonExporter {

    private static final JsonNodeFactory F = JsonNodeFactory.instance;

    /** Per-turn fields left out of a compact export: they are most of a turn's size at ~50 nodes. */
    public static final java.util.List<String> BULKY_TURN_FIELDS = java.util.List.of("score_decomposition",
            "node_states", "node_signals");

    /**
     * A compact session.json ({@code export --compact}): the same document without each turn's score
     * decomposition, node states and per-node signals (which the full export and scoring.csv keep).
     */
    public static ObjectNode compact(ObjectNode root) {
        for (JsonNode turn : root.path("turns")) {
            if (turn instanceof ObjectNode o) {
                o.remove(BULKY_TURN_FIELDS);
            }
        }
        return root;
    }

    /**
     * @param snapshot the stored session
     * @param turns    its TurnResults in order
     * @param quality  quality metrics against a scenario, or {@code null}
     */
    public ObjectNode export(SessionSnapshot snapshot, List<TurnResult> turns, JsonNode quality) {
        return export(snapshot, turns, quality, List.of());
    }

    /** With the researcher's edit log as {@code edits} (design.md "Researcher edits"). */
    public ObjectNode export(SessionSnapshot snapshot, List<TurnResult> turns, JsonNode quality,
                             List<org.interviewworkbench.engine.port.EditLogStore.EditRecord> edits) {
        return export(snapshot, turns, quality, edits, List.of());
    }

    /** With the edit log and the requests that left the machine ({@code egress}, design.md). */
    public ObjectNode export(SessionSnapshot snapshot, List<TurnResult> turns, JsonNode quality,
                             List<org.interviewworkbench.engine.port.EditLogStore.EditRecord> edits,
                             List<org.interviewworkbench.engine.port.EgressEntry> egress) {
        return export(snapshot, turns, quality, edits, egress, null);
    }

    /**
     * With the consent note and the redaction choice recorded with the session: {@code metadata.consent}
     * ({@code {"text", "recorded_at"}}, or null when no note was given) and {@code metadata.redact} (the effective
     * redaction: on, off or partial; null for sessions recorded before it was kept).
     */
    public ObjectNode export(SessionSnapshot snapshot, List<TurnResult> turns, JsonNode quality,
                             List<org.interviewworkbench.engine.port.EditLogStore.EditRecord> edits,
                             List<org.interviewworkbench.engine.port.EgressEntry> egress,
                             org.interviewworkbench.engine.port.ConsentStore.SessionConsent consent) {
        ObjectNode root = F.objectNode();
        ObjectNode meta = root.putObject("metadata");
        var info = snapshot.info();
        meta.put("session_id", info.id());
        meta.put("methodology", info.methodologyId());
        meta.put("concept", info.conceptId());
        meta.put("concept_name", info.conceptName());
        putNullable(meta, "persona", info.personaId());
        putNullable(meta, "scenario", info.scenarioId());
        meta.put("engine", info.engine());
        meta.put("seed", info.seed());
        meta.put("max_turns", info.maxTurns());
        meta.put("started_at", info.createdAt().toString());
        meta.put("total_turns", snapshot.state().turnCount());
        meta.put("status", snapshot.state().status().id());
        putNullable(meta, "termination_reason", snapshot.state().terminationReason());
        meta.put("opening_question", snapshot.utterances().isEmpty() ? "" : snapshot.utterances().get(0).text());
        if (consent == null || consent.text() == null) {
            meta.putNull("consent");
        } else {
            meta.putObject("consent").put("text", consent.text()).put("recorded_at", consent.recordedAt().toString());
        }
        putNullable(meta, "redact", consent == null ? null : consent.redaction());

        ObjectNode graph = root.putObject("graph");
        ArrayNode nodes = graph.putArray("nodes");
        for (SurfaceNode n : snapshot.graph().nodes()) {
            ObjectNode o = nodes.addObject();
            o.put("id", n.id());
            o.put("label", n.label());
            o.put("node_type", n.nodeType());
            o.put("confidence", n.confidence());
            o.put("created_turn", n.createdTurn());
            strings(o.putArray("source_utterance_ids"), n.sourceUtteranceIds());
            strings(o.putArray("source_quotes"), n.sourceQuotes());
            putNullable(o, "canonical_slot_id", snapshot.graph().slotOf(n.id()).orElse(null));
            o.put("polarity", n.polarity().id());
            if (!n.linkedElements().isEmpty()) {
                strings(o.putArray("linked_elements"), n.linkedElements());
            }
        }
        ArrayNode edges = graph.putArray("edges");
        for (SurfaceEdge e : snapshot.graph().edges()) {
            ObjectNode o = edges.addObject();
            o.put("id", e.id());
            o.put("source", e.source());
            o.put("target", e.target());
            o.put("edge_type", e.edgeType());
            o.put("confidence", e.confidence());
            strings(o.putArray("source_utterance_ids"), e.sourceUtteranceIds());
            strings(o.putArray("source_quotes"), e.sourceQuotes());
        }

        ObjectNode canonical = root.putObject("canonical_graph");
        ArrayNode slots = canonical.putArray("slots");
        for (CanonicalSlot s : snapshot.graph().slots()) {
            ObjectNode o = slots.addObject();
            o.put("id", s.id());
            o.put("name", s.name());
            o.put("node_type", s.nodeType());
            o.put("status", s.status().id());
            o.put("support_count", s.supportCount());
            strings(o.putArray("surface_node_ids"), s.surfaceNodeIds());
        }
        ArrayNode cedges = canonical.putArray("edges");
        for (CanonicalEdge e : snapshot.graph().canonicalEdges()) {
            ObjectNode o = cedges.addObject();
            o.put("id", e.id());
            o.put("source", e.sourceSlotId());
            o.put("target", e.targetSlotId());
            o.put("edge_type", e.edgeType());
            o.put("support_count", e.supportCount());
            strings(o.putArray("surface_edge_ids"), e.surfaceEdgeIds());
        }
        if (quality != null) {
            root.set("quality", quality);
        }
        CoverageState coverage = snapshot.state().coverage();
        if (!coverage.isEmpty()) {
            ObjectNode c = root.putObject("coverage");
            c.put("ratio", Math.round(coverage.coveredRatio() * 10_000.0) / 10_000.0);
            c.put("complete", coverage.complete());
            c.put("gap_count", coverage.gapCount());
            c.put("connections_required", coverage.connectionsRequired());
            c.put("connections_met", coverage.connectionsMet());
            c.set("elements", CoverageJson.elementsToJson(coverage.elements()));
        }
        MomentumState momentum = snapshot.state().momentum();
        if (!momentum.equals(MomentumState.INITIAL)) {
            root.set("momentum", CoverageJson.momentumToJson(momentum));
        }
        ArrayNode trace = root.putArray("focus_trace");
        snapshot.state().focusHistory().forEach(f -> {
            ObjectNode o = trace.addObject();
            o.put("turn", f.turn());
            o.put("node_id", f.nodeId());
            o.put("label", f.label());
            o.put("strategy", f.strategy());
        });
        ObjectNode usage = root.putObject("token_usage");
        snapshot.state().tokenUsage().forEach((task, u) -> {
            ObjectNode o = usage.putObject(task);
            o.put("model", u.model());
            o.put("input_tokens", u.inputTokens());
            o.put("output_tokens", u.outputTokens());
        });
        EditLogExport.put(root.putArray("edits"), edits);
        EditLogExport.memberCheck(root.putArray("member_check"), edits);
        ArrayNode egressArray = root.putArray("egress");
        for (org.interviewworkbench.engine.port.EgressEntry e : egress) {
            ObjectNode o = egressArray.addObject();
            o.put("at", e.at().toString());
            o.put("provider", e.provider());
            o.put("host", e.host());
            putNullable(o, "model", e.model());
            o.put("task", e.task());
            o.put("chars", e.chars());
            ObjectNode r = o.putObject("redactions");
            new java.util.TreeMap<>(e.redactions()).forEach(r::put);
            o.put("redacted", e.redacted());
        }
        ArrayNode turnArray = root.putArray("turns");
        turns.forEach(t -> turnArray.add(TurnResultJson.toJson(t)));
        return root;
    }

    private static void strings(ArrayNode array, List<String> values) {
        values.forEach(array::add);
    }

    private static void putNullable(ObjectNode o, String key, String value) {
        if (value == null) {
            o.putNull(key);
        } else {
            o.put(key, value);
        }
    }
}
