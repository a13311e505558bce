package org.interviewworkbench.engine.port;

import java.time.Instant;
import java.util.List;

import org.interviewworkbench.engine.model.InterviewGraph;
import org.interviewworkbench.engine.model.SessionState;

/** The researcher's edits of a session (design.md "Researcher edits"), stored with their effect. */
public interface EditLogStore {

    /**
     * One stored edit.
     *
     * @param seq       1-based position in the session's log
     * @param op        the edit's {@code op}
     * @param editJson  the edit as given, a JSON object
     * @param afterTurn completed turns when it was made
     * @param at        when
     * @param who       who made it
     */
    record EditRecord(int seq, String op, String editJson, int afterTurn, Instant at, String who) {
    }

    /**
     * Replaces the session's graph and state with the corrected ones and appends the edits to the log, in one
     * transaction (all or nothing).
     */
    void commitEdits(String sessionId, InterviewGraph graph, SessionState state, List<EditRecord> edits);

    /**
     * As {@link #commitEdits(String, InterviewGraph, SessionState, List)}, with answers corrected in the same
     * transaction (turn -> the whole corrected answer text: the answer utterance and the turn's stored result).
     */
    default void commitEdits(String sessionId, InterviewGraph graph, SessionState state, List<EditRecord> edits,
                             java.util.Map<Integer, String> answers) {
        if (!answers.isEmpty()) {
            throw new UnsupportedOperationException("this store cannot correct answers");
        }
        commitEdits(sessionId, graph, state, edits);
    }

    /**
     * Corrects stored answers (turn -> the whole corrected text: the answer utterance and the turn's stored result)
     * and appends {@code entries}, in one transaction; the graph and the state stay as they are.
     */
    default void correctAnswers(String sessionId, java.util.Map<Integer, String> answers, List<EditRecord> entries) {
        throw new UnsupportedOperationException("this store cannot correct answers");
    }

    /**
     * Appends entries that change nothing else (e.g. a member-check verdict that keeps a ladder as it is), in one
     * transaction. The moderator's overrides are not written here: they are part of their turn's commit.
     */
    void append(String sessionId, List<EditRecord> entries);

    /**
     * Undoes the session's last turn {@code turn}, in one transaction: the session goes back to {@code state} and
     * {@code graph} (as they were before the turn), the turn's result and utterances go, and {@code entry} is
     * appended to the log (the log keeps everything, including the edits made after the turn).
     *
     * @throws IllegalStateException when the stored session's last turn is not {@code turn}
     */
    void undoTurn(String sessionId, int turn, InterviewGraph graph, SessionState state, EditRecord entry);

    /** The session's edits in the order applied. */
    List<EditRecord> edits(String sessionId);
}
