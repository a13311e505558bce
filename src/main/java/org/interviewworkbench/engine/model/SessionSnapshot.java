package org.interviewworkbench.engine.model;

import java.util.List;
import org.interviewworkbench.engine.config.Ordered;

/**
 * A whole session as stored: facts, concept, the methodology YAML it runs with, evolving state, graph and
 * transcript. Everything needed to continue the interview exactly where it stopped.
 */
public record SessionSnapshot(SessionInfo info, Concept concept, String methodologySource, SessionState state,
                              InterviewGraph graph, List<Utterance> utterances) {
    public SessionSnapshot {
        utterances = Ordered.copyOf(utterances);
    }
}
