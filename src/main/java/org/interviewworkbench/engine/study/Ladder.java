package org.interviewworkbench.engine.study;

import java.util.List;
import java.util.Objects;

/**
 * One ladder of one respondent: codes in step order, from the most concrete to the most abstract.
 *
 * @param respondent the respondent it belongs to (counting per respondent uses it)
 * @param ladderId   the ladder's id, unique per respondent
 * @param steps      the elements in step order
 */
public record Ladder(String respondent, String ladderId, List<LadderStep> steps) {
    public Ladder {
        Objects.requireNonNull(respondent, "respondent");
        Objects.requireNonNull(ladderId, "ladderId");
        steps = List.copyOf(steps);
    }

    /** The codes in step order. */
    public List<String> codes() {
        return steps.stream().map(LadderStep::code).toList();
    }
}
