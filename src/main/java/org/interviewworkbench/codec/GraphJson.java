package org.interviewworkbench.codec;

import static org.interviewworkbench.codec.JsonFields.F;
import static org.interviewworkbench.codec.JsonFields.list;
import static org.interviewworkbench.codec.JsonFields.stringList;
import static org.interviewworkbench.codec.JsonFields.strings;
import static org.interviewworkbench.codec.JsonFields.text;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Map;
import org.interviewworkbench.engine.model.CanonicalEdge;
import org.interviewworkbench.engine.model.CanonicalSlot;
import org.interviewworkbench.engine.model.InterviewGraph;
import org.interviewworkbench.engine.model.Polarity;
import org.interviewworkbench.engine.model.SlotStatus;
import org.interviewworkbench.engine.model.SurfaceEdge;
import org.interviewworkbench.engine.model.SurfaceNode;

/**
 * A whole interview graph as one JSON object (surface nodes and edges, canonical slots, slot mappings, canonical
 * edges, retired ids), for the snapshot a turn keeps of the session as it was before it ran. Embeddings are not
 * written (they would make each snapshot a hundred times larger): {@link #fromJsonString(String, InterviewGraph)}
 * takes them from another graph of the same session for the ids it still has.
 */
public final class GraphJson {

    private static final String WHAT = "graph snapshot";

    private GraphJson() {
    }

    public static String toJsonString(InterviewGraph g) {
        ObjectNode o = F.objectNode();
        ArrayNode nodes = o.putArray("nodes");
        for (SurfaceNode n : g.nodes()) {
            ObjectNode j = nodes.addObject();
            j.put("id", n.id());
            j.put("label", n.label());
            j.put("node_type", n.nodeType());
            j.put("confidence", n.confidence());
            j.put("created_turn", n.createdTurn());
            j.set("source_utterance_ids", strings(n.sourceUtteranceIds()));
            j.set("source_quotes", strings(n.sourceQuotes()));
            j.set("linked_elements", strings(n.linkedElements()));
            j.put("polarity", n.polarity().id());
        }
        ArrayNode edges = o.putArray("edges");
        for (SurfaceEdge e : g.edges()) {
            ObjectNode j = edges.addObject();
            j.put("id", e.id());
            j.put("source", e.source());
            j.put("target", e.target());
            j.put("edge_type", e.edgeType());
            j.put("confidence", e.confidence());
            j.put("created_turn", e.createdTurn());
            j.set("source_utterance_ids", strings(e.sourceUtteranceIds()));
            j.set("source_quotes", strings(e.sourceQuotes()));
        }
        ArrayNode slots = o.putArray("slots");
        for (CanonicalSlot s : g.slots()) {
            ObjectNode j = slots.addObject();
            j.put("id", s.id());
            j.put("name", s.name());
            j.put("description", s.description());
            j.put("node_type", s.nodeType());
            j.put("status", s.status().id());
            j.put("support_count", s.supportCount());
            j.put("first_seen_turn", s.firstSeenTurn());
            if (s.promotedTurn() == null) {
                j.putNull("promoted_turn");
            } else {
                j.put("promoted_turn", s.promotedTurn());
            }
            j.set("surface_node_ids", strings(s.surfaceNodeIds()));
        }
        ArrayNode mappings = o.putArray("slot_mappings");
        for (Map.Entry<String, String> m : g.slotMapping().entrySet()) {
            ObjectNode j = mappings.addObject();
            j.put("node", m.getKey());
            j.put("slot", m.getValue());
            j.put("similarity", g.mappingSimilarity(m.getKey()));
        }
        ArrayNode canonical = o.putArray("canonical_edges");
        for (CanonicalEdge e : g.canonicalEdges()) {
            ObjectNode j = canonical.addObject();
            j.put("id", e.id());
            j.put("source", e.sourceSlotId());
            j.put("target", e.targetSlotId());
            j.put("edge_type", e.edgeType());
            j.put("support_count", e.supportCount());
            j.set("surface_edge_ids", strings(e.surfaceEdgeIds()));
        }
        o.set("retired", strings(g.retiredIds().stream().sorted().toList()));
        return JsonFields.write(o);
    }

    /** The graph written by {@link #toJsonString}, with the embeddings {@code embeddings} has for its ids. */
    public static InterviewGraph fromJsonString(String json, InterviewGraph embeddings) {
        JsonNode o = JsonFields.parse(json, WHAT);
        InterviewGraph g = new InterviewGraph();
        list(o, "nodes", WHAT, n -> n).forEach(n -> {
            String id = text(n, "id", WHAT);
            g.putNode(new SurfaceNode(id, text(n, "label", WHAT), text(n, "node_type", WHAT),
                    JsonFields.number(n, "confidence", WHAT), JsonFields.integer(n, "created_turn", WHAT),
                    stringList(n, "source_utterance_ids", WHAT), stringList(n, "source_quotes", WHAT),
                    stringList(n, "linked_elements", WHAT), Polarity.of(text(n, "polarity", WHAT))),
                    embeddings == null ? null : embeddings.nodeEmbedding(id).orElse(null));
        });
        list(o, "edges", WHAT, e -> e).forEach(e -> g.putEdge(new SurfaceEdge(text(e, "id", WHAT),
                text(e, "source", WHAT), text(e, "target", WHAT), text(e, "edge_type", WHAT),
                JsonFields.number(e, "confidence", WHAT), JsonFields.integer(e, "created_turn", WHAT),
                stringList(e, "source_utterance_ids", WHAT), stringList(e, "source_quotes", WHAT))));
        list(o, "slots", WHAT, s -> s).forEach(s -> {
            String id = text(s, "id", WHAT);
            g.putSlot(new CanonicalSlot(id, text(s, "name", WHAT), text(s, "description", WHAT),
                    text(s, "node_type", WHAT), status(text(s, "status", WHAT)),
                    JsonFields.integer(s, "support_count", WHAT), JsonFields.integer(s, "first_seen_turn", WHAT),
                    JsonFields.nullableInteger(s, "promoted_turn", WHAT), stringList(s, "surface_node_ids", WHAT)),
                    embeddings == null ? null : embeddings.slotEmbedding(id).orElse(null));
        });
        list(o, "slot_mappings", WHAT, m -> m).forEach(m -> g.mapNode(text(m, "node", WHAT), text(m, "slot", WHAT),
                JsonFields.number(m, "similarity", WHAT)));
        list(o, "canonical_edges", WHAT, e -> e).forEach(e -> g.putCanonicalEdge(new CanonicalEdge(
                text(e, "id", WHAT), text(e, "source", WHAT), text(e, "target", WHAT), text(e, "edge_type", WHAT),
                JsonFields.integer(e, "support_count", WHAT), stringList(e, "surface_edge_ids", WHAT))));
        g.retire(stringList(o, "retired", WHAT));
        g.clearChanges();
        return g;
    }

    private static SlotStatus status(String id) {
        for (SlotStatus s : SlotStatus.values()) {
            if (s.id().equals(id)) {
                return s;
            }
        }
        throw new IllegalArgumentException("unknown canonical slot status '" + id + "' in a " + WHAT);
    }
}
