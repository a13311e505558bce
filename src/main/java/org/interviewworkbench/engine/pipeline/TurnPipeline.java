package org.interviewworkbench.engine.pipeline;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Supplier;
import org.interviewworkbench.engine.model.Utterance;
import org.interviewworkbench.engine.port.Clock;
import org.interviewworkbench.engine.port.Extraction;
import org.interviewworkbench.engine.port.RubricScores;
import org.interviewworkbench.engine.port.SrlAnalysis;
import org.interviewworkbench.engine.signal.SlotDependentSignals;

/**
 * The turn pipeline: twelve single-purpose stages in the order of seed 002, each timed. Nothing is stored before
 * the last stage commits the turn in one transaction; a cancelled or failed turn leaves the session as it was.
 */
public final class TurnPipeline {

    private final ContextLoadingStage contextLoading;
    private final UtteranceSavingStage utteranceSaving;
    private final SrlPreprocessingStage srlPreprocessing;
    private final ExtractionStage extraction;
    private final GraphUpdateStage graphUpdate;
    private final SlotDiscoveryStage slotDiscovery;
    private final StateComputationStage stateComputation;
    private final StrategySelectionStage strategySelection;
    private final ContinuationStage continuation;
    private final QuestionGenerationStage questionGeneration;
    private final ResponseSavingStage responseSaving;
    private final ScoringPersistenceStage scoringPersistence;
    private final Clock clock;
    private final TurnConcurrency concurrency;
    private final String engineId;

    public TurnPipeline(ContextLoadingStage contextLoading, UtteranceSavingStage utteranceSaving,
                        SrlPreprocessingStage srlPreprocessing, ExtractionStage extraction,
                        GraphUpdateStage graphUpdate, SlotDiscoveryStage slotDiscovery,
                        StateComputationStage stateComputation, StrategySelectionStage strategySelection,
                        ContinuationStage continuation, QuestionGenerationStage questionGeneration,
                        ResponseSavingStage responseSaving, ScoringPersistenceStage scoringPersistence, Clock clock) {
        this(contextLoading, utteranceSaving, srlPreprocessing, extraction, graphUpdate, slotDiscovery,
                stateComputation, strategySelection, continuation, questionGeneration, responseSaving,
                scoringPersistence, clock, TurnConcurrency.SEQUENTIAL, "");
    }

    /**
     * As above, with the language tasks run as {@code concurrency} says.
     *
     * @param engineId the turn's language engine, named in the degraded reason of a late task
     */
    public TurnPipeline(ContextLoadingStage contextLoading, UtteranceSavingStage utteranceSaving,
                        SrlPreprocessingStage srlPreprocessing, ExtractionStage extraction,
                        GraphUpdateStage graphUpdate, SlotDiscoveryStage slotDiscovery,
                        StateComputationStage stateComputation, StrategySelectionStage strategySelection,
                        ContinuationStage continuation, QuestionGenerationStage questionGeneration,
                        ResponseSavingStage responseSaving, ScoringPersistenceStage scoringPersistence, Clock clock,
                        TurnConcurrency concurrency, String engineId) {
        this.concurrency = concurrency;
        this.engineId = engineId;
        this.contextLoading = contextLoading;
        this.utteranceSaving = utteranceSaving;
        this.srlPreprocessing = srlPreprocessing;
        this.extraction = extraction;
        this.graphUpdate = graphUpdate;
        this.slotDiscovery = slotDiscovery;
        this.stateComputation = stateComputation;
        this.strategySelection = strategySelection;
        this.continuation = continuation;
        this.questionGeneration = questionGeneration;
        this.responseSaving = responseSaving;
        this.scoringPersistence = scoringPersistence;
        this.clock = clock;
    }

    /**
     * Runs one turn. The rubric rating starts as soon as the answer is saved and runs beside SRL, extraction and
     * the graph update; slot discovery starts after the graph update. When no strategy weight reads a slot-dependent
     * signal ({@link SlotDependentSignals}), the slots are applied after the question, the canonical metrics and the
     * signals of the record are computed again, and everything equals a sequential run; otherwise the ranking waits
     * for the slots. {@code latency_ms} ends when the question is complete.
     */
    public TurnResult run(TurnInput input, TurnListener listener) {
        Timer t = new Timer(input, listener);
        try (TurnTasks tasks = new TurnTasks(concurrency, clock, t.start, engineId)) {
            TurnWorkspace ws = t.time(Stage.CONTEXT_LOADING, () -> contextLoading.load(input));
            UtteranceSavingStage.Output saved = t.time(Stage.UTTERANCE_SAVING, () -> utteranceSaving.save(ws, input));
            TurnTasks.Pending<RubricScores> rating = strategySelection.startRating(ws, saved, tasks);
            SrlAnalysis srl = t.time(Stage.SRL_PREPROCESSING, () -> srlPreprocessing.analyse(ws, saved));
            Extraction extracted = t.time(Stage.EXTRACTION, () -> extraction.extract(ws, saved, srl, tasks));
            GraphUpdateStage.Output update = t.time(Stage.GRAPH_UPDATE, () -> graphUpdate.apply(ws, saved, extracted));
            boolean deferSlots = !SlotDependentSignals.rankingReads(ws.methodology());
            SlotDiscoveryStage.Started slots = t.time(Stage.SLOT_DISCOVERY, () -> {
                SlotDiscoveryStage.Started started = slotDiscovery.start(ws, tasks);
                if (!deferSlots) {
                    slotDiscovery.finish(ws, started);
                }
                return started;
            });
            StateComputationStage.Output computed = t.time(Stage.STATE_COMPUTATION,
                    () -> stateComputation.compute(ws, update));
            StrategySelectionStage.Output selected = t.time(Stage.STRATEGY_SELECTION,
                    () -> strategySelection.select(ws, saved, computed, input.strategyOverride(), rating));
            ContinuationStage.Output decision = t.time(Stage.CONTINUATION, () -> continuation.decide(ws, selected));
            QuestionGenerationStage.Output question = t.time(Stage.QUESTION_GENERATION,
                    () -> questionGeneration.generate(ws, saved, computed, selected, decision, tasks, t.listener));
            long questionReady = clock.nanoTime();
            StateComputationStage.Output state = computed;
            StrategySelectionStage.Output selection = selected;
            if (deferSlots) {
                t.timeQuietly(Stage.SLOT_DISCOVERY, () -> slotDiscovery.finish(ws, slots));
                state = stateComputation.withCanonicalOf(ws, computed);
                selection = strategySelection.withSignalsAfterSlots(ws, selected, state);
            }
            Utterance asked = t.time(Stage.RESPONSE_SAVING, () -> responseSaving.save(ws, question));
            ScoringPersistenceStage.Inputs inputs = new ScoringPersistenceStage.Inputs(saved, extracted, update,
                    state, selection, decision, question, asked);
            return t.time(Stage.SCORING_PERSISTENCE,
                    () -> scoringPersistence.persist(ws, inputs, t.latencies, t.start, questionReady,
                            clock.nanoTime()));
        }
    }

    /** Times stages, reports them to the listener and honours cancellation between stages. */
    private final class Timer {
        private final TurnInput input;
        private final TurnListener listener;
        private final long start = clock.nanoTime();
        private final Map<String, Double> latencies = new LinkedHashMap<>();

        Timer(TurnInput input, TurnListener listener) {
            this.input = input;
            this.listener = listener == null ? TurnListener.NONE : listener;
        }

        <T> T time(Stage stage, Supplier<T> body) {
            if (input.cancelled().getAsBoolean()) {
                throw new TurnCancelledException("turn cancelled before " + stage.displayName()
                        + "; nothing was stored");
            }
            listener.stageStarted(stage);
            long t0 = clock.nanoTime();
            T value = body.get();
            double ms = (clock.nanoTime() - t0) / 1_000_000.0;
            latencies.put(stage.displayName(), Math.round(ms * 1000.0) / 1000.0);
            listener.stageFinished(stage, ms);
            return value;
        }

        /** Adds the time of {@code body} to {@code stage} without telling the listener (deferred work). */
        <T> T timeQuietly(Stage stage, Supplier<T> body) {
            long t0 = clock.nanoTime();
            T value = body.get();
            double ms = (clock.nanoTime() - t0) / 1_000_000.0;
            latencies.merge(stage.displayName(), Math.round(ms * 1000.0) / 1000.0,
                    (a, b) -> Math.round((a + b) * 1000.0) / 1000.0);
            return value;
        }
    }
}
