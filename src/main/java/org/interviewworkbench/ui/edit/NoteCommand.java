package org.interviewworkbench.ui.edit;

import org.interviewworkbench.engine.edit.SessionNote;
import org.interviewworkbench.ui.WorkbenchBridge;

/**
 * A typo correction of a past answer or a memo as an undoable command. Doing it stores the note with its log entry
 * ({@link WorkbenchBridge#addNote}); undo and redo are log entries of their own ({@code undo} / {@code redo} naming the
 * note, so the exports drop a note taken back), stored with the answer text as it was before or after the correction
 * in one transaction ({@link WorkbenchBridge#restoreNote}). Nothing is erased from the log.
 */
public final class NoteCommand implements UndoableCommand {

    private final String title;
    private final SessionNote note;
    private final String answerBefore;
    private final String answerAfter;

    /**
     * @param title        as the Edit menu names it ("typo correction in turn 2", "memo on turn 2")
     * @param note         the correction or memo
     * @param answerBefore for a correction, the whole answer before it (else null)
     * @param answerAfter  for a correction, the whole answer after it (else null)
     */
    public NoteCommand(String title, SessionNote note, String answerBefore, String answerAfter) {
        this.title = title;
        this.note = note;
        this.answerBefore = answerBefore;
        this.answerAfter = answerAfter;
    }

    @Override
    public String title() {
        return title;
    }

    public SessionNote note() {
        return note;
    }

    @Override
    public WorkbenchBridge.EditResult execute(WorkbenchBridge bridge, String sessionId) {
        return bridge.addNote(sessionId, note);
    }

    @Override
    public WorkbenchBridge.EditResult undo(WorkbenchBridge bridge, String sessionId) {
        return bridge.restoreNote(sessionId, "undo", "Undo " + title, note, answerBefore);
    }

    @Override
    public WorkbenchBridge.EditResult redo(WorkbenchBridge bridge, String sessionId) {
        return bridge.restoreNote(sessionId, "redo", "Redo " + title, note, answerAfter);
    }

    @Override
    public boolean editsGraph() {
        return false;
    }

    @Override
    public boolean changesAnswers() {
        return answerBefore != null;
    }
}
