package org.interviewworkbench.engine.port;

import java.util.List;
import org.interviewworkbench.engine.config.Ordered;
import org.interviewworkbench.engine.model.InterviewGraph;
import org.interviewworkbench.engine.model.SessionState;
import org.interviewworkbench.engine.model.Utterance;
import org.interviewworkbench.engine.pipeline.TurnResult;

/**
 * Everything one turn writes, committed atomically: the new session state, the new utterances (answer and
 * next question), the graph entities the turn changed ({@link InterviewGraph#changes()}) and the TurnResult.
 */
public record TurnCommit(String sessionId, SessionState state, List<Utterance> utterances, InterviewGraph graph,
                         TurnResult result) {
    public TurnCommit {
        utterances = Ordered.copyOf(utterances);
    }
}
