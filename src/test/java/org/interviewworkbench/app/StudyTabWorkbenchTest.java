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
import org.interviewworkbench.ui.StudyBridge.CodebookRow;
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

    @Test
    void at_300_respondents_a_cutoff_move_redraws_the_map_and_statistics_in_well_under_a_second() throws Exception {
        String db = "jdbc:h2:" + tmp.resolve("big-db").toAbsolutePath();
        AppFactory factory = TestApp.factory(tmp);
        String study = CliRun.run(factory, "study", "create", "--db", db, "--name", "300 respondents",
                "--methodology", "means_end_chain").out.strip();
        List<String> types = List.of("attribute", "functional_consequence", "psychosocial_consequence",
                "instrumental_value", "terminal_value");
        java.util.Random random = new java.util.Random(14);
        StringBuilder csv = new StringBuilder("respondent,ladder,step,code,type\n");
        for (int r = 1; r <= 300; r++) {
            for (int l = 1; l <= 5; l++) {
                int steps = 3 + random.nextInt(4);
                for (int st = 1; st <= steps; st++) {
                    int level = Math.min(4, (st - 1) * 5 / steps);
                    csv.append('R').append(r).append(',').append(l).append(',').append(st).append(",code ")
                            .append(level * 12 + random.nextInt(12)).append(',').append(types.get(level)).append('\n');
                }
            }
        }
        Path file = tmp.resolve("big.csv");
        Files.writeString(file, csv);
        assertThat(CliRun.run(factory, "study", "import-ladders", "--db", db, "--study", study, "--file",
                file.toString()).exitCode).isZero();
        StudyViewModel vm = new StudyViewModel(DirectServices.of(bridge(tmp.resolve("home"), db),
                new DirectServices.RecordingDialogs()));
        vm.refresh();
        assertThat(vm.messageProperty().get()).startsWith("1500 ladders from 300 respondents;");
        List<Long> ms = new java.util.ArrayList<>();
        String previous = vm.messageProperty().get();
        for (int round = 0; round < 3; round++) {
            for (int c = 1; c <= 6; c++) {
                long t0 = System.nanoTime();
                vm.cutoffProperty().set(c);
                ms.add((System.nanoTime() - t0) / 1_000_000);
                assertThat(vm.messageProperty().get()).contains("cut-off " + c + ":");
                assertThat(vm.resultProperty().get().mapPng()).isNotEmpty();
                previous = vm.messageProperty().get();
            }
        }
        List<Long> sorted = ms.stream().sorted().toList();
        System.out.printf("MEASURE 300 respondents, 1,500 ladders: cut-off move to new map + statistics (store read,"
                + " matrix, every cut-off's row, PNG): median %d ms, max %d ms over %d moves%n",
                sorted.get(sorted.size() / 2), sorted.get(sorted.size() - 1), sorted.size());
        assertThat(previous).contains("cut-off 6:");
        assertThat(sorted.get(sorted.size() / 2)).as("a sanity bound on a shared 2-core machine").isLessThan(5000);
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
