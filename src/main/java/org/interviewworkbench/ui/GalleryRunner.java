package org.interviewworkbench.ui;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;
import java.util.function.Supplier;
import javafx.embed.swing.SwingFXUtils;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.image.WritableImage;
import javafx.stage.Stage;
import javax.imageio.ImageIO;
import org.interviewworkbench.ui.edit.DemoEdits;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Many screenshots from one run: opens the real window, runs the demo interview once, then for each window size
 * resizes the stage and pictures every requested view to {@code DIR/<view>-<W>x<H>[-dark].png}. Besides
 * {@link MainWindow#VIEW_NAMES} it knows {@value #MEMBER_CHECK} (Edit &gt; Review with the respondent&hellip;) and
 * the Study tab's panes ({@code study-matrix}, &hellip;). All waits are off the FX thread.
 */
public final class GalleryRunner {

    private static final Logger LOG = LoggerFactory.getLogger(GalleryRunner.class);
    private static final Duration WINDOW_TIMEOUT = Duration.ofSeconds(180);

    /** The member-check window (Edit &gt; Review with the respondent&hellip;). */
    public static final String MEMBER_CHECK = "member-check";
    /** The Study tab with one of its panes shown: view name to {maps tab, lists tab}. */
    private static final java.util.Map<String, String[]> STUDY_PANES = java.util.Map.of(
            "study", new String[] {"Map", "Codes"},
            "study-segments", new String[] {"Maps by segment", "Codes"},
            "study-matrix", new String[] {"Matrix", "Codes"},
            "study-sessions", new String[] {"Map", "Sessions"},
            "study-codebook", new String[] {"Map", "Codebook"},
            "study-discovery", new String[] {"Map", "Discovery"});
    private static final List<String> STUDY_VIEWS = List.of("study", "study-segments", "study-matrix",
            "study-sessions", "study-codebook", "study-discovery");
    /** Views pictured after the demo edits (they change the graph), as the single capture does. */
    private static final Set<String> EDIT_VIEWS = Set.of("concepts", "history", "edit-menu");
    /** The study variable whose maps {@code study-segments} shows side by side. */
    private static final String SEGMENT_VARIABLE = "segment";

    /** A window size in pixels. */
    public record Size(int width, int height) {
        @Override
        public String toString() {
            return width + "x" + height;
        }
    }

    private final Supplier<WorkbenchBridge> bridge;
    private final DemoScript script;
    private final Consumer<WorkbenchBridge> studyDemo;

    /**
     * @param bridge    creates the bridge (called once, off the FX thread)
     * @param script    the demo interview, or {@code null} to just open the window
     * @param studyDemo fills the bridge with a demo study before the Study views (off the FX thread), or {@code null}
     */
    public GalleryRunner(Supplier<WorkbenchBridge> bridge, DemoScript script, Consumer<WorkbenchBridge> studyDemo) {
        this.bridge = bridge;
        this.script = script;
        this.studyDemo = studyDemo;
    }

    /** Every view the gallery can picture, in gallery order. */
    public static List<String> allViews() {
        List<String> all = new ArrayList<>();
        for (String v : MainWindow.VIEW_NAMES) {
            if (!v.equals("study")) {
                all.add(v);
            }
        }
        all.add(MEMBER_CHECK);
        all.addAll(STUDY_VIEWS);
        return List.copyOf(all);
    }

    /**
     * The views to picture: {@code all} expands to {@link #allViews()}; names are checked and kept in order.
     *
     * @throws IllegalArgumentException for an unknown name
     */
    public static List<String> expand(List<String> requested) {
        List<String> all = allViews();
        Set<String> out = new LinkedHashSet<>();
        for (String v : requested) {
            if (v.equals("all")) {
                out.addAll(all);
            } else if (all.contains(v)) {
                out.add(v);
            } else {
                throw new IllegalArgumentException("unknown view '" + v + "'; all or one of " + String.join(", ", all));
            }
        }
        return List.copyOf(out);
    }

    /** The file name of one picture: {@code <view>-<W>x<H>[-dark].png}. */
    public static String fileName(String view, Size size, boolean dark) {
        return view + "-" + size + (dark ? "-dark" : "") + ".png";
    }

    /**
     * Takes the pictures.
     *
     * @return the files written, in order
     */
    public List<Path> capture(Path dir, List<String> requested, List<Size> sizes, boolean dark, boolean demo)
            throws Exception {
        List<String> views = expand(requested);
        if (sizes.isEmpty()) {
            throw new IllegalArgumentException("no window sizes");
        }
        Files.createDirectories(dir);
        ScreenshotRunner.startToolkit();
        WorkbenchBridge b = bridge.get();
        ExecutorService turns = Executors.newSingleThreadExecutor();
        ExecutorService background = Executors.newFixedThreadPool(2);
        AtomicReference<MainWindow> window = new AtomicReference<>();
        AtomicReference<Stage> stage = new AtomicReference<>();
        List<Path> written = new ArrayList<>();
        try {
            Size first = sizes.get(0);
            // building the whole window can take longer than one FX call's usual 30 s on a loaded machine
            java.util.concurrent.CompletableFuture<Void> shown = new java.util.concurrent.CompletableFuture<>();
            javafx.application.Platform.runLater(() -> {
                try {
                    Stage s = new Stage();
                    UiServices services = new UiServices(b, new FxThreadDispatcher(), turns, background,
                            ServiceLatestWins.factory(background), new ScreenshotRunner.LoggingDialogs());
                    MainWindow w = new MainWindow(services);
                    s.setScene(w.createScene(first.width(), first.height()));
                    s.setTitle("Interview Workbench");
                    s.show();
                    window.set(w);
                    stage.set(s);
                    shown.complete(null);
                } catch (RuntimeException | LinkageError e) {
                    shown.completeExceptionally(e);
                }
            });
            shown.get(WINDOW_TIMEOUT.toSeconds(), TimeUnit.SECONDS);
            MainWindow w = window.get();
            if (demo && script != null) {
                runDemo(b, w);
            }
            // the stored choice is read in the background at start; the gallery's theme wins over it
            Thread.sleep(300);
            fx(() -> {
                w.darkThemeProperty().set(dark);
                return null;
            });
            List<String> plain = views.stream().filter(v -> !EDIT_VIEWS.contains(v) && !v.equals(MEMBER_CHECK)
                    && !STUDY_VIEWS.contains(v)).toList();
            List<String> edited = views.stream().filter(EDIT_VIEWS::contains).toList();
            List<String> study = views.stream().filter(STUDY_VIEWS::contains).toList();
            for (Size size : sizes) {
                resize(stage.get(), size);
                for (String v : plain) {
                    WritableImage image = mainView(w, v, demo);
                    if (image == null) { // a tab this session does not show (Coverage outside a concept test)
                        LOG.info("The {} view is not shown for this session; not pictured", v);
                        continue;
                    }
                    written.add(write(image, dir.resolve(fileName(v, size, dark))));
                }
            }
            if (!edited.isEmpty() && demo && script != null) {
                for (Runnable step : DemoEdits.steps(w.editPanel())) {
                    fx(() -> {
                        step.run();
                        return null;
                    });
                    ScreenshotRunner.waitUntilEdited(w);
                }
            }
            for (Size size : sizes) {
                resize(stage.get(), size);
                for (String v : edited) {
                    written.add(write(mainView(w, v, demo), dir.resolve(fileName(v, size, dark))));
                }
            }
            if (views.contains(MEMBER_CHECK)) {
                written.addAll(memberCheck(w, stage.get(), dir, sizes, dark));
            }
            if (!study.isEmpty()) {
                if (studyDemo != null) {
                    studyDemo.accept(b);
                }
                fx(() -> {
                    w.view("study");
                    w.study().refresh();
                    return null;
                });
                ScreenshotRunner.waitForStudy(w);
                for (Size size : sizes) {
                    resize(stage.get(), size);
                    for (String v : study) {
                        written.add(write(studyView(w, v), dir.resolve(fileName(v, size, dark))));
                    }
                }
            }
            return written;
        } finally {
            fx(() -> {
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

    /** The demo interview, each answer submitted through the interview panel as a researcher would. */
    private void runDemo(WorkbenchBridge b, MainWindow w) throws Exception {
        String methodology = script.methodologyId() != null ? script.methodologyId() : b.methodologyIds().get(0);
        String concept = script.conceptId() != null ? script.conceptId() : b.conceptIds().get(0);
        var snapshot = b.startSession(methodology, concept, "offline", Math.max(20, script.turns() + 1));
        fx(() -> {
            w.session().show(snapshot);
            w.sessions().refresh();
            return null;
        });
        String question = snapshot.state().pendingQuestion();
        String strategy = null;
        String focus = null;
        for (int turn = 1; turn <= script.turns(); turn++) {
            String answer = script.answer(turn, question, strategy, focus);
            fx(() -> {
                w.interview().answerTextProperty().set(answer);
                w.interview().submit();
                return null;
            });
            ScreenshotRunner.waitUntilIdle(w);
            var results = b.turnResults(snapshot.info().id());
            if (results.size() < turn || !results.get(results.size() - 1).shouldContinue()) {
                break;
            }
            var last = results.get(results.size() - 1);
            question = last.nextQuestion();
            strategy = last.strategy();
            focus = last.focusNodeId() == null ? null : last.focusLabel();
        }
        LOG.info("Gallery demo interview done");
    }

    /** Resizes the stage so that its scene is the given size, and lets the layout settle. */
    private static void resize(Stage stage, Size size) throws Exception {
        for (int attempt = 0; attempt < 3; attempt++) {
            boolean done = fx(() -> {
                Scene scene = stage.getScene();
                if (Math.round(scene.getWidth()) == size.width() && Math.round(scene.getHeight()) == size.height()) {
                    return true;
                }
                stage.setWidth(size.width() + Math.max(0, stage.getWidth() - scene.getWidth()));
                stage.setHeight(size.height() + Math.max(0, stage.getHeight() - scene.getHeight()));
                return false;
            });
            if (done) {
                return;
            }
            Thread.sleep(400);
        }
        LOG.warn("The window could not be resized to {} exactly", size);
    }

    /** Shows a view of the main window and snapshots it (the whole scene with its menus for the window). */
    private static WritableImage mainView(MainWindow w, String view, boolean demo) throws Exception {
        // the whole window shows the Interview tab, not whichever view was pictured before it
        fx(() -> w.view("window".equals(view) ? "interview" : view));
        fx(() -> w.view(view));
        if ("edit-menu".equals(view)) {
            fx(() -> {
                org.interviewworkbench.ui.edit.EditPanel.showEditMenu((MenuBar) w.root().lookup("#menu-bar"));
                return null;
            });
        }
        Thread.sleep(demo ? 1500 : 500); // the graph layout settles, a few pulses render
        try {
            return fx(() -> {
                Node node = w.view(view);
                Scene scene = node.getScene();
                if (scene == null) {
                    return null;
                }
                return node == scene.getRoot() ? ScreenshotRunner.withPopups(scene) : node.snapshot(null, null);
            });
        } finally {
            if ("edit-menu".equals(view)) {
                fx(() -> {
                    ((MenuBar) w.root().lookup("#menu-bar")).getMenus().forEach(Menu::hide);
                    return null;
                });
            }
        }
    }

    /** The Study tab with the view's panes selected. */
    private static WritableImage studyView(MainWindow w, String view) throws Exception {
        String[] panes = STUDY_PANES.get(view);
        fx(() -> {
            w.view("study");
            ScreenshotRunner.selectTab(w.root().lookup("#study-maps"), panes[0]);
            ScreenshotRunner.selectTab(w.root().lookup("#study-lists"), panes[1]);
            if (view.equals("study-segments")) {
                w.study().segments().variableProperty().set(SEGMENT_VARIABLE);
            }
            return null;
        });
        if (view.equals("study-segments")) {
            long deadline = System.nanoTime() + Duration.ofSeconds(30).toNanos();
            while (System.nanoTime() < deadline && fx(() -> w.study().segments().maps().isEmpty())) {
                Thread.sleep(50);
            }
        }
        Thread.sleep(800);
        return fx(() -> w.view("study").snapshot(null, null));
    }

    /** The member-check window, sized like the main window, at each size. */
    private static List<Path> memberCheck(MainWindow w, Stage owner, Path dir, List<Size> sizes, boolean dark)
            throws Exception {
        Stage check = fx(() -> w.editPanel().showMemberCheck(owner));
        long deadline = System.nanoTime() + Duration.ofSeconds(20).toNanos();
        while (System.nanoTime() < deadline && fx(() -> w.editPanel().memberCheck().items().isEmpty()
                && w.editPanel().memberCheck().statusProperty().get().isBlank())) {
            Thread.sleep(50);
        }
        List<Path> written = new ArrayList<>();
        try {
            for (Size size : sizes) {
                resize(check, size);
                Thread.sleep(500);
                written.add(write(fx(() -> check.getScene().snapshot(null)),
                        dir.resolve(fileName(MEMBER_CHECK, size, dark))));
            }
        } finally {
            fx(() -> {
                check.hide();
                return null;
            });
        }
        return written;
    }

    /** Runs work on the FX thread and waits for it (longer than the single capture: a loaded machine). */
    private static <T> T fx(java.util.concurrent.Callable<T> work) throws Exception {
        java.util.concurrent.CompletableFuture<T> f = new java.util.concurrent.CompletableFuture<>();
        javafx.application.Platform.runLater(() -> {
            try {
                f.complete(work.call());
            } catch (Throwable t) {
                f.completeExceptionally(t);
            }
        });
        try {
            return f.get(WINDOW_TIMEOUT.toSeconds(), TimeUnit.SECONDS);
        } catch (java.util.concurrent.ExecutionException e) {
            throw e.getCause() instanceof Exception ex ? ex : e;
        }
    }

    private static Path write(WritableImage image, Path file) throws java.io.IOException {
        ImageIO.write(SwingFXUtils.fromFXImage(image, null), "png", file.toFile());
        LOG.info("Screenshot written to {}", file);
        return file;
    }
}
