package org.interviewworkbench.persistence;

import java.sql.Date;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.time.OffsetDateTime;
import java.util.Optional;
import org.interviewworkbench.engine.port.SessionSetupStore;

/** The {@code session_setup} table (migration V9) on the session store's connection and transactions. */
final class JdbcSessionSetupLog implements SessionSetupStore {

    private final JdbcSessionStore store;

    JdbcSessionSetupLog(JdbcSessionStore store) {
        this.store = store;
    }

    @Override
    public void record(String sessionId, SessionSetup setup) {
        store.write("record the setup of session " + sessionId, c -> {
            try (PreparedStatement del = c.prepareStatement("DELETE FROM session_setup WHERE session_id = ?")) {
                del.setString(1, sessionId);
                del.executeUpdate();
            }
            try (PreparedStatement ins = c.prepareStatement("INSERT INTO session_setup (session_id, participant_id, "
                    + "interview_date, moderator, notes, recorded_at) VALUES (?, ?, ?, ?, ?, ?)")) {
                ins.setString(1, sessionId);
                ins.setString(2, setup.participantId());
                ins.setDate(3, setup.interviewDate() == null ? null : Date.valueOf(setup.interviewDate()));
                ins.setString(4, setup.moderator());
                ins.setString(5, setup.notes());
                ins.setObject(6, Sql.odt(setup.recordedAt()));
                ins.executeUpdate();
            }
        });
    }

    @Override
    public Optional<SessionSetup> find(String sessionId) {
        return store.read("read the setup of session " + sessionId, c -> {
            try (PreparedStatement ps = c.prepareStatement("SELECT participant_id, interview_date, moderator, notes, "
                    + "recorded_at FROM session_setup WHERE session_id = ?")) {
                ps.setString(1, sessionId);
                try (ResultSet rs = ps.executeQuery()) {
                    if (!rs.next()) {
                        return Optional.empty();
                    }
                    Date day = rs.getDate(2);
                    return Optional.of(new SessionSetup(rs.getString(1), day == null ? null : day.toLocalDate(),
                            rs.getString(3), rs.getString(4), rs.getObject(5, OffsetDateTime.class).toInstant()));
                }
            }
        });
    }
}
