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
import org.interviewworkbench.ui.WorkbenchBridge;
import org.interviewworkbench.ui.WorkbenchBridge.CodebookRow;
import org.interviewworkbench.ui.study.StudyViewModel;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 14, the Study tab as a researcher uses it, on the real {@link DesktopBridge} and an H2 file database that
 * the command line filled (the worked example's twelve ladders, codebook proposed): merge two codes and see the map's
 * statistics change, undo it, move the cut-off, read the discovery curve, export the report.
 */
class StudyTabWorkbenchTest {

    @TempDir
    Path tmp;

    @Test
    void a_researcher_merges_two_codes_undoes_it_moves_the_cutoff_and_exports_the_report() throws Exception {
        String db = "jdbc:h2:" + tmp.resolve("study-db").toAbsolutePath();
        AppFactory factory = TestApp.factory(tmp);
        String study = CliRun.run(factory, "study", "create", "--db", db, "--name", "Oat milk laddering",
                "--methodology", "means_end_chain").out.strip();
        Path csv = tmp.resolve("ladders.csv");
        Files.writeString(csv, StudyCommandLineTest.workedExampleCsv());
        assertThat(CliRun.run(factory, "study", "import-ladders", "--db", db, "--study", study, "--file",
                csv.toString()).exitCode).isZero();
        assertThat(CliRun.run(factory, "study", "codebook", "--db", db, "--study", study, "--propose").exitCode)
                .isZero();

        StudyViewModel vm = new StudyViewModel(DirectServices.of(bridge(tmp.resolve("home"), db),
                new DirectServices.RecordingDialogs()));
        vm.refresh();
        assertThat(vm.selectedProperty().get().name()).isEqualTo("Oat milk laddering");
        assertThat(vm.codebook()).extracting(CodebookRow::name).contains("creamy, thick", "oat based");
        int codesBefore = vm.codebook().size();
        String before = vm.messageProperty().get();
        assertThat(before).startsWith("12 ladders from 5 respondents; cut-off 3:");

        // the two attributes become one code: fewer codes in the table and in the map's statistics
        List<CodebookRow> attributes = vm.codebook().stream()
                .filter(r -> r.name().equals("creamy, thick") || r.name().equals("oat based")).toList();
        vm.merge(attributes, "the oat drink itself");
        assertThat(vm.lastChangeProperty().get()).containsIgnoringCase("merge");
        assertThat(vm.codebook()).hasSize(codesBefore - 1);
        assertThat(vm.codebook()).extracting(CodebookRow::name).contains("the oat drink itself")
                .doesNotContain("oat based");
        assertThat(vm.codes()).extracting(c -> c.code()).contains("the oat drink itself");

        vm.undo();
        assertThat(vm.lastChangeProperty().get()).startsWith("Undid: ");
        assertThat(vm.codebook()).hasSize(codesBefore);
        assertThat(vm.codebook()).extracting(CodebookRow::name).contains("oat based");
        assertThat(vm.messageProperty().get()).isEqualTo(before);

        vm.cutoffProperty().set(1);
        assertThat(vm.messageProperty().get()).contains("cut-off 1:").isNotEqualTo(before);

        // five respondents in study order; R1's two ladders (ACEF, BDE) already hold all six codes
        assertThat(vm.discovery()).hasSize(5);
        assertThat(vm.discovery()).extracting(p -> p.newCodes()).containsExactly(6, 0, 0, 0, 0);
        assertThat(vm.saturation()).isEqualTo("Saturation after interview 1 (the next three brought no new code)");

        Path report = tmp.resolve("out").resolve("oat-report.md");
        Files.createDirectories(report.getParent());
        vm.exportReport(report);
        assertThat(vm.lastChangeProperty().get()).isEqualTo("Wrote oat-report.md and oat-report-hvm.svg");
        assertThat(Files.readString(report)).contains("Oat milk laddering").contains("oat-report-hvm.svg");
        assertThat(Files.readString(tmp.resolve("out").resolve("oat-report-hvm.svg"))).startsWith("<?xml");
    }

    private static WorkbenchBridge bridge(Path home, String db) {
        StudyFileLocator locator = StudyFileLocator.forWorkingDirectory();
        StudyFiles files = new StudyFiles(locator, org.interviewworkbench.engine.signal.SignalCatalog.standard());
        DatabaseLocator databases = new DatabaseLocator(home);
        LlmSettingsLoader llm = new LlmSettingsLoader(home, Map.of());
        OfflineComponents offline = new OfflineComponents();
        DefaultCliServices services = new DefaultCliServices(files, databases, offline, llm, Clock.SYSTEM);
        return new DesktopBridge(files, locator, services, offline, new JdbcSessionStore(db, Clock.SYSTEM),
                databases.dataDirectory(), llm);
    }
}
