package org.interviewworkbench.simulation;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.interviewworkbench.cli.SimulateCommand;
import org.interviewworkbench.cli.UserInputException;
import org.interviewworkbench.engine.model.Concept;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/**
 * The simulate command with a scripted interviewer. The real exporters need the TurnResult codec that is still a
 * placeholder in this worktree, so the writer here writes the quality JSON and the answers.
 */
class SimulateCommandTest {

    private final Scenario oat = Fixtures.scenario("oat_milk_mec_1");
    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    private final SimulateCommand.Wiring wiring = new SimulateCommand.Wiring() {
        @Override
        public SimulateCommand.ResolvedMethodology methodology(String idOrFile) {
            if (!idOrFile.equals("means_end_chain")) {
                throw new UserInputException("unknown methodology '" + idOrFile + "'");
            }
            return new SimulateCommand.ResolvedMethodology(ScriptedInterview.methodology(oat), "# yaml");
        }

        @Override
        public Concept concept(String fileOrId) {
            return new Concept("oat_milk_mec", "oat milk", "means_end_chain", null, List.of());
        }

        @Override
        public SimulateCommand.Backend backend(SimulateCommand.EngineOptions options) {
            return new SimulateCommand.Backend(new ScriptedInterview(oat), new HashingEmbedding(), null);
        }
    };

    private int run(String... args) {
        SimulateCommand.RunWriter writer = (dir, r) -> {
            Files.createDirectories(dir);
            Files.writeString(dir.resolve("session.json"), r.quality().toJson().toString());
            Files.writeString(dir.resolve("transcript.md"), String.join("\n",
                    r.turns().stream().map(t -> t.answer()).toList()));
        };
        CommandLine cli = new CommandLine(new SimulateCommand(wiring, Fixtures.files(), writer));
        cli.setOut(new PrintWriter(out, true));
        cli.setErr(new PrintWriter(err, true));
        org.interviewworkbench.cli.FailureHandler failures =
                new org.interviewworkbench.cli.FailureHandler(new PrintWriter(err, true), Path.of("test.log"));
        cli.setExecutionExceptionHandler(failures);
        cli.setParameterExceptionHandler(failures);
        return cli.execute(args);
    }

    @Test
    void one_run_writes_its_files_with_quality(@TempDir Path dir) throws Exception {
        int code = run("--methodology", "means_end_chain", "--concept", "oat_milk_mec", "--persona",
                "baseline_cooperative", "--turns", "8", "--seed", "3", "--out", dir.toString());
        assertThat(code).isZero();
        assertThat(Files.readString(dir.resolve("session.json"))).contains("\"node_recall\"", "\"matched\"");
        assertThat(dir.resolve("transcript.md")).exists();
    }

    @Test
    void runs_write_one_folder_per_seed_a_summary_and_a_table(@TempDir Path dir) throws Exception {
        int code = run("--methodology", "means_end_chain", "--concept", "oat_milk_mec", "--persona",
                "fatiguing_responder", "--scenario", "oat_milk_mec_1", "--turns", "6", "--seed", "100", "--runs", "3",
                "--out", dir.toString());
        assertThat(code).isZero();
        assertThat(dir.resolve("run-100/session.json")).exists();
        assertThat(dir.resolve("run-102/session.json")).exists();
        List<String> summary = Files.readAllLines(dir.resolve("summary.csv"));
        assertThat(summary).hasSize(1 + 3 + 2);
        assertThat(summary.get(4)).startsWith("mean,");
        assertThat(out.toString()).contains("node_recall").contains("mean").contains("min");
        assertThat(err.toString()).contains("simulated 3/3 runs");
    }

    @Test
    void a_user_mistake_is_one_line_and_exit_code_2(@TempDir Path dir) {
        int code = run("--methodology", "means_end_chain", "--concept", "oat_milk_mec", "--persona", "nobody",
                "--turns", "4", "--seed", "1", "--out", dir.toString());
        assertThat(code).isEqualTo(2);
        assertThat(err.toString().strip()).contains("unknown persona 'nobody'").doesNotContain("\n").doesNotContain("at org.");
    }
}
