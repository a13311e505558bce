package org.interviewworkbench.engine.pipeline;

import org.interviewworkbench.engine.model.SessionSnapshot;
import org.interviewworkbench.engine.model.SessionState;
import org.interviewworkbench.engine.model.SessionStatus;
import org.interviewworkbench.engine.port.SessionStore;
import org.interviewworkbench.engine.tracker.NodeStateTracker;

/**
 * Stage 1: loads the session and opens the turn's workspace.
 *
 * <p>Contract: in = {@link TurnInput}; out = {@link TurnWorkspace} with working copies of graph and tracker,
 * {@code turnNumber = turnCount + 1}. Fails with {@link IllegalArgumentException} for an unknown session and
 * {@link IllegalStateException} for a completed one. When the moderator rewrote the suggested question, the previous
 * state's pending focus is the asked question's ({@link AskedQuestionFocus}), so every later stage that reads the
 * previous focus (extraction's conversational relation, yield credit, response depth, coverage) uses what was asked.
 */
public final class ContextLoadingStage {

    private final SessionStore store;

    public ContextLoadingStage(SessionStore store) {
        this.store = store;
    }

    public TurnWorkspace load(TurnInput input) {
        SessionSnapshot snapshot = store.load(input.sessionId())
                .orElseThrow(() -> new IllegalArgumentException("unknown session " + input.sessionId()));
        if (snapshot.state().status() == SessionStatus.COMPLETED) {
            throw new IllegalStateException("session " + input.sessionId() + " has ended ("
                    + snapshot.state().terminationReason() + "); start a new session to continue");
        }
        SessionState state = AskedQuestionFocus.refocus(snapshot.state(), snapshot.graph(), input.askedQuestion());
        return new TurnWorkspace(snapshot.info(), snapshot.concept(), input.methodology(), state,
                snapshot.graph(), NodeStateTracker.restore(state.tracker()), snapshot.utterances());
    }
}
