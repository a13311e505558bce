package org.interviewworkbench.engine.port;

import java.time.Instant;
import java.util.Optional;

/** The consent note and redaction choice recorded with each session (issue 11, "On record"). */
public interface ConsentStore {

    /** Longest consent note kept. */
    int MAX_TEXT = 4000;

    /**
     * What was recorded for a session.
     *
     * @param text       who consented to what, in the researcher's words ({@code --consent}); {@code null} if none
     * @param redaction  the effective redaction of the engine: {@code on}, {@code off} or
     *                   {@code partial (on for: task, ...)}
     * @param recordedAt when it was recorded
     */
    record SessionConsent(String text, String redaction, Instant recordedAt) {
        public SessionConsent {
            if (text != null && text.length() > MAX_TEXT) {
                throw new IllegalArgumentException("the consent note is longer than " + MAX_TEXT + " characters");
            }
            if (redaction == null || redaction.isBlank()) {
                throw new IllegalArgumentException("the redaction choice is required");
            }
        }
    }

    /** Records (or replaces) the session's consent note and redaction choice. */
    void record(String sessionId, SessionConsent consent);

    /** What was recorded for the session, if anything (sessions before V6 have nothing). */
    Optional<SessionConsent> find(String sessionId);
}
