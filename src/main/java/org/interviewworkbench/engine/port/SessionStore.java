package org.interviewworkbench.engine.port;

import java.util.List;
import java.util.Optional;
import org.interviewworkbench.engine.model.SessionSnapshot;
import org.interviewworkbench.engine.model.SessionSummary;
import org.interviewworkbench.engine.pipeline.TurnResult;

/**
 * Where sessions live. Every write is atomic: a crash at any moment leaves every completed turn intact and no
 * partial turn.
 */
public interface SessionStore {

    /** Stores a new session with its opening question utterance (turn 0). */
    void createSession(SessionSnapshot initial);

    /** The whole session, or empty when unknown. */
    Optional<SessionSnapshot> load(String sessionId);

    /**
     * Commits one turn in one transaction.
     *
     * @throws IllegalStateException when the stored turn count is not {@code result.turnNumber() - 1}
     *                               (another writer advanced the session)
     */
    void commitTurn(TurnCommit commit);

    /**
     * The session as it was just before turn {@code turn} (1-based) ran: graph, tracker and state with the edits made
     * after the turn before, and the utterances of the earlier turns; empty when the store did not keep it.
     */
    default Optional<SessionSnapshot> beforeTurn(String sessionId, int turn) {
        return Optional.empty();
    }

    /** All sessions, newest first. */
    List<SessionSummary> listSessions();

    /** The stored TurnResults of a session, in turn order. */
    List<TurnResult> turnResults(String sessionId);

    /** Deletes a session and everything that belongs to it; false when unknown. */
    boolean deleteSession(String sessionId);
}
