package org.interviewworkbench.ui.editor;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import org.interviewworkbench.engine.pipeline.TurnResult;
import org.interviewworkbench.engine.scoring.Alternative;
import org.interviewworkbench.engine.scoring.RankingResult;
import org.interviewworkbench.ui.DialogService;
import org.interviewworkbench.ui.LatestWins;
import org.interviewworkbench.ui.SessionViewModel;
import org.interviewworkbench.ui.UiServices;
import org.interviewworkbench.ui.WorkbenchBridge;
import org.interviewworkbench.ui.LabBridge.Problem;

/**
 * Methodology YAML editor: validation as you type (debounced, latest wins, off the UI thread), inline marks at
 * line:column, save = hot reload (a broken text never replaces the active methodology), external changes, and a
 * "re-rank this turn" what-if next to the current ranking.
 */
public final class EditorViewModel {

    /** Debounce of validation as you type. */
    public static final Duration VALIDATION_DEBOUNCE = Duration.ofMillis(300);

    /** Editor lifecycle. */
    public enum State { EMPTY, CLEAN, VALIDATING, VALID, INVALID, SAVING }

    /** One side-by-side what-if row. */
    public record WhatIfRow(String strategy, double currentScore, int currentRank, double editedScore,
                            int editedRank) {
        public double delta() {
            return editedScore - currentScore;
        }
    }

    /** An inline mark: a problem and its character range in the text. */
    public record Mark(Problem problem, int start, int end) {
    }

    private final UiServices services;
    private final SessionViewModel session;
    private final LatestWins<List<Problem>> validation;
    private final LatestWins<RankingResult> reranking;
    private final ObservableList<String> methodologyIds = FXCollections.observableArrayList();
    private final StringProperty methodologyId = new SimpleStringProperty(this, "methodologyId");
    private final StringProperty text = new SimpleStringProperty(this, "text", "");
    private final ReadOnlyStringWrapper activeSource = new ReadOnlyStringWrapper(this, "activeSource", "");
    private final ObservableList<Problem> problems = FXCollections.observableArrayList();
    private final ObservableList<Mark> marks = FXCollections.observableArrayList();
    private final ReadOnlyObjectWrapper<State> state = new ReadOnlyObjectWrapper<>(this, "state", State.EMPTY);
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper(this, "message", "");
    private final ObservableList<WhatIfRow> whatIf = FXCollections.observableArrayList();
    private final ReadOnlyStringWrapper whatIfSummary = new ReadOnlyStringWrapper(this, "whatIfSummary",
            "Edit weights, then \u201cRe-rank this turn\u201d.");
    private final javafx.beans.property.ReadOnlyIntegerWrapper generation =
            new javafx.beans.property.ReadOnlyIntegerWrapper(this, "generation");
    private final WeightsFormViewModel weightsForm;
    private boolean loading;

    public EditorViewModel(UiServices services, SessionViewModel session) {
        this.services = services;
        this.session = session;
        this.validation = services.latestWins().create("validation", VALIDATION_DEBOUNCE);
        this.reranking = services.latestWins().create("rerank", Duration.ofMillis(150));
        text.addListener((o, a, b) -> {
            if (!loading) {
                validate();
            }
        });
        methodologyId.addListener((o, a, b) -> load(b));
        org.interviewworkbench.ui.IdentityChange.listen(session.sessionProperty(), (a, b) -> followSession());
        this.weightsForm = new WeightsFormViewModel(services, this, session);
        // registering the watchers reads every methodology file: do it off the FX thread
        services.background().execute(() -> services.bridge().watchMethodologies(
                change -> services.dispatcher().dispatch(() -> onExternal(change))));
    }

    /** The weights form over this editor's text. */
    public WeightsFormViewModel weightsForm() {
        return weightsForm;
    }

    public ObservableList<String> methodologyIds() {
        return methodologyIds;
    }

    public StringProperty methodologyIdProperty() {
        return methodologyId;
    }

    public StringProperty textProperty() {
        return text;
    }

    /** The source the engine runs with now. */
    public ReadOnlyStringProperty activeSourceProperty() {
        return activeSource.getReadOnlyProperty();
    }

    public ObservableList<Problem> problems() {
        return problems;
    }

    public ObservableList<Mark> marks() {
        return marks;
    }

    public ReadOnlyObjectProperty<State> stateProperty() {
        return state.getReadOnlyProperty();
    }

    public State getState() {
        return state.get();
    }

    public ReadOnlyStringProperty messageProperty() {
        return message.getReadOnlyProperty();
    }

    public ObservableList<WhatIfRow> whatIf() {
        return whatIf;
    }

    public ReadOnlyStringProperty whatIfSummaryProperty() {
        return whatIfSummary.getReadOnlyProperty();
    }

    /**
     * Command: load the catalogue and the open session's methodology (the first one when no session is open or
     * its methodology is not in the catalogue).
     */
    public void initialise() {
        services.async(services.background(), () -> services.bridge().methodologyIds(), ids -> {
            methodologyIds.setAll(ids);
            if (!ids.isEmpty() && methodologyId.get() == null) {
                String own = sessionMethodology();
                methodologyId.set(own != null && ids.contains(own) ? own : ids.get(0));
            }
        }, t -> message.set("Could not list methodologies: " + DialogService.friendly(t)));
    }

    /** Whether the text differs from the active methodology (unsaved edits). */
    public boolean hasUnsavedEdits() {
        return getState() != State.EMPTY && !text.get().equals(activeSource.get());
    }

    /** The open session's methodology id, or null. */
    private String sessionMethodology() {
        return session.getSession() == null ? null : session.getSession().info().methodologyId();
    }

    /** Switches to the open session's methodology unless the researcher has unsaved edits. */
    private void followSession() {
        String own = sessionMethodology();
        if (own == null || own.equals(methodologyId.get())
                || (!methodologyIds.isEmpty() && !methodologyIds.contains(own))) {
            return;
        }
        if (methodologyIds.isEmpty()) {
            return; // initialise() picks it once the catalogue is known
        }
        if (hasUnsavedEdits()) {
            message.set("The open session uses " + own + "; kept your unsaved edits to " + methodologyId.get()
                    + " (save or revert, then pick " + own + ").");
            return;
        }
        methodologyId.set(own);
    }

    /** Command: validate the current text now (also runs, debounced, on every edit). */
    public void validate() {
        String yaml = text.get();
        String file = methodologyId.get() + ".yaml";
        state.set(State.VALIDATING);
        validation.submit(() -> services.bridge().validateMethodology(yaml, file), found -> showProblems(found, yaml),
                t -> {
                    state.set(State.INVALID);
                    message.set("Validation failed: " + DialogService.friendly(t));
                });
    }

    /** Command: save and hot-reload; refused while the text has errors (the active methodology stays). */
    public void save() {
        String id = methodologyId.get();
        String yaml = text.get();
        if (id == null) {
            return;
        }
        state.set(State.SAVING);
        services.async(services.background(), () -> services.bridge().saveMethodology(id, yaml), outcome -> {
            if (outcome.applied()) {
                activeSource.set(yaml);
                showProblems(outcome.problems(), yaml);
                message.set("Saved and reloaded " + id + ": new turns use it.");
            } else {
                showProblems(outcome.problems(), yaml);
                message.set("Not saved: fix " + outcome.problems().size()
                        + " problem(s) first. The active methodology is unchanged.");
            }
        }, t -> {
            state.set(State.INVALID);
            message.set("Save failed: " + DialogService.friendly(t));
        });
    }

    /** Command: discard edits. */
    public void revert() {
        if (state.get() != State.CLEAN && !services.dialogs().confirm("Revert the methodology",
                "Discard your changes and go back to the active methodology?")) {
            return;
        }
        setText(activeSource.get());
        problems.clear();
        marks.clear();
        state.set(State.CLEAN);
        message.set("Reverted to the active methodology.");
    }

    /** Command: what-if ranking of the selected turn with the edited text. */
    public void rerank() {
        TurnResult turn = session.getSelectedTurn();
        if (turn == null) {
            whatIfSummary.set("Select a turn first (timeline).");
            return;
        }
        String yaml = text.get();
        reranking.submit(() -> services.bridge().rerank(turn, yaml), r -> showWhatIf(turn, r),
                t -> whatIfSummary.set("Re-rank failed: " + DialogService.friendly(t)));
    }

    /**
     * Command: one change of the text from outside the code area (the weights form); validated like typing. The
     * code area applies it as a small replacement, so Ctrl+Z undoes it.
     */
    public void applyEdit(TextEdit edit) {
        text.set(edit.apply(text.get()));
    }

    /**
     * Counts the times the whole document was replaced (load, revert, external reload). The code area forgets its
     * undo history when this changes, and applies any other text change as a small, undoable replacement.
     */
    public javafx.beans.property.ReadOnlyIntegerProperty generationProperty() {
        return generation.getReadOnlyProperty();
    }

    /** Character offset of a 1-based line and column in {@code text} (clamped). */
    public static int offsetOf(String text, int line, int column) {
        int offset = 0;
        for (int l = 1; l < line; l++) {
            int nl = text.indexOf('\n', offset);
            if (nl < 0) {
                return text.length();
            }
            offset = nl + 1;
        }
        int lineEnd = text.indexOf('\n', offset);
        lineEnd = lineEnd < 0 ? text.length() : lineEnd;
        return Math.min(offset + column - 1, lineEnd);
    }

    /** Marks from problems: from line:column to the end of that token (at least one character). */
    public static List<Mark> marksOf(String text, List<Problem> found) {
        List<Mark> list = new ArrayList<>();
        for (Problem p : found) {
            int start = offsetOf(text, p.line(), p.column());
            while (start < text.length() && text.charAt(start) == ' ') {
                start++;
            }
            int end = start;
            while (end < text.length() && text.charAt(end) != '\n' && text.charAt(end) != ' ') {
                end++;
            }
            if (end == start) {
                start = Math.max(0, Math.min(start, text.length() - 1));
                end = Math.min(text.length(), start + 1);
            }
            list.add(new Mark(p, start, end));
        }
        return list;
    }

    private void showProblems(List<Problem> found, String forText) {
        if (!forText.equals(text.get())) {
            return; // superseded
        }
        problems.setAll(found);
        marks.setAll(marksOf(forText, found));
        boolean errors = found.stream().anyMatch(p -> p.severity() == WorkbenchBridge.Severity.ERROR);
        state.set(errors ? State.INVALID : forText.equals(activeSource.get()) ? State.CLEAN : State.VALID);
        message.set(errors ? found.size() + " problem(s): " + found.get(0).display()
                : forText.equals(activeSource.get()) ? "Valid \u00b7 active" : "Valid \u00b7 not saved (Ctrl+S)");
    }

    private void load(String id) {
        if (id == null) {
            return;
        }
        services.async(services.background(), () -> services.bridge().activeMethodologySource(id), source -> {
            activeSource.set(source);
            setText(source);
            problems.clear();
            marks.clear();
            state.set(State.CLEAN);
            message.set("Editing " + id + " \u00b7 active");
        }, t -> message.set("Could not load " + id + ": " + DialogService.friendly(t)));
    }

    private void setText(String value) {
        loading = true;
        try {
            generation.set(generation.get() + 1);
            text.set(value);
        } finally {
            loading = false;
        }
    }

    private void onExternal(WorkbenchBridge.MethodologyChange change) {
        if (!change.methodologyId().equals(methodologyId.get())) {
            return;
        }
        if (change.applied()) {
            boolean clean = text.get().equals(activeSource.get());
            activeSource.set(change.source());
            if (clean) {
                setText(change.source());
                problems.clear();
                marks.clear();
                state.set(State.CLEAN);
            }
            message.set("Reloaded " + change.methodologyId() + " after an external change"
                    + (clean ? "." : "; your unsaved edits were kept."));
        } else {
            message.set("External change to " + change.methodologyId() + " is broken ("
                    + change.problems().get(0).display() + "); the active methodology was kept.");
        }
    }

    private void showWhatIf(TurnResult turn, RankingResult edited) {
        List<WhatIfRow> rows = new ArrayList<>();
        List<Alternative> current = turn.alternatives();
        for (int i = 0; i < current.size(); i++) {
            Alternative a = current.get(i);
            int editedRank = -1;
            double editedScore = Double.NaN;
            for (int j = 0; j < edited.alternatives().size(); j++) {
                if (edited.alternatives().get(j).strategy().equals(a.strategy())) {
                    editedRank = j + 1;
                    editedScore = edited.alternatives().get(j).score();
                }
            }
            rows.add(new WhatIfRow(a.strategy(), a.score(), i + 1, editedScore, editedRank));
        }
        whatIf.setAll(rows);
        String was = current.isEmpty() ? turn.strategy() : current.get(0).strategy();
        whatIfSummary.set(was.equals(edited.strategy())
                ? "Turn " + turn.turnNumber() + ": still " + edited.strategy()
                : "Turn " + turn.turnNumber() + ": " + was + " \u2192 " + edited.strategy()
                + (edited.focusNodeId() == null ? "" : " on " + edited.focusNodeId()));
    }
}
