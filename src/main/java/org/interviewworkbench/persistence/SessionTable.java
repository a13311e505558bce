package org.interviewworkbench.persistence;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.interviewworkbench.codec.ConceptJson;
import org.interviewworkbench.codec.StateJson;
import org.interviewworkbench.codec.TrackerJson;
import org.interviewworkbench.engine.model.Concept;
import org.interviewworkbench.engine.model.SessionInfo;
import org.interviewworkbench.engine.model.SessionSnapshot;
import org.interviewworkbench.engine.model.SessionState;
import org.interviewworkbench.engine.model.SessionSummary;
import org.interviewworkbench.engine.port.Clock;

/**
 * Writes the {@code sessions} rows (and clears a session's graph tables) and lists them, on the store's connection
 * inside the transaction the store runs: no method commits. The tracker is kept in {@code tracker}
 * ({@link TrackerJson}), the rest of the state in {@code state} ({@link StateJson}); {@code turn_count},
 * {@code status} and {@code termination_reason} also as columns. Updates stamp {@code updated_at} from the clock.
 * Reading a session back is {@link SessionRows}'s job.
 */
final class SessionTable {

    private static final List<String> GRAPH_TABLES = List.of("canonical_edges", "slot_mappings", "canonical_slots",
            "surface_edges", "surface_nodes");

    private final Connection connection;
    private final Clock clock;

    SessionTable(Connection connection, Clock clock) {
        this.connection = connection;
        this.clock = clock;
    }

    /** Inserts the row of a new session, created (and last updated) at {@code created}. */
    void insert(SessionSnapshot initial, Instant created) throws SQLException {
        SessionInfo info = initial.info();
        SessionState state = initial.state();
        try (PreparedStatement ps = connection.prepareStatement("INSERT INTO sessions (id, methodology_id, "
                + "methodology_source, concept_id, concept, concept_name, engine, seed, max_turns, persona_id, "
                + "scenario_id, status, termination_reason, turn_count, created_at, updated_at, tracker, state) "
                + "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")) {
            Concept concept = initial.concept();
            ps.setString(1, info.id());
            ps.setString(2, info.methodologyId());
            ps.setString(3, initial.methodologySource());
            ps.setString(4, info.conceptId());
            ps.setString(5, ConceptJson.toJsonString(concept));
            ps.setString(6, info.conceptName());
            ps.setString(7, info.engine());
            ps.setLong(8, info.seed());
            ps.setInt(9, info.maxTurns());
            ps.setString(10, info.personaId());
            ps.setString(11, info.scenarioId());
            ps.setString(12, state.status().id());
            ps.setString(13, state.terminationReason());
            ps.setInt(14, state.turnCount());
            ps.setObject(15, Sql.odt(created));
            ps.setObject(16, Sql.odt(created));
            ps.setString(17, TrackerJson.toJsonString(state.tracker()));
            ps.setString(18, StateJson.toJsonString(state, false));
            ps.executeUpdate();
        }
    }

    /**
     * Records turn {@code turn} in the session's row ({@code state} after it), only when the row still has
     * {@code turn - 1} completed turns.
     *
     * @return whether the row was updated (false: another writer advanced it)
     */
    boolean advance(String id, int turn, SessionState state) throws SQLException {
        try (PreparedStatement ps = connection.prepareStatement("UPDATE sessions SET tracker = ?, state = ?, "
                + "turn_count = ?, status = ?, termination_reason = ?, updated_at = ? "
                + "WHERE id = ? AND turn_count = ?")) {
            ps.setString(1, TrackerJson.toJsonString(state.tracker()));
            ps.setString(2, StateJson.toJsonString(state, false));
            ps.setInt(3, turn);
            ps.setString(4, state.status().id());
            ps.setString(5, state.terminationReason());
            ps.setObject(6, Sql.odt(clock.now()));
            ps.setString(7, id);
            ps.setInt(8, turn - 1);
            return ps.executeUpdate() == 1;
        }
    }

    /** Replaces the session's tracker and state (not its turn count, status or reason columns). */
    void replaceState(String id, SessionState state) throws SQLException {
        try (PreparedStatement ps = connection.prepareStatement(
                "UPDATE sessions SET tracker = ?, state = ?, updated_at = ? WHERE id = ?")) {
            ps.setString(1, TrackerJson.toJsonString(state.tracker()));
            ps.setString(2, StateJson.toJsonString(state, false));
            ps.setObject(3, Sql.odt(clock.now()));
            ps.setString(4, id);
            ps.executeUpdate();
        }
    }

    /** Deletes the session's whole stored graph (nodes, edges, slots, mappings, canonical edges). */
    void clearGraph(String id) throws SQLException {
        for (String table : GRAPH_TABLES) {
            try (PreparedStatement ps = connection.prepareStatement("DELETE FROM " + table
                    + " WHERE session_id = ?")) {
                ps.setString(1, id);
                ps.executeUpdate();
            }
        }
    }

    /**
     * Takes the session's row back from turn {@code turn} to the one before ({@code state}'s status and reason),
     * only when {@code turn} is still its last one.
     *
     * @return whether the row was updated
     */
    boolean rewind(String id, int turn, SessionState state) throws SQLException {
        try (PreparedStatement ps = connection.prepareStatement("UPDATE sessions SET turn_count = ?, status = ?, "
                + "termination_reason = ? WHERE id = ? AND turn_count = ?")) {
            ps.setInt(1, turn - 1);
            ps.setString(2, state.status().id());
            ps.setString(3, state.terminationReason());
            ps.setString(4, id);
            ps.setInt(5, turn);
            return ps.executeUpdate() == 1;
        }
    }

    /** Every session, newest first. */
    List<SessionSummary> list() throws SQLException {
        List<SessionSummary> out = new ArrayList<>();
        try (PreparedStatement ps = connection.prepareStatement("SELECT id, methodology_id, concept_id, "
                + "concept_name, engine, turn_count, status, termination_reason, created_at, updated_at "
                + "FROM sessions ORDER BY created_at DESC, id DESC");
             ResultSet rs = ps.executeQuery()) {
            while (rs.next()) {
                out.add(new SessionSummary(rs.getString(1), rs.getString(2), rs.getString(3), rs.getString(4),
                        rs.getString(5), rs.getInt(6), StateJson.statusFromId(rs.getString(7)), rs.getString(8),
                        Sql.instant(rs, 9), Sql.instant(rs, 10)));
            }
        }
        return out;
    }

    /** Deletes the session's row (the schema cascades to everything of it); whether there was one. */
    boolean delete(String id) throws SQLException {
        try (PreparedStatement ps = connection.prepareStatement("DELETE FROM sessions WHERE id = ?")) {
            ps.setString(1, id);
            return ps.executeUpdate() > 0;
        }
    }
}
