package org.interviewworkbench.simulation;

import java.util.List;
import org.interviewworkbench.engine.model.SessionSnapshot;
import org.interviewworkbench.engine.pipeline.TurnResult;

/**
 * A finished simulated interview.
 *
 * @param spec     what was run
 * @param snapshot the final stored session
 * @param turns    one TurnResult per answer, in order
 * @param quality  quality metrics (scenario metrics only with a scenario)
 */
public record SimulationResult(SimulationSpec spec, SessionSnapshot snapshot, List<TurnResult> turns,
                               QualityReport quality) {
    public SimulationResult {
        turns = List.copyOf(turns);
    }

    /** Why the interview ended: the last turn's reason, else the session's. */
    public String terminationReason() {
        if (!turns.isEmpty() && turns.get(turns.size() - 1).terminationReason() != null) {
            return turns.get(turns.size() - 1).terminationReason();
        }
        return snapshot.state().terminationReason();
    }
}
