package org.interviewworkbench.ui;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import javafx.scene.control.ComboBox;
import javafx.scene.control.DialogPane;
import javafx.scene.control.Labeled;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.TableView;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.GridPane;
import javafx.stage.PopupWindow;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.interviewworkbench.app.DefaultCliServices;
import org.interviewworkbench.app.DesktopBridge;
import org.interviewworkbench.app.OfflineComponents;
import org.interviewworkbench.engine.model.SessionSnapshot;
import org.interviewworkbench.engine.model.SurfaceNode;
import org.interviewworkbench.engine.port.Clock;
import org.interviewworkbench.engine.signal.SignalCatalog;
import org.interviewworkbench.language.llm.LlmSettingsLoader;
import org.interviewworkbench.methodology.StudyFileLocator;
import org.interviewworkbench.methodology.StudyFiles;
import org.interviewworkbench.persistence.DatabaseLocator;
import org.interviewworkbench.persistence.JdbcSessionStore;
import org.interviewworkbench.ui.edit.ConceptRow;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The real window, the real desktop bridge and the offline engine on an H2 file database, for the window tests of
 * researcher edits: opening (and re-opening, as after a restart) the workbench, a session with a few answers, and the
 * gestures those tests share (select concepts, open the Concepts menu from the keyboard, undo, redo, wait for an
 * edit to be stored).
 */
final class EditWindowFixture {

    /** Four answers of an oat-milk means-end interview. */
    static final String[] ANSWERS = {
        "I like the creamy texture because it froths well in my coffee, so I feel like I am treating myself.",
        "Frothing well means my morning latte feels like a cafe drink, and that makes me feel relaxed.",
        "Feeling relaxed in the morning matters because I want peace of mind before a busy day.",
        "The recyclable carton is nice too because I want to live sustainably and feel less guilty.",
    };

    final DirectServices.RecordingDialogs dialogs = new DirectServices.RecordingDialogs();
    private final OfflineComponents offline = new OfflineComponents();
    private final Path tmp;
    private final String url;
    private Stage stage;
    private DesktopBridge bridge;
    private ExecutorService turns;
    private ExecutorService background;
    private MainWindow window;

    EditWindowFixture(String prefix) throws Exception {
        tmp = Files.createTempDirectory(prefix);
        url = "jdbc:h2:" + tmp.resolve("workbench").toAbsolutePath();
    }

    /** Opens the workbench in {@code stage} (call from {@code @Start}, on the FX thread). */
    void start(Stage stage) {
        this.stage = stage;
        open();
    }

    private void open() {
        bridge = bridge(tmp.resolve("home"), url);
        turns = Executors.newSingleThreadExecutor();
        background = Executors.newFixedThreadPool(2);
        window = new MainWindow(new UiServices(bridge, new FxThreadDispatcher(), turns, background,
                ServiceLatestWins.factory(background), dialogs));
        stage.setScene(window.createScene(1280, 780));
        stage.show();
    }

    /** Closes the workbench: the window, its executors and the store (call from {@code @AfterEach}). */
    void close() throws Exception {
        WaitForAsyncUtils.asyncFx(() -> window.dispose()).get();
        turns.shutdown();
        turns.awaitTermination(10, TimeUnit.SECONDS);
        background.shutdownNow();
        bridge.close();
    }

    /** Closes the workbench and opens a new one (new bridge, store and window) on the same database. */
    void restart(FxRobot robot) throws Exception {
        close();
        robot.interact(this::open);
    }

    private DesktopBridge bridge(Path home, String url) {
        StudyFileLocator locator = StudyFileLocator.forWorkingDirectory();
        StudyFiles files = new StudyFiles(locator, SignalCatalog.standard());
        DatabaseLocator databases = new DatabaseLocator(home);
        LlmSettingsLoader llm = new LlmSettingsLoader(home, Map.of());
        DefaultCliServices services = new DefaultCliServices(files, databases, offline, llm, Clock.SYSTEM);
        return new DesktopBridge(files, locator, services, offline, new JdbcSessionStore(url, Clock.SYSTEM),
                databases.dataDirectory(), llm);
    }

    DesktopBridge bridge() {
        return bridge;
    }

    MainWindow window() {
        return window;
    }

    /** Starts an offline means-end session, answers {@link #ANSWERS} and opens it on the Surface graph tab. */
    String openSession(FxRobot robot) throws Exception {
        String id = bridge.startSession("means_end_chain", "oat_milk_mec", "offline", 20).info().id();
        for (String a : ANSWERS) {
            bridge.answer(id, a, null, null, null, () -> false);
        }
        robot.interact(() -> window.sessions().refresh());
        resume(robot, id);
        robot.clickOn("#tab-graph");
        waitFor(() -> !concepts().getItems().isEmpty());
        return id;
    }

    /** Opens a stored session and waits until it is shown. */
    void resume(FxRobot robot, String id) throws Exception {
        robot.interact(() -> window.session().open(id));
        waitFor(() -> window.session().getState() == SessionViewModel.State.READY);
    }

    static void waitFor(BooleanSupplier condition) throws Exception {
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, condition::getAsBoolean);
        WaitForAsyncUtils.waitForFxEvents();
    }

    SessionSnapshot live() {
        return window.session().getSession();
    }

    TableView<ConceptRow> concepts() {
        return window.editPanel().conceptsView().table();
    }

    String label(String id) {
        return live().graph().node(id).map(SurfaceNode::label).orElse(null);
    }

    /** Selects these concepts in the Concepts table and gives it the keyboard focus. */
    void select(FxRobot robot, String... ids) {
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
    static void openContextMenu(FxRobot robot) {
        robot.press(KeyCode.SHIFT, KeyCode.F10).release(KeyCode.F10, KeyCode.SHIFT);
        WaitForAsyncUtils.waitForFxEvents();
    }

    static Menu editMenu(FxRobot robot) {
        MenuBar bar = robot.lookup("#menu-bar").queryAs(MenuBar.class);
        return bar.getMenus().stream().filter(m -> "menu-edit".equals(m.getId())).findFirst().orElseThrow();
    }

    /** The Edit menu's first item: "Undo" and the name of the action undo would take back. */
    static String undoName(FxRobot robot) {
        return editMenu(robot).getItems().get(0).getText();
    }

    /** The Edit menu's second item: "Redo" and the name of the action redo would make again. */
    static String redoName(FxRobot robot) {
        return editMenu(robot).getItems().get(1).getText();
    }

    /** Clicks the context-menu item with exactly this text. */
    static void clickMenuItem(FxRobot robot, String text) {
        WaitForAsyncUtils.waitForFxEvents();
        javafx.scene.Node item = robot.from(Window.getWindows().stream().filter(w -> w.isShowing()
                        && w instanceof PopupWindow).map(w -> (javafx.scene.Node) w.getScene().getRoot()).toList())
                .lookup(".menu-item").match((javafx.scene.Node n) ->
                        n.lookup(".label") instanceof Labeled l && text.equals(l.getText())).query();
        robot.clickOn(item);
    }

    /** Ctrl+Z, and waits until the undo is stored. */
    void undo(FxRobot robot) throws Exception {
        edited(() -> robot.press(KeyCode.CONTROL, KeyCode.Z).release(KeyCode.Z, KeyCode.CONTROL));
    }

    /** Ctrl+Shift+Z, and waits until the redo is stored. */
    void redo(FxRobot robot) throws Exception {
        edited(() -> robot.press(KeyCode.CONTROL, KeyCode.SHIFT, KeyCode.Z)
                .release(KeyCode.Z, KeyCode.SHIFT, KeyCode.CONTROL));
    }

    /** Runs a gesture and waits until the edit it makes is stored (the log grew and nothing is running). */
    void edited(ThrowingRunnable action) throws Exception {
        long before = window.editPanel().undoManager().logRevisionProperty().get();
        action.run();
        waitFor(() -> window.editPanel().undoManager().logRevisionProperty().get() > before
                && !window.editPanel().undoManager().busyProperty().get());
    }

    /** The dialog showing now (waits for it). */
    static DialogPane dialogPane() throws Exception {
        waitFor(() -> Window.getWindows().stream().anyMatch(w -> w.isShowing()
                && w.getScene() != null && w.getScene().getRoot() instanceof DialogPane));
        return (DialogPane) Window.getWindows().stream().filter(w -> w.isShowing()
                && w.getScene() != null && w.getScene().getRoot() instanceof DialogPane)
                .findFirst().orElseThrow().getScene().getRoot();
    }

    /** The value chosen in row {@code row} of the Add relationship dialog (a concept's id, or the type). */
    @SuppressWarnings("unchecked")
    static String chosen(DialogPane pane, int row) {
        ComboBox<Object> box = (ComboBox<Object>) ((GridPane) pane.getContent()).getChildren().stream()
                .filter(n -> GridPane.getRowIndex(n) == row && n instanceof ComboBox).findFirst().orElseThrow();
        Object v = box.getValue();
        return v instanceof ConceptRow c ? c.id() : String.valueOf(v);
    }

    /** The relationship type box of the Add relationship dialog. */
    @SuppressWarnings("unchecked")
    static ComboBox<String> typeBox(DialogPane pane) {
        return (ComboBox<String>) ((GridPane) pane.getContent()).getChildren().stream()
                .filter(n -> GridPane.getRowIndex(n) == 1 && n instanceof ComboBox).findFirst().orElseThrow();
    }

    /** A gesture that may wait. */
    @FunctionalInterface
    interface ThrowingRunnable {
        void run() throws Exception;
    }
}
