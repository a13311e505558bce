package org.interviewworkbench.ui;

import java.util.LinkedHashMap;
import java.util.Map;
import javafx.beans.binding.Bindings;
import javafx.geometry.Orientation;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.SplitPane;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.VBox;
import org.controlsfx.control.StatusBar;
import org.interviewworkbench.ui.editor.EditorView;
import org.interviewworkbench.ui.editor.EditorViewModel;
import org.interviewworkbench.ui.graph.GraphPanel;
import org.interviewworkbench.ui.graph.GraphViewModel;
import org.interviewworkbench.ui.heatmap.HeatmapView;
import org.interviewworkbench.ui.heatmap.HeatmapViewModel;
import org.interviewworkbench.ui.interview.InterviewView;
import org.interviewworkbench.ui.interview.InterviewViewModel;
import org.interviewworkbench.ui.ranking.RankingView;
import org.interviewworkbench.ui.ranking.RankingViewModel;
import org.interviewworkbench.ui.sessions.SessionsView;
import org.interviewworkbench.ui.sessions.SessionsViewModel;
import org.interviewworkbench.ui.settings.SettingsView;
import org.interviewworkbench.ui.settings.SettingsViewModel;
import org.interviewworkbench.ui.simulation.SimulationView;
import org.interviewworkbench.ui.simulation.SimulationViewModel;
import org.interviewworkbench.ui.timeline.TimelineView;
import org.interviewworkbench.ui.timeline.TimelineViewModel;

/**
 * The main window shell: session sidebar, tab area (interview, graphs, heatmap, ranking, editor, simulation,
 * settings), timeline scrubber and status bar. Builds every ViewModel from one {@link SessionViewModel}.
 */
public final class MainWindow {

    private static final org.slf4j.Logger LOG = org.slf4j.LoggerFactory.getLogger(MainWindow.class);

    /** Classpath location of the stylesheet. */
    public static final String STYLESHEET = "/assets/workbench.css";
    /** The dark theme, added over {@link #STYLESHEET}. */
    public static final String DARK_STYLESHEET = "/assets/workbench-dark.css";
    private final javafx.beans.property.BooleanProperty dark =
            new javafx.beans.property.SimpleBooleanProperty(this, "dark", false);

    /** View names accepted by {@link #view(String)} (and the screenshot command). */
    public static final String[] VIEW_NAMES = {"window", "interview", "graph", "canonical", "heatmap", "ranking",
            "editor", "timeline", "simulation", "settings", "coverage", "study", "egress", "concepts", "history",
            "edit-menu"};

    private final SessionViewModel session;
    private final SessionsViewModel sessions;
    private final InterviewViewModel interview;
    private final GraphViewModel surface;
    private final GraphViewModel canonical;
    private final HeatmapViewModel heatmap;
    private final RankingViewModel ranking;
    private final TimelineViewModel timeline;
    private final EditorViewModel editor;
    private final SimulationViewModel simulation;
    private final SettingsViewModel settings;
    private final org.interviewworkbench.ui.study.StudyViewModel study;
    private final org.interviewworkbench.ui.egress.EgressViewModel egress;
    private final org.interviewworkbench.ui.coverage.CoverageViewModel coverage;
    private final org.interviewworkbench.ui.edit.EditPanel editPanel;

    private final SessionsView sessionsView;
    private final InterviewView interviewView;
    private final GraphPanel surfaceView;
    private final GraphPanel canonicalView;
    private final HeatmapView heatmapView;
    private final org.interviewworkbench.ui.coverage.CoverageView coverageView;
    private final RankingView rankingView;
    private final TimelineView timelineView;
    private final EditorView editorView;
    private final BorderPane root = new BorderPane();
    /** The version shown in Help > About. */
    static final String VERSION = "0.1.0";
    private DialogService dialogs;
    private final UiServices services;
    private final TabPane tabs = new TabPane();
    private final TabPane labTabs = new TabPane();
    private final Map<String, Tab> tabByName = new LinkedHashMap<>();
    private StoreWatcher storeWatcher;

    public MainWindow(UiServices services) {
        this.services = services;
        // what the first session, its first turns and dialogs use on the FX thread, loaded off it meanwhile
        services.background().execute(ClassPreload::workbench);
        session = new SessionViewModel(services);
        sessions = new SessionsViewModel(services, session);
        interview = new InterviewViewModel(session);
        surface = new GraphViewModel(session, GraphViewModel.Kind.SURFACE);
        canonical = new GraphViewModel(session, GraphViewModel.Kind.CANONICAL);
        heatmap = new HeatmapViewModel(session);
        ranking = new RankingViewModel(session);
        timeline = new TimelineViewModel(session);
        editor = new EditorViewModel(services, session);
        simulation = new SimulationViewModel(services, session);
        settings = new SettingsViewModel(services);
        study = new org.interviewworkbench.ui.study.StudyViewModel(services);
        egress = new org.interviewworkbench.ui.egress.EgressViewModel(services, session);
        editPanel = new org.interviewworkbench.ui.edit.EditPanel(services, session, interview);

        sessionsView = new SessionsView(sessions);
        interviewView = new InterviewView(interview);
        interviewView.setOnCodeAs((turn, text) -> new org.interviewworkbench.ui.edit.CodeAsDialog(editPanel.edits(),
                turn, text, "").show(interviewView.transcript().getScene() == null ? null
                : interviewView.transcript().getScene().getWindow()));
        interviewView.setOnNotes((turn, text) -> services.dialogs().ask("Correct typo",
                        "The answer of turn " + turn + " as it should read (the concepts stay as coded):", text)
                        .ifPresent(corrected -> editPanel.notes().correctAnswer(turn, corrected)),
                turn -> services.dialogs().ask("Memo on turn " + turn, "Your note on this turn:", "")
                        .ifPresent(text -> editPanel.notes().memoOnTurn(turn, text)));
        surfaceView = new GraphPanel(surface);
        canonicalView = new GraphPanel(canonical);
        heatmapView = new HeatmapView(heatmap);
        coverage = new org.interviewworkbench.ui.coverage.CoverageViewModel(session);
        coverageView = new org.interviewworkbench.ui.coverage.CoverageView(coverage);
        rankingView = new RankingView(ranking);
        timelineView = new TimelineView(timeline);
        editorView = new EditorView(editor);
        createView(new SimulationView(simulation), new SettingsView(settings));
        this.dialogs = services.dialogs();
        javafx.scene.control.MenuBar bar = new MainMenus(this, labTabs, dialogs).create().build();
        editPanel.installMenu(bar);
        editPanel.installSlotMenu(canonicalView);
        root.setTop(bar);
        bindShowing();
        coverageOnlyForStimulusElements();
        sessions.refresh();
        editor.initialise();
        simulation.initialise();
        settings.initialise();
        tabByName.get("study").selectedProperty().addListener((o, was, now) -> {
            if (now) {
                study.refresh();
            }
        });
        // a code member's "Open in session": its interview on the Interview tab, the scrubber at that turn
        study.codebookEditor().setOnOpenSession(r -> {
            select(tabByName.get("interview"));
            session.openAt(r.sessionId(), r.turn());
        });
    }

    private void createView(SimulationView simulationView, SettingsView settingsView) {
        root.getStyleClass().add("workbench");
        root.setId("workbench-root");
        tabs.setTabClosingPolicy(TabPane.TabClosingPolicy.UNAVAILABLE);
        tab(tabs, "interview", "Interview", interviewView.node());
        tab(tabs, "graph", "Surface graph", editPanel.besideGraph(surfaceView));
        tab(tabs, "canonical", "Canonical graph", canonicalView.node());
        tab(tabs, "heatmap", "Heatmap", heatmapView.node());
        tab(tabs, "coverage", "Coverage", coverageView.node());
        tab(tabs, "study", "Study", new org.interviewworkbench.ui.study.StudyView(study).node());
        tab(tabs, "egress", "Data sent", new org.interviewworkbench.ui.egress.EgressView(egress).node());
        tabByName.get("egress").setTooltip(new javafx.scene.control.Tooltip("What left this laptop: every request sent to a language model"));
        // the methodology lab: how the interviewer decides, kept apart from the researcher's own views
        labTabs.setId("lab-tabs");
        labTabs.setTabClosingPolicy(TabPane.TabClosingPolicy.UNAVAILABLE);
        labTabs.getStyleClass().add("lab-tabs");
        tab(tabs, "lab", "Methodology lab", labTabs);
        tabByName.get("lab").getStyleClass().add("lab-tab");
        tab(labTabs, "ranking", "Strategy ranking", rankingView.node());
        tab(labTabs, "simulation", "Simulation", simulationView.node());
        tab(labTabs, "editor", "Methodology editor", editorView.node());
        tab(tabs, "settings", "Settings", settingsView.node());
        VBox center = new VBox(readOnlyBanner(), tabs, timelineView.node());
        VBox.setVgrow(tabs, javafx.scene.layout.Priority.ALWAYS);
        SplitPane split = new SplitPane(sessionsView.node(), center);
        split.setOrientation(Orientation.HORIZONTAL);
        split.setDividerPositions(0.19);
        SplitPane.setResizableWithParent(sessionsView.node(), false);
        root.setCenter(split);
        StatusBar status = new StatusBar();
        status.setId("status-bar");
        status.textProperty().bind(session.statusMessageProperty());
        status.progressProperty().bind(Bindings.when(session.busyProperty())
                .then(session.turnProgressProperty()).otherwise(0.0));
        root.setBottom(status);
    }

    /**
     * Panels inside tabs rebuild on a session change only while their tab is selected (the others catch up when
     * selected), so a finished turn does not restyle and lay out hidden tables and graphs on the FX thread.
     */
    private void bindShowing() {
        interview.showingProperty().bind(tabByName.get("interview").selectedProperty());
        surface.showingProperty().bind(tabByName.get("graph").selectedProperty());
        editPanel.showWhile(tabByName.get("graph").selectedProperty());
        canonical.showingProperty().bind(tabByName.get("canonical").selectedProperty());
        heatmap.showingProperty().bind(tabByName.get("heatmap").selectedProperty());
        ranking.showingProperty().bind(onScreen("ranking"));
        coverage.showingProperty().bind(tabByName.get("coverage").selectedProperty());
        editorView.showingProperty().bind(onScreen("editor"));
        egress.showingProperty().bind(tabByName.get("egress").selectedProperty());
    }

    /**
     * The Coverage tab is there only while the open session's concept has stimulus elements (concept testing); it
     * keeps its place after the heatmap, and the View menu's Ctrl+N numbering follows the tabs shown.
     */
    private void coverageOnlyForStimulusElements() {
        Tab coverageTab = tabByName.get("coverage");
        Runnable apply = () -> {
            boolean show = coverage.applicableProperty().get();
            if (show && !tabs.getTabs().contains(coverageTab)) {
                tabs.getTabs().add(tabs.getTabs().indexOf(tabByName.get("heatmap")) + 1, coverageTab);
            } else if (!show && tabs.getTabs().contains(coverageTab)) {
                tabs.getTabs().remove(coverageTab);
            }
        };
        coverage.applicableProperty().addListener((o, was, now) -> apply.run());
        apply.run();
    }

    /**
     * Shown above the tabs while the open session is read-only because another process writes it (issue 16): names
     * the holder and its machine; answering and edits are disabled meanwhile.
     */
    private Node readOnlyBanner() {
        javafx.scene.control.Label banner = new javafx.scene.control.Label();
        banner.setId("read-only-banner");
        banner.getStyleClass().add("read-only-banner");
        banner.setWrapText(true);
        banner.setMaxWidth(Double.MAX_VALUE);
        banner.textProperty().bind(session.readOnlyReasonProperty());
        banner.visibleProperty().bind(session.readOnlyReasonProperty().isNotEmpty());
        banner.managedProperty().bind(banner.visibleProperty());
        return banner;
    }

    /**
     * Starts looking for other processes' new sessions, turns and study changes every {@code interval} on the owner's
     * {@code scheduler} (issue 16); the session list, the open session and (when shown) the Study tab reload only
     * when something changed. Stopped by {@link #dispose()}.
     */
    public void watchStore(java.util.concurrent.ScheduledExecutorService scheduler, java.time.Duration interval) {
        if (storeWatcher != null) {
            storeWatcher.close();
        }
        storeWatcher = new StoreWatcher(services.bridge(), scheduler, services.dispatcher(), interval, () -> {
            sessions.refreshFromStore();
            if (tabByName.get("study").isSelected()) {
                study.refresh();
            }
        });
    }

    /** Whether a view's tab is on screen: its own tab selected and, inside the lab, the lab too. */
    private javafx.beans.binding.BooleanExpression onScreen(String name) {
        Tab t = tabByName.get(name);
        return labTabs.getTabs().contains(t) ? t.selectedProperty().and(tabByName.get("lab").selectedProperty())
                : t.selectedProperty();
    }

    /**
     * A tab whose content is in the scene only while it is selected ({@link LazyTabContent}), except the surface
     * graph's: all its panels rebuild only while its tab is selected ({@link #bindShowing}) and its graph stops
     * drawing when hidden, so hidden it costs a turn nothing, and showing it again restyles nothing (stop 30: putting
     * it back in the scene restyled the whole tab, graph, table and all, the longest stretch of that view's opening).
     */
    private void tab(TabPane pane, String name, String title, Node content) {
        Tab t = name.equals("graph") ? new Tab(title, content) : LazyTabContent.install(new Tab(title), content);
        content.getStyleClass().add("workbench-view"); // paints the theme's background (also when pictured alone)
        t.setId("tab-" + name);
        pane.getTabs().add(t);
        tabByName.put(name, t);
    }

    /** The root node. */
    public Parent root() {
        return root;
    }

    /** A scene with the stylesheet and the keyboard shortcuts. */
    public Scene createScene(double width, double height) {
        Scene scene = new Scene(root, width, height);
        var css = MainWindow.class.getResource(STYLESHEET);
        if (css != null) {
            scene.getStylesheets().add(css.toExternalForm());
        }
        installShortcuts(scene);
        applyTheme(scene, dark.get());
        dark.addListener((o, was, now) -> applyTheme(scene, now));
        // -Dinterview-workbench.theme=dark forces the dark theme (screenshots); else the stored choice
        boolean forced = "dark".equals(System.getProperty("interview-workbench.theme"));
        services.async(services.background(), () -> forced || services.bridge().darkTheme(), dark::set,
                t -> LOG.debug("Could not read the theme", t));
        return scene;
    }

    private static void applyTheme(Scene scene, boolean dark) {
        var css = MainWindow.class.getResource(DARK_STYLESHEET);
        if (css == null) {
            return;
        }
        if (dark && !scene.getStylesheets().contains(css.toExternalForm())) {
            scene.getStylesheets().add(css.toExternalForm());
        } else if (!dark) {
            scene.getStylesheets().remove(css.toExternalForm());
        }
    }

    /** Whether the dark theme is on (View > Dark theme); a change is stored in the settings file. */
    public javafx.beans.property.BooleanProperty darkThemeProperty() {
        return dark;
    }

    /** Command: switches between the light and the dark theme and remembers the choice. */
    public void toggleDarkTheme() {
        boolean now = !dark.get();
        dark.set(now);
        services.async(services.background(), () -> {
            services.bridge().saveDarkTheme(now);
            return now;
        }, d -> { }, t -> dialogs.showError("Could not store the theme", DialogService.friendly(t), t));
    }

    private void installShortcuts(Scene scene) {
        // keys that are not menu items (Esc must stay free for dialogs and combo boxes inside them)
        scene.getAccelerators().put(new KeyCodeCombination(KeyCode.ESCAPE), session::cancelTurn);
    }

    /** The version of the running jar (its manifest's Implementation-Version), or "development build". */
    public static String version() {
        String v = MainWindow.class.getPackage() == null ? null : MainWindow.class.getPackage().getImplementationVersion();
        return v == null || v.isBlank() ? "development build" : v;
    }

    /** Help > About: the version from the jar's manifest and the data folder of this installation. */
    public void showAbout() {
        services.async(services.background(), () -> services.bridge().settings().dataFolder(), folder ->
                dialogs.showInfo("About Interview Workbench", aboutText(folder)), failure ->
                dialogs.showInfo("About Interview Workbench", aboutText("(unknown)")));
    }

    static String aboutText(String dataFolder) {
        return "Interview Workbench " + version() + "\nData folder: " + dataFolder
                + "\nLogs: the logs folder inside it. Java " + System.getProperty("java.version") + ", JavaFX "
                + System.getProperty("javafx.version", "?");
    }

    /** Help > Getting started. */
    public javafx.stage.Stage showGettingStarted() {
        return HelpWindows.open(window(), "Getting started", HelpWindows.gettingStartedContent(), 620, 520,
                stylesheets());
    }

    /** Help > Glossary: every term the workbench shows, with the open methodology's strategies and signals. */
    public javafx.stage.Stage showGlossary() {
        return HelpWindows.open(window(), "Glossary", HelpWindows.glossaryContent(Glossary.entries(session.getTerms())),
                900, 600, stylesheets());
    }

    /**
     * The first-run guide (shown by the app when no settings file exists yet): offers the demo interview, a
     * laddering interview about oat milk on the offline engine.
     */
    public javafx.stage.Stage showFirstRunGuide() {
        javafx.stage.Stage[] stage = new javafx.stage.Stage[1];
        stage[0] = HelpWindows.open(window(), "Welcome", HelpWindows.firstRunContent(this::startDemoInterview,
                () -> stage[0].close()), 560, 300, stylesheets());
        return stage[0];
    }

    /** Starts the demo interview: means-end chain laddering on the oat milk topic, offline. */
    public void startDemoInterview() {
        sessions.create(new SessionsViewModel.NewSession(DEMO_METHODOLOGY, DEMO_CONCEPT, "offline", 20, "demo",
                java.time.LocalDate.now(), null, "Demo interview from the first-run guide", null));
        tabs.getSelectionModel().select(tabByName.get("interview"));
    }

    /** The demo interview's methodology and topic (shipped files). */
    public static final String DEMO_METHODOLOGY = "means_end_chain";
    public static final String DEMO_CONCEPT = "oat_milk_mec";

    private javafx.stage.Window window() {
        return root.getScene() == null ? null : root.getScene().getWindow();
    }

    private java.util.List<String> stylesheets() {
        return root.getScene() == null ? java.util.List.of() : java.util.List.copyOf(root.getScene().getStylesheets());
    }

    /**
     * Selects the tab of a view and returns the node to picture: "window" is the whole window, "timeline" the
     * scrubber; other names select their tab.
     */
    public Node view(String name) {
        if ("window".equals(name)) {
            return root;
        }
        if ("concepts".equals(name) || "history".equals(name) || "edit-menu".equals(name)) {
            tabs.getSelectionModel().select(tabByName.get("graph"));
            editPanel.show("edit-menu".equals(name) ? "concepts" : name);
            return "edit-menu".equals(name) ? root : tabByName.get("graph").getContent();
        }
        if ("timeline".equals(name)) {
            return timelineView.node();
        }
        Tab t = tabByName.get(name);
        if (t == null) {
            throw new IllegalArgumentException("unknown view '" + name + "'; one of "
                    + String.join(", ", VIEW_NAMES));
        }
        select(t);
        return t.getContent();
    }

    /** Selects a tab, opening the methodology lab first when the tab is inside it. */
    public void select(Tab t) {
        if (labTabs.getTabs().contains(t)) {
            tabs.getSelectionModel().select(tabByName.get("lab"));
            labTabs.getSelectionModel().select(t);
        } else {
            tabs.getSelectionModel().select(t);
        }
    }

    /** Stops the graph renderers. */
    public void dispose() {
        if (storeWatcher != null) {
            storeWatcher.close();
        }
        surfaceView.graphView().dispose();
        canonicalView.graphView().dispose();
    }

    // accessors for tests and the screenshot runner
    public SessionViewModel session() {
        return session;
    }

    public SessionsViewModel sessions() {
        return sessions;
    }

    public InterviewViewModel interview() {
        return interview;
    }

    public EditorViewModel editor() {
        return editor;
    }

    public GraphPanel surfaceGraph() {
        return surfaceView;
    }

    public GraphPanel canonicalGraph() {
        return canonicalView;
    }

    public HeatmapView heatmapView() {
        return heatmapView;
    }

    public RankingView rankingView() {
        return rankingView;
    }

    public InterviewView interviewView() {
        return interviewView;
    }

    public EditorView editorView() {
        return editorView;
    }

    public TimelineView timelineView() {
        return timelineView;
    }

    public SessionsView sessionsView() {
        return sessionsView;
    }

    public org.interviewworkbench.ui.edit.EditPanel editPanel() {
        return editPanel;
    }

    public TabPane tabs() {
        return tabs;
    }

    public org.interviewworkbench.ui.study.StudyViewModel study() {
        return study;
    }
}
