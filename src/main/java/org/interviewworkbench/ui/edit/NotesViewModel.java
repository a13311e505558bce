package org.interviewworkbench.ui.edit;

import java.util.List;
import org.interviewworkbench.engine.edit.SessionNote;
import org.interviewworkbench.engine.edit.SessionNotes;
import org.interviewworkbench.engine.model.SessionSnapshot;
import org.interviewworkbench.engine.pipeline.TurnResult;
import org.interviewworkbench.ui.DialogService;
import org.interviewworkbench.ui.SessionViewModel;
import org.interviewworkbench.ui.UiServices;

/**
 * Typo corrections of past answers and memos on turns and concepts (issue 13): each is checked and stored with its
 * log entry by the bridge on the turn executor (never on the FX thread), then the transcript and the History panel
 * show it. A correction is recorded as the smallest changed passage ({@link SessionNotes#smallest}); extraction is
 * not run again.
 */
public final class NotesViewModel {

    private final UiServices services;
    private final SessionViewModel session;
    private final Runnable logged;

    /** @param logged called after a note was stored (reloads the History panel) */
    public NotesViewModel(UiServices services, SessionViewModel session, Runnable logged) {
        this.services = services;
        this.session = session;
        this.logged = logged;
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
        run(SessionNotes.smallest(turn, old, corrected.strip()), "Typo corrected in the answer of turn " + turn);
    }

    /** Command: a memo on turn {@code turn}. */
    public void memoOnTurn(int turn, String text) {
        if (text != null && !text.isBlank()) {
            run(new SessionNote.Memo(turn, null, text.strip()), "Memo added to turn " + turn);
        }
    }

    /** Command: a memo on concept {@code nodeId}. */
    public void memoOnConcept(String nodeId, String text) {
        if (nodeId != null && text != null && !text.isBlank()) {
            run(new SessionNote.Memo(null, nodeId, text.strip()), "Memo added to the concept");
        }
    }

    private record Done(org.interviewworkbench.ui.WorkbenchBridge.EditResult result, List<TurnResult> turns) {
    }

    private void run(SessionNote note, String done) {
        String id = session.sessionId();
        if (id == null) {
            return;
        }
        services.async(services.turnExecutor(), () -> {
            var result = services.bridge().addNote(id, note);
            return new Done(result, result.ok() ? services.bridge().turnResults(id) : List.of());
        }, d -> {
            if (!d.result().ok()) {
                services.dialogs().showError(note.title(), String.join("\n", d.result().problems()), null);
                return;
            }
            SessionSnapshot after = d.result().after();
            session.showNoted(after, d.turns(), done);
            logged.run();
        }, e -> services.dialogs().showError(note.title(), DialogService.friendly(e), e));
    }
}
