package org.interviewworkbench.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import javafx.scene.control.ButtonType;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.control.TreeItem;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.interviewworkbench.ui.ranking.RankingView;
import org.interviewworkbench.ui.sessions.SessionsViewModel;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Issue 15, as a new researcher: the first-run guide offers the demo, the setup form refuses a topic of another
 * methodology and records the participant, the answers go in by keyboard, Help explains every term, and the ranking
 * speaks in plain labels with the ids one step away.
 */
@ExtendWith(ApplicationExtension.class)
class NewResearcherWalkthroughTest {

    private final FakeWorkbenchBridge bridge = new FakeWorkbenchBridge();
    private final DirectServices.RecordingDialogs dialogs = new DirectServices.RecordingDialogs();
    private ExecutorService turns;
    private ExecutorService background;
    private MainWindow window;

    @Start
    void start(Stage stage) {
        turns = Executors.newSingleThreadExecutor();
        background = Executors.newFixedThreadPool(2);
        bridge.addMethodology("jobs_to_be_done", bridge.activeMethodologySource(FakeWorkbenchBridge.METHODOLOGY));
        bridge.setConceptMethodologies(java.util.Map.of("oat_milk", "means_end_chain",
                "headphones", "jobs_to_be_done"));
        window = new MainWindow(new UiServices(bridge, new FxThreadDispatcher(), turns, background,
                ServiceLatestWins.factory(background), dialogs));
        stage.setScene(window.createScene(1024, 640));
        stage.show();
    }

    @AfterEach
    void tearDown() throws Exception {
        WaitForAsyncUtils.asyncFx(() -> window.dispose()).get();
        turns.shutdownNow();
        background.shutdownNow();
    }

    @Test
    void the_first_run_guide_offers_the_demo_interview(FxRobot robot) throws Exception {
        Stage guide = WaitForAsyncUtils.asyncFx(() -> window.showFirstRunGuide()).get();
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(guide.isShowing()).isTrue();
        assertThat(robot.lookup("#first-run-demo").queryButton().getText()).isEqualTo("Start the demo interview");

        robot.clickOn("#first-run-demo");
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> window.session().getSession() != null);
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(guide.isShowing()).as("the guide closes when the demo starts").isFalse();
        assertThat(window.session().getSession().info().conceptId()).isEqualTo(MainWindow.DEMO_CONCEPT);
        assertThat(window.tabs().getSelectionModel().getSelectedItem().getId()).isEqualTo("tab-interview");
    }

    @Test
    void the_setup_form_offers_only_fitting_topics_by_name_refuses_a_mismatch_and_records_the_participant(
            FxRobot robot) throws Exception {
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> !window.sessions().methodologies().isEmpty()
                && !window.sessions().concepts().isEmpty());
        @SuppressWarnings("unchecked")
        Dialog<SessionsViewModel.NewSession>[] dialog = new Dialog[1];
        robot.interact(() -> {
            dialog[0] = window.sessionsView().newSessionDialog();
            dialog[0].show();
        });
        WaitForAsyncUtils.waitForFxEvents();
        @SuppressWarnings("unchecked")
        ComboBox<String> methodology = robot.lookup("#new-methodology").queryAs(ComboBox.class);
        @SuppressWarnings("unchecked")
        ComboBox<String> concept = robot.lookup("#new-concept").queryAs(ComboBox.class);
        robot.interact(() -> methodology.setValue("means_end_chain"));
        assertThat(concept.getItems()).containsExactly("oat_milk");
        assertThat(concept.getConverter().toString(concept.getValue())).isEqualTo("Oat milk as a dairy alternative");
        assertThat(methodology.getConverter().toString("means_end_chain")).isEqualTo("Means end chain");

        // a topic of another methodology cannot be chosen: the form says why and OK stays disabled
        robot.interact(() -> concept.setValue("headphones"));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(robot.lookup("#new-session-problem").queryAs(Label.class).getText())
                .contains("Noise-cancelling headphones").contains("jobs_to_be_done").contains("not means_end_chain");
        assertThat(dialog[0].getDialogPane().lookupButton(ButtonType.OK).isDisabled()).isTrue();
        // and the ViewModel refuses it too, whoever asks
        robot.interact(() -> window.sessions().create(new SessionsViewModel.NewSession("means_end_chain",
                "headphones", "offline", 20)));
        assertThat(dialogs.errors).anySatisfy(e -> assertThat(e).startsWith("Cannot start the session")
                .contains("is a topic for jobs_to_be_done"));
        int before = bridge.listSessions().size();

        robot.interact(() -> concept.setValue("oat_milk"));
        robot.clickOn("#new-participant").write("P07");
        robot.clickOn("#new-moderator").write("Ana");
        robot.clickOn("#new-consent").write("audio and notes, this study only");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(dialog[0].getDialogPane().lookupButton(ButtonType.OK).isDisabled()).isFalse();
        robot.interact(() -> ((javafx.scene.control.Button) dialog[0].getDialogPane().lookupButton(ButtonType.OK))
                .fire());
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(() -> window.sessions().create(dialog[0].getResult()));
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> bridge.listSessions().size() == before + 1
                && window.session().getSession() != null);
        String id = window.session().sessionId();
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> bridge.setups.containsKey(id));
        assertThat(bridge.setups.get(id).participantId()).isEqualTo("P07");
        assertThat(bridge.setups.get(id).moderator()).isEqualTo("Ana");
        assertThat(bridge.setups.get(id).interviewDate()).isEqualTo(java.time.LocalDate.now());
        assertThat(bridge.consents.get(id)).isEqualTo("audio and notes, this study only");
    }

    @Test
    void after_the_first_run_guide_setup_five_answers_menus_help_and_glossary_need_only_the_keyboard(FxRobot robot)
            throws Exception {
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> !window.sessions().methodologies().isEmpty()
                && !window.sessions().concepts().isEmpty());
        Stage guide = WaitForAsyncUtils.asyncFx(() -> window.showFirstRunGuide()).get();
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(guide.getScene().getFocusOwner()).as("the guide's demo button has the keyboard")
                .isSameAs(robot.lookup("#first-run-demo").query());
        robot.type(KeyCode.ESCAPE);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(guide.isShowing()).as("Esc closes the guide").isFalse();

        // File > New session by its shortcut: the form opens with the methodology box focused
        robot.press(KeyCode.CONTROL, KeyCode.N).release(KeyCode.N, KeyCode.CONTROL);
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> robot.lookup("#new-methodology").tryQuery().isPresent());
        WaitForAsyncUtils.waitForFxEvents();
        @SuppressWarnings("unchecked")
        ComboBox<String> methodology = robot.lookup("#new-methodology").queryAs(ComboBox.class);
        @SuppressWarnings("unchecked")
        ComboBox<String> concept = robot.lookup("#new-concept").queryAs(ComboBox.class);
        assertThat(methodology.isFocused()).isTrue();
        assertThat(methodology.getValue()).isEqualTo("jobs_to_be_done");
        assertThat(concept.getItems()).containsExactly("headphones");
        // another methodology by the keyboard: the topic of the first one is no longer offered
        robot.press(KeyCode.ALT, KeyCode.DOWN).release(KeyCode.DOWN, KeyCode.ALT);
        robot.type(KeyCode.DOWN).type(KeyCode.ENTER);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(methodology.getValue()).isEqualTo("means_end_chain");
        assertThat(concept.getItems()).as("a topic of another methodology is refused: not offered")
                .containsExactly("oat_milk");
        robot.targetWindow(methodology.getScene().getWindow()); // where robot.write types (keys, no mouse)
        assertThat(robot.lookup("#new-session-problem").queryAs(Label.class).getText()).isEmpty();
        // Tab walks the form in reading order: topic, engine, turns, participant, date, moderator, notes, consent
        List<String> order = new java.util.ArrayList<>();
        for (int i = 0; i < 8; i++) {
            robot.type(KeyCode.TAB);
            WaitForAsyncUtils.waitForFxEvents();
            javafx.scene.Node focused = methodology.getScene().getFocusOwner();
            String id = focused == null ? "none" : focused.getId();
            order.add(id == null && focused.getParent() != null ? focused.getParent().getId() : id);
            if ("new-participant".equals(order.get(order.size() - 1))) {
                robot.write("P07");
            } else if ("new-moderator".equals(order.get(order.size() - 1))) {
                robot.write("Ana");
            }
        }
        assertThat(order).containsSubsequence("new-concept", "new-participant", "new-date", "new-moderator",
                "new-notes", "new-consent");
        robot.write("audio and notes, this study only");

        int before = bridge.listSessions().size();
        robot.type(KeyCode.ENTER);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> bridge.listSessions().size() == before + 1
                && window.session().getState() == SessionViewModel.State.READY);
        String id = window.session().sessionId();
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> bridge.setups.containsKey(id));
        assertThat(bridge.setups.get(id).participantId()).isEqualTo("P07");
        assertThat(bridge.setups.get(id).moderator()).isEqualTo("Ana");
        assertThat(bridge.consents.get(id)).isEqualTo("audio and notes, this study only");

        // five answers: typed where the keyboard already is, Ctrl+Enter, and the keyboard is back in the answer box
        javafx.scene.control.TextArea answerBox = window.interviewView().answerBox();
        robot.targetWindow(answerBox.getScene().getWindow());
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, answerBox::isFocused);
        for (int i = 0; i < 5; i++) {
            int n = i + 1;
            robot.write(FakeWorkbenchBridge.DEMO_ANSWERS.get(i % FakeWorkbenchBridge.DEMO_ANSWERS.size()));
            robot.press(KeyCode.CONTROL, KeyCode.ENTER).release(KeyCode.ENTER, KeyCode.CONTROL);
            WaitForAsyncUtils.waitFor(15, TimeUnit.SECONDS, () -> window.session().turns().size() == n
                    && window.session().getState() == SessionViewModel.State.READY);
            WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, answerBox::isFocused);
            assertThat(answerBox.getScene().getFocusOwner()).as("after answer %d", n).isSameAs(answerBox);
            assertThat(answerBox.getText()).isEmpty();
        }
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS,
                () -> "Ask why it matters".equals(window.session().getTerms().strategy("deepen")));

        // the menu bar by the keyboard: F10 takes it, Left wraps round to Help, Down opens it
        Stage glossary = helpItem(robot, "Glossary");
        @SuppressWarnings("unchecked")
        TableView<Terms.Entry> table = robot.from(glossary.getScene().getRoot()).lookup("#glossary-table")
                .queryAs(TableView.class);
        robot.targetWindow(glossary);
        assertThat(glossary.getScene().getFocusOwner()).as("the glossary opens in its search box")
                .isSameAs(robot.from(glossary.getScene().getRoot()).lookup("#glossary-filter").query());
        robot.write("new material");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(table.getItems()).extracting(Terms.Entry::label).contains("Answers with new material")
                .doesNotContain("Ask why it matters");
        robot.type(KeyCode.ESCAPE);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(glossary.isShowing()).isFalse();

        Stage gettingStarted = helpItem(robot, "Getting started");
        assertThat(robot.from(gettingStarted.getScene().getRoot()).lookup("#getting-started-text")
                .queryAs(Label.class).getText()).contains("Ctrl+Enter");
        robot.type(KeyCode.ESCAPE);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(gettingStarted.isShowing()).isFalse();
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, answerBox::isFocused);
        robot.targetWindow(answerBox.getScene().getWindow());
        robot.write("back in the answer box");
        assertThat(answerBox.getText()).isEqualTo("back in the answer box");
    }

    /** F10, Left (to Help, the last menu), Down (opens it), Down to {@code item}, Enter; returns the window shown. */
    private Stage helpItem(FxRobot robot, String item) throws Exception {
        List<Window> before = List.copyOf(Window.getWindows());
        robot.type(KeyCode.F10);
        WaitForAsyncUtils.waitForFxEvents();
        robot.type(KeyCode.LEFT).type(KeyCode.DOWN);
        WaitForAsyncUtils.waitForFxEvents();
        javafx.scene.control.MenuBar bar = robot.lookup("#menu-bar").queryAs(javafx.scene.control.MenuBar.class);
        javafx.scene.control.Menu help = bar.getMenus().get(bar.getMenus().size() - 1);
        assertThat(help.isShowing()).as("Help opened by the keyboard").isTrue();
        // Down moves through the items, as a user reading them would, until the item is reached
        for (int i = 0; i < help.getItems().size() + 1 && !item.equals(focusedItem()); i++) {
            robot.type(KeyCode.DOWN);
            WaitForAsyncUtils.waitForFxEvents();
        }
        assertThat(focusedItem()).isEqualTo(item);
        robot.type(KeyCode.ENTER);
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> Window.getWindows().stream()
                .anyMatch(w -> !before.contains(w) && w.isShowing()));
        WaitForAsyncUtils.waitForFxEvents();
        Stage shown = (Stage) Window.getWindows().stream().filter(w -> !before.contains(w) && w.isShowing())
                .findFirst().orElseThrow();
        assertThat(shown.getTitle()).isEqualTo(item);
        return shown;
    }

    /** The text of the menu item that has the keyboard in an open menu, or null. */
    private static String focusedItem() {
        javafx.css.PseudoClass focused = javafx.css.PseudoClass.getPseudoClass("focused");
        return Window.getWindows().stream().filter(w -> w.isShowing() && w.getScene() != null)
                .flatMap(w -> w.getScene().getRoot().lookupAll(".menu-item").stream())
                .filter(n -> n.getPseudoClassStates().contains(focused))
                .map(n -> n.lookup(".label")).filter(l -> l instanceof Label)
                .map(l -> ((Label) l).getText().replace("_", "")) // as shown: the mnemonic is underlined
                .findFirst().orElse(null);
    }

    @Test
    void answers_then_a_ranking_in_plain_labels(FxRobot robot) throws Exception {
        robot.interact(() -> window.sessions().create(new SessionsViewModel.NewSession("means_end_chain",
                "oat_milk", "offline", 20)));
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> window.session().getState()
                == SessionViewModel.State.READY);
        for (int i = 0; i < 5; i++) {
            int n = i + 1;
            robot.interact(() -> window.interview().answerTextProperty().set(FakeWorkbenchBridge.DEMO_ANSWERS
                    .get(n % FakeWorkbenchBridge.DEMO_ANSWERS.size())));
            robot.interact(() -> window.interview().submit());
            WaitForAsyncUtils.waitFor(15, TimeUnit.SECONDS, () -> window.session().turns().size() == n
                    && window.session().getState() == SessionViewModel.State.READY);
        }
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS,
                () -> "Ask why it matters".equals(window.session().getTerms().strategy("deepen")));

        // the transcript badges speak plain language
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(robot.lookup(".badge").queryAll()).extracting(n -> ((Label) n).getText())
                .doesNotContain("deepen", "clarify", "explore", "reflect", "revitalize");

        // Help > Glossary lists every term, the methodology's included, and can be searched
        Stage glossary = WaitForAsyncUtils.asyncFx(() -> window.showGlossary()).get();
        WaitForAsyncUtils.waitForFxEvents();
        @SuppressWarnings("unchecked")
        TableView<Terms.Entry> table = robot.from(glossary.getScene().getRoot()).lookup("#glossary-table")
                .queryAs(TableView.class);
        assertThat(table.getItems()).extracting(Terms.Entry::label).contains("Exhaustion", "Exhausted",
                "Answers with new material", "Asked in a row", "Ask why it matters", "Answer depth");
        assertThat(table.getItems()).extracting(Terms.Entry::meaning).allSatisfy(m -> assertThat(m).isNotBlank());
        TextField filter = robot.from(glossary.getScene().getRoot()).lookup("#glossary-filter").queryAs(TextField.class);
        robot.interact(() -> filter.setText("new material"));
        assertThat(table.getItems()).extracting(Terms.Entry::label).contains("Answers with new material")
                .doesNotContain("Ask why it matters");
        robot.interact(glossary::close);

        // Help > Getting started, About (version and data folder), shortcuts
        Stage guide = WaitForAsyncUtils.asyncFx(() -> window.showGettingStarted()).get();
        assertThat(robot.from(guide.getScene().getRoot()).lookup("#getting-started-text").queryAs(Label.class)
                .getText()).contains("File > New session").contains("Ctrl+Enter").contains("Methodology lab");
        robot.interact(guide::close);
        robot.interact(() -> window.showAbout());
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> dialogs.infos.stream()
                .anyMatch(i -> i.startsWith("About Interview Workbench")));
        assertThat(dialogs.infos).anySatisfy(i -> assertThat(i).contains("Interview Workbench " + MainWindow.version())
                .contains("Data folder: "));
        javafx.scene.control.MenuBar bar = robot.lookup("#menu-bar").queryAs(javafx.scene.control.MenuBar.class);
        assertThat(bar.getMenus().get(bar.getMenus().size() - 1).getItems())
                .extracting(WorkbenchWindowTest::shown)
                .contains("Getting started", "Glossary", "Keyboard shortcuts", "About Interview Workbench");

        // the ranking lives in the methodology lab and speaks in labels; Details shows the ids and formulas
        robot.interact(() -> window.view("ranking"));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(window.tabs().getSelectionModel().getSelectedItem().getText()).isEqualTo("Methodology lab");
        RankingView ranking = window.rankingView();
        List<String> strategies = ranking.stage1().getRoot().getChildren().stream().map(TreeItem::getValue)
                .map(RankingView.Row::name).toList();
        assertThat(strategies).contains("Ask why it matters").doesNotContain("deepen", "clarify");
        assertThat(strategies).allSatisfy(s -> assertThat(s).doesNotContain("_"));
        List<String> reasons = ranking.stage1().getRoot().getChildren().stream()
                .flatMap(t -> t.getChildren().stream()).map(t -> t.getValue().name()).toList();
        assertThat(reasons).isNotEmpty().allSatisfy(r -> assertThat(r).doesNotContain("llm.", "graph.", "_"));
        assertThat(ranking.signals().getItems()).extracting(r -> r.label())
                .allSatisfy(l -> assertThat(l).doesNotContain("llm.", "graph."));
        assertThat(ranking.stage1().getColumns().get(1).isVisible()).as("ids hidden until Details").isFalse();
        robot.interact(() -> ranking.details().setSelected(true));
        assertThat(ranking.stage1().getColumns().get(1).isVisible()).isTrue();
        assertThat(ranking.stage1().getRoot().getChildren().get(0).getValue().formula()).startsWith("final = base");
        assertThat(robot.lookup("#ranking-summary").queryLabeled().getText()).startsWith("Turn 5")
                .doesNotContain("selected deepen");
        assertThat(Window.getWindows()).hasSizeGreaterThanOrEqualTo(1);
    }
}
