package org.interviewworkbench.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.interviewworkbench.engine.port.Clock;
import org.interviewworkbench.language.llm.LlmSettingsLoader;
import org.interviewworkbench.methodology.StudyFileLocator;
import org.interviewworkbench.methodology.StudyFiles;
import org.interviewworkbench.persistence.DatabaseLocator;
import org.interviewworkbench.persistence.JdbcSessionStore;
import org.interviewworkbench.ui.DirectServices;
import org.interviewworkbench.ui.StudyBridge.CodeMemberRow;
import org.interviewworkbench.ui.StudyBridge.CodebookRow;
import org.interviewworkbench.ui.StudyBridge.SegmentMap;
import org.interviewworkbench.ui.StudyBridge.StudySessionRow;
import org.interviewworkbench.ui.study.CodebookViewModel;
import org.interviewworkbench.ui.study.StudySessionsViewModel;
import org.interviewworkbench.ui.study.StudyViewModel;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Issue 14, the Study tab's sessions, filter, maps by segment, codebook editor and cancellable proposal, on the real
 * {@link DesktopBridge} and a study of four simulated interviews (segments "cooperative" and "brief"); the
 * ViewModels run synchronously ({@link DirectServices}).
 */
class StudyTabFeaturesTest {

    private static final OfflineComponents OFFLINE = new OfflineComponents();
    private static String url;
    private static Path home;
    private DesktopBridge bridge;
    private StudyViewModel vm;

    @BeforeAll
    static void aStudyOfFourSimulatedInterviews() throws Exception {
        Path tmp = Files.createTempDirectory("study-features");
        home = tmp.resolve("home");
        url = "jdbc:h2:" + tmp.resolve("workbench").toAbsolutePath();
        try (DesktopBridge b = bridge()) {
            new DemoStudy(b).ensure(2, 6);
        }
    }

    @BeforeEach
    void open() {
        bridge = bridge();
        vm = new StudyViewModel(DirectServices.of(bridge, new DirectServices.RecordingDialogs()));
        vm.refresh();
        assertThat(vm.selectedProperty().get().name()).isEqualTo(DemoStudy.NAME);
    }

    @AfterEach
    void close() {
        bridge.close();
    }

    private static DesktopBridge bridge() {
        StudyFileLocator locator = StudyFileLocator.forWorkingDirectory();
        StudyFiles files = new StudyFiles(locator, org.interviewworkbench.engine.signal.SignalCatalog.standard());
        DatabaseLocator databases = new DatabaseLocator(home);
        LlmSettingsLoader llm = new LlmSettingsLoader(home, Map.of());
        DefaultCliServices services = new DefaultCliServices(files, databases, OFFLINE, llm, Clock.SYSTEM);
        return new DesktopBridge(files, locator, services, OFFLINE, new JdbcSessionStore(url, Clock.SYSTEM),
                databases.dataDirectory(), llm);
    }

    private static StudySessionRow row(StudySessionsViewModel s, String respondent) {
        return s.rows().stream().filter(r -> respondent.equals(r.variables().get("respondent"))).findFirst()
                .orElseThrow();
    }

    @Test
    void the_session_list_shows_variables_edits_them_filters_the_analysis_and_adds_and_removes_sessions() {
        StudySessionsViewModel sessions = vm.sessions();
        assertThat(sessions.rows()).extracting(r -> r.variables().get("respondent"))
                .containsExactly("P01", "P02", "P03", "P04");
        assertThat(sessions.rows()).extracting(r -> r.variables().get("segment"))
                .containsExactly("cooperative", "brief", "cooperative", "brief");
        assertThat(sessions.variables()).containsExactly("respondent", "segment");
        String whole = vm.messageProperty().get();
        assertThat(whole).contains("from 4 respondents;");
        int codesInStudy = vm.codebook().size();

        // filter: only the brief respondents; matrix, map and codebook follow
        vm.filterKeyProperty().set("segment");
        assertThat(sessions.filterValues()).containsExactly(StudyViewModel.ALL, "brief", "cooperative");
        vm.filterValueProperty().set("brief");
        assertThat(vm.messageProperty().get()).contains("from 2 respondents (segment = brief); cut-off");
        assertThat(vm.discovery()).extracting(p -> p.respondent()).containsExactly("P02", "P04");
        assertThat(vm.codebook().size()).isLessThanOrEqualTo(codesInStudy);
        assertThat(vm.codebook()).allSatisfy(c -> assertThat(c.members()).isPositive());
        vm.filterKeyProperty().set(StudyViewModel.ALL);
        assertThat(vm.messageProperty().get()).contains("from 4 respondents;");

        // a new variable, set for one session and stored
        sessions.addVariable("age group");
        assertThat(sessions.variables()).containsExactly("respondent", "segment", "age group");
        sessions.setVariable(row(sessions, "P01"), "age group", "30-45");
        assertThat(vm.lastChangeProperty().get()).isEqualTo("Set age group = 30-45 for P01");
        assertThat(row(sessions, "P01").variables()).containsEntry("age group", "30-45")
                .containsEntry("segment", "cooperative");
        assertThat(bridge.studySessions(vm.selectedProperty().get().id()).get(0).variables())
                .containsEntry("age group", "30-45");

        // remove P04, then add its interview back from the database's sessions
        StudySessionRow p04 = row(sessions, "P04");
        sessions.remove(p04);
        assertThat(sessions.rows()).hasSize(3);
        assertThat(vm.messageProperty().get()).contains("from 3 respondents;");
        assertThat(vm.selectedProperty().get().sessions()).isEqualTo(4); // the chooser's count catches up on refresh
        var again = sessions.candidates().stream().filter(s -> s.id().equals(p04.sessionId())).findFirst()
                .orElseThrow();
        sessions.add(again);
        assertThat(sessions.rows()).hasSize(4);
        assertThat(row(sessions, "P04").sessionId()).isEqualTo(p04.sessionId());
        sessions.setVariable(row(sessions, "P04"), "segment", "brief");
        assertThat(vm.messageProperty().get()).isEqualTo(whole);
    }

    @Test
    void maps_by_segment_draw_one_map_per_value_at_the_same_cutoff() {
        vm.cutoffProperty().set(1);
        vm.segments().variableProperty().set("segment");
        assertThat(vm.segments().maps()).extracting(SegmentMap::value).containsExactly("brief", "cooperative");
        assertThat(vm.segments().maps()).allSatisfy(m -> {
            assertThat(m.statistics()).matches("segment = " + m.value()
                    + ": 2 interviews, \\d+ ladders; cut-off 1: \\d+ codes, \\d+ links, 100% of all links, 100% of"
                    + " active cells");
            assertThat(m.mapPng()).startsWith((byte) 0x89, (byte) 'P', (byte) 'N', (byte) 'G');
        });
        String at1 = vm.segments().maps().get(0).statistics();
        vm.cutoffProperty().set(2);
        assertThat(vm.segments().maps().get(0).statistics()).contains("cut-off 2:").isNotEqualTo(at1);
        vm.segments().variableProperty().set(StudyViewModel.ALL);
        assertThat(vm.segments().maps()).isEmpty();
    }

    @Test
    void the_codebook_editor_splits_moves_retypes_and_describes_each_undoable() {
        CodebookViewModel editor = vm.codebookEditor();
        CodebookRow big = vm.codebook().stream().filter(c -> c.members() >= 2).findFirst().orElseThrow();
        CodebookRow other = vm.codebook().stream().filter(c -> !c.id().equals(big.id())).findFirst().orElseThrow();
        List<String> names = vm.codebook().stream().map(CodebookRow::name).toList();
        editor.selectedProperty().set(big);
        assertThat(editor.members()).hasSize(big.members());
        CodeMemberRow last = editor.members().get(editor.members().size() - 1);
        assertThat(last.respondent()).matches("P0[1-4]");

        editor.split(List.of(last), "split off");
        assertThat(vm.lastChangeProperty().get()).isEqualTo("Split code");
        assertThat(vm.codebook()).extracting(CodebookRow::name).contains("split off");
        assertThat(editor.members()).hasSize(big.members() - 1);
        editor.undo();
        assertThat(vm.codebook()).extracting(CodebookRow::name).containsExactlyElementsOf(names);

        editor.selectedProperty().set(vm.codebook().stream().filter(c -> c.id().equals(big.id())).findFirst()
                .orElseThrow());
        editor.move(List.of(editor.members().get(0)), other);
        assertThat(vm.lastChangeProperty().get()).isEqualTo("Move to another code");
        assertThat(vm.codebook().stream().filter(c -> c.id().equals(other.id())).findFirst().orElseThrow()
                .members()).isEqualTo(other.members() + 1);
        editor.undo();
        assertThat(vm.codebook().stream().filter(c -> c.id().equals(other.id())).findFirst().orElseThrow()
                .members()).isEqualTo(other.members());

        editor.selectedProperty().set(vm.codebook().get(0));
        String newType = editor.types().stream().filter(t -> !t.equals(vm.codebook().get(0).type())).findFirst()
                .orElseThrow();
        editor.retype(newType);
        assertThat(vm.codebook().get(0).type()).isEqualTo(newType);
        editor.describe("what the respondents mean by it");
        assertThat(editor.descriptionProperty().get()).isEqualTo("what the respondents mean by it");
        editor.undo();
        assertThat(editor.descriptionProperty().get()).isEmpty();
        editor.undo();
        assertThat(vm.codebook().get(0).type()).isNotEqualTo(newType);
        assertThat(vm.lastChangeProperty().get()).isEqualTo("Undid: Change code type");
    }

    @Test
    void a_proposal_can_be_cancelled_between_interviews_and_leaves_the_codebook_as_it_was() {
        CodebookViewModel editor = vm.codebookEditor();
        List<CodebookRow> before = List.copyOf(vm.codebook());
        String study = vm.selectedProperty().get().id();
        int history = bridge.studyStore().codebookHistory(study).size();
        editor.thresholdProperty().set(0.6);
        java.util.concurrent.atomic.AtomicBoolean pressCancel = new java.util.concurrent.atomic.AtomicBoolean(true);
        editor.progressProperty().addListener((o, a, b) -> {
            if (pressCancel.get() && b.doubleValue() > 0 && b.doubleValue() < 1) {
                editor.cancelProposal(); // the researcher presses Cancel after the first interview
            }
        });
        editor.propose();
        assertThat(vm.lastChangeProperty().get()).isEqualTo("Proposal cancelled: the codebook is unchanged.");
        assertThat(editor.proposingProperty().get()).isFalse();
        assertThat(vm.busyProperty().get()).isFalse();
        assertThat(editor.progressProperty().get()).isEqualTo(0.25);
        assertThat(vm.codebook()).containsExactlyElementsOf(before);
        assertThat(bridge.studyStore().codebookHistory(study)).as("nothing stored").hasSize(history);

        // without a cancel it runs to the end and is stored as a new version (undoable)
        editor.thresholdProperty().set(0.75);
        pressCancel.set(false);
        editor.propose();
        assertThat(vm.lastChangeProperty().get()).isEqualTo("Proposed " + vm.codebook().size()
                + " codes at similarity 0.75");
        assertThat(editor.progressProperty().get()).isEqualTo(1.0);
        assertThat(bridge.studyStore().codebookHistory(study)).hasSize(history + 1);
    }
}
