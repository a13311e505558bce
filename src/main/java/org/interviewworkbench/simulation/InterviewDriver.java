package org.interviewworkbench.simulation;

import java.util.Optional;
import org.interviewworkbench.engine.model.SessionSnapshot;
import org.interviewworkbench.engine.pipeline.InterviewService;
import org.interviewworkbench.engine.pipeline.TurnInput;
import org.interviewworkbench.engine.pipeline.TurnResult;
import org.interviewworkbench.engine.port.SessionStore;

/**
 * What the simulator needs from the interviewer: start a session, process one answer, read the session back. The
 * production implementation is {@link #of(InterviewService, SessionStore)}; tests script their own. Must accept
 * concurrent calls for different sessions when used by {@link BatchSimulation} with more than one thread.
 */
public interface InterviewDriver {

    SessionSnapshot start(InterviewService.StartRequest request);

    TurnResult answer(TurnInput input);

    /** The stored session, or empty when unknown. */
    Optional<SessionSnapshot> load(String sessionId);

    /** The real pipeline: {@link InterviewService} for start/answer, the {@link SessionStore} for reading back. */
    static InterviewDriver of(InterviewService service, SessionStore store) {
        return new InterviewDriver() {
            @Override
            public SessionSnapshot start(InterviewService.StartRequest request) {
                return service.start(request);
            }

            @Override
            public TurnResult answer(TurnInput input) {
                return service.answer(input);
            }

            @Override
            public Optional<SessionSnapshot> load(String sessionId) {
                return store.load(sessionId);
            }
        };
    }
}
