package org.interviewworkbench.language.llm;

import dev.langchain4j.model.chat.ChatModel;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.function.Supplier;
import org.interviewworkbench.engine.pipeline.TurnCancelledException;
import org.interviewworkbench.engine.port.Extraction;
import org.interviewworkbench.engine.port.ExtractionRequest;
import org.interviewworkbench.engine.port.FollowUpRequest;
import org.interviewworkbench.engine.port.LanguageEngine;
import org.interviewworkbench.engine.port.LanguageTask;
import org.interviewworkbench.engine.port.OpeningRequest;
import org.interviewworkbench.engine.port.RatingRequest;
import org.interviewworkbench.engine.port.RubricScores;
import org.interviewworkbench.engine.port.SlotProposal;
import org.interviewworkbench.engine.port.SlotRequest;
import org.interviewworkbench.engine.port.SrlAnalysis;
import org.interviewworkbench.engine.port.TaskResult;
import org.interviewworkbench.engine.port.TokenUsage;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The language tasks through LangChain4j chat models, one model per task. A task that still fails after retries
 * and its repair attempt is served by the fallback engine (the offline engine) for this call; the result then
 * carries a degraded reason such as {@code openai extraction failed after 3 attempts (HTTP 500); offline engine
 * used}. {@link #analyse} has no LLM version and is always delegated. Interrupting the calling thread cancels an
 * in-flight call with a {@link TurnCancelledException}.
 */
public final class LlmLanguageEngine implements LanguageEngine {

    private static final Logger LOG = LoggerFactory.getLogger(LlmLanguageEngine.class);
    /** Answers with fewer words are not sent for extraction (peer-spec 6.2 pre-filter). */
    static final int MIN_EXTRACTION_WORDS = 3;

    private final String id;
    private final LanguageEngine fallback;
    private final Map<LanguageTask, StructuredCall> calls = new EnumMap<>(LanguageTask.class);
    private final Prompts prompts = new Prompts();
    private final EgressRecorder egress = new EgressRecorder();
    private final StreamingQuestion streamingQuestion;
    private final java.util.List<String> redacted = new java.util.ArrayList<>();

    /**
     * @param id       engine id reported in results ({@code openai}, {@code anthropic}, {@code ollama})
     * @param settings task settings and keys (keys must be present for the providers used; see
     *                 {@link LanguageEngineFactory})
     * @param models   builds the chat model of a task
     * @param fallback serves a task that failed (the offline engine)
     * @param sleeper  waits between retries
     */
    public LlmLanguageEngine(String id, LlmSettings settings, ChatModelFactory models, LanguageEngine fallback,
                             Sleeper sleeper) {
        this(id, settings, models, fallback, sleeper, RedactMode.AUTO);
    }

    /**
     * As above, with the redaction mode of design.md "What leaves the laptop": every task's requests go through one
     * session-wide {@link org.interviewworkbench.language.privacy.PiiRedactor} and are recorded for the egress log.
     */
    public LlmLanguageEngine(String id, LlmSettings settings, ChatModelFactory models, LanguageEngine fallback,
                             Sleeper sleeper, RedactMode redactMode) {
        this.id = id;
        this.fallback = fallback;
        Map<LanguageTask, EgressGate> gates = new EnumMap<>(LanguageTask.class);
        org.interviewworkbench.language.privacy.PiiRedactor redactor =
                new org.interviewworkbench.language.privacy.PiiRedactor();
        for (LanguageTask task : LanguageTask.values()) {
            TaskModelSettings s = settings.task(task);
            ChatModel model = models.create(s, settings.keys().forProvider(s.provider()).orElse(null));
            String host = RedactMode.host(s.provider(), s.baseUrl());
            EgressGate gate = new EgressGate(redactor, egress, redactMode.redacts(s.provider(), host),
                    s.provider().name().toLowerCase(java.util.Locale.ROOT), host, s.model(), task.id());
            gates.put(task, gate);
            if (gate.redacts()) {
                redacted.add(task.id());
            }
            calls.put(task, new StructuredCall(task, s, new RedactingChatModel(model, gate), sleeper));
        }
        TaskModelSettings q = settings.task(LanguageTask.QUESTION_GENERATION);
        this.streamingQuestion = new StreamingQuestion(() -> new RedactingStreamingChatModel(
                models.createStreaming(q, settings.keys().forProvider(q.provider()).orElse(null)),
                gates.get(LanguageTask.QUESTION_GENERATION)), q);
    }

    /** The requests sent since the last call, oldest first (design.md {@code egress}). */
    public java.util.List<org.interviewworkbench.engine.port.EgressEntry> drainEgress() {
        return egress.drain();
    }

    @Override
    public String id() {
        return id;
    }

    /**
     * The effective redaction of this engine (recorded with the session): {@code on} when every task's requests are
     * redacted, {@code off} when none are, else {@code partial (on for: extraction, ...)}.
     */
    public String redaction() {
        if (redacted.isEmpty()) {
            return "off";
        }
        if (redacted.size() == LanguageTask.values().length) {
            return "on";
        }
        return "partial (on for: " + String.join(", ", redacted) + ")";
    }

    /** Whether the answer ends the interview: read by the fallback engine's rules (no model call). */
    @Override
    public boolean endsInterview(String answer, String questionAnswered) {
        return fallback.endsInterview(answer, questionAnswered);
    }

    /** The fallback engine (used for SRL analysis and failed tasks). */
    public LanguageEngine fallback() {
        return fallback;
    }

    /** The structured caller of {@code task} (shared with {@link LlmPersonaResponder}). */
    StructuredCall call(LanguageTask task) {
        return calls.get(task);
    }

    Prompts prompts() {
        return prompts;
    }

    @Override
    public TaskResult<SrlAnalysis> analyse(String answer, String question) {
        return fallback.analyse(answer, question);
    }

    @Override
    public TaskResult<Extraction> extract(ExtractionRequest request) {
        int words = request.answer() == null || request.answer().isBlank() ? 0
                : request.answer().strip().split("\\s+").length;
        if (words < MIN_EXTRACTION_WORDS) {
            return TaskResult.of(Extraction.notExtractable("Too short (" + words + " words)"), id);
        }
        PromptTemplate.Rendered p = prompts.extraction(request);
        return run(LanguageTask.EXTRACTION, "extraction", c -> c.json(p.system(), p.user(),
                        JsonSchemas.extraction(request.methodology().ontology()),
                        reply -> OutputParsers.extraction(reply, request.methodology().ontology())),
                () -> fallback.extract(request));
    }

    @Override
    public TaskResult<RubricScores> rate(RatingRequest request) {
        if (request.rubricKeys().isEmpty()) {
            return TaskResult.of(new RubricScores(Map.of(), Map.of()), id);
        }
        PromptTemplate.Rendered p = prompts.rubric(request);
        return run(LanguageTask.SIGNAL_SCORING, "signal scoring", c -> c.json(p.system(), p.user(),
                        JsonSchemas.rubric(request.rubricKeys()),
                        reply -> OutputParsers.rubric(reply, request.rubricKeys())),
                () -> fallback.rate(request));
    }

    @Override
    public TaskResult<String> openingQuestion(OpeningRequest request) {
        PromptTemplate.Rendered p = prompts.opening(request);
        return run(LanguageTask.QUESTION_GENERATION, "opening question",
                c -> c.text(p.system(), p.user(), OutputParsers::question),
                () -> fallback.openingQuestion(request));
    }

    @Override
    public TaskResult<String> followUpQuestion(FollowUpRequest request) {
        PromptTemplate.Rendered p = prompts.followUp(request);
        return run(LanguageTask.QUESTION_GENERATION, "question generation",
                c -> c.text(p.system(), p.user(), OutputParsers::question),
                () -> fallback.followUpQuestion(request));
    }

    /**
     * The question, streamed: the text goes to {@code tokens} as it arrives (placeholders restored). A stream that
     * fails or gives unusable text is logged and the blocking call (with its retries and the offline fallback)
     * answers; what was streamed is then superseded by the result.
     */
    @Override
    public TaskResult<String> followUpQuestion(FollowUpRequest request, org.interviewworkbench.engine.port.TokenSink tokens) {
        PromptTemplate.Rendered p = prompts.followUp(request);
        try {
            StreamingQuestion.Streamed streamed = streamingQuestion.stream(p.system(), p.user(), tokens);
            return new TaskResult<>(OutputParsers.question(streamed.text()), id, null, streamed.usage());
        } catch (TurnCancelledException cancelled) {
            throw cancelled;
        } catch (OutputFormatException | StreamingQuestion.StreamFailed e) {
            LOG.warn("{} question stream unusable ({}); asking without streaming", id, e.getMessage());
            return followUpQuestion(request);
        }
    }

    @Override
    public TaskResult<List<SlotProposal>> proposeSlots(SlotRequest request) {
        if (request.nodesByType().isEmpty()) {
            return TaskResult.of(List.of(), id);
        }
        PromptTemplate.Rendered p = prompts.slots(request);
        return run(LanguageTask.SLOT_DISCOVERY, "slot discovery", c -> c.json(p.system(), p.user(),
                        JsonSchemas.slots(request), reply -> OutputParsers.slots(reply, request)),
                () -> fallback.proposeSlots(request));
    }

    private <T> TaskResult<T> run(LanguageTask task, String what,
                                  Function<StructuredCall, StructuredCall.Reply<T>> llm,
                                  Supplier<TaskResult<T>> offline) {
        StructuredCall call = calls.get(task);
        try {
            StructuredCall.Reply<T> reply = llm.apply(call);
            return new TaskResult<>(reply.value(), id, null, reply.usage());
        } catch (StructuredCall.FailedCall failed) {
            String reason = failed.getMessage().replace(" " + task.id() + " ", " " + what + " ") + "; "
                    + fallback.id() + " engine used";
            LOG.warn("{}", reason);
            TaskResult<T> alt = offline.get();
            TokenUsage spent = failed.usage().plus(alt.usage());
            return new TaskResult<>(alt.value(), alt.engine(), reason, spent);
        } catch (TurnCancelledException cancelled) {
            throw cancelled;
        }
    }
}
