package org.interviewworkbench.ui;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Supplier;
import javafx.application.Platform;
import javafx.embed.swing.SwingFXUtils;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.image.WritableImage;
import javafx.stage.Stage;
import javax.imageio.ImageIO;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Opens the real window, runs a short demo interview through the interview panel (each answer submitted like a
 * researcher would, on the turn executor), then snapshots the window or one named view to PNG. Needs a display
 * (Xvfb) or the headless Monocle toolkit.
 */
public final class ScreenshotRunner {

    private static final Logger LOG = LoggerFactory.getLogger(ScreenshotRunner.class);
    private static final Duration TURN_TIMEOUT = Duration.ofSeconds(60);
    /**
     * How long a step on the FX thread may take before the run gives up: generous, since on a shared machine under
     * load (e.g. load average 20 on 2 cores) building the window alone took more than 30 s.
     */
    private static final long FX_TIMEOUT_SECONDS = 120;
    /** System property: the id of a stored session to open before a screenshot without {@code --demo}. */
    public static final String OPEN_SESSION_PROPERTY = "interview-workbench.open-session";
    /**
     * System property naming a file the run appends one line of measurements to (start to a first frame with the
     * session list loaded, longest FX pulse gap during the demo turns, used heap after GC after the demo).
     */
    public static final String MEASURE_PROPERTY = "interview-workbench.measure";

    /** System property: the Study tab's side pane to picture (Sessions, Codebook, Discovery). */
    public static final String STUDY_PANE_PROPERTY = "interview-workbench.study-pane";
    /** System property: a study variable whose maps the Study tab pictures side by side (e.g. segment). */
    public static final String STUDY_SEGMENTS_PROPERTY = "interview-workbench.study-segments";

    private final Supplier<WorkbenchBridge> bridge;
    private final DemoScript script;

    /**
     * @param bridge      creates the bridge (called once, off the FX thread)
     * @param demoAnswers fixed answers of the demo interview, given in the bridge's first methodology and concept
     */
    public ScreenshotRunner(Supplier<WorkbenchBridge> bridge, List<String> demoAnswers) {
        this(bridge, demoAnswers.isEmpty() ? null : DemoScript.fixed(null, null, demoAnswers));
    }

    /**
     * @param bridge creates the bridge (called once, off the FX thread)
     * @param script the demo interview, or {@code null} to just open the window
     */
    public ScreenshotRunner(Supplier<WorkbenchBridge> bridge, DemoScript script) {
        this.bridge = bridge;
        this.script = script;
    }

    /**
     * Takes the screenshot.
     *
     * @param view   one of {@link MainWindow#VIEW_NAMES}
     * @param out    PNG file
     * @param demo   whether to run the demo interview first
     * @param width  window width
     * @param height window height
     */
    public void capture(String view, Path out, boolean demo, int width, int height) throws Exception {
        if (!List.of(MainWindow.VIEW_NAMES).contains(view)) {
            throw new IllegalArgumentException("unknown view '" + view + "'; one of "
                    + String.join(", ", MainWindow.VIEW_NAMES));
        }
        startToolkit();
        WorkbenchBridge b = bridge.get();
        ExecutorService turns = Executors.newSingleThreadExecutor();
        ExecutorService background = Executors.newFixedThreadPool(2);
        AtomicReference<MainWindow> window = new AtomicReference<>();
        AtomicReference<Stage> stage = new AtomicReference<>();
        try {
            onFx(() -> {
                Stage s = new Stage();
                UiServices services = new UiServices(b, new FxThreadDispatcher(), turns, background,
                        ServiceLatestWins.factory(background), new LoggingDialogs());
                MainWindow w = new MainWindow(services);
                s.setScene(w.createScene(width, height));
                s.setTitle("Interview Workbench");
                s.show();
                window.set(w);
                stage.set(s);
                return null;
            });
            boolean measuring = System.getProperty(MEASURE_PROPERTY) != null;
            long listedAt = measuring && !demo ? waitForSessionList(window.get()) : -1;
            long firstFrameMs = nextPulse() - java.lang.management.ManagementFactory.getRuntimeMXBean().getStartTime();
            int listed = onFx(() -> window.get().sessions().sessions().size());
            PulseProbe probe = new PulseProbe();
            onFx(() -> {
                probe.start();
                return null;
            });
            int turnsRun = 0;
            java.util.List<Double> turnStalls = new java.util.ArrayList<>();
            java.util.List<Double> turnCpu = new java.util.ArrayList<>();
            java.util.List<Double> editStalls = new java.util.ArrayList<>();
            java.util.List<Double> editCpu = new java.util.ArrayList<>();
            java.util.List<String> editsMade = new java.util.ArrayList<>();
            int grownNodes = 0;
            double openingGap = 0;
            double openingCpu = 0;
            String openSession = System.getProperty(OPEN_SESSION_PROPERTY);
            if (!demo && openSession != null) {
                // picture a stored session (e.g. one run against an LLM, for the egress panel)
                onFx(() -> {
                    window.get().session().open(openSession);
                    return null;
                });
                Thread.sleep(1000);
            }
            if (demo && script != null) {
                // the demo runs with the pictured view on screen, as a researcher watching that panel live
                onFx(() -> window.get().view(view));
                String methodology = script.methodologyId() != null ? script.methodologyId() : b.methodologyIds().get(0);
                String concept = script.conceptId() != null ? script.conceptId() : b.conceptIds().get(0);
                int demoNodes = LargeDemo.requestedNodes();
                var reused = demoNodes > 0 ? LargeDemo.findGrown(b, methodology, demoNodes)
                        : java.util.Optional.<LargeDemo.Grown>empty();
                String sessionId = reused.isPresent() ? reused.get().sessionId()
                        : b.startSession(methodology, concept, "offline", Math.max(20, script.turns() + 1)
                                + (demoNodes > 0 ? LargeDemo.MAX_GROW_TURNS : 0)).info().id();
                var snapshot = b.loadSession(sessionId);
                String question = snapshot.state().pendingQuestion();
                String strategy = null;
                String focus = null;
                if (demoNodes > 0) {
                    // a large session: grown through the real engine (or found grown in a copied database), then
                    // opened as a researcher would
                    var grown = reused.isPresent() ? reused.get().last() : LargeDemo.grow(b, sessionId, demoNodes);
                    if (reused.isPresent()) {
                        LOG.info("Measuring on session {} grown before ({} concepts)", sessionId,
                                grown.graphCounts().surfaceNodes());
                    }
                    grownNodes = grown.graphCounts().surfaceNodes();
                    onFx(() -> {
                        window.get().session().open(snapshot.info().id());
                        return null;
                    });
                    waitUntilIdle(window.get());
                    Thread.sleep(3000); // the opened session's first render is not a turn
                    question = grown.nextQuestion();
                    strategy = grown.strategy();
                    focus = grown.focusNodeId() == null ? null : grown.focusLabel();
                    probe.takeMaxGapMillis();
                    probe.takeMaxCpuMillis();
                } else {
                    onFx(() -> {
                        window.get().session().show(snapshot);
                        window.get().sessions().refresh();
                        return null;
                    });
                    // showing the view and the new session is not the first answer's turn: measured on its own
                    waitUntilIdle(window.get());
                    Thread.sleep(1000);
                    openingGap = probe.takeMaxGapMillis();
                    openingCpu = probe.takeMaxCpuMillis();
                }
                int measuredTurns = demoNodes > 0 ? Math.min(script.turns(), LargeDemo.MEASURED_TURNS) : script.turns();
                for (int turn = 1; turn <= measuredTurns; turn++) {
                    String answer = script.answer(turn, question, strategy, focus);
                    onFx(() -> {
                        window.get().interview().answerTextProperty().set(answer);
                        window.get().interview().submit();
                        return null;
                    });
                    waitUntilIdle(window.get());
                    Thread.sleep(100); // the panels' rebuild after the turn is part of the turn
                    turnStalls.add(probe.takeMaxGapMillis());
                    turnCpu.add(probe.takeMaxCpuMillis());
                    turnsRun = turn;
                    var results = b.turnResults(snapshot.info().id());
                    if (results.isEmpty()) {
                        break;
                    }
                    var last = results.get(results.size() - 1);
                    if (!last.shouldContinue()) {
                        break;
                    }
                    if (demoNodes > 0 && turn < measuredTurns) {
                        // a researcher's correction between turns (rename, merge, delete), measured on its own
                        int n = turn;
                        String what = onFx(() -> LargeDemo.edit(window.get().editPanel(), n));
                        waitUntilEdited(window.get());
                        editStalls.add(probe.takeMaxGapMillis());
                        editCpu.add(probe.takeMaxCpuMillis());
                        editsMade.add(what);
                    }
                    question = demoNodes > 0 ? b.loadSession(snapshot.info().id()).state().pendingQuestion()
                            : last.nextQuestion();
                    strategy = last.strategy();
                    focus = last.focusNodeId() == null ? null : last.focusLabel();
                }
            }
            onFx(() -> {
                probe.stop();
                return null;
            });
            double worst = turnStalls.stream().mapToDouble(Double::doubleValue).max().orElse(0);
            double worstAfterFirst = turnStalls.stream().skip(1).mapToDouble(Double::doubleValue).max().orElse(0);
            double median = median(turnStalls);
            measure(String.format(java.util.Locale.ROOT,
                    "view=%s start_to_first_frame_ms=%d sessions_listed=%d list_loaded_ms=%d demo_turns=%d"
                            + " max_pulse_gap_ms=%.1f max_pulse_gap_after_turn1_ms=%.1f median_turn_max_gap_ms=%.1f"
                            + " max_fx_cpu_between_pulses_ms=%.1f max_fx_cpu_after_turn1_ms=%.1f"
                            + " median_turn_max_fx_cpu_ms=%.1f pulses=%d used_heap_after_gc_mb=%.1f"
                            + " per_turn_max_gap_ms=%s per_turn_max_fx_cpu_ms=%s surface_nodes_before=%d"
                            + " edits=%s per_edit_max_gap_ms=%s per_edit_max_fx_cpu_ms=%s"
                            + " opening_max_gap_ms=%.1f opening_max_fx_cpu_ms=%.1f",
                    view, firstFrameMs, listed, listedAt, turnsRun, worst, worstAfterFirst, median,
                    turnCpu.stream().mapToDouble(Double::doubleValue).max().orElse(0),
                    turnCpu.stream().skip(1).mapToDouble(Double::doubleValue).max().orElse(0), median(turnCpu),
                    probe.pulses(), usedHeapMb(), turnStalls.stream().map(d -> String.valueOf(Math.round(d))).toList(),
                    turnCpu.stream().map(d -> String.valueOf(Math.round(d))).toList(), grownNodes, editsMade,
                    editStalls.stream().map(d -> String.valueOf(Math.round(d))).toList(),
                    editCpu.stream().map(d -> String.valueOf(Math.round(d))).toList(), openingGap, openingCpu));
            if (demo && script != null && List.of("concepts", "history", "edit-menu").contains(view)) {
                for (Runnable step : org.interviewworkbench.ui.edit.DemoEdits.steps(window.get().editPanel())) {
                    onFx(() -> {
                        step.run();
                        return null;
                    });
                    waitUntilEdited(window.get());
                }
            }
            onFx(() -> window.get().view(view));
            if ("edit-menu".equals(view)) {
                onFx(() -> {
                    org.interviewworkbench.ui.edit.EditPanel.showEditMenu((javafx.scene.control.MenuBar)
                            window.get().root().lookup("#menu-bar"));
                    return null;
                });
            }
            if ("study".equals(view)) {
                waitForStudy(window.get());
                showStudyPanes(window.get());
            }
            // let the graph layout settle and a few pulses render
            Thread.sleep("study".equals(view) ? 800 : demo ? 2500 : 500);
            WritableImage image = onFx(() -> {
                Node node = window.get().view(view);
                Scene scene = node.getScene();
                return node == scene.getRoot() ? withPopups(scene) : node.snapshot(null, null);
            });
            Path parent = out.toAbsolutePath().getParent();
            if (parent != null) {
                Files.createDirectories(parent);
            }
            ImageIO.write(SwingFXUtils.fromFXImage(image, null), "png", out.toFile());
            LOG.info("Screenshot of {} written to {}", view, out);
        } finally {
            onFx(() -> {
                if (window.get() != null) {
                    window.get().dispose();
                }
                if (stage.get() != null) {
                    stage.get().close();
                }
                return null;
            });
            turns.shutdownNow();
            background.shutdownNow();
            turns.awaitTermination(2, TimeUnit.SECONDS);
        }
    }

    /** Waits (up to 30 s) until an edit of the demo is stored and shown. */
    static void waitUntilEdited(MainWindow window) throws Exception {
        long deadline = System.nanoTime() + Duration.ofSeconds(30).toNanos();
        Thread.sleep(50);
        while (System.nanoTime() < deadline && onFx(() -> window.editPanel().undoManager().busyProperty().get())) {
            Thread.sleep(20);
        }
        Thread.sleep(100);
    }

    /**
     * For pictures of the Study tab's other panes: {@value #STUDY_PANE_PROPERTY} names a tab of the side (Sessions,
     * Codebook, Discovery) and {@value #STUDY_SEGMENTS_PROPERTY} a variable whose maps are shown side by side.
     */
    private static void showStudyPanes(MainWindow window) throws Exception {
        String pane = System.getProperty(STUDY_PANE_PROPERTY);
        String segments = System.getProperty(STUDY_SEGMENTS_PROPERTY);
        onFx(() -> {
            if (pane != null) {
                selectTab(window.root().lookup("#study-lists"), pane);
            }
            if (segments != null) {
                selectTab(window.root().lookup("#study-maps"), "Maps by segment");
                window.study().segments().variableProperty().set(segments);
            }
            return null;
        });
        if (segments != null) {
            long deadline = System.nanoTime() + Duration.ofSeconds(30).toNanos();
            while (System.nanoTime() < deadline && onFx(() -> window.study().segments().maps().isEmpty())) {
                Thread.sleep(50);
            }
        }
    }

    static void selectTab(Node tabs, String title) {
        if (tabs instanceof javafx.scene.control.TabPane pane) {
            pane.getTabs().stream().filter(t -> t.getText().equals(title)).findFirst()
                    .ifPresent(t -> pane.getSelectionModel().select(t));
        }
    }

    /** Waits (up to 60 s) until the Study tab shows an analysis (or says there is no study). */
    static void waitForStudy(MainWindow window) throws Exception {
        long start = System.nanoTime();
        long deadline = start + Duration.ofSeconds(60).toNanos();
        long listed = start + Duration.ofSeconds(5).toNanos(); // no study listed by then: there is none
        while (System.nanoTime() < deadline && onFx(() -> window.study().resultProperty().get() == null
                && (!window.study().studies().isEmpty() || System.nanoTime() < listed))) {
            Thread.sleep(50);
        }
        Thread.sleep(300);
    }

    /** The scene with the menus and pop-ups open over it (an open menu is a window of its own). */
    static WritableImage withPopups(Scene scene) {
        WritableImage base = scene.snapshot(null);
        java.awt.image.BufferedImage out = SwingFXUtils.fromFXImage(base, null);
        java.awt.Graphics2D g = out.createGraphics();
        double originX = scene.getWindow().getX() + scene.getX();
        double originY = scene.getWindow().getY() + scene.getY();
        for (javafx.stage.Window w : javafx.stage.Window.getWindows()) {
            if (w instanceof javafx.stage.PopupWindow && w.isShowing() && w.getScene() != null) {
                WritableImage popup = w.getScene().snapshot(null);
                g.drawImage(SwingFXUtils.fromFXImage(popup, null), (int) Math.round(w.getX() + w.getScene().getX()
                        - originX), (int) Math.round(w.getY() + w.getScene().getY() - originY), null);
            }
        }
        g.dispose();
        return SwingFXUtils.toFXImage(out, null);
    }

    /** Waits (up to 30 s) until the session list has loaded (non-empty); returns ms since JVM start, or -1. */
    private static long waitForSessionList(MainWindow window) throws Exception {
        long start = java.lang.management.ManagementFactory.getRuntimeMXBean().getStartTime();
        long deadline = System.nanoTime() + Duration.ofSeconds(30).toNanos();
        while (System.nanoTime() < deadline) {
            if (onFx(() -> !window.sessions().sessions().isEmpty())) {
                return System.currentTimeMillis() - start;
            }
            Thread.sleep(10);
        }
        return -1;
    }

    /** The wall-clock time (ms) of the next FX pulse, i.e. the next frame. */
    private static long nextPulse() throws Exception {
        CompletableFuture<Long> at = new CompletableFuture<>();
        Platform.runLater(() -> new javafx.animation.AnimationTimer() {
            @Override
            public void handle(long now) {
                stop();
                at.complete(System.currentTimeMillis());
            }
        }.start());
        return at.get(FX_TIMEOUT_SECONDS, TimeUnit.SECONDS);
    }

    private static double median(java.util.List<Double> values) {
        return values.isEmpty() ? 0 : values.stream().sorted().toList().get(values.size() / 2);
    }

    private static double usedHeapMb() {
        for (int i = 0; i < 3; i++) {
            System.gc();
        }
        Runtime r = Runtime.getRuntime();
        return (r.totalMemory() - r.freeMemory()) / (1024.0 * 1024.0);
    }

    private static void measure(String line) {
        LOG.info("Measurements: {}", line);
        String file = System.getProperty(MEASURE_PROPERTY);
        if (file != null) {
            try {
                Files.writeString(Path.of(file), line + System.lineSeparator(), java.nio.file.StandardOpenOption.CREATE,
                        java.nio.file.StandardOpenOption.APPEND);
            } catch (java.io.IOException e) {
                LOG.warn("Could not write measurements to {}", file, e);
            }
        }
    }

    static void waitUntilIdle(MainWindow window) throws Exception {
        long deadline = System.nanoTime() + TURN_TIMEOUT.toNanos();
        Thread.sleep(50);
        while (System.nanoTime() < deadline) {
            boolean busy = onFx(() -> window.session().busyProperty().get());
            if (!busy) {
                return;
            }
            Thread.sleep(50);
        }
        throw new IllegalStateException("the demo turn did not finish within " + TURN_TIMEOUT.toSeconds() + " s");
    }

    static void startToolkit() throws InterruptedException {
        CompletableFuture<Void> started = new CompletableFuture<>();
        try {
            Platform.startup(() -> started.complete(null));
        } catch (IllegalStateException alreadyRunning) {
            started.complete(null);
        }
        Platform.setImplicitExit(false);
        try {
            started.get(30, TimeUnit.SECONDS);
        } catch (java.util.concurrent.ExecutionException | java.util.concurrent.TimeoutException e) {
            throw new IllegalStateException("the JavaFX toolkit did not start (is there a display?)", e);
        }
    }

    static <T> T onFx(java.util.concurrent.Callable<T> work) throws Exception {
        CompletableFuture<T> f = new CompletableFuture<>();
        Platform.runLater(() -> {
            try {
                f.complete(work.call());
            } catch (Throwable t) {
                f.completeExceptionally(t);
            }
        });
        try {
            return f.get(FX_TIMEOUT_SECONDS, TimeUnit.SECONDS);
        } catch (java.util.concurrent.ExecutionException e) {
            throw e.getCause() instanceof Exception ex ? ex : e;
        }
    }

    /** Headless dialogs for the screenshot run: problems go to the log. */
    static final class LoggingDialogs implements DialogService {
        @Override
        public void showError(String title, String message, Throwable cause) {
            LOG.error("{}: {}", title, message, cause);
        }

        @Override
        public void showInfo(String title, String message) {
            LOG.info("{}: {}", title, message);
        }

        @Override
        public boolean confirm(String title, String message) {
            return false;
        }
    }
}
