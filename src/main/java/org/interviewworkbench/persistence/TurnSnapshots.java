package org.interviewworkbench.persistence;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Optional;
import org.interviewworkbench.codec.GraphJson;
import org.interviewworkbench.codec.StateJson;
import org.interviewworkbench.codec.TrackerJson;
import org.interviewworkbench.engine.model.InterviewGraph;
import org.interviewworkbench.engine.model.SessionSnapshot;
import org.interviewworkbench.engine.model.SessionState;

/**
 * The {@code turn_snapshots} table: the session as it was just before a turn ran (graph, tracker, state), written in
 * the turn's transaction from the rows as they stand before the turn changes them, so it includes every edit made
 * after the turn before. Read back for "Undo turn" after a restart and for the turn scrubber.
 */
final class TurnSnapshots {

    private TurnSnapshots() {
    }

    /** Keeps the stored session as it is now as the state before {@code turn} (call before writing the turn). */
    static void keep(Connection c, SessionRows rows, String sessionId, int turn) throws SQLException {
        SessionSnapshot before = rows.load(sessionId).orElseThrow(() -> new IllegalArgumentException(
                "unknown session " + sessionId));
        try (PreparedStatement del = c.prepareStatement(
                "DELETE FROM turn_snapshots WHERE session_id = ? AND turn_number = ?")) {
            del.setString(1, sessionId);
            del.setInt(2, turn);
            del.executeUpdate();
        }
        try (PreparedStatement ins = c.prepareStatement("INSERT INTO turn_snapshots (session_id, turn_number, graph, "
                + "tracker, state) VALUES (?, ?, ?, ?, ?)")) {
            ins.setString(1, sessionId);
            ins.setInt(2, turn);
            ins.setString(3, CompactText.pack(GraphJson.toJsonString(before.graph())));
            ins.setString(4, CompactText.pack(TrackerJson.toJsonString(before.state().tracker())));
            ins.setString(5, StateJson.toJsonString(before.state(), false));
            ins.executeUpdate();
        }
    }

    /**
     * The session as it was just before {@code turn}: its graph (embeddings taken from the stored graph for the ids
     * it still has), tracker and state, and the utterances of the earlier turns; empty when none was kept (a turn
     * stored before snapshots were kept).
     */
    static Optional<SessionSnapshot> before(Connection c, SessionRows rows, String sessionId, int turn)
            throws SQLException {
        String graph;
        String tracker;
        String state;
        try (PreparedStatement ps = c.prepareStatement("SELECT graph, tracker, state FROM turn_snapshots "
                + "WHERE session_id = ? AND turn_number = ?")) {
            ps.setString(1, sessionId);
            ps.setInt(2, turn);
            try (ResultSet rs = ps.executeQuery()) {
                if (!rs.next()) {
                    return Optional.empty();
                }
                graph = CompactText.unpack(rs.getString(1));
                tracker = CompactText.unpack(rs.getString(2));
                state = rs.getString(3);
            }
        }
        Optional<SessionSnapshot> now = rows.load(sessionId);
        if (now.isEmpty()) {
            return Optional.empty();
        }
        SessionSnapshot s = now.get();
        InterviewGraph g = GraphJson.fromJsonString(graph, s.graph());
        g.retire(s.graph().retiredIds());
        g.clearChanges();
        SessionState st = StateJson.fromJsonString(state, TrackerJson.fromJsonString(tracker));
        return Optional.of(new SessionSnapshot(s.info(), s.concept(), s.methodologySource(), st, g,
                s.utterances().stream().filter(u -> u.turnNumber() < turn).toList()));
    }
}
