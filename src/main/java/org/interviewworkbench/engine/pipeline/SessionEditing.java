package org.interviewworkbench.engine.pipeline;

import java.util.List;
import java.util.function.Supplier;
import org.interviewworkbench.engine.config.MethodologyConfig;
import org.interviewworkbench.engine.edit.GraphEdit;
import org.interviewworkbench.engine.model.InterviewGraph;
import org.interviewworkbench.engine.model.SessionSnapshot;
import org.interviewworkbench.engine.model.SessionState;

/**
 * Researcher edits applied to a session the same way from the workbench and the {@code edit} command: the edits and
 * the recomputed pending ranking ({@link SessionCorrection}), then, when the pending question no longer fits, the
 * question worded again ({@link PendingQuestionWriter}), or a focus-free question about the topic when there is no
 * ranking to word it from. Nothing is stored.
 */
public final class SessionEditing {

    private final SessionCorrection correction;
    private final Supplier<PendingQuestionWriter> writer;

    /**
     * @param writer words the new pending question (the session's language engine, or the offline one); asked for
     *               only when the question must be worded again
     */
    public SessionEditing(SessionCorrection correction, Supplier<PendingQuestionWriter> writer) {
        this.correction = correction;
        this.writer = writer;
    }

    /**
     * @param problems one line per bad edit ({@code edit <index>: <message>}, index 1-based in the list given)
     * @param graph    the corrected graph, or null on problems
     * @param state    the corrected state with the pending question re-ranked and reworded, or null on problems
     */
    public record Result(List<String> problems, InterviewGraph graph, SessionState state) {
        public Result {
            problems = List.copyOf(problems);
        }

        public boolean ok() {
            return problems.isEmpty();
        }
    }

    public Result apply(MethodologyConfig methodology, SessionSnapshot before, List<TurnResult> turns,
                        List<GraphEdit> edits) {
        return apply(methodology, before, turns, edits, null);
    }

    /**
     * As above, with the pending question's strategy chosen by the moderator: with no edit, the question about to be
     * asked regenerated for {@code chosenStrategy} (the interview panel's strategy choice); nothing is stored.
     */
    public Result apply(MethodologyConfig methodology, SessionSnapshot before, List<TurnResult> turns,
                        List<GraphEdit> edits, String chosenStrategy) {
        SessionCorrection.Outcome outcome = correction.apply(methodology, before, turns, edits, chosenStrategy);
        if (!outcome.ok()) {
            return new Result(outcome.problems(), null, null);
        }
        SessionState state = outcome.state();
        if (outcome.questionStale()) {
            String question;
            if (outcome.ranking() != null) {
                SessionSnapshot corrected = new SessionSnapshot(before.info(), before.concept(),
                        before.methodologySource(), state, outcome.graph(), before.utterances());
                question = writer.get().write(methodology, corrected, outcome.ranking());
            } else {
                question = focusFree(before.concept().name());
            }
            state = withQuestion(state, question);
        }
        return new Result(List.of(), outcome.graph(), state);
    }

    /** A question that names no concept, only the topic: "What else matters to you about oat milk?". */
    public static String focusFree(String topic) {
        String t = topic == null ? "" : topic.strip();
        if (t.length() > 1 && Character.isUpperCase(t.charAt(0)) && !Character.isUpperCase(t.charAt(1))) {
            t = Character.toLowerCase(t.charAt(0)) + t.substring(1);
        }
        return "What else matters to you about " + t + "?";
    }

    private static SessionState withQuestion(SessionState s, String question) {
        return new SessionState(s.turnCount(), s.tracker(), s.saturation(), s.responseDepthHistory(),
                s.strategyHistory(), s.focusHistory(), s.surfaceVelocityPeak(), s.prevSurfaceNodeCount(),
                s.canonicalVelocityPeak(), s.prevCanonicalNodeCount(), question, s.pendingStrategy(),
                s.pendingFocusNodeId(), s.status(), s.terminationReason(), s.tokenUsage(), s.coverage(),
                s.momentum());
    }
}
