package org.interviewworkbench.engine.edit;

import java.util.List;

import org.interviewworkbench.engine.model.InterviewGraph;
import org.interviewworkbench.engine.tracker.TrackerState;

/**
 * The result of applying a list of edits: either the problems (one line per bad edit, {@code edit <index>:
 * <message>}, index 1-based, nothing changed) or the corrected graph, tracker and pending focus.
 *
 * @param problems         empty when every edit applied
 * @param graph            the corrected graph (a new object; the input is never changed), {@code null} on problems
 * @param tracker          the tracker recomputed from the corrected graph
 * @param pendingFocusId   the pending question's focus after the edits ({@code null} when it was deleted)
 * @param pendingFocusGone whether the pending question's focus was deleted (the question needs rewording)
 */
public record EditOutcome(List<String> problems, InterviewGraph graph, TrackerState tracker, String pendingFocusId,
                          boolean pendingFocusGone) {
    public EditOutcome {
        problems = List.copyOf(problems);
    }

    public boolean ok() {
        return problems.isEmpty();
    }
}
