package org.interviewworkbench.engine.pipeline;

import java.util.List;
import org.interviewworkbench.engine.config.MethodologyConfig;
import org.interviewworkbench.engine.model.SessionSnapshot;
import org.interviewworkbench.engine.model.Speaker;
import org.interviewworkbench.engine.model.Utterance;
import org.interviewworkbench.engine.tracker.NodeStateTracker;

/**
 * Words the pending question again after a correction changed its strategy, focus or focus label: Stage 9's focus
 * label and Stage 10's question generation (same language engine, prompt and deduplication as a turn) for the
 * recomputed ranking. The pending question itself is left out of the questions it must not repeat.
 */
public final class PendingQuestionWriter {

    private final ContinuationStage continuation = new ContinuationStage();
    private final QuestionGenerationStage generation;

    public PendingQuestionWriter(QuestionGenerationStage generation) {
        this.generation = generation;
    }

    /**
     * @param corrected the session with the corrected graph and state (turn {@code T} completed)
     * @param result    the recomputed ranking of the pending question
     * @return the new pending question
     */
    public String write(MethodologyConfig methodology, SessionSnapshot corrected, PendingRanking.Result result) {
        int turn = corrected.state().turnCount();
        List<Utterance> before = corrected.utterances().stream()
                .filter(u -> !(u.turnNumber() == turn && u.speaker() == Speaker.SYSTEM)).toList();
        // a workspace "during" turn T: the state before it only supplies the turn number
        var previous = new org.interviewworkbench.engine.model.SessionState(turn - 1, corrected.state().tracker(),
                corrected.state().saturation(), corrected.state().responseDepthHistory(),
                corrected.state().strategyHistory(), corrected.state().focusHistory(),
                corrected.state().surfaceVelocityPeak(), corrected.state().prevSurfaceNodeCount(),
                corrected.state().canonicalVelocityPeak(), corrected.state().prevCanonicalNodeCount(),
                corrected.state().pendingQuestion(), corrected.state().pendingStrategy(),
                corrected.state().pendingFocusNodeId(), corrected.state().status(), null,
                corrected.state().tokenUsage(), corrected.state().coverage(), corrected.state().momentum());
        TurnWorkspace ws = new TurnWorkspace(corrected.info(), corrected.concept(), methodology, previous,
                corrected.graph(), NodeStateTracker.restore(corrected.state().tracker()), before);
        String answer = lastAnswer(before, turn);
        UtteranceSavingStage.Output saved = new UtteranceSavingStage.Output(
                new Utterance("u" + turn + "-answer", turn, Speaker.USER, answer, corrected.info().createdAt()),
                answer, "");
        StrategySelectionStage.Output selection = new StrategySelectionStage.Output(result.ranking(), null,
                result.phase(), result.global(), result.nodes(), java.util.Map.of(), null,
                corrected.state().saturation(), corrected.state().coverage(), corrected.state().momentum());
        ContinuationStage.Output decision = continuation.decide(ws, selection);
        ContinuationStage.Output goOn = new ContinuationStage.Output(true, null, decision.focusLabel(),
                decision.turnsRemaining());
        var graph = corrected.graph();
        StateComputationStage.Output state = new StateComputationStage.Output(graph.nodeCount(), graph.edgeCount(),
                org.interviewworkbench.engine.model.GraphAnalysis.surfaceOrphanCount(graph),
                org.interviewworkbench.engine.model.GraphAnalysis.surfaceLongestChain(graph),
                corrected.state().saturation(), 0.0, StateComputationStage.canonicalMetrics(graph), null,
                corrected.state().coverage());
        return generation.generate(ws, saved, state, selection, goOn).question();
    }

    private static String lastAnswer(List<Utterance> utterances, int turn) {
        for (int i = utterances.size() - 1; i >= 0; i--) {
            Utterance u = utterances.get(i);
            if (u.speaker() == Speaker.USER && u.turnNumber() == turn) {
                return u.text();
            }
        }
        return "";
    }
}
