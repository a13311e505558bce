package org.interviewworkbench.ui.edit;

import java.util.ArrayList;
import java.util.List;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import org.interviewworkbench.engine.edit.GraphEdit;
import org.interviewworkbench.engine.model.CanonicalSlot;
import org.interviewworkbench.engine.model.InterviewGraph;
import org.interviewworkbench.engine.model.SessionSnapshot;
import org.interviewworkbench.engine.model.SlotNames;
import org.interviewworkbench.engine.model.SurfaceNode;
import org.interviewworkbench.ui.KeyedRows;
import org.interviewworkbench.ui.SessionViewModel;

/**
 * The Slots table of the canonical graph and its commands (rename, merge, split a slot), each an {@link EditCommand}
 * run by the session's {@link UndoManager}, so undo, redo and the edit log work as for the surface graph.
 */
public final class SlotsViewModel {

    private final SessionViewModel session;
    private final UndoManager undo;
    private final ObservableList<SlotRow> slots = FXCollections.observableArrayList();
    private final org.interviewworkbench.ui.PanelRefresh refresh;

    public SlotsViewModel(SessionViewModel session, UndoManager undo) {
        this.session = session;
        this.undo = undo;
        // rebuilt while the edit tabs are on screen, else once when they are shown or the rows are read
        refresh = new org.interviewworkbench.ui.PanelRefresh(session.revisionProperty(), this::rebuild);
        session.termsProperty().addListener((o, a, b) -> refresh.request()); // the methodology's labels come later
        rebuild();
    }

    /** Whether the rows are on screen (bind it to the edit tabs being in the scene); true until bound. */
    public javafx.beans.property.BooleanProperty showingProperty() {
        return refresh.showingProperty();
    }

    /** The slots' rows, current (a pending rebuild is done first). */
    public ObservableList<SlotRow> slots() {
        refresh.catchUp();
        return slots;
    }

    /** A node type's label, meaning and id, for the Type column's tooltip. */
    public String typeHelp(String nodeType) {
        return session.getTerms().nodeTypeHelp(nodeType);
    }

    public UndoManager undoManager() {
        return undo;
    }

    /** Renames a slot (the name is stored as written, white space tidied); the same name again does nothing. */
    public void rename(SlotRow row, String name) {
        if (row != null && name != null && !name.isBlank() && !SlotNames.tidy(name).equals(row.name())) {
            undo.execute(new EditCommand("rename slot '" + row.name() + "'",
                    List.of(new GraphEdit.RenameSlot(row.id(), SlotNames.tidy(name)))));
        }
    }

    /** Merges two or more slots of one type into the first (its name stays). */
    public void merge(List<SlotRow> rows) {
        if (rows != null && rows.size() >= 2) {
            undo.execute(new EditCommand("merge of " + rows.size() + " slots into '" + rows.get(0).name() + "'",
                    List.of(new GraphEdit.MergeSlots(rows.stream().map(SlotRow::id).toList(), null))));
        }
    }

    /** Moves the concepts {@code nodeIds} of {@code row} to a new slot called {@code name}. */
    public void split(SlotRow row, String name, List<String> nodeIds) {
        if (row != null && name != null && !name.isBlank() && nodeIds != null && !nodeIds.isEmpty()
                && nodeIds.size() < row.size()) {
            undo.execute(new EditCommand("split of slot '" + row.name() + "'",
                    List.of(new GraphEdit.SplitSlot(row.id(), SlotNames.tidy(name), nodeIds))));
        }
    }

    private void rebuild() {
        SessionSnapshot s = session.getSession();
        if (s == null) {
            slots.clear();
            return;
        }
        InterviewGraph g = s.graph();
        List<SlotRow> rows = new ArrayList<>();
        for (CanonicalSlot slot : g.slots()) {
            List<String> ids = slot.surfaceNodeIds().stream().filter(id -> g.slotOf(id).map(slot.id()::equals)
                    .orElse(false)).toList();
            rows.add(new SlotRow(slot.id(), slot.name(), slot.nodeType(), slot.status().id(), ids,
                    ids.stream().map(id -> g.node(id).map(SurfaceNode::label).orElse(id)).toList(),
                    session.getTerms().nodeType(slot.nodeType())));
        }
        KeyedRows.update(slots, rows, SlotRow::id);
    }
}
