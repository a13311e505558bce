package org.interviewworkbench.engine.pipeline;

import org.interviewworkbench.engine.aboutness.AnswerReader;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.interviewworkbench.engine.config.InterviewPhase;
import org.interviewworkbench.engine.config.MethodologyConfig;
import org.interviewworkbench.engine.config.Strategy;
import org.interviewworkbench.engine.coverage.CoverageTracker;
import org.interviewworkbench.engine.coverage.MomentumAssessor;
import org.interviewworkbench.engine.model.CoverageState;
import org.interviewworkbench.engine.model.MomentumState;
import org.interviewworkbench.engine.model.SaturationState;
import org.interviewworkbench.engine.model.SessionState;
import org.interviewworkbench.engine.port.LanguageEngine;
import org.interviewworkbench.engine.port.LanguageTask;
import org.interviewworkbench.engine.port.RatingRequest;
import org.interviewworkbench.engine.port.RubricScores;
import org.interviewworkbench.engine.port.TaskResult;
import org.interviewworkbench.engine.scoring.RankingResult;
import org.interviewworkbench.engine.signal.SignalCatalog;
import org.interviewworkbench.engine.signal.SignalContext;
import org.interviewworkbench.engine.signal.SignalValue;
import org.interviewworkbench.engine.tracker.NodeStateTracker;

/**
 * Stage 8: rates the answer, detects global and node signals, ranks strategies and focus nodes, and moves the
 * tracker's focus.
 *
 * <p>Order (ADR-015 data flow): (1) one batched rubric rating of the answer; (2) the answer's depth is appended
 * to the node the question was about; (3) global and node signals are detected; (4) strategy then node ranking
 * (or joint ranking); a researcher's strategy override replaces the winner and re-runs node ranking for it;
 * (5) the new focus is recorded. Appending the depth before node detection lets exhaustion react to the answer
 * just given (the peer appended it after ranking, one turn late).
 *
 * <p>The shallow counter of saturation is updated here: +1 when this answer's depth is surface or shallow, else 0.
 *
 * <p>Momentum (concept testing): when the methodology lists {@code llm.momentum} or {@code meta.fatigue}, the
 * answer's momentum is assessed ({@link MomentumAssessor}) right after the rating and appended to the momentum
 * history before detection. When the winner has {@code focus_element: true} and no focus node, the question's
 * element is chosen ({@link CoverageTracker#nextFocusElement}) and kept in the coverage state; when it has
 * {@code focus_connection: true}, the unmet connection requirement to ask about
 * ({@link CoverageTracker#nextFocusConnection}) is chosen and kept the same way.
 */
public final class StrategySelectionStage {

    private final LanguageEngine language;
    private final SignalCatalog catalog;
    private final SignalEngine signals;
    private final AnswerReader answerReader;
    private final MomentumAssessor momentumAssessor = new MomentumAssessor();

    public StrategySelectionStage(LanguageEngine language, SignalCatalog catalog, SignalEngine signals,
                                  AnswerReader answerReader) {
        this.answerReader = answerReader;
        this.language = language;
        this.catalog = catalog;
        this.signals = signals;
    }

    /**
     * @param ranking        the ranking (with the override applied)
     * @param originalWinner the ranking's own winner when overridden, else {@code null}
     * @param phase          phase of this turn
     * @param globalSignals  global signals
     * @param nodeSignals    node signals
     * @param missing        signals whose detector failed
     * @param responseDepth  this answer's depth label, or {@code null}
     * @param saturation     saturation counters incl. the shallow counter
     * @param coverage       coverage after this turn, with the element the next question names (if any)
     * @param momentum       momentum history including this answer
     */
    public record Output(RankingResult ranking, String originalWinner, InterviewPhase phase,
                         Map<String, SignalValue> globalSignals, Map<String, Map<String, SignalValue>> nodeSignals,
                         Map<String, String> missing, String responseDepth, SaturationState saturation,
                         CoverageState coverage, MomentumState momentum) {
        public Output {
            coverage = coverage == null ? CoverageState.EMPTY : coverage;
            momentum = momentum == null ? MomentumState.INITIAL : momentum;
        }

        public Output(RankingResult ranking, String originalWinner, InterviewPhase phase,
                      Map<String, SignalValue> globalSignals, Map<String, Map<String, SignalValue>> nodeSignals,
                      Map<String, String> missing, String responseDepth, SaturationState saturation) {
            this(ranking, originalWinner, phase, globalSignals, nodeSignals, missing, responseDepth, saturation, null,
                    null);
        }

        public String strategy() {
            return ranking.strategy();
        }

        public String focusNodeId() {
            return ranking.focusNodeId();
        }
    }

    public Output select(TurnWorkspace ws, UtteranceSavingStage.Output saved, StateComputationStage.Output state,
                         String strategyOverride) {
        return select(ws, saved, state, strategyOverride,
                startRating(ws, saved, TurnTasks.inline(org.interviewworkbench.engine.port.Clock.SYSTEM)));
    }

    /** Starts the rubric rating of the answer: it reads only the question and the answer, so it runs at once. */
    TurnTasks.Pending<RubricScores> startRating(TurnWorkspace ws, UtteranceSavingStage.Output saved, TurnTasks tasks) {
        RatingRequest request = new RatingRequest(saved.question(), saved.processedText(), rubricKeys(ws));
        return tasks.submit(LanguageTask.SIGNAL_SCORING, () -> language.rate(request), offline -> offline.rate(request));
    }

    Output select(TurnWorkspace ws, UtteranceSavingStage.Output saved, StateComputationStage.Output state,
                  String strategyOverride, TurnTasks.Pending<RubricScores> rating) {
        MethodologyConfig methodology = ws.methodology();
        NodeStateTracker tracker = ws.tracker();
        SessionState prev = ws.previousState();

        TaskResult<RubricScores> rated = rating.join();
        ws.account(LanguageTask.SIGNAL_SCORING, rated);
        RubricScores rubric = rated.value();
        String depth = rubric == null ? null : SignalEngine.depthLabel(rubric.scores().get("response_depth"));
        String previousFocus = tracker.previousFocus();
        if (previousFocus != null && depth != null) {
            tracker.appendResponseSignal(previousFocus, depth);
        }

        MomentumState momentum = prev.momentum();
        if (tracksMomentum(methodology)) {
            momentum = momentum.next(momentumAssessor.assess(score(rubric, "response_depth"),
                    score(rubric, "engagement"), score(rubric, "hedging_language"), saved.processedText()));
        }
        SignalContext ctx = new SignalContext(methodology, ws.turnNumber(), ws.info().maxTurns(), ws.graph(),
                state.canonical(), tracker.snapshot(), prev.strategyHistory(), prev.responseDepthHistory(), rubric,
                prev.surfaceVelocityPeak(), prev.prevSurfaceNodeCount(), prev.canonicalVelocityPeak(),
                prev.prevCanonicalNodeCount(), state.coverage(), momentum,
                SessionAnswers.of(answerReader, ws.transcript(), saved.utterance().id(), saved.utterance().text()));
        ws.signalContext(ctx);
        SignalEngine.Detection detection = signals.detect(ctx);
        InterviewPhase phase = signals.phase(ctx);
        RankingResult ranking = signals.rank(methodology, phase, detection.global(), detection.nodes());
        String originalWinner = null;
        if (strategyOverride != null && !strategyOverride.equals(ranking.strategy())) {
            Strategy chosen = methodology.strategy(strategyOverride).orElseThrow(() ->
                    new IllegalArgumentException("unknown strategy '" + strategyOverride + "' for methodology "
                            + methodology.id()));
            originalWinner = ranking.strategy();
            ranking = signals.rankOverride(methodology, phase, detection.nodes(), chosen, ranking);
        }
        CoverageState coverage = coverageFocus(ws, state.coverage(), methodology, ranking);
        if (strategyOverride == null && nothingToName(methodology, ranking, coverage)) {
            // a coverage strategy won but every element it could name has been asked about and answered: asking
            // about the whole concept again would repeat the opening, so the next strategy in the ranking asks
            Strategy next = nextNamingStrategy(methodology, ranking);
            if (next != null) {
                ranking = signals.rankOverride(methodology, phase, detection.nodes(), next, ranking);
                coverage = coverageFocus(ws, state.coverage(), methodology, ranking);
            }
        }
        if (ranking.focusNodeId() != null) {
            tracker.updateFocus(ranking.focusNodeId(), ws.turnNumber(), ranking.strategy());
        }

        SaturationState s = state.saturation();
        int shallowRun = depth == null ? s.consecutiveShallow()
                : ("surface".equals(depth) || "shallow".equals(depth)) ? s.consecutiveShallow() + 1 : 0;
        SaturationState saturation = new SaturationState(s.consecutiveZeroYield(), shallowRun,
                s.consecutiveDepthPlateau(), s.prevMaxDepth());
        return new Output(ranking, originalWinner, phase, detection.global(), detection.nodes(), detection.missing(),
                depth, saturation, coverage, momentum);
    }

    /**
     * The coverage state with the element or connection the winner's question names (none when the winner names a
     * node or is not a coverage strategy).
     */
    private static CoverageState coverageFocus(TurnWorkspace ws, CoverageState coverage, MethodologyConfig methodology,
                                               RankingResult ranking) {
        Strategy winner = methodology.strategy(ranking.strategy()).orElse(null);
        if (!coverage.isEmpty() && winner != null && winner.focusConnection() && ranking.focusNodeId() == null) {
            coverage = coverage.withFocusConnection(CoverageTracker.nextFocusConnection(ws.concept(), coverage));
        }
        if (!coverage.isEmpty() && winner != null && winner.focusElement() && ranking.focusNodeId() == null
                && coverage.focusConnection() == null) {
            coverage = coverage.withFocusElement(CoverageTracker.nextFocusElement(ws.concept(), coverage,
                    ws.previousState().coverage().focusElementId()));
        }
        return coverage;
    }

    /** Whether the winner is a coverage strategy that found no element or connection to name. */
    private static boolean nothingToName(MethodologyConfig methodology, RankingResult ranking, CoverageState coverage) {
        Strategy winner = methodology.strategy(ranking.strategy()).orElse(null);
        return !coverage.isEmpty() && winner != null && (winner.focusElement() || winner.focusConnection())
                && ranking.focusNodeId() == null && coverage.focusElementId() == null
                && coverage.focusConnection() == null;
    }

    /** The best-ranked strategy after the winner that is not a coverage strategy, or {@code null}. */
    static Strategy nextNamingStrategy(MethodologyConfig methodology, RankingResult ranking) {
        for (var alternative : ranking.alternatives()) {
            Strategy s = methodology.strategy(alternative.strategy()).orElse(null);
            if (s != null && !s.name().equals(ranking.strategy()) && !s.focusElement() && !s.focusConnection()) {
                return s;
            }
        }
        return null;
    }

    private static boolean tracksMomentum(MethodologyConfig methodology) {
        List<String> configured = methodology.configuredSignals();
        return configured.contains("llm.momentum") || configured.contains("meta.fatigue");
    }

    private static Integer score(RubricScores rubric, String key) {
        return rubric == null ? null : rubric.scores().get(key);
    }

    private List<String> rubricKeys(TurnWorkspace ws) {
        List<String> keys = new ArrayList<>();
        keys.add("response_depth");
        for (String name : ws.methodology().configuredSignals()) {
            for (String key : catalog.rubricInputs(name)) {
                if (!keys.contains(key)) {
                    keys.add(key);
                }
            }
        }
        return keys;
    }

    /**
     * The selection with its signals detected again over the graph as it is after slot discovery (which ran after
     * the question, see {@link org.interviewworkbench.engine.signal.SlotDependentSignals}): the same context as the
     * ranking's but the canonical metrics, so the recorded signals are those of a sequential run. The ranking does
     * not read the signals that can change.
     */
    Output withSignalsAfterSlots(TurnWorkspace ws, Output selection, StateComputationStage.Output stateAfterSlots) {
        SignalContext c = ws.signalContext();
        if (c == null) {
            return selection;
        }
        SignalContext after = new SignalContext(c.methodology(), c.turnNumber(), c.maxTurns(), c.graph(),
                stateAfterSlots.canonical(), c.tracker(), c.strategyHistory(), c.responseDepthHistory(), c.rubric(),
                c.surfaceVelocityPeak(), c.prevSurfaceNodeCount(), c.canonicalVelocityPeak(),
                c.prevCanonicalNodeCount(), c.coverage(), c.momentum(), c.answers());
        SignalEngine.Detection detection = signals.detect(after);
        return new Output(selection.ranking(), selection.originalWinner(), selection.phase(), detection.global(),
                detection.nodes(), detection.missing(), selection.responseDepth(), selection.saturation(),
                selection.coverage(), selection.momentum());
    }
}
