package org.interviewworkbench.ui;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import javafx.stage.Stage;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The real window on a {@link FakeWorkbenchBridge} holding one scripted session, for the window tests that need no
 * store: its executors, the scene at a given size, opening the session and closing it all again. Window tests of
 * researcher edits on the real engine use {@link EditWindowFixture} instead.
 */
final class FakeWindowFixture {

    private final FakeWorkbenchBridge bridge;
    private final double width;
    private final double height;
    private ExecutorService turns;
    private ExecutorService background;
    private MainWindow window;
    private Stage stage;

    /** A window {@code width} x {@code height} on a bridge holding one session of {@code sessionTurns} turns. */
    FakeWindowFixture(int sessionTurns, double width, double height) {
        this.bridge = FakeWorkbenchBridge.withSession(sessionTurns);
        this.width = width;
        this.height = height;
    }

    /** Opens the workbench in {@code stage} (call from {@code @Start}, on the FX thread) and returns its window. */
    MainWindow start(Stage stage) {
        this.stage = stage;
        turns = Executors.newSingleThreadExecutor();
        background = Executors.newFixedThreadPool(2);
        window = new MainWindow(new UiServices(bridge, new FxThreadDispatcher(), turns, background,
                ServiceLatestWins.factory(background), new DirectServices.RecordingDialogs()));
        stage.setScene(window.createScene(width, height));
        stage.show();
        return window;
    }

    /** Disposes of the window and stops its executors (call from {@code @AfterEach}). */
    void close() throws Exception {
        WaitForAsyncUtils.asyncFx(() -> window.dispose()).get();
        turns.shutdownNow();
        background.shutdownNow();
    }

    /** Opens the bridge's first session and waits until it is shown. */
    void openFirstSession(FxRobot robot) throws Exception {
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> !window.sessions().sessions().isEmpty());
        robot.interact(() -> window.sessions().open(window.sessions().sessions().get(0)));
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS,
                () -> window.session().getState() == SessionViewModel.State.READY);
        WaitForAsyncUtils.waitForFxEvents();
    }

    /** Resizes the window and lets the layout settle. */
    void resize(FxRobot robot, double newWidth, double newHeight) {
        robot.interact(() -> {
            stage.setWidth(newWidth);
            stage.setHeight(newHeight);
        });
        WaitForAsyncUtils.waitForFxEvents();
        WaitForAsyncUtils.waitForFxEvents();
    }

    FakeWorkbenchBridge bridge() {
        return bridge;
    }

    MainWindow window() {
        return window;
    }

    Stage stage() {
        return stage;
    }
}
