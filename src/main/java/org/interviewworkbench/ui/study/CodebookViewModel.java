package org.interviewworkbench.ui.study;

import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.concurrent.CancellationException;
import java.util.concurrent.atomic.AtomicBoolean;

import javafx.beans.property.DoubleProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyDoubleWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleDoubleProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

import org.interviewworkbench.engine.study.CodebookEdit;
import org.interviewworkbench.ui.UiServices;
import org.interviewworkbench.ui.StudyBridge.CodeMemberRow;
import org.interviewworkbench.ui.StudyBridge.CodebookRow;

/**
 * The codebook the researcher owns: merge, rename, move members to another code, split members off into a new code,
 * change a code's type, describe it; every change is a {@link CodebookEdit} stored with who and when and undone with
 * {@link #undo()} (the map, statistics and discovery curve follow each change). {@link #propose()} builds the codebook
 * again from the ladders at {@link #thresholdProperty()} on the background executor with a progress fraction and
 * {@link #cancelProposal()}; a cancelled proposal stores nothing. {@link #openInSession} asks the workbench to open a
 * member's interview at the turn its words were said.
 */
public final class CodebookViewModel {

    /** A request to open an interview at a turn (the workbench's scrubber shows the state after that turn). */
    public record OpenSession(String sessionId, int turn) {
    }

    private final UiServices services;
    private final StudyViewModel study;
    private final ObservableList<CodebookRow> codes = FXCollections.observableArrayList();
    private final ObjectProperty<CodebookRow> selected = new SimpleObjectProperty<>(this, "selected");
    private final ObservableList<CodeMemberRow> members = FXCollections.observableArrayList();
    private final ObservableList<String> types = FXCollections.observableArrayList();
    private final ReadOnlyStringWrapper description = new ReadOnlyStringWrapper(this, "description", "");
    private final DoubleProperty threshold = new SimpleDoubleProperty(this, "threshold", 0.75);
    private final ReadOnlyBooleanWrapper proposing = new ReadOnlyBooleanWrapper(this, "proposing", false);
    private final ReadOnlyDoubleWrapper progress = new ReadOnlyDoubleWrapper(this, "progress", 0);
    private volatile AtomicBoolean cancel = new AtomicBoolean();
    private java.util.function.Consumer<OpenSession> onOpenSession = r -> { };

    CodebookViewModel(UiServices services, StudyViewModel study) {
        this.services = services;
        this.study = study;
        selected.addListener((o, a, b) -> loadMembers());
        study.selectedProperty().addListener((o, a, b) -> loadTypes());
    }

    /** Shows the codebook of a fresh analysis, keeping the selected code when it is still there. */
    void show(List<CodebookRow> rows) {
        String keep = selected.get() == null ? null : selected.get().id();
        codes.setAll(rows);
        CodebookRow again = rows.stream().filter(r -> r.id().equals(keep)).findFirst().orElse(null);
        if (again != null && again.equals(selected.get())) {
            loadMembers();
        }
        selected.set(again);
    }

    private void loadTypes() {
        String id = study.studyId();
        if (id != null) {
            services.async(services.background(), () -> services.bridge().codeTypes(id), types::setAll,
                    e -> types.clear());
        }
    }

    private void loadMembers() {
        CodebookRow code = selected.get();
        String id = study.studyId();
        if (code == null || id == null) {
            members.clear();
            description.set("");
            return;
        }
        services.async(services.background(), () -> new Details(services.bridge().codeMembers(id, code.id()),
                services.bridge().codeDescription(id, code.id())), d -> {
                    if (code.equals(selected.get())) {
                        members.setAll(d.members());
                        description.set(d.description());
                    }
                }, e -> members.clear());
    }

    private record Details(List<CodeMemberRow> members, String description) {
    }

    /** Command: merge the given codes into the first, named {@code name} (the first's name when blank). */
    public void merge(List<CodebookRow> rows, String name) {
        String id = study.studyId();
        if (id == null || rows.size() < 2) {
            study.changed("Select two or more codes to merge.");
            return;
        }
        String merged = name == null || name.isBlank() ? rows.get(0).name() : name.strip();
        change(() -> services.bridge().mergeCodes(id, rows.stream().map(CodebookRow::id).toList(), merged));
    }

    /** Command: rename a code. */
    public void rename(CodebookRow row, String name) {
        String id = study.studyId();
        if (id != null && row != null && name != null && !name.isBlank()) {
            change(() -> services.bridge().renameCode(id, row.id(), name.strip()));
        }
    }

    /** Command: move the given members of the selected code to {@code target}. */
    public void move(List<CodeMemberRow> chosen, CodebookRow target) {
        CodebookRow from = selected.get();
        if (from == null || target == null || chosen.isEmpty()) {
            study.changed("Select members of a code and the code to move them to.");
            return;
        }
        edit(new CodebookEdit.MoveMembers(from.id(), indexes(chosen), target.id()));
    }

    /** Command: split the given members of the selected code off into a new code named {@code name}. */
    public void split(List<CodeMemberRow> chosen, String name) {
        CodebookRow from = selected.get();
        if (from == null || chosen.isEmpty() || name == null || name.isBlank()) {
            study.changed("Select members to split off and give the new code a name.");
            return;
        }
        edit(new CodebookEdit.Split(from.id(), indexes(chosen), name.strip()));
    }

    /** Command: change the selected code's node type. */
    public void retype(String type) {
        CodebookRow code = selected.get();
        if (code != null && type != null && !type.equals(code.type())) {
            edit(new CodebookEdit.Retype(code.id(), type));
        }
    }

    /** Command: set the selected code's description. */
    public void describe(String text) {
        CodebookRow code = selected.get();
        if (code != null && !(text == null ? "" : text.strip()).equals(description.get())) {
            edit(new CodebookEdit.Describe(code.id(), text));
        }
    }

    /** Who opens an interview at a turn (the main window: its session, scrubber and Interview tab). */
    public void setOnOpenSession(java.util.function.Consumer<OpenSession> handler) {
        this.onOpenSession = handler == null ? r -> { } : handler;
    }

    /** Whether a member came from an interview of this database (imported ladders have none to open). */
    public static boolean canOpen(CodeMemberRow member) {
        return member != null && !member.sessionId().isEmpty();
    }

    /**
     * Command: open the member's interview at the turn its words were said (at the latest turn when unknown); an
     * imported ladder element has no interview to open and says so.
     */
    public void openInSession(CodeMemberRow member) {
        if (!canOpen(member)) {
            study.changed("An imported ladder has no interview to open.");
            return;
        }
        onOpenSession.accept(new OpenSession(member.sessionId(), member.turn()));
        study.changed("Opened " + member.respondent() + "'s interview"
                + (member.turn() > 0 ? " at turn " + member.turn() : "") + " (" + member.label() + ")");
    }

    /** Command: undo the last codebook change still in effect (it stays in the history as undone). */
    public void undo() {
        String id = study.studyId();
        if (id != null) {
            change(() -> services.bridge().undoCodebook(id).map(d -> "Undid: " + d).orElse("Nothing to undo."));
        }
    }

    private void edit(CodebookEdit edit) {
        String id = study.studyId();
        if (id != null) {
            change(() -> services.bridge().editCodebook(id, edit));
        }
    }

    private static List<Integer> indexes(List<CodeMemberRow> rows) {
        return rows.stream().map(CodeMemberRow::index).sorted().toList();
    }

    private void change(Callable<String> work) {
        study.setBusy(true);
        services.async(services.background(), work, done -> {
            study.setBusy(false);
            study.changed(done);
            study.analyse();
        }, e -> {
            study.setBusy(false);
            study.changed("Not changed: " + e.getMessage());
            study.analyse(); // someone else's change: show the codebook as it is now
        });
    }

    /**
     * Command: propose the codebook again at the threshold (starting from the current codes), off the FX thread, with
     * {@link #progressProperty()}; {@link #cancelProposal()} stops it between interviews and stores nothing.
     */
    public void propose() {
        String id = study.studyId();
        if (id == null || proposing.get()) {
            return;
        }
        AtomicBoolean cancelled = new AtomicBoolean();
        cancel = cancelled;
        double at = threshold.get();
        proposing.set(true);
        progress.set(0);
        study.setBusy(true);
        study.changed(String.format(Locale.ROOT, "Proposing codes at similarity %.2f ...", at));
        services.async(services.background(), () -> services.bridge().proposeCodebook(id, at,
                f -> services.dispatcher().dispatch(() -> progress.set(f)), cancelled::get), done -> {
                    finishProposal();
                    study.changed(done);
                    study.analyse();
                }, e -> {
                    finishProposal();
                    study.changed(e instanceof CancellationException
                            ? "Proposal cancelled: the codebook is unchanged." : "Not proposed: " + e.getMessage());
                });
    }

    private void finishProposal() {
        proposing.set(false);
        study.setBusy(false);
    }

    /** Command: stop the running proposal between two interviews. */
    public void cancelProposal() {
        cancel.set(true);
    }

    public ObservableList<CodebookRow> codes() {
        return codes;
    }

    /** The code whose members and description are shown. */
    public ObjectProperty<CodebookRow> selectedProperty() {
        return selected;
    }

    public ObservableList<CodeMemberRow> members() {
        return members;
    }

    /** The node types a code may take. */
    public ObservableList<String> types() {
        return types;
    }

    public ReadOnlyStringProperty descriptionProperty() {
        return description.getReadOnlyProperty();
    }

    /** Similarity threshold of the proposal (cosine, shown and adjustable). */
    public DoubleProperty thresholdProperty() {
        return threshold;
    }

    public ReadOnlyBooleanProperty proposingProperty() {
        return proposing.getReadOnlyProperty();
    }

    /** Share of interviews the running proposal has assigned, 0 to 1. */
    public ReadOnlyDoubleProperty progressProperty() {
        return progress.getReadOnlyProperty();
    }
}
