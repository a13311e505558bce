package org.interviewworkbench.engine.port;

import java.util.List;
import org.interviewworkbench.engine.config.Ordered;
import org.interviewworkbench.engine.model.InterviewGraph;
import org.interviewworkbench.engine.model.SessionState;
import org.interviewworkbench.engine.model.Utterance;
import org.interviewworkbench.engine.pipeline.TurnResult;

/**
 * Everything one turn writes, committed atomically: the new session state, the new utterances (answer and
 * next question), the graph entities the turn changed ({@link InterviewGraph#changes()}), the TurnResult and the
 * moderator's overrides of the turn (entries of the session's edit log).
 */
public record TurnCommit(String sessionId, SessionState state, List<Utterance> utterances, InterviewGraph graph,
                         TurnResult result, List<ModeratorOverride> overrides) {
    public TurnCommit {
        utterances = Ordered.copyOf(utterances);
        overrides = overrides == null ? List.of() : List.copyOf(overrides);
    }

    /** A turn without overrides. */
    public TurnCommit(String sessionId, SessionState state, List<Utterance> utterances, InterviewGraph graph,
                      TurnResult result) {
        this(sessionId, state, utterances, graph, result, List.of());
    }
}
