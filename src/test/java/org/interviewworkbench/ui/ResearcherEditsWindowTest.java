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
 * The real window, the real desktop bridge and an H2 file database, driven like a researcher: rename (F2), change
 * a type (context menu), merge two concepts (context menu), delete the concept the next question is about (Delete
 * key), undo and redo each (Ctrl+Z / Ctrl+Shift+Z and the Edit menu), answer, restart the workbench on the same
 * database and resume.
 */
@ExtendWith(ApplicationExtension.class)
class ResearcherEditsWindowTest {

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
        tmp = Files.createTempDirectory("edits-window");
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

    @Test
    void a_researcher_corrects_the_graph_with_undo_and_the_corrections_survive_a_restart(FxRobot robot)
            throws Exception {
        String id = bridge.startSession("means_end_chain", "oat_milk_mec", "offline", 20).info().id();
        for (String a : ANSWERS) {
            bridge.answer(id, a, null, null, null, () -> false);
        }
        robot.interact(() -> window.sessions().refresh());
        robot.interact(() -> window.session().open(id));
        waitFor(() -> window.session().getState() == SessionViewModel.State.READY);
        robot.clickOn("#tab-graph");
        waitFor(() -> !concepts().getItems().isEmpty());

        String focus = live().state().pendingFocusNodeId();
        String question = window.interview().suggestedQuestionProperty().get();
        List<SurfaceNode> others = live().graph().nodes().stream().filter(n -> !n.id().equals(focus)).toList();
        SurfaceNode renamed = others.get(0);
        // a concept without relationships can take any type
        SurfaceNode retyped = others.stream().filter(n -> live().graph().edges().stream()
                .noneMatch(e -> e.source().equals(n.id()) || e.target().equals(n.id()))).findFirst().orElseThrow();
        List<SurfaceNode> pair = others.stream().filter(n -> n != retyped).collect(java.util.stream.Collectors
                .groupingBy(SurfaceNode::nodeType)).values().stream().filter(l -> l.size() >= 2).findFirst()
                .orElseThrow();

        // rename with F2
        select(robot, renamed.id());
        dialogs.typed.add("morning ritual");
        edited(() -> robot.press(KeyCode.F2).release(KeyCode.F2));
        assertThat(label(renamed.id())).isEqualTo("morning ritual");
        assertThat(concepts().getItems()).extracting(ConceptRow::label).contains("morning ritual");
        assertThat(editMenu(robot).getItems().get(0).getText()).isEqualTo("Undo rename '" + renamed.label() + "'");
        undo(robot);
        assertThat(label(renamed.id())).isEqualTo(renamed.label());
        redo(robot);
        assertThat(label(renamed.id())).isEqualTo("morning ritual");

        // change a type from the context menu (only the methodology's types are offered)
        String newType = window.editPanel().edits().nodeTypes().stream().filter(t -> !t.equals(retyped.nodeType()))
                .findFirst().orElseThrow();
        select(robot, retyped.id());
        edited(() -> {
            rightClickSelected(robot);
            clickMenuItem(robot, "Change type");
            clickMenuItem(robot, newType.replace('_', ' '));
        });
        assertThat(live().graph().node(retyped.id()).orElseThrow().nodeType()).isEqualTo(newType);
        undo(robot);
        assertThat(live().graph().node(retyped.id()).orElseThrow().nodeType()).isEqualTo(retyped.nodeType());
        redo(robot);
        assertThat(live().graph().node(retyped.id()).orElseThrow().nodeType()).isEqualTo(newType);

        // merge two concepts of one type
        select(robot, pair.get(0).id(), pair.get(1).id());
        edited(() -> {
            rightClickSelected(robot);
            clickMenuItem(robot, "Merge 2 selected into the first");
        });
        assertThat(live().graph().node(pair.get(1).id())).isEmpty();
        assertThat(live().graph().node(pair.get(0).id()).orElseThrow().sourceQuotes())
                .containsAll(pair.get(1).sourceQuotes());
        undo(robot);
        assertThat(live().graph().node(pair.get(1).id())).isPresent();
        redo(robot);
        assertThat(live().graph().node(pair.get(1).id())).isEmpty();

        // delete the concept the next question is about: the suggestion moves at once
        String survivingFocus = live().state().pendingFocusNodeId();
        assertThat(survivingFocus).as("the next question is about a concept").isNotNull();
        select(robot, survivingFocus);
        edited(() -> robot.press(KeyCode.DELETE).release(KeyCode.DELETE));
        assertThat(live().graph().node(survivingFocus)).isEmpty();
        assertThat(live().state().pendingFocusNodeId()).isNotNull().isNotEqualTo(survivingFocus);
        undo(robot);
        assertThat(live().state().pendingFocusNodeId()).isEqualTo(survivingFocus);
        redo(robot);
        assertThat(live().state().pendingFocusNodeId()).isNotEqualTo(survivingFocus);
        String next = window.interview().suggestedQuestionProperty().get();
        assertThat(dialogs.errors).isEmpty();

        // the History panel lists every step, newest first
        robot.clickOn("#tab-history");
        waitFor(() -> window.editPanel().history().entries().size() == 12);
        assertThat(window.editPanel().history().entries().get(0).op()).isEqualTo("redo");
        assertThat(window.editPanel().history().entries()).extracting(HistoryEntry::op)
                .containsSubsequence("delete_node", "merge", "retype", "rename");
        // with the share of the engine's coding kept, on top of the panel
        javafx.scene.control.Label kept = robot.lookup("#history-kept").queryAs(javafx.scene.control.Label.class);
        assertThat(kept.isVisible()).isTrue();
        assertThat(kept.getText()).startsWith("Kept unchanged ")
                .contains("renamed 1, retyped 1, merged 1, split 0, deleted 1; relationships: ");

        // the next answer is given to the recomputed question
        robot.clickOn("#tab-interview");
        robot.clickOn("#answer-box").write("It also tastes good in cereal, which I eat every day.");
        robot.press(KeyCode.CONTROL, KeyCode.ENTER).release(KeyCode.ENTER, KeyCode.CONTROL);
        waitFor(() -> window.session().turns().size() == 5
                && window.session().getState() == SessionViewModel.State.READY);
        assertThat(window.session().turns().get(4).question()).isEqualTo(next);
        assertThat(question).isNotEqualTo(next);
        assertThat(window.editPanel().undoManager().canUndoProperty().get()).as("a turn clears undo").isFalse();

        // restart the workbench on the same database and resume
        close();
        robot.interact(() -> open(stage));
        robot.interact(() -> window.session().open(id));
        waitFor(() -> window.session().getState() == SessionViewModel.State.READY);
        assertThat(label(renamed.id())).isEqualTo("morning ritual");
        assertThat(live().graph().node(retyped.id()).orElseThrow().nodeType()).isEqualTo(newType);
        assertThat(live().graph().node(pair.get(1).id())).isEmpty();
        assertThat(live().graph().node(survivingFocus)).isEmpty();
        assertThat(live().graph().edges()).extracting(SurfaceEdge::source).doesNotContain(survivingFocus);
        robot.clickOn("#tab-graph");
        robot.clickOn("#tab-history");
        waitFor(() -> window.editPanel().history().entries().size() == 12);
        robot.clickOn("#tab-interview");
        robot.clickOn("#answer-box").write("And it keeps fresh for a week, so I waste less.");
        robot.press(KeyCode.CONTROL, KeyCode.ENTER).release(KeyCode.ENTER, KeyCode.CONTROL);
        waitFor(() -> window.session().turns().size() == 6
                && window.session().getState() == SessionViewModel.State.READY);
        List<TurnResult> all = window.session().turns();
        assertThat(all.subList(4, 6)).extracting(TurnResult::focusNodeId).doesNotContain(survivingFocus);
        assertThat(live().state().pendingFocusNodeId()).isNotEqualTo(survivingFocus);
        assertThat(dialogs.errors).isEmpty();
    }
}
