package org.interviewworkbench.engine.pipeline;

import java.util.List;
import java.util.Objects;
import org.interviewworkbench.engine.config.MethodologyConfig;
import org.interviewworkbench.engine.edit.EditOutcome;
import org.interviewworkbench.engine.edit.GraphEdit;
import org.interviewworkbench.engine.edit.GraphEditor;
import org.interviewworkbench.engine.model.InterviewGraph;
import org.interviewworkbench.engine.model.SessionSnapshot;
import org.interviewworkbench.engine.model.SessionState;
import org.interviewworkbench.engine.model.SurfaceNode;
import org.interviewworkbench.engine.tracker.NodeStateTracker;
import org.interviewworkbench.engine.tracker.TrackerState;

/**
 * Researcher edits applied to a session as one pure function: the edits ({@link GraphEditor}, all or nothing), then
 * the pending ranking computed again from the corrected graph ({@link PendingRanking}), so the suggested next
 * question can change before the next answer arrives. Nothing is stored and no language model is called; the new
 * question's wording is {@link PendingQuestionWriter}'s job when {@link Outcome#questionStale()} says so.
 *
 * <p>Order: the tracker is rewound to before the last turn's focus move ({@link FocusRewind}), the edits are
 * applied to it and the graph, the ranking runs, and the focus moves to the new winner. Before the first answer
 * and after the interview ended there is no ranking to redo: the pending focus follows the edits as
 * {@link GraphEditor} says (a deleted focus is cleared).
 */
public final class SessionCorrection {

    private final PendingRanking ranking;

    public SessionCorrection(PendingRanking ranking) {
        this.ranking = ranking;
    }

    /**
     * @param problems      one line per bad edit ({@code edit <index>: <message>}); nothing else is set then
     * @param graph         the corrected graph
     * @param state         the corrected state (tracker, pending strategy and focus, focus trace); the pending
     *                      question is the old one
     * @param ranking       the recomputed ranking, or {@code null} when there was none to redo
     * @param questionStale whether the pending question no longer fits (its strategy, focus or focus label changed)
     */
    public record Outcome(List<String> problems, InterviewGraph graph, SessionState state,
                          PendingRanking.Result ranking, boolean questionStale) {
        public Outcome {
            problems = List.copyOf(problems);
        }

        public boolean ok() {
            return problems.isEmpty();
        }
    }

    /** Applies {@code edits} to {@code session} (whose turns are {@code turns}) and re-ranks the pending question. */
    public Outcome apply(MethodologyConfig methodology, SessionSnapshot session, List<TurnResult> turns,
                         List<GraphEdit> edits) {
        return apply(methodology, session, turns, edits, null);
    }

    /**
     * As above, with the pending question's strategy chosen by the moderator ({@code null}: as the turn decided);
     * with no edit this is the what-if of that strategy for the question about to be asked.
     */
    public Outcome apply(MethodologyConfig methodology, SessionSnapshot session, List<TurnResult> turns,
                         List<GraphEdit> edits, String chosenStrategy) {
        SessionState state = session.state();
        int turn = state.turnCount();
        TrackerState preFocus = FocusRewind.beforeFocus(state.tracker(), state.pendingFocusNodeId(),
                state.pendingStrategy(), turn, state.focusHistory());
        EditOutcome edited = new GraphEditor(methodology.ontology()).apply(session.graph(), preFocus,
                state.pendingFocusNodeId(), edits);
        if (!edited.ok()) {
            return new Outcome(edited.problems(), null, null, null, false);
        }
        String oldLabel = label(session.graph(), state.pendingFocusNodeId());
        PendingRanking.Result result = ranking.recompute(methodology, session.info(), state, edited.graph(),
                edited.tracker(), turns, chosenStrategy);
        if (result != null) {
            boolean stale = result.changed() || !Objects.equals(oldLabel,
                    label(edited.graph(), result.ranking().focusNodeId()));
            return new Outcome(List.of(), edited.graph(), result.state(), result, stale);
        }
        NodeStateTracker tracker = NodeStateTracker.restore(edited.tracker());
        if (edited.pendingFocusId() != null && preFocus != state.tracker()) {
            tracker.updateFocus(edited.pendingFocusId(), turn, state.pendingStrategy());
        }
        SessionState next = new SessionState(turn, tracker.snapshot(), state.saturation(),
                state.responseDepthHistory(), state.strategyHistory(), state.focusHistory(),
                state.surfaceVelocityPeak(), state.prevSurfaceNodeCount(), state.canonicalVelocityPeak(),
                state.prevCanonicalNodeCount(), state.pendingQuestion(), state.pendingStrategy(),
                edited.pendingFocusId(), state.status(), state.terminationReason(), state.tokenUsage(),
                state.coverage(), state.momentum());
        boolean stale = edited.pendingFocusGone() || !Objects.equals(oldLabel,
                label(edited.graph(), edited.pendingFocusId()));
        return new Outcome(List.of(), edited.graph(), next, null, stale && turn > 0
                && state.status() == org.interviewworkbench.engine.model.SessionStatus.ACTIVE);
    }

    private static String label(InterviewGraph graph, String nodeId) {
        return nodeId == null ? null : graph.node(nodeId).map(SurfaceNode::label).orElse(null);
    }
}
