package org.interviewworkbench.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import javafx.scene.control.TableView;
import javafx.scene.input.KeyCode;
import javafx.scene.input.MouseButton;
import javafx.stage.Stage;
import org.interviewworkbench.app.DefaultCliServices;
import org.interviewworkbench.app.DesktopBridge;
import org.interviewworkbench.app.OfflineComponents;
import org.interviewworkbench.engine.model.SessionSnapshot;
import org.interviewworkbench.engine.model.SurfaceEdge;
import org.interviewworkbench.engine.model.SurfaceNode;
import org.interviewworkbench.engine.pipeline.TurnResult;
import org.interviewworkbench.engine.port.Clock;
import org.interviewworkbench.language.llm.LlmSettingsLoader;
import org.interviewworkbench.methodology.StudyFileLocator;
import org.interviewworkbench.methodology.StudyFiles;
import org.interviewworkbench.persistence.DatabaseLocator;
import org.interviewworkbench.persistence.JdbcSessionStore;
import org.interviewworkbench.ui.WorkbenchBridge.HistoryEntry;
import org.interviewworkbench.ui.edit.ConceptRow;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The real window on an H2 file database: the Polarity column and its context menu, a drag from concept to concept in
 * the surface graph (Add relationship with both chosen, or the reason it is not permitted), F2 and Delete on the
 * graph's selected concept, and the Slots table.
 */
@ExtendWith(ApplicationExtension.class)
class GraphEditGesturesWindowTest {

    private static final String[] ANSWERS = {
        "I like the creamy texture because it froths well in my coffee, so I feel like I am treating myself.",
        "Frothing well means my morning latte feels like a cafe drink, and that makes me feel relaxed.",
        "Feeling relaxed in the morning matters because I want peace of mind before a busy day.",
        "The recyclable carton is nice too because I want to live sustainably and feel less guilty.",
    };

    private final OfflineComponents offline = new OfflineComponents();
    private final DirectServices.RecordingDialogs dialogs = new DirectServices.RecordingDialogs();
    private Path tmp;
    private String url;
    private DesktopBridge bridge;
    private ExecutorService turns;
    private ExecutorService background;
    private MainWindow window;
    private Stage stage;

    @Start
    void start(Stage stage) throws Exception {
        this.stage = stage;
        tmp = Files.createTempDirectory("gestures-window");
        url = "jdbc:h2:" + tmp.resolve("workbench").toAbsolutePath();
        open(stage);
    }

    private void open(Stage stage) {
        bridge = bridge(tmp.resolve("home"), url);
        turns = Executors.newSingleThreadExecutor();
        background = Executors.newFixedThreadPool(2);
        window = new MainWindow(new UiServices(bridge, new FxThreadDispatcher(), turns, background,
                ServiceLatestWins.factory(background), dialogs));
        stage.setScene(window.createScene(1280, 780));
        stage.show();
    }

    private void close() throws Exception {
        WaitForAsyncUtils.asyncFx(() -> window.dispose()).get();
        turns.shutdown();
        turns.awaitTermination(10, TimeUnit.SECONDS);
        background.shutdownNow();
        bridge.close();
    }

    @AfterEach
    void tearDown() throws Exception {
        close();
    }

    private DesktopBridge bridge(Path home, String url) {
        StudyFileLocator locator = StudyFileLocator.forWorkingDirectory();
        StudyFiles files = new StudyFiles(locator, org.interviewworkbench.engine.signal.SignalCatalog.standard());
        DatabaseLocator databases = new DatabaseLocator(home);
        LlmSettingsLoader llm = new LlmSettingsLoader(home, Map.of());
        DefaultCliServices services = new DefaultCliServices(files, databases, offline, llm, Clock.SYSTEM);
        return new DesktopBridge(files, locator, services, offline, new JdbcSessionStore(url, Clock.SYSTEM),
                databases.dataDirectory(), llm);
    }

    private static void waitFor(BooleanSupplier condition) throws Exception {
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, condition::getAsBoolean);
        WaitForAsyncUtils.waitForFxEvents();
    }

    private SessionSnapshot live() {
        return window.session().getSession();
    }

    private TableView<ConceptRow> concepts() {
        return window.editPanel().conceptsView().table();
    }

    private void select(FxRobot robot, String... ids) {
        robot.interact(() -> {
            var model = concepts().getSelectionModel();
            model.clearSelection();
            for (String id : ids) {
                for (int i = 0; i < concepts().getItems().size(); i++) {
                    if (concepts().getItems().get(i).id().equals(id)) {
                        model.select(i);
                    }
                }
            }
            concepts().requestFocus();
        });
    }

    /** Opens the Concepts table's context menu from the keyboard (Shift+F10), as a keyboard user would. */
    private void rightClickSelected(FxRobot robot) {
        robot.press(KeyCode.SHIFT, KeyCode.F10).release(KeyCode.F10, KeyCode.SHIFT);
        WaitForAsyncUtils.waitForFxEvents();
    }

    private static javafx.scene.control.Menu editMenu(FxRobot robot) {
        javafx.scene.control.MenuBar bar = robot.lookup("#menu-bar").queryAs(javafx.scene.control.MenuBar.class);
        return bar.getMenus().stream().filter(m -> m.getText().equals("Edit")).findFirst().orElseThrow();
    }

    /** Clicks the context-menu item with exactly this text. */
    private static void clickMenuItem(FxRobot robot, String text) {
        WaitForAsyncUtils.waitForFxEvents();
        javafx.scene.Node item = robot.from(javafx.stage.Window.getWindows().stream().filter(w -> w.isShowing()
                        && w instanceof javafx.stage.PopupWindow).map(w -> (javafx.scene.Node) w.getScene().getRoot()).toList())
                .lookup(".menu-item").match((javafx.scene.Node n) ->
                n.lookup(".label") instanceof javafx.scene.control.Labeled l && text.equals(l.getText())).query();
        robot.clickOn(item);
    }

    private String label(String id) {
        return live().graph().node(id).map(SurfaceNode::label).orElse(null);
    }

    private void undo(FxRobot robot) throws Exception {
        long before = window.editPanel().undoManager().logRevisionProperty().get();
        robot.press(KeyCode.CONTROL, KeyCode.Z).release(KeyCode.Z, KeyCode.CONTROL);
        waitFor(() -> window.editPanel().undoManager().logRevisionProperty().get() > before
                && !window.editPanel().undoManager().busyProperty().get());
    }

    private void redo(FxRobot robot) throws Exception {
        long before = window.editPanel().undoManager().logRevisionProperty().get();
        robot.press(KeyCode.CONTROL, KeyCode.SHIFT, KeyCode.Z).release(KeyCode.Z, KeyCode.SHIFT, KeyCode.CONTROL);
        waitFor(() -> window.editPanel().undoManager().logRevisionProperty().get() > before
                && !window.editPanel().undoManager().busyProperty().get());
    }

    private void edited(Runnable action) throws Exception {
        long before = window.editPanel().undoManager().logRevisionProperty().get();
        action.run();
        waitFor(() -> window.editPanel().undoManager().logRevisionProperty().get() > before
                && !window.editPanel().undoManager().busyProperty().get());
    }

    private void openSession(FxRobot robot) throws Exception {
        String id = bridge.startSession("means_end_chain", "oat_milk_mec", "offline", 20).info().id();
        for (String a : ANSWERS) {
            bridge.answer(id, a, null, null, null, () -> false);
        }
        robot.interact(() -> window.sessions().refresh());
        robot.interact(() -> window.session().open(id));
        waitFor(() -> window.session().getState() == SessionViewModel.State.READY);
        robot.clickOn("#tab-graph");
        waitFor(() -> !concepts().getItems().isEmpty());
    }

    private javafx.scene.control.DialogPane dialogPane(FxRobot robot) throws Exception {
        waitFor(() -> javafx.stage.Window.getWindows().stream().anyMatch(w -> w.isShowing()
                && w.getScene() != null && w.getScene().getRoot() instanceof javafx.scene.control.DialogPane));
        return (javafx.scene.control.DialogPane) javafx.stage.Window.getWindows().stream().filter(w -> w.isShowing()
                && w.getScene() != null && w.getScene().getRoot() instanceof javafx.scene.control.DialogPane)
                .findFirst().orElseThrow().getScene().getRoot();
    }

    @SuppressWarnings("unchecked")
    private static String chosen(javafx.scene.control.DialogPane pane, int row) {
        javafx.scene.control.ComboBox<Object> box = (javafx.scene.control.ComboBox<Object>) ((javafx.scene.layout
                .GridPane) pane.getContent()).getChildren().stream().filter(n -> javafx.scene.layout.GridPane
                .getRowIndex(n) == row && n instanceof javafx.scene.control.ComboBox).findFirst().orElseThrow();
        Object v = box.getValue();
        return v instanceof ConceptRow c ? c.id() : String.valueOf(v);
    }

    @SuppressWarnings("unchecked")
    private static javafx.scene.control.ComboBox<String> typeBox(javafx.scene.control.DialogPane pane) {
        return (javafx.scene.control.ComboBox<String>) ((javafx.scene.layout.GridPane) pane.getContent())
                .getChildren().stream().filter(n -> javafx.scene.layout.GridPane.getRowIndex(n) == 1
                        && n instanceof javafx.scene.control.ComboBox).findFirst().orElseThrow();
    }

    @Test
    void polarity_is_coded_from_the_concepts_context_menu_and_shown_in_its_column(FxRobot robot) throws Exception {
        openSession(robot);
        ConceptRow row = concepts().getItems().get(0);
        assertThat(row.polarity()).isEqualTo("unknown");
        @SuppressWarnings("unchecked")
        javafx.scene.control.TableColumn<ConceptRow, String> column = (javafx.scene.control.TableColumn<ConceptRow,
                String>) concepts().getColumns().stream().filter(c -> c.getText().equals("Polarity")).findFirst()
                .orElseThrow();

        select(robot, row.id());
        rightClickSelected(robot);
        javafx.scene.control.Menu polarity = (javafx.scene.control.Menu) concepts().getContextMenu().getItems()
                .stream().filter(i -> "menu-polarity".equals(i.getId())).findFirst().orElseThrow();
        assertThat(polarity.getItems()).extracting(javafx.scene.control.MenuItem::getText)
                .containsExactly("positive", "negative", "neutral", "unknown");
        assertThat(polarity.getItems().get(3).isDisable()).as("it is unknown already").isTrue();
        edited(() -> robot.interact(() -> {
            concepts().getContextMenu().hide();
            polarity.getItems().get(1).fire();
        }));

        assertThat(live().graph().node(row.id()).orElseThrow().polarity().id()).isEqualTo("negative");
        int index = concepts().getItems().indexOf(concepts().getItems().stream().filter(r -> r.id().equals(row.id()))
                .findFirst().orElseThrow());
        assertThat(column.getCellData(index)).isEqualTo("negative");
        assertThat(editMenu(robot).getItems().get(0).getText()).isEqualTo("Undo polarity of '" + row.label()
                + "' to negative");
        undo(robot);
        assertThat(live().graph().node(row.id()).orElseThrow().polarity().id()).isEqualTo("unknown");
    }

    @Test
    void a_drag_from_concept_to_concept_opens_add_relationship_with_both_chosen(FxRobot robot) throws Exception {
        openSession(robot);
        var edits = window.editPanel().edits();
        SurfaceNode source = null;
        SurfaceNode target = null;
        String type = null;
        String refused = null;
        for (SurfaceNode s : live().graph().nodes()) {
            for (SurfaceNode t : live().graph().nodes()) {
                String permitted = s == t ? null : edits.firstPermitted(s.nodeType(), t.nodeType());
                String notPermitted = edits.edgeTypes().stream().filter(x -> edits.whyNot(x, s.nodeType(),
                        t.nodeType()) != null).findFirst().orElse(null);
                if (source == null && permitted != null && notPermitted != null
                        && live().graph().edge(s.id(), t.id(), permitted).isEmpty()) {
                    source = s;
                    target = t;
                    type = permitted;
                    refused = notPermitted;
                }
            }
        }
        assertThat(source).as("two concepts some relationship types may link and some may not").isNotNull();
        String from = source.id();
        String to = target.id();
        String permittedType = type;
        String refusedType = refused;
        int before = live().graph().edgeCount();

        // what the drop calls: the dialog with both concepts and the first permitted type chosen
        javafx.application.Platform.runLater(() -> window.surfaceGraph().graphView().link(from, to));
        javafx.scene.control.DialogPane pane = dialogPane(robot);
        assertThat(chosen(pane, 0)).isEqualTo(from);
        assertThat(chosen(pane, 1)).isEqualTo(permittedType);
        assertThat(chosen(pane, 2)).isEqualTo(to);
        javafx.scene.Node ok = pane.lookupButton(javafx.scene.control.ButtonType.OK);
        assertThat(ok.isDisabled()).isFalse();
        // a type the methodology does not permit between them: the reason, and OK disabled
        robot.interact(() -> typeBox(pane).setValue(refusedType));
        assertThat(((javafx.scene.control.Label) pane.lookup("#add-relationship-reason")).getText())
                .startsWith("Not permitted: " + refusedType + " is not permitted from " + source.nodeType());
        assertThat(ok.isDisabled()).isTrue();
        robot.interact(() -> typeBox(pane).setValue(permittedType));
        edited(() -> robot.clickOn(ok));

        assertThat(live().graph().edgeCount()).isEqualTo(before + 1);
        assertThat(live().graph().edge(from, to, permittedType)).isPresent();
        assertThat(window.surfaceGraph().graphView().link(from, from)).as("a drop on itself is no link").isFalse();
    }

    @Test
    void f2_and_delete_on_the_graphs_selected_concept_rename_and_delete_it(FxRobot robot) throws Exception {
        openSession(robot);
        List<SurfaceNode> nodes = List.copyOf(live().graph().nodes());
        SurfaceNode renamed = nodes.get(0);
        SurfaceNode deleted = nodes.get(nodes.size() - 1);
        javafx.scene.Node graph = window.surfaceGraph().node();

        robot.interact(() -> {
            window.session().selectedNodeIdProperty().set(renamed.id());
            window.surfaceGraph().graphView().node().requestFocus();
        });
        dialogs.typed.add("morning ritual");
        edited(() -> robot.press(KeyCode.F2).release(KeyCode.F2));
        assertThat(label(renamed.id())).isEqualTo("morning ritual");

        robot.interact(() -> {
            window.session().selectedNodeIdProperty().set(deleted.id());
            window.surfaceGraph().graphView().node().requestFocus();
        });
        edited(() -> robot.press(KeyCode.DELETE).release(KeyCode.DELETE));
        assertThat(live().graph().node(deleted.id())).isEmpty();
        assertThat(graph.getScene()).isNotNull();
    }

    @Test
    void the_slots_tab_lists_the_canonical_graph_and_renames_a_slot_with_f2(FxRobot robot) throws Exception {
        openSession(robot);
        robot.clickOn("#tab-slots");
        var table = window.editPanel().slotsView().table();
        waitFor(() -> !table.getItems().isEmpty());
        var slot = table.getItems().get(0);
        robot.interact(() -> {
            table.getSelectionModel().clearAndSelect(0);
            table.requestFocus();
        });
        dialogs.typed.add("Cafe Feeling");
        edited(() -> robot.press(KeyCode.F2).release(KeyCode.F2));
        assertThat(live().graph().slot(slot.id()).orElseThrow().name()).isEqualTo("cafe_feeling");
        assertThat(table.getItems()).extracting(r -> r.name()).contains("cafe_feeling");
    }
}
