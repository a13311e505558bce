package org.interviewworkbench.app;

import org.interviewworkbench.engine.aboutness.AnswerReader;
import org.interviewworkbench.engine.pipeline.CachingSessionStore;
import org.interviewworkbench.engine.pipeline.ContextLoadingStage;
import org.interviewworkbench.engine.pipeline.ContinuationStage;
import org.interviewworkbench.engine.pipeline.ExtractionStage;
import org.interviewworkbench.engine.pipeline.GraphUpdateStage;
import org.interviewworkbench.engine.pipeline.InterviewService;
import org.interviewworkbench.engine.pipeline.QuestionGenerationStage;
import org.interviewworkbench.engine.pipeline.ResponseSavingStage;
import org.interviewworkbench.engine.pipeline.ScoringPersistenceStage;
import org.interviewworkbench.engine.pipeline.SignalEngine;
import org.interviewworkbench.engine.pipeline.SlotDiscoveryStage;
import org.interviewworkbench.engine.pipeline.SrlPreprocessingStage;
import org.interviewworkbench.engine.pipeline.StateComputationStage;
import org.interviewworkbench.engine.pipeline.StrategySelectionStage;
import org.interviewworkbench.engine.pipeline.TextSimilarity;
import org.interviewworkbench.engine.pipeline.TurnConcurrency;
import org.interviewworkbench.engine.pipeline.TurnPipeline;
import org.interviewworkbench.engine.pipeline.UtteranceSavingStage;
import org.interviewworkbench.engine.port.Clock;
import org.interviewworkbench.engine.port.EmbeddingPort;
import org.interviewworkbench.engine.port.LanguageEngine;
import org.interviewworkbench.engine.port.Lemmatizer;
import org.interviewworkbench.engine.port.SessionStore;
import org.interviewworkbench.engine.scoring.StrategyRanker;
import org.interviewworkbench.engine.signal.SignalCatalog;
import org.interviewworkbench.engine.signal.SignalDetectionService;

/** Builds the turn pipeline and the interview service from their collaborators (constructor injection only). */
public final class EngineAssembly {

    private EngineAssembly() {
    }

    /** The interview service over a store, a language engine, embeddings and a lemmatizer. */
    public static InterviewService interviewService(SessionStore backingStore, LanguageEngine language,
                                                    EmbeddingPort embeddings, Lemmatizer lemmatizer, Clock clock) {
        return interviewService(backingStore, language, embeddings, lemmatizer, clock, TurnConcurrency.SEQUENTIAL);
    }

    /** As above, with the language tasks of a turn run as {@code concurrency} says (issue 11). */
    public static InterviewService interviewService(SessionStore backingStore, LanguageEngine language,
                                                    EmbeddingPort embeddings, Lemmatizer lemmatizer, Clock clock,
                                                    TurnConcurrency concurrency) {
        SignalCatalog catalog = SignalCatalog.standard();
        SessionStore store = new CachingSessionStore(backingStore);
        TurnPipeline pipeline = new TurnPipeline(
                new ContextLoadingStage(store, sessionCorrection()),
                new UtteranceSavingStage(clock),
                new SrlPreprocessingStage(language),
                new ExtractionStage(language),
                new GraphUpdateStage(embeddings, new TextSimilarity(lemmatizer)),
                new SlotDiscoveryStage(language, embeddings),
                new StateComputationStage(),
                new StrategySelectionStage(language, catalog,
                        new SignalEngine(new SignalDetectionService(), new StrategyRanker()), new AnswerReader()),
                new ContinuationStage(language),
                new QuestionGenerationStage(language, embeddings, catalog),
                new ResponseSavingStage(clock),
                new ScoringPersistenceStage(store, clock),
                clock, concurrency, language.id());
        return new InterviewService(store, language, pipeline, clock);
    }

    /** Researcher edits with the pending ranking recomputed at once (pure; no language model). */
    public static org.interviewworkbench.engine.pipeline.SessionCorrection sessionCorrection() {
        return new org.interviewworkbench.engine.pipeline.SessionCorrection(
                new org.interviewworkbench.engine.pipeline.PendingRanking(
                        new SignalEngine(new SignalDetectionService(), new StrategyRanker()), SignalCatalog.standard(),
                        new AnswerReader()));
    }

    /** Words the pending question again with {@code language}, as Stage 10 of a turn does. */
    public static org.interviewworkbench.engine.pipeline.PendingQuestionWriter pendingQuestionWriter(
            LanguageEngine language, EmbeddingPort embeddings) {
        return new org.interviewworkbench.engine.pipeline.PendingQuestionWriter(
                new QuestionGenerationStage(language, embeddings, SignalCatalog.standard()));
    }
}
