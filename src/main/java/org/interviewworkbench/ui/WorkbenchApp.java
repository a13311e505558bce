package org.interviewworkbench.ui;

import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import javafx.application.Application;
import javafx.application.Platform;
import javafx.geometry.Insets;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressBar;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The JavaFX application. Launched by {@code app.DesktopLauncher} with
 * {@code --bridge-factory=<WorkbenchBridgeFactory class>}; owns the turn executor and the background executor and
 * shuts them down on exit. Without a working bridge it shows a friendly message instead of the workbench.
 */
public final class WorkbenchApp extends Application {

    /** Named parameter with the factory class. */
    public static final String BRIDGE_FACTORY_PARAMETER = "bridge-factory";

    private static final Logger LOG = LoggerFactory.getLogger(WorkbenchApp.class);

    private ExecutorService turnExecutor;
    private ExecutorService background;
    /** Polls the session database for other processes' changes (issue 16). */
    private java.util.concurrent.ScheduledExecutorService storeWatch;
    private MainWindow window;

    private volatile WorkbenchBridge openBridge;

    @Override
    public void start(Stage stage) {
        long t0 = System.nanoTime();
        stage.setTitle("Interview Workbench");
        turnExecutor = Executors.newSingleThreadExecutor(named("turn-executor"));
        background = Executors.newFixedThreadPool(2, named("ui-background"));
        // the window appears at once with a progress note; the bridge (session database, migrations, study files)
        // is opened off the FX thread and the workbench replaces the note when it is ready
        showStarting(stage);
        long jvmStart = java.lang.management.ManagementFactory.getRuntimeMXBean().getStartTime();
        LOG.info("Window shown {} ms after JVM start", System.currentTimeMillis() - jvmStart);
        CompletableFuture.supplyAsync(() -> {
            try {
                return createBridge();
            } catch (Exception e) {
                throw new CompletionException(e);
            }
        }, background).whenComplete((bridge, failure) -> Platform.runLater(() -> {
            if (failure != null) {
                Throwable cause = failure instanceof CompletionException && failure.getCause() != null
                        ? failure.getCause() : failure;
                LOG.warn("No engine bridge available", cause);
                showUnavailable(stage, DialogService.friendly(cause));
                return;
            }
            openBridge = bridge;
            long bridgeMs = Duration.ofNanos(System.nanoTime() - t0).toMillis();
            UiServices services = new UiServices(bridge, new FxThreadDispatcher(), turnExecutor, background,
                    ServiceLatestWins.factory(background), new FxDialogService(stage));
            window = new MainWindow(services);
            storeWatch = Executors.newSingleThreadScheduledExecutor(named("store-watch"));
            window.watchStore(storeWatch, StoreWatcher.DEFAULT_INTERVAL);
            stage.setScene(window.createScene(1440, 900));
            stage.sizeToScene();
            stage.centerOnScreen();
            services.async(background, () -> {
                boolean first = bridge.firstRun();
                if (first) {
                    bridge.firstRunDone();
                }
                return first;
            }, first -> {
                if (first) {
                    window.showFirstRunGuide();
                }
            }, t -> LOG.debug("Could not tell whether this is the first run", t));
            LOG.info("Workbench interactive after {} ms (bridge ready after {} ms), {} ms after JVM start",
                    Duration.ofNanos(System.nanoTime() - t0).toMillis(), bridgeMs,
                    System.currentTimeMillis() - jvmStart);
        }));
    }

    /** The first frame: the product name and what is being opened, with an indeterminate progress bar. */
    private static void showStarting(Stage stage) {
        Label title = new Label("Interview Workbench");
        title.getStyleClass().add("sidebar-title");
        Label message = new Label("Opening the session database and the study files\u2026");
        ProgressBar progress = new ProgressBar();
        progress.setPrefWidth(360);
        VBox box = new VBox(12, title, message, progress);
        box.setId("starting");
        box.setPadding(new Insets(24));
        stage.setScene(styled(new Scene(box, 600, 150)));
        stage.show();
    }

    private static Scene styled(Scene scene) {
        var css = WorkbenchApp.class.getResource(MainWindow.STYLESHEET);
        if (css != null) {
            scene.getStylesheets().add(css.toExternalForm());
        }
        return scene;
    }

    @Override
    public void stop() {
        if (window != null) {
            window.dispose();
        }
        shutdown(storeWatch);
        shutdown(turnExecutor);
        shutdown(background);
        if (openBridge instanceof AutoCloseable closeable) { // the database and the language task threads
            try {
                closeable.close();
            } catch (Exception e) {
                LOG.warn("closing the engine bridge failed: {}", e.getMessage());
            }
        }
    }

    private WorkbenchBridge createBridge() throws Exception {
        String factory = getParameters().getNamed().get(BRIDGE_FACTORY_PARAMETER);
        if (factory == null) {
            throw new IllegalStateException("The interview engine is not wired into this build yet.");
        }
        WorkbenchBridgeFactory f = (WorkbenchBridgeFactory) Class.forName(factory).getDeclaredConstructor()
                .newInstance();
        return f.create();
    }

    private static void showUnavailable(Stage stage, String reason) {
        Label title = new Label("Interview Workbench");
        title.getStyleClass().add("sidebar-title");
        Label message = new Label(reason + "\nThe command line (validate, simulate, interview ...) still works; see"
                + " README.md.");
        message.setWrapText(true);
        VBox box = new VBox(12, title, message);
        box.setPadding(new Insets(24));
        stage.setScene(styled(new Scene(box, 640, 220)));
        stage.show();
    }

    private static void shutdown(ExecutorService executor) {
        if (executor == null) {
            return;
        }
        executor.shutdownNow();
        try {
            executor.awaitTermination(2, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static java.util.concurrent.ThreadFactory named(String name) {
        return r -> {
            Thread t = new Thread(r, name);
            t.setDaemon(true);
            return t;
        };
    }
}
