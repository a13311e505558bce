package org.interviewworkbench.ui.edit;

import org.interviewworkbench.ui.WorkbenchBridge;

/**
 * Undoing the last submitted turn while it is the last one ("Undo turn 5"): the turn, its effects and the edits
 * made after it roll back in one transaction, on record as an {@code undo_turn} entry; the answer goes back to the
 * answer box. Not redoable: the researcher submits the answer again (corrected if need be). The blocking step runs on
 * the turn executor ({@link UndoManager}).
 */
public final class TurnUndoCommand {

    private final int turn;

    /** @param turn the turn answered last (1-based) */
    public TurnUndoCommand(int turn) {
        this.turn = turn;
    }

    public int turn() {
        return turn;
    }

    /** As the Edit menu names it after "Undo". */
    public String title() {
        return "turn " + turn;
    }

    WorkbenchBridge.TurnUndoResult undo(WorkbenchBridge bridge, String sessionId) {
        return bridge.undoLastTurn(sessionId);
    }
}
