package org.interviewworkbench.methodology;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.interviewworkbench.app.Launcher;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The {@code validate} command's output contract and exit codes. */
class ValidateCommandTest {

    @TempDir
    Path dir;

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    private int run(String... args) {
        return Launcher.run(args, new PrintWriter(out), new PrintWriter(err));
    }

    @Test
    void validFilesPrintOkAndExitZero() {
        int code = run("validate", "methodologies/means_end_chain.yaml", "methodologies/concepts/oat_milk_mec.yaml");
        assertThat(code).isZero();
        assertThat(out.toString().lines()).containsExactly("OK methodologies/means_end_chain.yaml",
                "OK methodologies/concepts/oat_milk_mec.yaml");
        assertThat(err.toString()).isEmpty();
    }

    @Test
    void problemsArePrintedOnePerLineAndExitTwo() throws IOException {
        Path bad = Files.writeString(dir.resolve("bad.yaml"), """
                method: {name: x}
                ontology: {nodes: [{name: a}]}
                strategies:
                  - name: s
                    signal_weights: {llm.nope: 1, llm.engagement.low: yes}
                """);
        Path ok = dir.resolve("../" + dir.getFileName() + "/ok.yaml");
        Files.writeString(dir.resolve("ok.yaml"), "method: {name: y}\nontology: {nodes: [{name: a}]}\n"
                + "strategies: [{name: s, signal_weights: {}}]\nextra: 1\n");
        int code = run("validate", bad.toString(), ok.toString());
        assertThat(code).isEqualTo(2);
        assertThat(out.toString().lines()).containsExactly(
                bad + ":5:22: strategy 's': unknown signal in weight key 'llm.nope'",
                bad + ":5:55: strategy 's': weight of 'llm.engagement.low' must be a number, not the boolean 'yes'",
                "OK " + ok);
        assertThat(err.toString().lines()).containsExactly(ok + ":4:1: warning: methodology: unknown key 'extra' "
                + "(ignored)");
    }

    @Test
    void missingFileIsOneLineAndUnknownKindIsAnError() throws IOException {
        Path other = Files.writeString(dir.resolve("other.yaml"), "title: hello\n");
        int code = run("validate", "no/such/file.yaml", other.toString());
        assertThat(code).isEqualTo(2);
        assertThat(out.toString().lines()).containsExactly("no/such/file.yaml: cannot read file (no such file)",
                other + ":1:1: not a study file: expected a methodology (ontology, strategies), a scenario (nodes, "
                        + "edges), a persona (speech_pattern, traits) or a concept (objective, methodology)");
        assertThat(err.toString()).doesNotContain("Exception");
    }

    @Test
    void syntaxErrorsAreReportedNotThrown() throws IOException {
        Path broken = Files.writeString(dir.resolve("broken.yaml"), "id: x\nname: [a\nmethodology: b\n");
        assertThat(run("validate", broken.toString())).isEqualTo(2);
        assertThat(out.toString()).startsWith(broken + ":3:12: YAML syntax error:");
    }
}
