package org.interviewworkbench.engine.pipeline;

import org.interviewworkbench.engine.aboutness.AnswerReader;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.interviewworkbench.engine.config.InterviewPhase;
import org.interviewworkbench.engine.config.MethodologyConfig;
import org.interviewworkbench.engine.config.Strategy;
import org.interviewworkbench.engine.coverage.CoverageTracker;
import org.interviewworkbench.engine.model.CoverageState;
import org.interviewworkbench.engine.model.FocusEntry;
import org.interviewworkbench.engine.model.InterviewGraph;
import org.interviewworkbench.engine.model.SessionInfo;
import org.interviewworkbench.engine.model.SessionState;
import org.interviewworkbench.engine.port.RubricScores;
import org.interviewworkbench.engine.scoring.RankingResult;
import org.interviewworkbench.engine.signal.SignalCatalog;
import org.interviewworkbench.engine.signal.SignalContext;
import org.interviewworkbench.engine.signal.SignalValue;
import org.interviewworkbench.engine.tracker.NodeStateTracker;
import org.interviewworkbench.engine.tracker.TrackerState;

/**
 * The pending question's ranking computed again, at once, from a corrected graph: the same signal detection and
 * strategy -> node ranking as Stage 8 of the turn that produced the pending question, on the corrected graph and
 * the tracker as it stood before that turn moved the focus ({@link FocusRewind}). No language model is called: the
 * answer's rubric is read back from the turn's stored rubric signals ({@code llm.*}, exact for the Likert scores).
 * A researcher's strategy override of that turn is kept (Stage 2 runs again for it). Without an override, a coverage
 * strategy (concept testing) that wins with nothing left to name hands over to the next strategy in the ranking, as
 * in Stage 8.
 *
 * <p>With no edit the result is the turn's own ranking (tested), so a rename that changes nothing the ranking reads
 * keeps the suggestion; deleting the focus moves it to the next best concept.
 */
public final class PendingRanking {

    private final SignalEngine signals;
    private final SignalCatalog catalog;
    private final AnswerReader answerReader;

    public PendingRanking(SignalEngine signals, SignalCatalog catalog, AnswerReader answerReader) {
        this.answerReader = answerReader;
        this.signals = signals;
        this.catalog = catalog;
    }

    /**
     * The recomputed ranking and the session state that goes with it.
     *
     * @param ranking the new ranking (strategy, focus, alternatives, decomposition)
     * @param phase   the phase it was computed for
     * @param global  global signals on the corrected graph
     * @param nodes   node signals on the corrected graph
     * @param state   the session state with the new pending strategy, focus, tracker (focus moved) and focus trace;
     *                the pending question text is left as it was (see {@link #changed})
     * @param changed whether the strategy or the focus differs from the state's pending ones
     */
    public record Result(RankingResult ranking, InterviewPhase phase, Map<String, SignalValue> global,
                         Map<String, Map<String, SignalValue>> nodes, SessionState state, boolean changed) {
    }

    /**
     * @param preFocus the tracker of the corrected graph before the turn moved the focus
     * @param state    the session state the pending question belongs to (turn {@code T} completed)
     * @param turns    every stored TurnResult of the session, turn 1 first ({@code T} of them)
     * @return the new ranking, or {@code null} when there is nothing to rank (no turn yet, or the interview ended)
     */
    public Result recompute(MethodologyConfig methodology, SessionInfo info, SessionState state,
                            InterviewGraph graph, TrackerState preFocus, List<TurnResult> turns) {
        return recompute(methodology, info, state, graph, preFocus, turns, null);
    }

    /**
     * As above, with the pending question's strategy chosen by the moderator: {@code chosen} replaces the ranking's
     * winner (Stage 2 runs again for it, as a turn's override does); {@code null} keeps what the turn decided.
     */
    public Result recompute(MethodologyConfig methodology, SessionInfo info, SessionState state,
                            InterviewGraph graph, TrackerState preFocus, List<TurnResult> turns, String chosen) {
        int turn = state.turnCount();
        if (turn == 0 || turns.size() < turn || state.status() != org.interviewworkbench.engine.model.SessionStatus.ACTIVE) {
            return null;
        }
        TurnResult last = turns.get(turn - 1);
        SignalContext ctx = new SignalContext(methodology, turn, info.maxTurns(), graph,
                StateComputationStage.canonicalMetrics(graph), preFocus, without(state.strategyHistory(), 1),
                depthsBefore(state, last), rubric(last.signals()), peak(turns, turn - 1, true),
                turn < 2 ? 0 : turns.get(turn - 2).graphCounts().surfaceNodes(), peak(turns, turn - 1, false),
                turn < 2 ? 0 : turns.get(turn - 2).graphCounts().canonicalSlotsActive(), state.coverage(),
                state.momentum(), SessionAnswers.ofTurns(answerReader, turns));
        SignalEngine.Detection detection = signals.detect(ctx);
        InterviewPhase phase = signals.phase(ctx);
        RankingResult ranking = signals.rank(methodology, phase, detection.global(), detection.nodes());
        String kept = chosen != null ? chosen : last.strategyOverride() != null ? state.pendingStrategy() : null;
        if (kept != null && !kept.equals(ranking.strategy())) {
            Strategy strategy = methodology.strategy(kept).orElse(null);
            if (strategy != null) {
                ranking = signals.rankOverride(methodology, phase, detection.nodes(), strategy, ranking);
            }
        }
        if (kept == null && nothingToName(methodology, ranking, state.coverage())) {
            // as Stage 8 does: a coverage strategy with nothing left to name hands over to the next strategy
            Strategy next = StrategySelectionStage.nextNamingStrategy(methodology, ranking);
            if (next != null) {
                ranking = signals.rankOverride(methodology, phase, detection.nodes(), next, ranking);
            }
        }
        NodeStateTracker tracker = NodeStateTracker.restore(preFocus);
        if (ranking.focusNodeId() != null) {
            tracker.updateFocus(ranking.focusNodeId(), turn, ranking.strategy());
        }
        List<FocusEntry> trace = new ArrayList<>(state.focusHistory());
        String label = ranking.focusNodeId() == null ? ""
                : graph.node(ranking.focusNodeId()).map(n -> n.label()).orElse("");
        FocusEntry entry = new FocusEntry(turn, ranking.focusNodeId(), label, ranking.strategy());
        if (!trace.isEmpty() && trace.get(trace.size() - 1).turn() == turn) {
            trace.set(trace.size() - 1, entry);
        } else {
            trace.add(entry);
        }
        List<String> strategies = new ArrayList<>(state.strategyHistory());
        if (!strategies.isEmpty()) {
            strategies.set(strategies.size() - 1, ranking.strategy());
        }
        boolean changed = !ranking.strategy().equals(state.pendingStrategy())
                || !java.util.Objects.equals(ranking.focusNodeId(), state.pendingFocusNodeId());
        SessionState next = new SessionState(state.turnCount(), tracker.snapshot(), state.saturation(),
                state.responseDepthHistory(), strategies, trace, state.surfaceVelocityPeak(),
                state.prevSurfaceNodeCount(), state.canonicalVelocityPeak(), state.prevCanonicalNodeCount(),
                state.pendingQuestion(), ranking.strategy(), ranking.focusNodeId(), state.status(),
                state.terminationReason(), state.tokenUsage(), state.coverage(), state.momentum());
        return new Result(ranking, phase, detection.global(), detection.nodes(), next, changed);
    }

    /**
     * Whether the winner is a coverage strategy without a focus node that finds no element or connection to name in
     * the coverage the turn left ({@link CoverageTracker#somethingToName}, Stage 8's test).
     */
    private static boolean nothingToName(MethodologyConfig methodology, RankingResult ranking, CoverageState coverage) {
        Strategy winner = methodology.strategy(ranking.strategy()).orElse(null);
        return coverage != null && !coverage.isEmpty() && winner != null
                && (winner.focusElement() || winner.focusConnection()) && ranking.focusNodeId() == null
                && !CoverageTracker.somethingToName(coverage, winner.focusElement(), winner.focusConnection());
    }

    /** The answer's rubric read back from the turn's rubric signals (Likert {@code (score - 1) / 4}, labels). */
    RubricScores rubric(Map<String, SignalValue> global) {
        Map<String, Integer> scores = new LinkedHashMap<>();
        for (String name : catalog.rubricSignalNames()) {
            SignalValue v = global.get(name);
            List<String> keys = catalog.rubricInputs(name);
            if (v == null || keys.isEmpty()) {
                continue;
            }
            Integer score = null;
            if (v instanceof SignalValue.Num n) {
                score = (int) Math.round(n.value() * 4 + 1);
            } else if (v instanceof SignalValue.Text t) {
                score = switch (t.value()) {
                    case "surface", "none" -> 1;
                    case "shallow", "low" -> 2;
                    case "moderate", "medium" -> 3;
                    case "deep", "high" -> 4;
                    default -> null;
                };
            }
            if (score != null) {
                scores.put(keys.get(0), score);
            }
        }
        return scores.isEmpty() ? null : new RubricScores(scores, Map.of());
    }

    /** The depth history as the turn saw it (without its own answer's depth). */
    private static List<String> depthsBefore(SessionState state, TurnResult last) {
        boolean rated = last.signals().containsKey("llm.response_depth");
        return rated ? without(state.responseDepthHistory(), 1) : state.responseDepthHistory();
    }

    private static List<String> without(List<String> list, int tail) {
        return list.subList(0, Math.max(0, list.size() - tail));
    }

    /** The largest per-turn growth of surface nodes (or active slots) over the first {@code upTo} turns. */
    private static double peak(List<TurnResult> turns, int upTo, boolean surface) {
        double peak = 0;
        int previous = 0;
        for (int i = 0; i < upTo; i++) {
            TurnResult.GraphCounts c = turns.get(i).graphCounts();
            int count = surface ? c.surfaceNodes() : c.canonicalSlotsActive();
            peak = Math.max(peak, Math.max(count - previous, 0));
            previous = count;
        }
        return peak;
    }
}
