package org.interviewworkbench.ui.edit;

import java.util.List;
import org.interviewworkbench.engine.edit.GraphEdit;
import org.interviewworkbench.engine.model.SessionSnapshot;
import org.interviewworkbench.ui.WorkbenchBridge;

/**
 * One researcher action on the graph as an undoable command (a rename, a merge, ...): its edits and, once done, the
 * session as it was before and after, so undo and redo put a whole state back (tracker and pending question
 * included) rather than guessing an inverse edit. Each step is a blocking bridge call; {@link UndoManager} runs it
 * off the FX thread.
 */
public final class EditCommand implements UndoableCommand {

    private final String title;
    private final List<GraphEdit> edits;
    private SessionSnapshot before;
    private SessionSnapshot after;

    /**
     * @param title what the action did, as the Edit menu names it after "Undo" ("rename 'froth'")
     * @param edits the edits, applied all or nothing
     */
    public EditCommand(String title, List<GraphEdit> edits) {
        this.title = title;
        this.edits = List.copyOf(edits);
    }

    @Override
    public String title() {
        return title;
    }

    public List<GraphEdit> edits() {
        return edits;
    }

    /** Applies the edits; on success remembers both states. */
    @Override
    public WorkbenchBridge.EditResult execute(WorkbenchBridge bridge, String sessionId) {
        WorkbenchBridge.EditResult r = bridge.applyEdits(sessionId, edits);
        if (r.ok()) {
            before = r.before();
            after = r.after();
        }
        return r;
    }

    /** Puts the state before the edits back (a new log entry "undo"). */
    @Override
    public WorkbenchBridge.EditResult undo(WorkbenchBridge bridge, String sessionId) {
        return bridge.restore(sessionId, before, "undo", "Undo " + title, edits);
    }

    /** Puts the state after the edits back (a new log entry "redo"). */
    @Override
    public WorkbenchBridge.EditResult redo(WorkbenchBridge bridge, String sessionId) {
        return bridge.restore(sessionId, after, "redo", "Redo " + title, edits);
    }
}
