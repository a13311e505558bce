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
import javafx.scene.control.Label;
import javafx.scene.control.Slider;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableView;
import javafx.scene.image.Image;
import javafx.scene.image.ImageView;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.interviewworkbench.app.DefaultCliServices;
import org.interviewworkbench.app.DemoStudy;
import org.interviewworkbench.app.DesktopBridge;
import org.interviewworkbench.app.OfflineComponents;
import org.interviewworkbench.engine.port.Clock;
import org.interviewworkbench.language.llm.LlmSettingsLoader;
import org.interviewworkbench.methodology.StudyFileLocator;
import org.interviewworkbench.methodology.StudyFiles;
import org.interviewworkbench.persistence.DatabaseLocator;
import org.interviewworkbench.persistence.JdbcSessionStore;
import org.interviewworkbench.ui.StudyBridge.CodeMemberRow;
import org.interviewworkbench.ui.StudyBridge.CodebookRow;
import org.interviewworkbench.ui.StudyBridge.CutoffRow;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The Study tab in the real window, on the real desktop bridge and an H2 file database holding a study of four
 * simulated interviews (two segments, codebook proposed): the researcher merges two codes and undoes it, moves the
 * cut-off slider and sees the map and the statistics change, and exports the report; reads the implication matrix;
 * opens a code member's interview at the turn it was said.
 */
@ExtendWith(ApplicationExtension.class)
class StudyTabWindowTest {

    private static final OfflineComponents OFFLINE = new OfflineComponents();
    private static Path tmp;
    private static String url;

    private final DirectServices.RecordingDialogs dialogs = new DirectServices.RecordingDialogs();
    private DesktopBridge bridge;
    private ExecutorService turns;
    private ExecutorService background;
    private MainWindow window;

    @BeforeAll
    static void aStudyOfFourSimulatedInterviews() throws Exception {
        tmp = Files.createTempDirectory("study-window");
        url = "jdbc:h2:" + tmp.resolve("workbench").toAbsolutePath();
        DesktopBridge b = bridge(tmp.resolve("home"), url);
        long t0 = System.nanoTime();
        new DemoStudy(b).ensure(2, 8);
        System.out.printf("MEASURE demo study of 4 simulated interviews (8 turns) built in %d ms%n",
                (System.nanoTime() - t0) / 1_000_000);
        b.close();
    }

    @Start
    void start(Stage stage) {
        bridge = bridge(tmp.resolve("home"), url);
        turns = Executors.newSingleThreadExecutor();
        background = Executors.newFixedThreadPool(2);
        window = new MainWindow(new UiServices(bridge, new FxThreadDispatcher(), turns, background,
                ServiceLatestWins.factory(background), dialogs));
        stage.setScene(window.createScene(1280, 780));
        stage.show();
    }

    @AfterEach
    void tearDown() throws Exception {
        WaitForAsyncUtils.asyncFx(() -> window.dispose()).get();
        turns.shutdownNow();
        background.shutdownNow();
        background.awaitTermination(10, TimeUnit.SECONDS);
        bridge.close();
    }

    private static DesktopBridge bridge(Path home, String url) {
        StudyFileLocator locator = StudyFileLocator.forWorkingDirectory();
        StudyFiles files = new StudyFiles(locator, org.interviewworkbench.engine.signal.SignalCatalog.standard());
        DatabaseLocator databases = new DatabaseLocator(home);
        LlmSettingsLoader llm = new LlmSettingsLoader(home, Map.of());
        DefaultCliServices services = new DefaultCliServices(files, databases, OFFLINE, llm, Clock.SYSTEM);
        return new DesktopBridge(files, locator, services, OFFLINE, new JdbcSessionStore(url, Clock.SYSTEM),
                databases.dataDirectory(), llm);
    }

    private static void waitFor(BooleanSupplier condition) throws Exception {
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, condition::getAsBoolean);
        WaitForAsyncUtils.waitForFxEvents();
    }

    private static String text(FxRobot robot, String id) {
        return robot.lookup(id).queryAs(Label.class).getText();
    }

    @SuppressWarnings("unchecked")
    private static <T> TableView<T> table(FxRobot robot, String id) {
        return robot.lookup(id).queryAs(TableView.class);
    }

    /** Whether a cell of the table shows exactly {@code text} on screen. */
    private static boolean shows(FxRobot robot, String tableId, String text) {
        return robot.from(robot.lookup(tableId).queryAs(TableView.class)).lookup(".table-cell")
                .queryAllAs(TableCell.class).stream().anyMatch(c -> text.equals(c.getText()));
    }

    private void openStudyTab(FxRobot robot) throws Exception {
        robot.clickOn("#tab-study");
        waitFor(() -> window.study().resultProperty().get() != null && !window.study().busyProperty().get());
        assertThat(text(robot, "#study-message")).matches("\\d+ ladders from 4 respondents; cut-off \\d+: .*");
    }

    @Test
    void a_researcher_merges_two_codes_undoes_it_moves_the_cutoff_and_exports_the_report(FxRobot robot)
            throws Exception {
        openStudyTab(robot);
        robot.clickOn("Codebook");
        WaitForAsyncUtils.waitForFxEvents();
        TableView<CodebookRow> codebook = table(robot, "#study-codebook");
        int before = codebook.getItems().size();
        assertThat(before).as("a proposed codebook").isGreaterThan(3);
        // two codes of one type, as a researcher would pick paraphrases
        CodebookRow first = null;
        CodebookRow second = null;
        for (CodebookRow a : codebook.getItems()) {
            for (CodebookRow b : codebook.getItems()) {
                if (first == null && a != b && a.type().equals(b.type())) {
                    first = a;
                    second = b;
                }
            }
        }
        assertThat(first).isNotNull();
        int i = codebook.getItems().indexOf(first);
        int j = codebook.getItems().indexOf(second);
        robot.interact(() -> {
            codebook.getSelectionModel().clearSelection();
            codebook.getSelectionModel().select(i);
            codebook.getSelectionModel().select(j);
        });
        robot.doubleClickOn("#study-code-name").press(KeyCode.CONTROL, KeyCode.A).release(KeyCode.A, KeyCode.CONTROL)
                .write("one merged code");
        robot.clickOn("#study-merge");
        waitFor(() -> codebook.getItems().size() == before - 1);
        assertThat(codebook.getItems()).extracting(CodebookRow::name).contains("one merged code")
                .doesNotContain(second.name());
        assertThat(shows(robot, "#study-codebook", "one merged code")).as("the merged code on screen").isTrue();
        assertThat(text(robot, "#study-last-change")).isEqualTo("Merge codes");

        robot.clickOn("#study-undo");
        waitFor(() -> codebook.getItems().size() == before);
        assertThat(codebook.getItems()).extracting(CodebookRow::name).contains(first.name(), second.name())
                .doesNotContain("one merged code");
        CodebookRow back = second;
        robot.interact(() -> codebook.scrollTo(codebook.getItems().stream()
                .filter(r -> r.name().equals(back.name())).findFirst().orElseThrow()));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(shows(robot, "#study-codebook", second.name())).as("the code back on screen").isTrue();
        assertThat(text(robot, "#study-last-change")).isEqualTo("Undid: Merge codes");

        // the cut-off slider: Home moves it to 1, End to the highest cut-off; the map and the marked row of the
        // statistics table follow
        Slider slider = robot.lookup("#study-cutoff").queryAs(Slider.class);
        int at = window.study().cutoffProperty().get();
        int max = window.study().resultProperty().get().maxCutoff();
        assertThat(max).as("some link is in two ladders").isGreaterThan(1);
        int target = at == 1 ? max : 1;
        ImageView map = robot.lookup("#study-map").queryAs(ImageView.class);
        Image mapBefore = map.getImage();
        TableView<CutoffRow> stats = table(robot, "#study-cutoffs");
        assertThat(stats.getSelectionModel().getSelectedItem().cutoff()).isEqualTo(at);
        CutoffRow rowBefore = stats.getSelectionModel().getSelectedItem();
        String messageBefore = text(robot, "#study-message");
        // drag the thumb to the end of the track
        javafx.scene.Node thumb = slider.lookup(".thumb");
        javafx.scene.Node track = slider.lookup(".track");
        javafx.geometry.Bounds b = track.localToScreen(track.getBoundsInLocal());
        robot.drag(thumb, javafx.scene.input.MouseButton.PRIMARY)
                .moveTo(new javafx.geometry.Point2D(target == 1 ? b.getMinX() - 5 : b.getMaxX() + 5, b.getCenterY()));
        long t0 = System.nanoTime();
        robot.release(javafx.scene.input.MouseButton.PRIMARY);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(window.study().cutoffProperty().get()).as("the slider moved").isEqualTo(target);
        waitFor(() -> map.getImage() != mapBefore && window.study().resultProperty().get().cutoff() == target);
        System.out.printf("MEASURE cut-off slider released to the new map on screen (4 interviews, real bridge): %d ms%n",
                (System.nanoTime() - t0) / 1_000_000);
        assertThat(text(robot, "#study-cutoff-label")).isEqualTo("Cut-off " + target);
        assertThat(text(robot, "#study-message")).contains("cut-off " + target + ": ").isNotEqualTo(messageBefore);
        CutoffRow rowAfter = stats.getSelectionModel().getSelectedItem();
        assertThat(rowAfter.cutoff()).isEqualTo(target);
        assertThat(rowAfter.links()).as("links drawn at the new cut-off").isNotEqualTo(rowBefore.links());
        assertThat(map.getImage().getHeight() * map.getImage().getWidth())
                .as("the map redrawn with other codes")
                .isNotEqualTo(mapBefore.getHeight() * mapBefore.getWidth());

        Path report = tmp.resolve("out").resolve("study-report.md");
        Files.createDirectories(report.getParent());
        dialogs.saveAs = report;
        robot.clickOn("#study-report");
        waitFor(() -> text(robot, "#study-last-change").startsWith("Wrote"));
        assertThat(text(robot, "#study-last-change")).isEqualTo("Wrote study-report.md and study-report-hvm.svg");
        String markdown = Files.readString(report);
        assertThat(markdown).contains(DemoStudy.NAME).contains(first.name()).contains(second.name());
        assertThat(report.resolveSibling("study-report-hvm.svg")).exists();
    }

    @Test
    void the_matrix_tab_shows_direct_dot_indirect_cells_of_the_analysis(FxRobot robot) throws Exception {
        openStudyTab(robot);
        robot.clickOn("Matrix");
        WaitForAsyncUtils.waitForFxEvents();
        var matrix = window.study().resultProperty().get().matrix();
        TableView<org.interviewworkbench.ui.study.MatrixViewModel.RowView> table = table(robot, "#study-matrix");
        assertThat(table.getItems()).hasSize(matrix.codes().size()).isNotEmpty();
        assertThat(table.getColumns()).hasSize(2 + matrix.codes().size());
        // a cell of the first row, as counted by the engine, is on screen as direct.indirect
        String first = matrix.codes().get(0).code();
        var cell = matrix.cells().stream().filter(c -> c.from().equals(first)).findFirst().orElseThrow();
        String text = org.interviewworkbench.ui.study.MatrixViewModel.cellText(cell.direct(), cell.indirect());
        assertThat(text).matches("\\d+\\.\\d\\d");
        int column = 2 + matrix.codes().stream().map(c -> c.code()).toList().indexOf(cell.to());
        robot.interact(() -> table.scrollToColumnIndex(column));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(shows(robot, "#study-matrix", text)).as("cell " + first + " -> " + cell.to()).isTrue();
    }

    @Test
    void a_code_member_opens_its_interview_at_the_turn_it_was_said(FxRobot robot) throws Exception {
        openStudyTab(robot);
        robot.clickOn("Codebook");
        WaitForAsyncUtils.waitForFxEvents();
        TableView<CodebookRow> codebook = table(robot, "#study-codebook");
        // a member said before its interview's last turn, so the scrubber shows an earlier state than the latest
        String study = window.study().selectedProperty().get().id();
        CodebookRow code = null;
        CodeMemberRow member = null;
        for (CodebookRow c : List.copyOf(codebook.getItems())) {
            for (CodeMemberRow m : bridge.codeMembers(study, c.id())) {
                if (member == null && m.turn() > 0 && m.turn() < bridge.turnResults(m.sessionId()).size()) {
                    code = c;
                    member = m;
                }
            }
        }
        assertThat(member).as("a member with the turn it was said in").isNotNull();
        CodebookRow chosenCode = code;
        CodeMemberRow chosen = member;
        robot.interact(() -> {
            codebook.getSelectionModel().clearSelection();
            codebook.getSelectionModel().select(chosenCode);
        });
        TableView<CodeMemberRow> members = table(robot, "#study-members");
        waitFor(() -> members.getItems().contains(chosen));
        robot.interact(() -> {
            members.getSelectionModel().clearSelection();
            members.getSelectionModel().select(chosen);
        });
        WaitForAsyncUtils.waitForFxEvents();
        robot.clickOn("#study-open-member");
        waitFor(() -> chosen.sessionId().equals(window.session().sessionId())
                && window.session().getState() != SessionViewModel.State.LOADING);
        assertThat(window.session().getSelectedTurnNumber()).isEqualTo(chosen.turn());
        assertThat(window.session().latestTurnNumberProperty().get()).isGreaterThan(chosen.turn());
        assertThat(window.tabs().getSelectionModel().getSelectedItem().getId()).isEqualTo("tab-interview");
        assertThat(window.session().statusMessageProperty().get()).contains("at turn " + chosen.turn());
    }
}
