package org.interviewworkbench.language.offline;

import java.util.List;
import java.util.Objects;
import java.util.function.Supplier;
import org.interviewworkbench.engine.port.EmbeddingPort;
import org.interviewworkbench.engine.port.Extraction;
import org.interviewworkbench.engine.port.ExtractionRequest;
import org.interviewworkbench.engine.port.FollowUpRequest;
import org.interviewworkbench.engine.port.LanguageEngine;
import org.interviewworkbench.engine.port.LanguageTask;
import org.interviewworkbench.engine.port.LanguageTaskException;
import org.interviewworkbench.engine.port.OpeningRequest;
import org.interviewworkbench.engine.port.RatingRequest;
import org.interviewworkbench.engine.port.RubricScores;
import org.interviewworkbench.engine.port.SlotProposal;
import org.interviewworkbench.engine.port.SlotRequest;
import org.interviewworkbench.engine.port.SrlAnalysis;
import org.interviewworkbench.engine.port.TaskResult;

/**
 * The embedded offline language engine: OpenNLP (sentences, tokens, UD POS tags, lemmas) plus in-process MiniLM
 * embeddings plus documented heuristics. No network, no API key, deterministic for a given input and seed.
 *
 * <ul>
 *   <li>{@link #analyse}: discourse markers and predicate-argument frames ({@link DiscourseAnalyzer});</li>
 *   <li>{@link #extract}: pre-check, POS-pattern candidates, prototype + cue typing, permitted relationships
 *       ({@link ConceptExtractor}, {@link TypeClassifier});</li>
 *   <li>{@link #rate}: rubric heuristics ({@link RubricRater});</li>
 *   <li>{@link #openingQuestion}, {@link #followUpQuestion}: templates per opening style / strategy intent
 *       ({@link QuestionComposer});</li>
 *   <li>{@link #proposeSlots}: embedding clustering ({@link SlotProposer});</li>
 *   <li>{@link #endsInterview}: a close answered with an end signal ({@link InterviewClose}).</li>
 * </ul>
 * Respondent text is only ever data: it is parsed, never interpreted as an instruction.
 *
 * <p>Thread-safe; share one instance (and one {@link EmbeddingPort}) per application so caches are shared.
 */
public final class OfflineLanguageEngine implements LanguageEngine {

    /** The engine id. */
    public static final String ID = "offline";

    private final OpenNlpPipeline nlp;
    private final EmbeddingPort embeddings;
    private final DiscourseAnalyzer discourse;
    private final ConceptExtractor extractor;
    private final RubricRater rater;
    private final QuestionComposer composer;
    private final InterviewClose close;
    private final SlotProposer slots;

    /**
     * An engine over the given embeddings with its own OpenNLP pipeline (loads the models, ~0.4 s).
     *
     * @param embeddings sentence embeddings, normally a shared {@code MiniLmEmbeddings}
     */
    public OfflineLanguageEngine(EmbeddingPort embeddings) {
        this(embeddings, new OpenNlpPipeline());
    }

    /**
     * An engine over the given embeddings and OpenNLP pipeline.
     *
     * @param embeddings sentence embeddings
     * @param nlp        OpenNLP pipeline
     */
    public OfflineLanguageEngine(EmbeddingPort embeddings, OpenNlpPipeline nlp) {
        this.embeddings = Objects.requireNonNull(embeddings, "embeddings");
        this.nlp = Objects.requireNonNull(nlp, "nlp");
        this.discourse = new DiscourseAnalyzer(nlp);
        TypeClassifier classifier = new TypeClassifier(embeddings);
        this.extractor = new ConceptExtractor(discourse, classifier, embeddings);
        this.rater = new RubricRater(nlp);
        this.composer = new QuestionComposer(nlp);
        this.close = new InterviewClose(nlp);
        this.slots = new SlotProposer(embeddings);
    }

    /** The OpenNLP pipeline this engine uses. */
    public OpenNlpPipeline nlp() {
        return nlp;
    }

    /** The embeddings this engine uses. */
    public EmbeddingPort embeddings() {
        return embeddings;
    }

    @Override
    public String id() {
        return ID;
    }

    @Override
    public TaskResult<SrlAnalysis> analyse(String answer, String question) {
        return run(LanguageTask.EXTRACTION, "analysis", () -> discourse.analyse(answer));
    }

    @Override
    public TaskResult<Extraction> extract(ExtractionRequest request) {
        Objects.requireNonNull(request, "request");
        return run(LanguageTask.EXTRACTION, "extraction", () -> extractor.extract(request));
    }

    @Override
    public TaskResult<RubricScores> rate(RatingRequest request) {
        Objects.requireNonNull(request, "request");
        return run(LanguageTask.SIGNAL_SCORING, "rating", () -> rater.rate(request));
    }

    @Override
    public TaskResult<String> openingQuestion(OpeningRequest request) {
        Objects.requireNonNull(request, "request");
        return run(LanguageTask.QUESTION_GENERATION, "opening question", () -> composer.opening(request));
    }

    @Override
    public TaskResult<String> followUpQuestion(FollowUpRequest request) {
        Objects.requireNonNull(request, "request");
        return run(LanguageTask.QUESTION_GENERATION, "follow-up question", () -> composer.followUp(request));
    }

    @Override
    public boolean endsInterview(String answer, String questionAnswered) {
        return close.ends(answer, questionAnswered);
    }

    @Override
    public TaskResult<List<SlotProposal>> proposeSlots(SlotRequest request) {
        Objects.requireNonNull(request, "request");
        return run(LanguageTask.SLOT_DISCOVERY, "slot proposal", () -> slots.propose(request));
    }

    private static <T> TaskResult<T> run(LanguageTask task, String what, Supplier<T> body) {
        try {
            return TaskResult.of(body.get(), ID);
        } catch (RuntimeException e) {
            throw new LanguageTaskException(task, "offline " + what + " failed: " + e.getMessage(), e);
        }
    }
}
