package org.interviewworkbench.engine.pipeline;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Supplier;
import org.interviewworkbench.engine.model.Utterance;
import org.interviewworkbench.engine.port.Clock;
import org.interviewworkbench.engine.port.Extraction;
import org.interviewworkbench.engine.port.SrlAnalysis;

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

    public TurnPipeline(ContextLoadingStage contextLoading, UtteranceSavingStage utteranceSaving,
                        SrlPreprocessingStage srlPreprocessing, ExtractionStage extraction,
                        GraphUpdateStage graphUpdate, SlotDiscoveryStage slotDiscovery,
                        StateComputationStage stateComputation, StrategySelectionStage strategySelection,
                        ContinuationStage continuation, QuestionGenerationStage questionGeneration,
                        ResponseSavingStage responseSaving, ScoringPersistenceStage scoringPersistence, Clock clock) {
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

    /** Runs one turn. */
    public TurnResult run(TurnInput input, TurnListener listener) {
        Timer t = new Timer(input, listener);
        TurnWorkspace ws = t.time(Stage.CONTEXT_LOADING, () -> contextLoading.load(input));
        UtteranceSavingStage.Output saved = t.time(Stage.UTTERANCE_SAVING, () -> utteranceSaving.save(ws, input));
        SrlAnalysis srl = t.time(Stage.SRL_PREPROCESSING, () -> srlPreprocessing.analyse(ws, saved));
        Extraction extracted = t.time(Stage.EXTRACTION, () -> extraction.extract(ws, saved, srl));
        GraphUpdateStage.Output update = t.time(Stage.GRAPH_UPDATE, () -> graphUpdate.apply(ws, saved, extracted));
        t.time(Stage.SLOT_DISCOVERY, () -> slotDiscovery.discover(ws));
        StateComputationStage.Output state = t.time(Stage.STATE_COMPUTATION, () -> stateComputation.compute(ws, update));
        StrategySelectionStage.Output selection = t.time(Stage.STRATEGY_SELECTION,
                () -> strategySelection.select(ws, saved, state, input.strategyOverride()));
        ContinuationStage.Output decision = t.time(Stage.CONTINUATION, () -> continuation.decide(ws, selection));
        QuestionGenerationStage.Output question = t.time(Stage.QUESTION_GENERATION,
                () -> questionGeneration.generate(ws, saved, state, selection, decision));
        Utterance asked = t.time(Stage.RESPONSE_SAVING, () -> responseSaving.save(ws, question));
        ScoringPersistenceStage.Inputs inputs = new ScoringPersistenceStage.Inputs(saved, extracted, update, state,
                selection, decision, question, asked);
        return t.time(Stage.SCORING_PERSISTENCE,
                () -> scoringPersistence.persist(ws, inputs, t.latencies, t.start, clock.nanoTime()));
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
    }
}
