package org.interviewworkbench.persistence;

import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.time.OffsetDateTime;
import java.util.Optional;
import org.interviewworkbench.engine.port.ConsentStore;

/** The {@code session_consent} table (migration V6) on the session store's connection and transactions. */
final class JdbcConsentLog implements ConsentStore {

    private final JdbcSessionStore store;

    JdbcConsentLog(JdbcSessionStore store) {
        this.store = store;
    }

    @Override
    public void record(String sessionId, SessionConsent consent) {
        store.write("record the consent of session " + sessionId, c -> {
            try (PreparedStatement del = c.prepareStatement("DELETE FROM session_consent WHERE session_id = ?")) {
                del.setString(1, sessionId);
                del.executeUpdate();
            }
            try (PreparedStatement ins = c.prepareStatement("INSERT INTO session_consent (session_id, consent_text, "
                    + "redaction, recorded_at) VALUES (?, ?, ?, ?)")) {
                ins.setString(1, sessionId);
                ins.setString(2, consent.text());
                ins.setString(3, consent.redaction());
                ins.setObject(4, Sql.odt(consent.recordedAt()));
                ins.executeUpdate();
            }
        });
    }

    @Override
    public Optional<SessionConsent> find(String sessionId) {
        return store.read("read the consent of session " + sessionId, c -> {
            try (PreparedStatement ps = c.prepareStatement(
                    "SELECT consent_text, redaction, recorded_at FROM session_consent WHERE session_id = ?")) {
                ps.setString(1, sessionId);
                try (ResultSet rs = ps.executeQuery()) {
                    if (!rs.next()) {
                        return Optional.empty();
                    }
                    return Optional.of(new SessionConsent(rs.getString(1), rs.getString(2),
                            rs.getObject(3, OffsetDateTime.class).toInstant()));
                }
            }
        });
    }
}
