package org.interviewworkbench.ui;

import java.util.List;
import java.util.Locale;
import javafx.scene.control.TabPane;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.input.KeyCombination;
import org.interviewworkbench.export.ExportFormat;
import org.interviewworkbench.ui.study.StudyViewModel;

/**
 * The main window's menus (File, Edit, View, Interview, Study, Help) with every action and its shortcut (issue 15);
 * the Edit menu's undo items are added by the edit panel. Kept apart from {@link MainWindow}, which builds the views.
 */
final class MainMenus {

    private static final KeyCombination.Modifier CTRL = KeyCombination.SHORTCUT_DOWN;
    private static final KeyCombination.Modifier SHIFT = KeyCombination.SHIFT_DOWN;

    private final MainWindow window;
    private final TabPane labTabs;
    private final DialogService dialogs;

    MainMenus(MainWindow window, TabPane labTabs, DialogService dialogs) {
        this.window = window;
        this.labTabs = labTabs;
        this.dialogs = dialogs;
    }

    WorkbenchMenus create() {
        SessionViewModel session = window.session();
        WorkbenchMenus m = new WorkbenchMenus()
                .add("File", "New session\u2026", new KeyCodeCombination(KeyCode.N, CTRL),
                        window.sessionsView()::showNewSessionDialog)
                .add("File", "New topic\u2026", new KeyCodeCombination(KeyCode.N, CTRL, SHIFT),
                        window.sessionsView()::showNewTopicDialog)
                .add("File", "Refresh sessions", new KeyCodeCombination(KeyCode.F5), window.sessions()::refresh)
                .add("File", "-", null, null);
        for (ExportFormat f : ExportFormat.values()) {
            m.add("File", "Export " + f.id().toUpperCase(Locale.ROOT) + "\u2026", null,
                    () -> window.sessionsView().showExportDialog(f));
        }
        m.add("File", "-", null, null)
                .add("File", "Quit", new KeyCodeCombination(KeyCode.Q, CTRL), javafx.application.Platform::exit)
                .add("Edit", "Save methodology", new KeyCodeCombination(KeyCode.S, CTRL), window.editor()::save)
                .add("Edit", "What-if ranking with the edited methodology", new KeyCodeCombination(KeyCode.R, CTRL),
                        window.editor()::rerank)
                .tabs(window.tabs().getTabs(), window::select)
                .labTabs(labTabs.getTabs(), window::select)
                .add("View", "-", null, null)
                .add("View", "Dark theme", new KeyCodeCombination(KeyCode.T, CTRL, SHIFT), window::toggleDarkTheme)
                .add("Interview", "Previous turn", new KeyCodeCombination(KeyCode.LEFT, CTRL),
                        session::selectPreviousTurn)
                .add("Interview", "Next turn", new KeyCodeCombination(KeyCode.RIGHT, CTRL), session::selectNextTurn)
                .add("Interview", "Latest turn", new KeyCodeCombination(KeyCode.END, CTRL), session::selectLatestTurn)
                .add("Interview", "Cancel the running turn (Esc)", null, session::cancelTurn);
        study(m, window.study());
        m.add("Help", "Keyboard shortcuts", new KeyCodeCombination(KeyCode.F1), () -> dialogs.showInfo(
                        "Keyboard shortcuts", m.shortcutList(List.of("Esc  Cancel the running turn",
                                "Ctrl+Enter  Submit the answer (in the answer box)",
                                "Ctrl+Z / Ctrl+Shift+Z  Undo / redo the last graph edit",
                                "Ctrl+Z  Undo the last codebook change (in the Study tab's codebook)",
                                "F2 / Delete  Rename / delete the selected concept (Concepts table)"))))
                .add("Help", "Getting started", null, window::showGettingStarted)
                .add("Help", "Glossary", new KeyCodeCombination(KeyCode.F1, SHIFT), window::showGlossary)
                .add("Help", "About Interview Workbench", null, window::showAbout);
        return m;
    }

    /** Study: the Study tab's actions; each one shows the tab so its effect is seen. */
    private void study(WorkbenchMenus m, StudyViewModel study) {
        m.add("Study", "Show the study", new KeyCodeCombination(KeyCode.Y, CTRL, SHIFT), () -> window.view("study"))
                .add("Study", "Refresh studies and sessions", new KeyCodeCombination(KeyCode.F5, SHIFT),
                        inStudy(study::refresh))
                .add("Study", "Export report\u2026", new KeyCodeCombination(KeyCode.E, CTRL, SHIFT),
                        inStudy(study::chooseAndExportReport))
                .add("Study", "-", null, null)
                .add("Study", "Raise the cut-off", new KeyCodeCombination(KeyCode.CLOSE_BRACKET, CTRL),
                        inStudy(() -> cutoff(study, +1)))
                .add("Study", "Lower the cut-off", new KeyCodeCombination(KeyCode.OPEN_BRACKET, CTRL),
                        inStudy(() -> cutoff(study, -1)))
                .add("Study", "Indirect links too (on/off)", new KeyCodeCombination(KeyCode.I, CTRL, SHIFT),
                        inStudy(() -> study.totalLinksProperty().set(!study.totalLinksProperty().get())))
                .add("Study", "Count respondents (on/off)", new KeyCodeCombination(KeyCode.P, CTRL, SHIFT),
                        inStudy(() -> study.perRespondentProperty().set(!study.perRespondentProperty().get())))
                .add("Study", "All sessions (clear the filter)", null,
                        inStudy(() -> study.filterKeyProperty().set(StudyViewModel.ALL)))
                .add("Study", "-", null, null)
                .add("Study", "Propose codes", new KeyCodeCombination(KeyCode.K, CTRL, SHIFT),
                        inStudy(() -> study.codebookEditor().propose()))
                .add("Study", "Undo the last codebook change", null, inStudy(study::undo));
    }

    private Runnable inStudy(Runnable action) {
        return () -> {
            window.view("study");
            action.run();
        };
    }

    /** Moves the cut-off one step, within 1 and the highest cut-off that still keeps a link. */
    static void cutoff(StudyViewModel study, int step) {
        int max = study.resultProperty().get() == null ? 10 : Math.max(2, study.resultProperty().get().maxCutoff());
        study.cutoffProperty().set(Math.max(1, Math.min(max, study.cutoffProperty().get() + step)));
    }
}
