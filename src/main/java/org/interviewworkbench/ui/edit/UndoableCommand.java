package org.interviewworkbench.ui.edit;

import org.interviewworkbench.ui.WorkbenchBridge;

/**
 * A researcher action the {@link UndoManager} can do, undo and redo (Ctrl+Z / Ctrl+Shift+Z, named in the Edit menu):
 * graph edits ({@link EditCommand}) and notes on the session ({@link NoteCommand}: typo corrections and memos). Each
 * step is one blocking bridge call that stores its effect and its log entry in one transaction; the manager runs it
 * off the FX thread.
 */
public interface UndoableCommand {

    /** What the action did, as the Edit menu names it after "Undo" ("rename 'froth'"). */
    String title();

    WorkbenchBridge.EditResult execute(WorkbenchBridge bridge, String sessionId);

    WorkbenchBridge.EditResult undo(WorkbenchBridge bridge, String sessionId);

    WorkbenchBridge.EditResult redo(WorkbenchBridge bridge, String sessionId);

    /** Whether it changes the graph (then only at the latest turn on the scrubber); notes may be made on any. */
    default boolean editsGraph() {
        return true;
    }

    /** Whether it changes a stored answer (then the turns are read again to show it). */
    default boolean changesAnswers() {
        return false;
    }
}
