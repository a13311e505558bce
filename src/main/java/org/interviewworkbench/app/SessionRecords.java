package org.interviewworkbench.app;

import java.time.Instant;
import java.util.Optional;
import java.util.function.Supplier;
import org.interviewworkbench.engine.port.ConsentStore.SessionConsent;
import org.interviewworkbench.engine.port.SessionSetupStore.SessionSetup;
import org.interviewworkbench.engine.port.SessionStore;
import org.interviewworkbench.persistence.JdbcSessionStore;

/**
 * What the researcher recorded with a session's setup form (participant, date, moderator, notes) and its consent
 * note with the redaction in effect. Only a database store keeps them; with another store nothing is recorded and
 * nothing is found.
 */
final class SessionRecords {

    private final SessionStore store;

    SessionRecords(SessionStore store) {
        this.store = store;
    }

    /**
     * Records the setup (when given) and the consent note (when not blank) with the redaction {@code redaction}
     * names (asked only then).
     */
    void record(String sessionId, SessionSetup setup, String consent, Supplier<String> redaction) {
        if (!(store instanceof JdbcSessionStore jdbc)) {
            return;
        }
        if (setup != null) {
            jdbc.setupLog().record(sessionId, setup);
        }
        if (consent != null && !consent.isBlank()) {
            jdbc.consentLog().record(sessionId, new SessionConsent(consent.strip(), redaction.get(), Instant.now()));
        }
    }

    /** The session's setup form, if recorded. */
    Optional<SessionSetup> setupOf(String sessionId) {
        return store instanceof JdbcSessionStore jdbc ? jdbc.setupLog().find(sessionId) : Optional.empty();
    }

    /** The session's consent note, or null. */
    SessionConsent consentOf(String sessionId) {
        return store instanceof JdbcSessionStore jdbc ? jdbc.consentLog().find(sessionId).orElse(null) : null;
    }
}
