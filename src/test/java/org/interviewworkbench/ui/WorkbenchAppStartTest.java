package org.interviewworkbench.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import javafx.scene.Scene;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;

/** Starting the application: progress first, the workbench when the bridge is open, a message without one. */
class WorkbenchAppStartTest {

    static {
        System.setProperty("headless.geometry", "1600x1000-32");
    }

    /** A bridge factory that takes a moment to open, like the real one (H2, migrations, study files). */
    public static final class SlowFakeBridgeFactory implements WorkbenchBridgeFactory {
        static final CountDownLatch OPEN = new CountDownLatch(1);

        @Override
        public WorkbenchBridge create() {
            try {
                OPEN.await(10, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            return FakeWorkbenchBridge.withSession(3);
        }
    }

    private Stage stage;
    private javafx.application.Application app;

    @AfterEach
    void tearDown() throws Exception {
        if (app != null) {
            FxToolkit.cleanupApplication(app);
        }
        FxToolkit.cleanupStages();
    }

    @Test
    void the_window_shows_progress_at_once_and_the_workbench_when_the_bridge_is_open() throws Exception {
        stage = FxToolkit.registerPrimaryStage();
        app = FxToolkit.setupApplication(WorkbenchApp.class,
                "--" + WorkbenchApp.BRIDGE_FACTORY_PARAMETER + "=" + SlowFakeBridgeFactory.class.getName());
        WaitForAsyncUtils.waitForFxEvents();

        // the bridge is still opening, yet the window is up and says what it is doing
        assertThat(stage.isShowing()).isTrue();
        assertThat(rootId(stage.getScene())).isEqualTo("starting");

        SlowFakeBridgeFactory.OPEN.countDown();
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> "workbench-root".equals(rootId(stage.getScene())));
        // the window grows from the progress note to the workbench's size (the platform resizes asynchronously)
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> stage.getScene().getWidth() == 1440);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> stage.getScene().lookup("#session-list") != null);
    }

    private static String rootId(Scene scene) {
        return scene == null || scene.getRoot() == null ? null : scene.getRoot().getId();
    }
}
