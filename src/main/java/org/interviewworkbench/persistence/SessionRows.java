package org.interviewworkbench.persistence;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.interviewworkbench.codec.ConceptJson;
import org.interviewworkbench.codec.StateJson;
import org.interviewworkbench.codec.TrackerJson;
import org.interviewworkbench.engine.model.CanonicalEdge;
import org.interviewworkbench.engine.model.CanonicalSlot;
import org.interviewworkbench.engine.model.Concept;
import org.interviewworkbench.engine.model.InterviewGraph;
import org.interviewworkbench.engine.model.SessionInfo;
import org.interviewworkbench.engine.model.SessionSnapshot;
import org.interviewworkbench.engine.model.SessionState;
import org.interviewworkbench.engine.model.SlotStatus;
import org.interviewworkbench.engine.model.Speaker;
import org.interviewworkbench.engine.model.SurfaceEdge;
import org.interviewworkbench.engine.model.Polarity;
import org.interviewworkbench.engine.model.SurfaceNode;
import org.interviewworkbench.engine.model.Utterance;
import org.interviewworkbench.engine.tracker.TrackerState;

/** Reads a stored session back into a {@link SessionSnapshot}, on the store's connection and transaction. */
final class SessionRows {

    private final Connection connection;

    SessionRows(Connection connection) {
        this.connection = connection;
    }

    Optional<SessionSnapshot> load(String id) throws SQLException {
        SessionInfo info;
        Concept concept;
        String methodologySource;
        SessionState state;
        try (PreparedStatement ps = connection.prepareStatement("SELECT methodology_id, methodology_source, "
                + "concept_id, concept, concept_name, engine, seed, max_turns, persona_id, scenario_id, created_at, "
                + "tracker, state FROM sessions WHERE id = ?")) {
            ps.setString(1, id);
            try (ResultSet rs = ps.executeQuery()) {
                if (!rs.next()) {
                    return Optional.empty();
                }
                info = new SessionInfo(id, rs.getString(1), rs.getString(3), rs.getString(5), rs.getString(6),
                        rs.getLong(7), rs.getInt(8), rs.getString(9), rs.getString(10), Sql.instant(rs, 11));
                methodologySource = rs.getString(2);
                concept = ConceptJson.fromJsonString(rs.getString(4));
                TrackerState tracker = TrackerJson.fromJsonString(rs.getString(12));
                state = StateJson.fromJsonString(rs.getString(13), tracker);
            }
        }
        List<Utterance> utterances = new ArrayList<>();
        try (PreparedStatement ps = connection.prepareStatement("SELECT id, turn_number, speaker, text, created_at "
                + "FROM utterances WHERE session_id = ? ORDER BY seq")) {
            ps.setString(1, id);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    utterances.add(new Utterance(rs.getString(1), rs.getInt(2),
                            Speaker.valueOf(rs.getString(3).toUpperCase(Locale.ROOT)), rs.getString(4),
                            Sql.instant(rs, 5)));
                }
            }
        }
        InterviewGraph graph = new InterviewGraph();
        try (PreparedStatement ps = connection.prepareStatement("SELECT id, label, node_type, confidence, "
                + "created_turn, source_utterance_ids, source_quotes, linked_elements, embedding, polarity "
                + "FROM surface_nodes WHERE session_id = ? ORDER BY ord")) {
            ps.setString(1, id);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    graph.putNode(new SurfaceNode(rs.getString(1), rs.getString(2), rs.getString(3), rs.getDouble(4),
                            rs.getInt(5), strings(rs.getString(6)), strings(rs.getString(7)),
                            strings(rs.getString(8)), Polarity.of(rs.getString(10))),
                            EmbeddingCodec.decode(rs.getBytes(9)));
                }
            }
        }
        try (PreparedStatement ps = connection.prepareStatement("SELECT id, source, target, edge_type, confidence, "
                + "created_turn, source_utterance_ids, source_quotes FROM surface_edges WHERE session_id = ? "
                + "ORDER BY ord")) {
            ps.setString(1, id);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    graph.putEdge(new SurfaceEdge(rs.getString(1), rs.getString(2), rs.getString(3), rs.getString(4),
                            rs.getDouble(5), rs.getInt(6), strings(rs.getString(7)), strings(rs.getString(8))));
                }
            }
        }
        try (PreparedStatement ps = connection.prepareStatement("SELECT id, name, description, node_type, status, "
                + "support_count, first_seen_turn, promoted_turn, surface_node_ids, embedding FROM canonical_slots "
                + "WHERE session_id = ? ORDER BY ord")) {
            ps.setString(1, id);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    int promoted = rs.getInt(8);
                    Integer promotedTurn = rs.wasNull() ? null : promoted;
                    graph.putSlot(new CanonicalSlot(rs.getString(1), rs.getString(2), rs.getString(3),
                            rs.getString(4), slotStatus(rs.getString(5)), rs.getInt(6), rs.getInt(7), promotedTurn,
                            strings(rs.getString(9))), EmbeddingCodec.decode(rs.getBytes(10)));
                }
            }
        }
        try (PreparedStatement ps = connection.prepareStatement("SELECT surface_node_id, slot_id, similarity "
                + "FROM slot_mappings WHERE session_id = ? ORDER BY ord")) {
            ps.setString(1, id);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    graph.mapNode(rs.getString(1), rs.getString(2), rs.getDouble(3));
                }
            }
        }
        try (PreparedStatement ps = connection.prepareStatement("SELECT id, source_slot_id, target_slot_id, "
                + "edge_type, support_count, surface_edge_ids FROM canonical_edges WHERE session_id = ? "
                + "ORDER BY ord")) {
            ps.setString(1, id);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    graph.putCanonicalEdge(new CanonicalEdge(rs.getString(1), rs.getString(2), rs.getString(3),
                            rs.getString(4), rs.getInt(5), strings(rs.getString(6))));
                }
            }
        }
        graph.retire(JdbcEditLog.retiredIds(connection, id));
        graph.clearChanges();
        return Optional.of(new SessionSnapshot(info, concept, methodologySource, state, graph, utterances));
    }

    Integer turnCount(String id) throws SQLException {
        try (PreparedStatement ps = connection.prepareStatement("SELECT turn_count FROM sessions WHERE id = ?")) {
            ps.setString(1, id);
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next() ? rs.getInt(1) : null;
            }
        }
    }

    private static SlotStatus slotStatus(String id) {
        for (SlotStatus s : SlotStatus.values()) {
            if (s.id().equals(id)) {
                return s;
            }
        }
        throw new IllegalStateException("unknown canonical slot status '" + id + "' in the database");
    }

    private static List<String> strings(String json) {
        return ConceptJson.stringsFromJsonString(json);
    }

    /** The change token of {@link JdbcSessionStore#changeToken()}: counts and sums that move with every write. */
    String changeToken() throws SQLException {
        try (PreparedStatement ps = connection.prepareStatement("SELECT (SELECT COUNT(*) FROM sessions), "
                + "(SELECT COALESCE(SUM(turn_count), 0) FROM sessions), (SELECT MAX(updated_at) FROM sessions), "
                + "(SELECT COUNT(*) FROM session_edits), (SELECT COUNT(*) FROM session_leases), "
                + "(SELECT COUNT(*) FROM study_sessions), (SELECT COALESCE(SUM(version), 0) FROM study_codebooks), "
                + "(SELECT COUNT(*) FROM studies)");
             ResultSet rs = ps.executeQuery()) {
            rs.next();
            java.time.Instant updated = Sql.instant(rs, 3);
            return rs.getLong(1) + "/" + rs.getLong(2) + "/" + (updated == null ? "-" : updated.toString()) + "/"
                    + rs.getLong(4) + "/" + rs.getLong(5) + "/" + rs.getLong(6) + "/" + rs.getLong(7) + "/"
                    + rs.getLong(8);
        }
    }

    /** Whether turn {@code turn} of the session is stored. */
    boolean turnStored(String sessionId, int turn) throws SQLException {
        try (PreparedStatement ps = connection.prepareStatement(
                "SELECT COUNT(*) FROM turns WHERE session_id = ? AND turn_number = ?")) {
            ps.setString(1, sessionId);
            ps.setInt(2, turn);
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next() && rs.getLong(1) > 0;
            }
        }
    }
}
