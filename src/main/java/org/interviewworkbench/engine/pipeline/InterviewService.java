package org.interviewworkbench.engine.pipeline;

import java.util.List;
import java.util.UUID;
import org.interviewworkbench.engine.config.MethodologyConfig;
import org.interviewworkbench.engine.model.Concept;
import org.interviewworkbench.engine.model.InterviewGraph;
import org.interviewworkbench.engine.model.SessionInfo;
import org.interviewworkbench.engine.model.SessionSnapshot;
import org.interviewworkbench.engine.model.SessionState;
import org.interviewworkbench.engine.model.Speaker;
import org.interviewworkbench.engine.model.Utterance;
import org.interviewworkbench.engine.port.Clock;
import org.interviewworkbench.engine.port.LanguageEngine;
import org.interviewworkbench.engine.port.OpeningRequest;
import org.interviewworkbench.engine.port.SessionStore;
import org.interviewworkbench.engine.port.TaskResult;

/**
 * Starts interviews and runs their turns: the engine's entry point for the command line, the simulator and the
 * workbench.
 */
public final class InterviewService {

    private final SessionStore store;
    private final LanguageEngine language;
    private final TurnPipeline pipeline;
    private final Clock clock;

    public InterviewService(SessionStore store, LanguageEngine language, TurnPipeline pipeline, Clock clock) {
        this.store = store;
        this.language = language;
        this.pipeline = pipeline;
        this.clock = clock;
    }

    /**
     * What a new session needs.
     *
     * @param sessionId         id to use, or {@code null} for a random one
     * @param methodology       the methodology to run
     * @param methodologySource its YAML text (stored as the session's snapshot)
     * @param concept           the study concept
     * @param engine            language engine id (stored for the record)
     * @param seed              deterministic phrasing seed
     * @param maxTurns          maximum respondent turns
     * @param personaId         synthetic persona, or {@code null}
     * @param scenarioId        ground-truth scenario, or {@code null}
     */
    public record StartRequest(String sessionId, MethodologyConfig methodology, String methodologySource,
                               Concept concept, String engine, long seed, int maxTurns, String personaId,
                               String scenarioId) {
        public StartRequest {
            if (maxTurns < 1) {
                throw new IllegalArgumentException("max turns must be at least 1, not " + maxTurns);
            }
        }
    }

    /** Creates the session and its opening question (turn 0). */
    public SessionSnapshot start(StartRequest request) {
        String id = request.sessionId() != null ? request.sessionId() : UUID.randomUUID().toString();
        TaskResult<String> opening = language.openingQuestion(
                new OpeningRequest(request.methodology(), request.concept(), request.seed()));
        String question = QuestionGenerationStage.format(opening.value());
        SessionInfo info = new SessionInfo(id, request.methodology().id(), request.concept().id(),
                request.concept().name(), request.engine(), request.seed(), request.maxTurns(), request.personaId(),
                request.scenarioId(), clock.now());
        Utterance utterance = new Utterance("u0-question", 0, Speaker.SYSTEM, question, clock.now());
        SessionSnapshot snapshot = new SessionSnapshot(info, request.concept(), request.methodologySource(),
                SessionState.opening(question), new InterviewGraph(), List.of(utterance));
        store.createSession(snapshot);
        return snapshot;
    }

    /** Processes one answer (stages 1-12). */
    public TurnResult answer(TurnInput input, TurnListener listener) {
        if (input.answer() == null || input.answer().isBlank()) {
            throw new IllegalArgumentException("the answer is empty");
        }
        return pipeline.run(input, listener);
    }

    public TurnResult answer(TurnInput input) {
        return answer(input, TurnListener.NONE);
    }

    /**
     * Forgets what this service keeps in memory about a session, so its next turn starts from the stored session
     * (after a researcher's edit or undo was committed to the store directly).
     */
    public void forget(String sessionId) {
        if (store instanceof CachingSessionStore caching) {
            caching.evict(sessionId);
        }
    }
}
