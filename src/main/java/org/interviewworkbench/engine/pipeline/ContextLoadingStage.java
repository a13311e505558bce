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
    private final SessionCorrection correction;

    public ContextLoadingStage(SessionStore store) {
        this(store, null);
    }

    /**
     * @param correction redoes the pending ranking for a strategy the moderator chose for the question asked
     *                   ({@link TurnInput#askedStrategy()}); {@code null} ignores such a choice
     */
    public ContextLoadingStage(SessionStore store, SessionCorrection correction) {
        this.store = store;
        this.correction = correction;
    }

    public TurnWorkspace load(TurnInput input) {
        SessionSnapshot snapshot = store.load(input.sessionId())
                .orElseThrow(() -> new IllegalArgumentException("unknown session " + input.sessionId()));
        if (snapshot.state().status() == SessionStatus.COMPLETED) {
            throw new IllegalStateException("session " + input.sessionId() + " has ended ("
                    + snapshot.state().terminationReason() + "); start a new session to continue");
        }
        SessionState state = snapshot.state();
        String chosen = input.askedStrategy();
        if (correction != null && chosen != null && !chosen.equals(state.pendingStrategy())) {
            SessionCorrection.Outcome o = correction.apply(input.methodology(), snapshot,
                    store.turnResults(input.sessionId()), java.util.List.of(), chosen);
            if (o.ok() && o.ranking() != null) {
                state = o.state(); // the pending question's strategy, focus, tracker and trace as chosen
            }
        }
        String asked = input.askedQuestion();
        if (state != snapshot.state() && asked != null && !asked.isBlank()) {
            // the question on screen was regenerated for the chosen strategy: its focus is the chosen ranking's
            state = AskedQuestionFocus.refocus(withQuestion(state, asked), snapshot.graph(), asked);
        } else {
            state = AskedQuestionFocus.refocus(state, snapshot.graph(), asked);
        }
        TurnWorkspace ws = new TurnWorkspace(snapshot.info(), snapshot.concept(), input.methodology(), state,
                snapshot.graph(), NodeStateTracker.restore(state.tracker()), snapshot.utterances());
        ws.suggestedState(snapshot.state());
        return ws;
    }

    private static SessionState withQuestion(SessionState s, String question) {
        return new SessionState(s.turnCount(), s.tracker(), s.saturation(), s.responseDepthHistory(),
                s.strategyHistory(), s.focusHistory(), s.surfaceVelocityPeak(), s.prevSurfaceNodeCount(),
                s.canonicalVelocityPeak(), s.prevCanonicalNodeCount(), question, s.pendingStrategy(),
                s.pendingFocusNodeId(), s.status(), s.terminationReason(), s.tokenUsage(), s.coverage(),
                s.momentum());
    }
}
