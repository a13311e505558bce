package org.interviewworkbench.engine.pipeline;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.interviewworkbench.engine.config.Strategy;
import org.interviewworkbench.engine.model.Speaker;
import org.interviewworkbench.engine.model.SurfaceNode;
import org.interviewworkbench.engine.model.Utterance;
import org.interviewworkbench.engine.port.EmbeddingPort;
import org.interviewworkbench.engine.port.FollowUpRequest;
import org.interviewworkbench.engine.port.LanguageEngine;
import org.interviewworkbench.engine.port.LanguageTask;
import org.interviewworkbench.engine.port.TaskResult;
import org.interviewworkbench.engine.scoring.ScoredCandidate;
import org.interviewworkbench.engine.scoring.SignalContribution;
import org.interviewworkbench.engine.signal.SignalCatalog;

/**
 * Stage 10: the next question.
 *
 * <p>When the interview continues, or stops with a closing strategy, the language engine writes the question
 * from the strategy, its focus, the signals that made it win, the methodology and the recent conversation.
 * Otherwise, and when the respondent has just answered the close ({@link TurnResult#RESPONDENT_ENDED}), the fixed
 * {@link #THANK_YOU} closes the interview.
 *
 * <p>Deduplication against the last {@link #DEDUP_WINDOW} questions: a question is a duplicate when its word
 * Jaccard is {@code >= }{@link TextSimilarity#QUESTION_JACCARD_THRESHOLD} (seed 004) or, second tier, its
 * embedding cosine is {@code >= }{@link #QUESTION_COSINE_THRESHOLD} (catches rephrasings Jaccard misses). On a
 * duplicate the engine is asked for another phrasing, up to {@link #MAX_ATTEMPTS} times; the least similar
 * candidate is kept. Formatting: surrounding quotes dropped, a question mark added unless the text ends with
 * {@code . ? !}.
 */
public final class QuestionGenerationStage {

    public static final String THANK_YOU = "Thank you for sharing your thoughts with me today. This has been very helpful.";
    /** As many questions as a 20-turn interview asks: no question is repeated word for word within one. */
    public static final int DEDUP_WINDOW = 20;
    public static final double QUESTION_COSINE_THRESHOLD = 0.92;
    public static final int MAX_ATTEMPTS = 4;
    /** Contributions named in the "why this strategy" section. */
    public static final int ACTIVE_SIGNALS = 6;

    private final LanguageEngine language;
    private final EmbeddingPort embeddings;
    private final SignalCatalog catalog;

    public QuestionGenerationStage(LanguageEngine language, EmbeddingPort embeddings, SignalCatalog catalog) {
        this.language = language;
        this.embeddings = embeddings;
        this.catalog = catalog;
    }

    /**
     * @param question  the next question
     * @param attempts  phrasings tried
     * @param duplicate whether even the kept phrasing is near an earlier question
     */
    public record Output(String question, int attempts, boolean duplicate) {
    }

    public Output generate(TurnWorkspace ws, UtteranceSavingStage.Output saved, StateComputationStage.Output state,
                           StrategySelectionStage.Output selection, ContinuationStage.Output continuation) {
        return generate(ws, saved, state, selection, continuation,
                TurnTasks.inline(org.interviewworkbench.engine.port.Clock.SYSTEM), TurnListener.NONE);
    }

    /**
     * As above, each phrasing a language task of the turn; when the tasks stream questions, the text goes to
     * {@code listener} as it is generated ({@link TurnListener#questionDiscarded()} before a phrasing that replaces
     * a streamed one).
     */
    Output generate(TurnWorkspace ws, UtteranceSavingStage.Output saved, StateComputationStage.Output state,
                    StrategySelectionStage.Output selection, ContinuationStage.Output continuation, TurnTasks tasks,
                    TurnListener listener) {
        Strategy strategy = ws.methodology().strategy(selection.strategy()).orElseThrow();
        boolean ended = TurnResult.RESPONDENT_ENDED.equals(continuation.terminationReason());
        boolean closing = strategy.generatesClosingQuestion() && !ended; // a close already answered: thanks only
        if (!continuation.shouldContinue() && !closing) {
            return new Output(THANK_YOU, 0, false);
        }
        List<String> recent = recentQuestions(ws);
        SurfaceNode focus = selection.focusNodeId() == null ? null : ws.graph().node(selection.focusNodeId()).orElse(null);
        FollowUpRequest request = new FollowUpRequest(ws.methodology(), ws.concept(), strategy,
                continuation.focusLabel(), focus == null ? null : focus.nodeType(), saved.processedText(),
                ExtractionStage.recentLines(ws.transcript(), 5), graphSummary(ws, state),
                activeSignals(selection), recent, closing, 0, ws.info().seed() * 1_000_003L + ws.turnNumber(),
                focus == null || focus.sourceQuotes().isEmpty() ? null : focus.sourceQuotes().get(0),
                focus == null ? null : sourceAnswer(ws, focus), elements(ws), reacted(state.coverage()),
                earlierAnswers(ws));
        String best = null;
        double bestSimilarity = Double.MAX_VALUE;
        int attempts = 0;
        QuestionStream stream = null;
        for (int attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
            if (stream != null) {
                stream.discard();
            }
            stream = tasks.streamsQuestions() ? new QuestionStream(listener) : null;
            FollowUpRequest asked = request;
            QuestionStream sink = stream;
            TurnTasks.Pending<String> pending = tasks.submit(LanguageTask.QUESTION_GENERATION,
                    () -> sink == null ? language.followUpQuestion(asked) : language.followUpQuestion(asked, sink),
                    offline -> offline.followUpQuestion(asked));
            TaskResult<String> result = pending.join();
            if (stream != null && pending.late()) {
                stream.discard();
                stream = null;
            }
            ws.account(LanguageTask.QUESTION_GENERATION, result);
            attempts++;
            String candidate = format(result.value());
            double similarity = maxSimilarity(candidate, recent);
            if (similarity < bestSimilarity) {
                best = candidate;
                bestSimilarity = similarity;
            }
            if (!isDuplicate(candidate, recent)) {
                return new Output(candidate, attempts, false);
            }
            request = request.retry();
        }
        return new Output(best, attempts, true);
    }

    /**
     * The labels of the options the respondent compares (nodes of type {@code element}, a repertory grid's), in the
     * order they were first named.
     */
    static List<String> elements(TurnWorkspace ws) {
        return ws.graph().nodes().stream().filter(n -> ELEMENT_TYPE.equals(n.nodeType()))
                .sorted(java.util.Comparator.comparingInt(SurfaceNode::createdTurn))
                .map(SurfaceNode::label).toList();
    }

    /** Every answer the respondent gave before this turn's, oldest first. */
    static List<String> earlierAnswers(TurnWorkspace ws) {
        return ws.transcript().stream().filter(u -> u.speaker() == org.interviewworkbench.engine.model.Speaker.USER
                && u.turnNumber() < ws.turnNumber()).map(org.interviewworkbench.engine.model.Utterance::text).toList();
    }

    /** The node type of the options compared in a repertory grid. */
    private static final String ELEMENT_TYPE = "element";

    /** The text of the answer the focus concept was first said in, or {@code null}. */
    private static String sourceAnswer(TurnWorkspace ws, SurfaceNode focus) {
        if (focus.sourceUtteranceIds().isEmpty()) {
            return null;
        }
        String id = focus.sourceUtteranceIds().get(0);
        for (var u : ws.transcript()) {
            if (u.id().equals(id)) {
                return u.text();
            }
        }
        return null;
    }

    /** Whether {@code question} duplicates one of {@code previous} (Jaccard tier, then embedding tier). */
    public boolean isDuplicate(String question, List<String> previous) {
        var words = TextSimilarity.words(question);
        float[] vector = null;
        for (String p : previous) {
            if (TextSimilarity.jaccard(words, TextSimilarity.words(p)) >= TextSimilarity.QUESTION_JACCARD_THRESHOLD) {
                return true;
            }
            if (vector == null) {
                vector = embeddings.embed(question);
            }
            if (EmbeddingPort.cosine(vector, embeddings.embed(p)) >= QUESTION_COSINE_THRESHOLD) {
                return true;
            }
        }
        return false;
    }

    private double maxSimilarity(String question, List<String> previous) {
        double max = 0;
        var words = TextSimilarity.words(question);
        for (String p : previous) {
            max = Math.max(max, TextSimilarity.jaccard(words, TextSimilarity.words(p)));
        }
        return max;
    }

    /** The labels of the stimulus elements reacted to so far: mentioned, with neither gap of a missing reaction. */
    static List<String> reacted(org.interviewworkbench.engine.model.CoverageState coverage) {
        List<String> out = new ArrayList<>();
        for (org.interviewworkbench.engine.model.ElementCoverage e : coverage.elements()) {
            if (e.mentioned() && !e.gaps().contains(org.interviewworkbench.engine.model.ElementCoverage.UNMENTIONED)
                    && !e.gaps().contains(org.interviewworkbench.engine.model.ElementCoverage.NO_REACTION)) {
                out.add(e.label());
            }
        }
        return out;
    }

    /** The last {@link #DEDUP_WINDOW} questions asked, oldest first. */
    static List<String> recentQuestions(TurnWorkspace ws) {
        List<String> questions = new ArrayList<>();
        for (Utterance u : ws.transcript()) {
            if (u.speaker() == Speaker.SYSTEM) {
                questions.add(u.text());
            }
        }
        return questions.subList(Math.max(0, questions.size() - DEDUP_WINDOW), questions.size());
    }

    private List<FollowUpRequest.ActiveSignal> activeSignals(StrategySelectionStage.Output selection) {
        List<SignalContribution> contributions = new ArrayList<>();
        for (ScoredCandidate c : selection.ranking().scoreDecomposition()) {
            if (c.isStrategyCandidate() && c.strategy().equals(selection.strategy())) {
                contributions.addAll(c.signalContributions());
            }
            if (!c.isStrategyCandidate() && c.selected()) {
                contributions.addAll(c.signalContributions());
            }
        }
        return contributions.stream()
                .filter(c -> c.contribution() != 0.0)
                .sorted(Comparator.comparingDouble((SignalContribution c) -> -Math.abs(c.contribution())))
                .limit(ACTIVE_SIGNALS)
                .map(c -> new FollowUpRequest.ActiveSignal(c.name(), c.value(), c.contribution(),
                        catalog.description(baseName(c.name()))))
                .toList();
    }

    private String baseName(String key) {
        String k = key;
        while (!catalog.isKnown(k) && k.contains(".")) {
            k = k.substring(0, k.lastIndexOf('.'));
        }
        return k;
    }

    /** "Depth: developing | Explored 7 concepts | Recent topics: a, b, c" (peer-spec 7.2). */
    static String graphSummary(TurnWorkspace ws, StateComputationStage.Output state) {
        String[] depthNames = {"starting", "surface", "developing", "deep", "very deep"};
        List<String> parts = new ArrayList<>();
        parts.add("Depth: " + depthNames[Math.min(state.maxDepth(), 4)]);
        if (state.nodeCount() > 0) {
            parts.add("Explored " + state.nodeCount() + " concepts");
        }
        List<String> labels = new ArrayList<>();
        for (SurfaceNode n : ws.graph().nodes()) {
            labels.add(n.label());
        }
        if (!labels.isEmpty()) {
            List<String> recent = labels.subList(Math.max(0, labels.size() - 3), labels.size());
            parts.add("Recent topics: " + String.join(", ", recent));
        }
        return String.join(" | ", parts);
    }

    /** Strips one pair of surrounding quotes and makes sure the text ends with punctuation. */
    public static String format(String raw) {
        String q = raw == null ? "" : raw.strip();
        if (q.length() >= 2 && q.startsWith("\"") && q.endsWith("\"")) {
            q = q.substring(1, q.length() - 1).strip();
        }
        if (q.length() >= 2 && q.startsWith("'") && q.endsWith("'")) {
            q = q.substring(1, q.length() - 1).strip();
        }
        if (q.isEmpty()) {
            return "Could you tell me more about that?";
        }
        char last = q.charAt(q.length() - 1);
        if (last != '.' && last != '?' && last != '!') {
            q = q + "?";
        }
        return q;
    }
}
