package org.interviewworkbench.engine.pipeline;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.interviewworkbench.engine.model.FocusEntry;
import org.interviewworkbench.engine.model.SessionState;
import org.interviewworkbench.engine.model.SessionStatus;
import org.interviewworkbench.engine.model.Utterance;
import org.interviewworkbench.engine.pipeline.TurnResult.ExtractionSummary;
import org.interviewworkbench.engine.pipeline.TurnResult.GraphCounts;
import org.interviewworkbench.engine.port.ModeratorOverride;
import org.interviewworkbench.engine.port.SessionStore;
import org.interviewworkbench.engine.port.TokenUsage;
import org.interviewworkbench.engine.port.TurnCommit;
import org.interviewworkbench.engine.tracker.TrackerState;

/**
 * Stage 12: builds the new session state and the TurnResult and commits the whole turn in one transaction.
 *
 * <p>State carried to the next turn (so a resumed session behaves exactly like an uninterrupted one): turn count,
 * tracker, saturation counters, the answer-depth history (last {@link SessionState#DEPTH_HISTORY_LIMIT}),
 * strategy history, focus trace (one entry per turn, seed 001 path 17), velocity peaks (surface and canonical
 * delta = max(count - previous count, 0); peak = max(peak, delta)), the pending question with its strategy and
 * focus, status and token usage, stimulus coverage (with the element the pending question names) and momentum.
 * The moderator's overrides of the turn (question rewritten, strategy chosen) go into the same commit.
 */
public final class ScoringPersistenceStage {

    private final SessionStore store;
    private final org.interviewworkbench.engine.port.Clock clock;

    public ScoringPersistenceStage(SessionStore store, org.interviewworkbench.engine.port.Clock clock) {
        this.store = store;
        this.clock = clock;
    }

    /** Everything a turn produced, gathered for the result. */
    public record Inputs(UtteranceSavingStage.Output saved, org.interviewworkbench.engine.port.Extraction extraction,
                         GraphUpdateStage.Output update, StateComputationStage.Output state,
                         StrategySelectionStage.Output selection, ContinuationStage.Output continuation,
                         QuestionGenerationStage.Output question, Utterance questionUtterance) {
    }

    /**
     * Builds and commits the turn, the question taken as complete when this stage starts. The stored latency of
     * this stage covers everything up to the database commit (the commit itself cannot be inside the record it
     * writes).
     */
    public TurnResult persist(TurnWorkspace ws, Inputs in, Map<String, Double> earlierLatencies, long turnStartNanos,
                              long stageStartNanos) {
        return persist(ws, in, earlierLatencies, turnStartNanos, stageStartNanos, stageStartNanos);
    }

    /**
     * As above, with the moment the question was complete: {@code latency_ms} is the time from the answer to it
     * (design.md "What leaves the laptop"); work deferred after the question (slot discovery) is not in it.
     */
    public TurnResult persist(TurnWorkspace ws, Inputs in, Map<String, Double> earlierLatencies, long turnStartNanos,
                              long questionReadyNanos, long stageStartNanos) {
        SessionState prev = ws.previousState();
        int turn = ws.turnNumber();
        String strategy = in.selection().strategy();
        String focusId = in.selection().focusNodeId();

        List<String> depths = new ArrayList<>(prev.responseDepthHistory());
        if (in.selection().responseDepth() != null) {
            depths.add(in.selection().responseDepth());
        }
        if (depths.size() > SessionState.DEPTH_HISTORY_LIMIT) {
            depths = depths.subList(depths.size() - SessionState.DEPTH_HISTORY_LIMIT, depths.size());
        }
        List<String> strategies = new ArrayList<>(prev.strategyHistory());
        strategies.add(strategy);
        List<FocusEntry> focus = new ArrayList<>(prev.focusHistory());
        String focusLabel = focusId == null ? "" : ws.graph().node(focusId).map(n -> n.label()).orElse("");
        focus.add(new FocusEntry(turn, focusId, focusLabel, strategy));

        int nodes = in.state().nodeCount();
        int surfaceDelta = Math.max(nodes - prev.prevSurfaceNodeCount(), 0);
        int activeSlots = in.state().canonical().conceptCount();
        int canonicalDelta = Math.max(activeSlots - prev.prevCanonicalNodeCount(), 0);
        Map<String, TokenUsage> usage = new LinkedHashMap<>(prev.tokenUsage());
        ws.tokenUsage().forEach((task, u) -> usage.merge(task, u, TokenUsage::plus));

        boolean goOn = in.continuation().shouldContinue();
        TrackerState tracker = ws.tracker().snapshot();
        SessionState next = new SessionState(turn, tracker, in.selection().saturation(), depths, strategies, focus,
                Math.max(prev.surfaceVelocityPeak(), surfaceDelta), nodes,
                Math.max(prev.canonicalVelocityPeak(), canonicalDelta), activeSlots, in.question().question(),
                strategy, focusId, goOn ? SessionStatus.ACTIVE : SessionStatus.COMPLETED,
                in.continuation().terminationReason(), usage, in.selection().coverage(), in.selection().momentum());

        var extraction = in.extraction();
        long now = clock.nanoTime();
        Map<String, Double> stageLatencies = new LinkedHashMap<>(earlierLatencies);
        stageLatencies.put(Stage.SCORING_PERSISTENCE.displayName(), millis(now - stageStartNanos));
        double totalMs = millis(Math.min(now, questionReadyNanos) - turnStartNanos);
        TurnResult result = new TurnResult(turn, in.saved().question(), in.saved().utterance().text(), strategy,
                in.selection().originalWinner(), focusId, in.continuation().focusLabel(),
                in.selection().phase().id(), goOn, in.continuation().terminationReason(),
                in.selection().globalSignals(), in.selection().nodeSignals(), in.selection().missing(),
                in.selection().ranking().alternatives(), in.selection().ranking().scoreDecomposition(),
                tracker.states(), in.update().nodesAdded(), in.update().nodesMentioned(), in.update().edgesAdded(),
                new ExtractionSummary(extraction.extractable(), extraction.reason(), extraction.concepts().size(),
                        extraction.relationships().size(), in.update().rejected()),
                new GraphCounts(nodes, in.state().edgeCount(), activeSlots, ws.graph().canonicalEdges().size()),
                in.state().canonical(), in.state().comparison(), ws.degraded(), ws.notices(), totalMs,
                stageLatencies, in.question().question(), ws.tokenUsage(), in.selection().coverage().elements());
        List<Utterance> utterances = ws.newUtterances();
        store.commitTurn(new TurnCommit(ws.info().id(), next, utterances, ws.graph(), result,
                overrides(ws.suggestedState(), prev, turn, in)));
        return result;
    }

    /**
     * The moderator's overrides of this turn, stored with it: a question asked in place of the suggested one
     * (after the previous turn), or a strategy chosen for it in the interview panel (the question regenerated for
     * it), and a strategy chosen instead of the ranking's (for this turn's next question).
     *
     * @param stored the state as stored before the turn (the suggestion)
     * @param asked  the state the turn started from (the strategy chosen for the question asked)
     */
    static List<ModeratorOverride> overrides(SessionState stored, SessionState asked, int turn, Inputs in) {
        List<ModeratorOverride> out = new ArrayList<>();
        String chosen = asked.pendingStrategy();
        if (chosen != null && !chosen.equals(stored.pendingStrategy())) {
            out.add(ModeratorOverride.askedStrategy(turn - 1, stored.pendingStrategy(), chosen));
        } else {
            String suggested = stored.pendingQuestion() == null ? "" : stored.pendingQuestion().strip();
            String question = in.saved().question() == null ? "" : in.saved().question().strip();
            if (!question.isEmpty() && !question.equals(suggested)) {
                out.add(ModeratorOverride.question(turn - 1, suggested, question));
            }
        }
        String ranking = in.selection().originalWinner();
        if (ranking != null && !ranking.equals(in.selection().strategy())) {
            out.add(ModeratorOverride.strategy(turn, ranking, in.selection().strategy()));
        }
        return out;
    }

    private static double millis(long nanos) {
        return Math.round(nanos / 1_000.0) / 1000.0;
    }
}
