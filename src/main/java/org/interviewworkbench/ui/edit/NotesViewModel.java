package org.interviewworkbench.ui.edit;

import org.interviewworkbench.engine.edit.SessionNote;
import org.interviewworkbench.engine.edit.SessionNotes;
import org.interviewworkbench.engine.pipeline.TurnResult;
import org.interviewworkbench.ui.SessionViewModel;

/**
 * Typo corrections of past answers and memos on turns and concepts (issue 13): each is checked and stored with its
 * log entry by the bridge on the turn executor (never on the FX thread), then the transcript and the History panel
 * show it. A correction is recorded as the smallest changed passage ({@link SessionNotes#smallest}); extraction is
 * not run again. Each is an undoable command ({@link NoteCommand}) run by the session's {@link UndoManager}: Ctrl+Z
 * and the Edit menu ("Undo typo correction in turn 2", "Undo memo on turn 2").
 */
public final class NotesViewModel {

    private final SessionViewModel session;
    private final UndoManager undo;

    /** @param undo runs each note as an undoable command (the History panel reloads on its log revision) */
    public NotesViewModel(SessionViewModel session, UndoManager undo) {
        this.session = session;
        this.undo = undo;
    }

    /** The stored answer of {@code turn}, or "" when there is none. */
    public String answerOf(int turn) {
        return session.turns().stream().filter(t -> t.turnNumber() == turn).map(TurnResult::answer).findFirst()
                .orElse("");
    }

    /** Command: the answer of {@code turn} now reads {@code corrected}. Nothing happens when it did not change. */
    public void correctAnswer(int turn, String corrected) {
        String old = answerOf(turn);
        if (corrected == null || corrected.strip().equals(old) || corrected.isBlank() || old.isEmpty()) {
            return;
        }
        undo.execute(new NoteCommand("typo correction in turn " + turn, SessionNotes.smallest(turn, old,
                corrected.strip()), old, corrected.strip()));
    }

    /** Command: a memo on turn {@code turn}. */
    public void memoOnTurn(int turn, String text) {
        if (text != null && !text.isBlank()) {
            undo.execute(new NoteCommand("memo on turn " + turn, new SessionNote.Memo(turn, null, text.strip()),
                    null, null));
        }
    }

    /** Command: a memo on concept {@code nodeId}. */
    public void memoOnConcept(String nodeId, String text) {
        if (nodeId != null && text != null && !text.isBlank()) {
            String label = session.getSession() == null ? nodeId : session.getSession().graph().node(nodeId)
                    .map(n -> n.label()).orElse(nodeId);
            undo.execute(new NoteCommand("memo on '" + label + "'", new SessionNote.Memo(null, nodeId,
                    text.strip()), null, null));
        }
    }

}
