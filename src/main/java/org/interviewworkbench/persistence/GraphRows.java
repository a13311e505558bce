package org.interviewworkbench.persistence;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Types;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;
import org.interviewworkbench.codec.ConceptJson;
import org.interviewworkbench.engine.model.CanonicalEdge;
import org.interviewworkbench.engine.model.CanonicalSlot;
import org.interviewworkbench.engine.model.InterviewGraph;
import org.interviewworkbench.engine.model.SurfaceEdge;
import org.interviewworkbench.engine.model.SurfaceNode;
import org.interviewworkbench.engine.model.Utterance;
import org.interviewworkbench.engine.port.Clock;

/**
 * Writes a session's graph entities and utterances on the store's connection, inside the caller's transaction. Graph
 * entities are upserts by key (H2's {@code MERGE INTO ... KEY}, PostgreSQL's {@code ON CONFLICT ... DO UPDATE}, see
 * {@link Dialect#upsert}); {@code ord} keeps the in-memory insertion order.
 */
final class GraphRows {

    private final Connection connection;
    private final Dialect dialect;
    private final Clock clock;

    GraphRows(Connection connection, Dialect dialect, Clock clock) {
        this.connection = connection;
        this.dialect = dialect;
        this.clock = clock;
    }

    void writeGraph(String sessionId, InterviewGraph graph, Collection<SurfaceNode> nodes,
                            Collection<SurfaceEdge> edges, Collection<CanonicalSlot> slots,
                            Collection<String> mappedNodeIds, Collection<CanonicalEdge> canonicalEdges)
            throws SQLException {
        if (!nodes.isEmpty()) {
            Map<String, Integer> ord = positions(graph.nodes(), SurfaceNode::id);
            try (PreparedStatement ps = connection.prepareStatement(dialect.upsert("surface_nodes",
                    List.of("session_id", "id", "ord", "label", "node_type", "confidence", "created_turn", "source_utterance_ids", "source_quotes", "linked_elements", "embedding", "polarity"),
                    List.of("session_id", "id")))) {
                for (SurfaceNode n : nodes) {
                    ps.setString(1, sessionId);
                    ps.setString(2, n.id());
                    ps.setInt(3, ord.get(n.id()));
                    ps.setString(4, n.label());
                    ps.setString(5, n.nodeType());
                    ps.setDouble(6, n.confidence());
                    ps.setInt(7, n.createdTurn());
                    ps.setString(8, ConceptJson.stringsToJsonString(n.sourceUtteranceIds()));
                    ps.setString(9, ConceptJson.stringsToJsonString(n.sourceQuotes()));
                    ps.setString(10, ConceptJson.stringsToJsonString(n.linkedElements()));
                    Sql.setBytes(ps, 11, EmbeddingCodec.encode(graph.nodeEmbedding(n.id()).orElse(null)));
                    ps.setString(12, n.polarity().id());
                    ps.addBatch();
                }
                ps.executeBatch();
            }
        }
        if (!slots.isEmpty()) {
            Map<String, Integer> ord = positions(graph.slots(), CanonicalSlot::id);
            try (PreparedStatement ps = connection.prepareStatement(dialect.upsert("canonical_slots",
                    List.of("session_id", "id", "ord", "name", "description", "node_type", "status", "support_count", "first_seen_turn", "promoted_turn", "surface_node_ids", "embedding"),
                    List.of("session_id", "id")))) {
                for (CanonicalSlot s : slots) {
                    ps.setString(1, sessionId);
                    ps.setString(2, s.id());
                    ps.setInt(3, ord.get(s.id()));
                    ps.setString(4, s.name());
                    ps.setString(5, s.description());
                    ps.setString(6, s.nodeType());
                    ps.setString(7, s.status().id());
                    ps.setInt(8, s.supportCount());
                    ps.setInt(9, s.firstSeenTurn());
                    if (s.promotedTurn() == null) {
                        ps.setNull(10, Types.INTEGER);
                    } else {
                        ps.setInt(10, s.promotedTurn());
                    }
                    ps.setString(11, ConceptJson.stringsToJsonString(s.surfaceNodeIds()));
                    Sql.setBytes(ps, 12, EmbeddingCodec.encode(graph.slotEmbedding(s.id()).orElse(null)));
                    ps.addBatch();
                }
                ps.executeBatch();
            }
        }
        if (!edges.isEmpty()) {
            Map<String, Integer> ord = positions(graph.edges(), SurfaceEdge::id);
            try (PreparedStatement ps = connection.prepareStatement(dialect.upsert("surface_edges",
                    List.of("session_id", "id", "ord", "source", "target", "edge_type", "confidence", "created_turn", "source_utterance_ids", "source_quotes"),
                    List.of("session_id", "id")))) {
                for (SurfaceEdge e : edges) {
                    ps.setString(1, sessionId);
                    ps.setString(2, e.id());
                    ps.setInt(3, ord.get(e.id()));
                    ps.setString(4, e.source());
                    ps.setString(5, e.target());
                    ps.setString(6, e.edgeType());
                    ps.setDouble(7, e.confidence());
                    ps.setInt(8, e.createdTurn());
                    ps.setString(9, ConceptJson.stringsToJsonString(e.sourceUtteranceIds()));
                    ps.setString(10, ConceptJson.stringsToJsonString(e.sourceQuotes()));
                    ps.addBatch();
                }
                ps.executeBatch();
            }
        }
        if (!mappedNodeIds.isEmpty()) {
            Map<String, String> mapping = graph.slotMapping();
            Map<String, Integer> ord = positions(mapping.keySet(), Function.identity());
            try (PreparedStatement ps = connection.prepareStatement(dialect.upsert("slot_mappings",
                    List.of("session_id", "surface_node_id", "ord", "slot_id", "similarity"),
                    List.of("session_id", "surface_node_id")))) {
                for (String nodeId : mappedNodeIds) {
                    ps.setString(1, sessionId);
                    ps.setString(2, nodeId);
                    ps.setInt(3, ord.get(nodeId));
                    ps.setString(4, mapping.get(nodeId));
                    ps.setDouble(5, graph.mappingSimilarity(nodeId));
                    ps.addBatch();
                }
                ps.executeBatch();
            }
        }
        if (!canonicalEdges.isEmpty()) {
            Map<String, Integer> ord = positions(graph.canonicalEdges(), CanonicalEdge::id);
            try (PreparedStatement ps = connection.prepareStatement(dialect.upsert("canonical_edges",
                    List.of("session_id", "id", "ord", "source_slot_id", "target_slot_id", "edge_type", "support_count", "surface_edge_ids"),
                    List.of("session_id", "id")))) {
                for (CanonicalEdge e : canonicalEdges) {
                    ps.setString(1, sessionId);
                    ps.setString(2, e.id());
                    ps.setInt(3, ord.get(e.id()));
                    ps.setString(4, e.sourceSlotId());
                    ps.setString(5, e.targetSlotId());
                    ps.setString(6, e.edgeType());
                    ps.setInt(7, e.supportCount());
                    ps.setString(8, ConceptJson.stringsToJsonString(e.surfaceEdgeIds()));
                    ps.addBatch();
                }
                ps.executeBatch();
            }
        }
    }

    void insertUtterances(String sessionId, List<Utterance> utterances) throws SQLException {
        if (utterances.isEmpty()) {
            return;
        }
        try (PreparedStatement ps = connection.prepareStatement("INSERT INTO utterances (session_id, id, turn_number, "
                + "speaker, text, created_at) VALUES (?, ?, ?, ?, ?, ?)")) {
            for (Utterance u : utterances) {
                ps.setString(1, sessionId);
                ps.setString(2, u.id());
                ps.setInt(3, u.turnNumber());
                ps.setString(4, u.speaker().name().toLowerCase(Locale.ROOT));
                ps.setString(5, u.text());
                ps.setObject(6, Sql.odt(u.createdAt() == null ? clock.now() : u.createdAt()));
                ps.addBatch();
            }
            ps.executeBatch();
        }
    }

    /**
     * Sets the stored text of the question that followed turn {@code turn} (the opening question for 0) to
     * {@code text} when it differs: the question as it was asked (a moderator's rewrite) or reworded after an edit.
     */
    void updateQuestionText(String sessionId, int turn, String text) throws SQLException {
        if (text == null || text.isBlank()) {
            return;
        }
        try (PreparedStatement ps = connection.prepareStatement("UPDATE utterances SET text = ? "
                + "WHERE session_id = ? AND turn_number = ? AND speaker = 'system' AND text <> ?")) {
            ps.setString(1, text);
            ps.setString(2, sessionId);
            ps.setInt(3, turn);
            ps.setString(4, text);
            ps.executeUpdate();
        }
    }

    private static <T> Map<String, Integer> positions(Collection<T> items, Function<T, String> id) {
        Map<String, Integer> out = new HashMap<>(items.size() * 2);
        int i = 0;
        for (T item : items) {
            out.put(id.apply(item), i++);
        }
        return out;
    }
}
