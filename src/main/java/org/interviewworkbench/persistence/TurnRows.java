package org.interviewworkbench.persistence;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import org.interviewworkbench.codec.TurnResultJson;
import org.interviewworkbench.engine.pipeline.TurnResult;
import org.interviewworkbench.engine.port.Clock;

/**
 * The {@code turns} rows: each turn's result ({@link TurnResultJson}, packed by {@link CompactText}), inserted,
 * read back in turn order, and deleted with the turn's utterances and kept snapshot when the turn is taken back.
 * On the store's connection inside the transaction the store runs: no method commits.
 */
final class TurnRows {

    private static final List<String> TURN_TABLES = List.of("turns", "utterances", "turn_snapshots");

    private final Connection connection;
    private final Clock clock;

    TurnRows(Connection connection, Clock clock) {
        this.connection = connection;
        this.clock = clock;
    }

    /** Inserts the result of turn {@code turn}, created now. */
    void insert(String sessionId, int turn, TurnResult result) throws SQLException {
        try (PreparedStatement ps = connection.prepareStatement(
                "INSERT INTO turns (session_id, turn_number, result, created_at) VALUES (?, ?, ?, ?)")) {
            ps.setString(1, sessionId);
            ps.setInt(2, turn);
            ps.setString(3, CompactText.pack(TurnResultJson.toJsonString(result)));
            ps.setObject(4, Sql.odt(clock.now()));
            ps.executeUpdate();
        }
    }

    /** The session's turn results, in turn order. */
    List<TurnResult> results(String sessionId) throws SQLException {
        List<TurnResult> out = new ArrayList<>();
        try (PreparedStatement ps = connection.prepareStatement(
                "SELECT result FROM turns WHERE session_id = ? ORDER BY turn_number")) {
            ps.setString(1, sessionId);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    out.add(TurnResultJson.fromJsonString(CompactText.unpack(rs.getString(1))));
                }
            }
        }
        return out;
    }

    /** Deletes turn {@code turn}'s result, utterances and kept snapshot. */
    void delete(String sessionId, int turn) throws SQLException {
        for (String table : TURN_TABLES) {
            try (PreparedStatement ps = connection.prepareStatement("DELETE FROM " + table
                    + " WHERE session_id = ? AND turn_number = ?")) {
                ps.setString(1, sessionId);
                ps.setInt(2, turn);
                ps.executeUpdate();
            }
        }
    }
}
