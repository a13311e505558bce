package org.interviewworkbench.ui.edit;

import java.util.List;
import javafx.scene.Node;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.control.SplitPane;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.input.KeyCombination;
import org.interviewworkbench.ui.SessionViewModel;
import org.interviewworkbench.ui.UiServices;
import org.interviewworkbench.ui.interview.InterviewViewModel;

/**
 * The researcher's corrections beside the surface graph: Concepts, Links (relationships), Slots (the canonical graph) and
 * History tabs next to the graph,
 * and Undo / Redo at the top of the Edit menu, named after the action (Ctrl+Z, Ctrl+Shift+Z).
 */
public final class EditPanel {

    private final UndoManager undo;
    private final GraphEditViewModel edits;
    private final HistoryViewModel history;
    private final ConceptsView conceptsView;
    private final RelationshipsView relationshipsView;
    private final HistoryView historyView;
    private final SlotsViewModel slots;
    private final SlotsView slotsView;
    private final TabPane side = new TabPane();
    /** The surface and canonical graphs: dialogs opened from them are owned by their window. */
    private Node surfaceNode;
    private Node canonicalNode;

    private final SessionViewModel session;
    private final MemberCheckViewModel memberCheck;
    private final NotesViewModel notes;
    private javafx.stage.Stage memberCheckStage;

    public EditPanel(UiServices services, SessionViewModel session, InterviewViewModel interview) {
        this.session = session;
        undo = new UndoManager(services, session);
        edits = new GraphEditViewModel(services, session, undo);
        history = new HistoryViewModel(services, session, undo, interview::markEditedQuestions);
        memberCheck = new MemberCheckViewModel(services, session, history::reload);
        notes = new NotesViewModel(session, undo);
        conceptsView = new ConceptsView(edits, services.dialogs());
        conceptsView.setMoreItems(ids -> {
            MenuItem memo = new MenuItem("Memo\u2026");
            memo.setId("menu-memo");
            memo.setDisable(ids.size() != 1);
            memo.setOnAction(e -> services.dialogs().ask("Memo on the concept", "Your note on this concept:", "")
                    .ifPresent(text -> notes.memoOnConcept(ids.get(0), text)));
            return List.of(new SeparatorMenuItem(), memo);
        });
        relationshipsView = new RelationshipsView(edits);
        historyView = new HistoryView(history);
        slots = new SlotsViewModel(session, undo);
        slotsView = new SlotsView(slots, services.dialogs());
        conceptsView.setDialogOwner(this::window);
        relationshipsView.setDialogOwner(this::window);
        slotsView.setDialogOwner(this::window);
        side.setId("edit-side");
        showWhile(new javafx.beans.property.SimpleBooleanProperty(true));
        side.setTabClosingPolicy(TabPane.TabClosingPolicy.UNAVAILABLE);
        // short plain titles, so all four stay whole in the narrow column at 1024x640; the tooltip says more
        side.getTabs().addAll(tab("concepts", "Concepts", "The concepts of the surface graph", conceptsView.node()),
                tab("relationships", "Links", "Relationships between concepts: from, type, to",
                        relationshipsView.node()),
                tab("slots", "Slots", "Canonical slots: concepts said in different words, grouped",
                        slotsView.node()),
                tab("history", "History", "Every edit, undo and override of the session", historyView.node()));
    }

    /**
     * The window of the graphs and the edit tabs, whichever is on screen: only the selected tab is in the scene
     * ({@link org.interviewworkbench.ui.LazyTabContent}), and a dialog opened from the graph needs an owner.
     */
    private javafx.stage.Window window() {
        for (Node n : new Node[] {side, surfaceNode, canonicalNode}) {
            if (n != null && n.getScene() != null && n.getScene().getWindow() != null) {
                return n.getScene().getWindow();
            }
        }
        return null;
    }

    private static Tab tab(String id, String title, String tooltip, Node content) {
        Tab t = org.interviewworkbench.ui.LazyTabContent.install(new Tab(title), content); // laid out only if selected
        t.setId("tab-" + id);
        t.setTooltip(new javafx.scene.control.Tooltip(tooltip));
        return t;
    }

    /**
     * The edit lists follow each turn only while their tabs are in the scene and {@code onScreen} is true (the tab
     * of the graph they sit beside is selected); else they catch up when shown.
     */
    public void showWhile(javafx.beans.value.ObservableBooleanValue onScreen) {
        var shown = side.sceneProperty().isNotNull().and(onScreen);
        edits.showingProperty().bind(shown);
        slots.showingProperty().bind(shown);
    }

    /**
     * The surface graph with the Concepts / Links / Slots / History tabs beside it; a right click on a concept
     * in the graph opens the same context menu as its row in the Concepts table, F2 renames and Delete deletes the
     * selected concept, and a drag from one concept to another opens Add relationship with both chosen.
     */
    public Node besideGraph(org.interviewworkbench.ui.graph.GraphPanel graph) {
        surfaceNode = graph.node();
        graph.graphView().setOnLink((source, target) -> relationshipsView.addDialog(source, target));
        graph.node().addEventHandler(javafx.scene.input.KeyEvent.KEY_PRESSED, e -> {
            String id = session.selectedNodeIdProperty().get();
            if (id == null || id.isBlank()) {
                return;
            }
            if (e.getCode() == KeyCode.F2) {
                conceptsView.renameConcept(id);
                e.consume();
            } else if (e.getCode() == KeyCode.DELETE || e.getCode() == KeyCode.BACK_SPACE) {
                conceptsView.deleteConcept(id);
                e.consume();
            }
        });
        graph.node().addEventHandler(javafx.scene.input.ContextMenuEvent.CONTEXT_MENU_REQUESTED, e -> {
            String id = graph.graphView().nodeAt(e.getSceneX(), e.getSceneY());
            if (id != null) {
                session.selectedNodeIdProperty().set(id);
                conceptsView.showMenuFor(id, graph.node(), e.getScreenX(), e.getScreenY());
                e.consume();
            }
        });
        // one column beside the graph: the selected node over the edit tabs, so the graph keeps most of the width
        SplitPane column = new SplitPane(graph.takeSidePanel(), side);
        column.setOrientation(javafx.geometry.Orientation.VERTICAL);
        column.setDividerPositions(0.4);
        column.setId("edit-column");
        column.setMinWidth(220);
        column.setPrefWidth(330);
        SplitPane split = new SplitPane(graph.node(), column);
        split.setDividerPositions(0.62);
        SplitPane.setResizableWithParent(column, false);
        return split;
    }

    /**
     * A right click on a slot in the canonical graph opens the Slots table's menu for it (rename, merge, split); the
     * Slots tab shows beside the surface graph.
     */
    public void installSlotMenu(org.interviewworkbench.ui.graph.GraphPanel canonical) {
        canonicalNode = canonical.node();
        canonical.node().addEventHandler(javafx.scene.input.ContextMenuEvent.CONTEXT_MENU_REQUESTED, e -> {
            String id = canonical.graphView().nodeAt(e.getSceneX(), e.getSceneY());
            if (id != null) {
                slotsView.showMenuFor(id, canonical.node(), e.getScreenX(), e.getScreenY());
                e.consume();
            }
        });
    }

    /** Puts Undo, Redo (named after the action) and Undo turn N at the top of the menu bar's Edit menu. */
    public void installMenu(MenuBar bar) {
        Menu edit = bar.getMenus().stream().filter(m -> "menu-edit".equals(m.getId())).findFirst().orElseGet(() -> {
            Menu m = new Menu("_Edit");
            m.setId("menu-edit");
            bar.getMenus().add(1, m);
            return m;
        });
        MenuItem undoItem = new MenuItem();
        undoItem.setId("menu-undo");
        undoItem.setMnemonicParsing(false); // named after the edit: concept labels may hold '_'
        undoItem.textProperty().bind(undo.undoTextProperty());
        undoItem.disableProperty().bind(undo.canUndoProperty().not().or(undo.busyProperty()));
        undoItem.setAccelerator(new KeyCodeCombination(KeyCode.Z, KeyCombination.SHORTCUT_DOWN));
        undoItem.setOnAction(e -> undo.undo());
        MenuItem redoItem = new MenuItem();
        redoItem.setId("menu-redo");
        redoItem.setMnemonicParsing(false); // named after the edit: concept labels may hold '_'
        redoItem.textProperty().bind(undo.redoTextProperty());
        redoItem.disableProperty().bind(undo.canRedoProperty().not().or(undo.busyProperty()));
        redoItem.setAccelerator(new KeyCodeCombination(KeyCode.Z, KeyCombination.SHORTCUT_DOWN,
                KeyCombination.SHIFT_DOWN));
        redoItem.setOnAction(e -> undo.redo());
        MenuItem undoTurnItem = new MenuItem();
        undoTurnItem.setId("menu-undo-turn");
        undoTurnItem.setMnemonicParsing(false); // named after the edit: concept labels may hold '_'
        undoTurnItem.textProperty().bind(undo.undoTurnTextProperty());
        undoTurnItem.disableProperty().bind(undo.canUndoTurnProperty().not().or(undo.busyProperty()));
        undoTurnItem.setOnAction(e -> undo.undoLastTurn());
        MenuItem review = new MenuItem("_Review with the respondent\u2026");
        review.setId("menu-member-check");
        review.setOnAction(e -> showMemberCheck(bar.getScene() == null ? null : bar.getScene().getWindow()));
        edit.getItems().addAll(0, List.of(undoItem, redoItem, undoTurnItem, new SeparatorMenuItem(), review,
                new SeparatorMenuItem()));
    }

    /** Opens the member-check window (the respondent's ladders in plain language) and reads the ladders. */
    public javafx.stage.Stage showMemberCheck(javafx.stage.Window owner) {
        if (memberCheckStage == null) {
            memberCheckStage = new javafx.stage.Stage();
            memberCheckStage.setTitle("Review with the respondent");
            if (owner != null) {
                memberCheckStage.initOwner(owner);
            }
            javafx.scene.Scene scene = new javafx.scene.Scene(new MemberCheckView(memberCheck).node(), 760, 560);
            memberCheckStage.setScene(scene);
        }
        // the window takes the main window's look (light or dark theme) each time it is shown
        if (owner != null && owner.getScene() != null) {
            memberCheckStage.getScene().getStylesheets().setAll(owner.getScene().getStylesheets());
        }
        memberCheck.load();
        memberCheckStage.show();
        return memberCheckStage;
    }

    /** Typo corrections and memos. */
    public NotesViewModel notes() {
        return notes;
    }

    public MemberCheckViewModel memberCheck() {
        return memberCheck;
    }

    /** Selects a tab of the side pane ("concepts", "relationships", "slots", "history"). */
    public void show(String name) {
        side.getTabs().stream().filter(t -> t.getId().equals("tab-" + name)).findFirst()
                .ifPresent(t -> side.getSelectionModel().select(t));
    }

    /** The concept the pending question is about, or null. */
    public String pendingFocus() {
        return session.getSession() == null ? null : session.getSession().state().pendingFocusNodeId();
    }

    /** The Edit menu's popup, shown for a screenshot (the menu as a researcher opens it). */
    public static void showEditMenu(MenuBar bar) {
        bar.getMenus().stream().filter(m -> "menu-edit".equals(m.getId())).findFirst().ifPresent(Menu::show);
    }

    public UndoManager undoManager() {
        return undo;
    }

    public GraphEditViewModel edits() {
        return edits;
    }

    public HistoryViewModel history() {
        return history;
    }

    public ConceptsView conceptsView() {
        return conceptsView;
    }

    public RelationshipsView relationshipsView() {
        return relationshipsView;
    }

    public SlotsViewModel slots() {
        return slots;
    }

    public SlotsView slotsView() {
        return slotsView;
    }

    public HistoryView historyView() {
        return historyView;
    }
}
