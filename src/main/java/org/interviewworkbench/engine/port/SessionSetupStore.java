package org.interviewworkbench.engine.port;

import java.time.Instant;
import java.time.LocalDate;
import java.util.Optional;

/** What the researcher filled in when setting up a session: participant, date, moderator and notes (issue 15). */
public interface SessionSetupStore {

    /** Longest participant id or moderator kept. */
    int MAX_NAME = 200;
    /** Longest notes kept. */
    int MAX_NOTES = 4000;

    /**
     * The setup of one session; every field optional.
     *
     * @param participantId the participant's id in the study (a code, not a name), or {@code null}
     * @param interviewDate the day of the interview, or {@code null}
     * @param moderator     who moderated, or {@code null}
     * @param notes         free notes, or {@code null}
     * @param recordedAt    when it was recorded
     */
    record SessionSetup(String participantId, LocalDate interviewDate, String moderator, String notes,
                        Instant recordedAt) {
        public SessionSetup {
            participantId = blankToNull(participantId);
            moderator = blankToNull(moderator);
            notes = blankToNull(notes);
            if (participantId != null && participantId.length() > MAX_NAME) {
                throw new IllegalArgumentException("the participant id is longer than " + MAX_NAME + " characters");
            }
            if (moderator != null && moderator.length() > MAX_NAME) {
                throw new IllegalArgumentException("the moderator is longer than " + MAX_NAME + " characters");
            }
            if (notes != null && notes.length() > MAX_NOTES) {
                throw new IllegalArgumentException("the notes are longer than " + MAX_NOTES + " characters");
            }
            if (recordedAt == null) {
                throw new IllegalArgumentException("the time of recording is required");
            }
        }

        private static String blankToNull(String s) {
            return s == null || s.isBlank() ? null : s.strip();
        }
    }

    /** Records (or replaces) the setup of a session. */
    void record(String sessionId, SessionSetup setup);

    /** The setup recorded for the session, if any. */
    Optional<SessionSetup> find(String sessionId);
}
