package org.interviewworkbench.ui.edit;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import org.interviewworkbench.engine.pipeline.TurnResult;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyLongProperty;
import javafx.beans.property.ReadOnlyLongWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import org.interviewworkbench.ui.DialogService;
import org.interviewworkbench.ui.SessionViewModel;
import org.interviewworkbench.ui.UiServices;
import org.interviewworkbench.ui.WorkbenchBridge;

/**
 * The undo and redo stacks of the open session's graph edits. Every step runs on the turn executor (so edits and
 * turns never overlap and the FX thread never waits), is recorded in the session's edit log by the bridge in the same
 * transaction as its effect, and comes back once through the dispatcher. A new session or a new turn clears both
 * stacks: an undo would otherwise take the turn's concepts away with it. The turn answered last can itself be undone
 * ({@link TurnUndoCommand}, its own Edit menu item, not Ctrl+Z) while it is the last one; the edits made after it go
 * with it.
 */
public final class UndoManager {

    private final UiServices services;
    private final SessionViewModel session;
    private final Deque<UndoableCommand> undo = new ArrayDeque<>();
    private final Deque<UndoableCommand> redo = new ArrayDeque<>();
    private final ReadOnlyStringWrapper undoText = new ReadOnlyStringWrapper(this, "undoText", "Undo");
    private final ReadOnlyStringWrapper redoText = new ReadOnlyStringWrapper(this, "redoText", "Redo");
    private final ReadOnlyBooleanWrapper canUndo = new ReadOnlyBooleanWrapper(this, "canUndo");
    private final ReadOnlyBooleanWrapper canRedo = new ReadOnlyBooleanWrapper(this, "canRedo");
    private final ReadOnlyStringWrapper undoTurnText = new ReadOnlyStringWrapper(this, "undoTurnText", "Undo turn");
    private final ReadOnlyBooleanWrapper canUndoTurn = new ReadOnlyBooleanWrapper(this, "canUndoTurn");
    private final ReadOnlyBooleanWrapper busy = new ReadOnlyBooleanWrapper(this, "busy");
    private final ReadOnlyLongWrapper logRevision = new ReadOnlyLongWrapper(this, "logRevision");
    private String sessionId;
    /** The turn answered last in this workbench, undoable while it is the last one. */
    private TurnUndoCommand lastTurn;

    public UndoManager(UiServices services, SessionViewModel session) {
        this.services = services;
        this.session = session;
        org.interviewworkbench.ui.IdentityChange.listen(session.sessionProperty(), (a, b) -> {
            String id = b == null ? null : b.info().id();
            if (!java.util.Objects.equals(id, sessionId)) {
                sessionId = id;
                clear();
                lastTurnIs(b == null ? 0 : b.state().turnCount());
            }
        });
        session.latestTurnNumberProperty().addListener((o, a, b) -> {
            clear();
            lastTurnIs(b.intValue());
        });
        session.answeredTurnProperty().addListener((o, a, turn) -> {
            lastTurn = turn.intValue() > 0 ? new TurnUndoCommand(turn.intValue()) : null;
            update();
        });
    }

    /** "Undo rename 'froth'" or "Undo" when there is nothing to undo. */
    public ReadOnlyStringProperty undoTextProperty() {
        return undoText.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty redoTextProperty() {
        return redoText.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty canUndoProperty() {
        return canUndo.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty canRedoProperty() {
        return canRedo.getReadOnlyProperty();
    }

    /** True while an edit, undo or redo is being stored. */
    public ReadOnlyBooleanProperty busyProperty() {
        return busy.getReadOnlyProperty();
    }

    /** Incremented after every stored edit, undo or redo (the History panel reloads on it). */
    public ReadOnlyLongProperty logRevisionProperty() {
        return logRevision.getReadOnlyProperty();
    }

    /** Whether a note (typo correction, memo) can be made now: a session open, no turn or edit running. */
    public boolean canNote() {
        return !busy.get() && session.getState() == SessionViewModel.State.READY;
    }

    /** Whether the graph can be edited now: a session at its latest turn, no turn or edit running. */
    public boolean canEdit() {
        return !busy.get() && session.getState() == SessionViewModel.State.READY && !session.isViewingHistory();
    }

    /** Command: applies the edit; when it is refused the reason is shown and nothing changes. */
    public void execute(UndoableCommand command) {
        run(command, UndoableCommand::execute, "Edited: ", "The edit was not applied", () -> {
            undo.push(command);
            redo.clear();
        });
    }

    /** Command: Ctrl+Z (graph edits only; a turn is undone only by its own menu item, {@link #undoLastTurn}). */
    public void undo() {
        UndoableCommand c = undo.peek();
        if (c != null) {
            run(c, UndoableCommand::undo, "Undone: ", "Undo failed", () -> redo.push(undo.pop()));
        }
    }

    /**
     * Command: undo the last submitted turn while it is the last one ("Undo turn 5" in the Edit menu); the edits made
     * after it go with it.
     */
    public void undoLastTurn() {
        if (lastTurn != null) {
            undoTurn(lastTurn);
        }
    }

    /** "Undo turn 5", or "Undo turn" when no turn can be undone. */
    public ReadOnlyStringProperty undoTurnTextProperty() {
        return undoTurnText.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty canUndoTurnProperty() {
        return canUndoTurn.getReadOnlyProperty();
    }

    /** Undoes the last submitted turn; its answer goes back to the answer box. */
    private void undoTurn(TurnUndoCommand command) {
        String id = session.sessionId();
        if (id == null || !canEdit()) {
            return;
        }
        busy.set(true);
        services.async(services.turnExecutor(), () -> command.undo(services.bridge(), id), result -> {
            busy.set(false);
            if (!result.ok()) {
                services.dialogs().showError("The turn was not undone", String.join("\n", result.problems()), null);
                return;
            }
            session.showTurnUndone(result.after(), result.turns(), result.turn(), result.answer());
            lastTurn = null;
            update();
            logRevision.set(logRevision.get() + 1);
        }, error -> {
            busy.set(false);
            services.dialogs().showError("The turn was not undone", DialogService.friendly(error), error);
        });
    }

    /** Command: Ctrl+Shift+Z. */
    public void redo() {
        UndoableCommand c = redo.peek();
        if (c != null) {
            run(c, UndoableCommand::redo, "Redone: ", "Redo failed", () -> undo.push(redo.pop()));
        }
    }

    /** One blocking step of a command. */
    @FunctionalInterface
    private interface Step {
        WorkbenchBridge.EditResult run(UndoableCommand command, WorkbenchBridge bridge, String sessionId);
    }

    /** A step's result, with the turns read again when it changed an answer (else null). */
    private record Done(WorkbenchBridge.EditResult result, List<TurnResult> turns) {
    }

    private void run(UndoableCommand command, Step step, String done, String failure, Runnable onSuccess) {
        String id = session.sessionId();
        if (id == null || !(command.editsGraph() ? canEdit() : canNote())) {
            return;
        }
        busy.set(true);
        services.async(services.turnExecutor(), () -> {
            WorkbenchBridge.EditResult r = step.run(command, services.bridge(), id);
            return new Done(r, r.ok() && command.changesAnswers() ? services.bridge().turnResults(id) : null);
        }, d -> {
                    WorkbenchBridge.EditResult result = d.result();
                    busy.set(false);
                    if (!result.ok()) {
                        services.dialogs().showError(failure, String.join("\n", result.problems()), null);
                        return;
                    }
                    onSuccess.run();
                    if (!command.editsGraph()) {
                        session.showNoted(result.after(), d.turns() != null ? d.turns() : List.copyOf(session.turns()),
                                done + command.title());
                        update();
                        logRevision.set(logRevision.get() + 1);
                        return;
                    }
                    boolean moved = result.before() != null && !java.util.Objects.equals(
                            result.before().state().pendingQuestion(), result.after().state().pendingQuestion());
                    session.showEdited(result.after(), done + command.title() + (moved
                            ? " — the next question changed: " + result.after().state().pendingQuestion()
                            : " — the next question stays"));
                    update();
                    logRevision.set(logRevision.get() + 1);
                }, error -> {
                    busy.set(false);
                    services.dialogs().showError(failure, DialogService.friendly(error), error);
                });
    }


    /**
     * The session's last turn can be undone, also when it was answered before this workbench opened the session (the
     * store keeps the session as it was before each turn; a turn stored without it says so when undone).
     */
    private void lastTurnIs(int turn) {
        lastTurn = turn > 0 ? new TurnUndoCommand(turn) : null;
        update();
    }

    private void clear() {
        lastTurn = null;
        undo.clear();
        redo.clear();
        update();
        logRevision.set(logRevision.get() + 1);
    }

    private void update() {
        canUndo.set(!undo.isEmpty());
        canRedo.set(!redo.isEmpty());
        canUndoTurn.set(lastTurn != null);
        undoTurnText.set(lastTurn != null ? "Undo " + lastTurn.title() : "Undo turn");
        undoText.set(undo.isEmpty() ? "Undo" : "Undo " + undo.peek().title());
        redoText.set(redo.isEmpty() ? "Redo" : "Redo " + redo.peek().title());
    }
}
