package org.interviewworkbench.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 19: a batch stopped by SIGTERM keeps every finished run (all three files), a current summary.csv, says how
 * far it got and exits 143; {@code --continue} then does only the rest.
 */
class SimulateInterruptTest {

    private static final int RUNS = 50;

    @TempDir
    Path tmp;

    @Test
    void sigterm_after_the_first_finished_run_keeps_every_finished_run_and_continue_does_the_rest() throws Exception {
        Path out = tmp.resolve("batch");
        Process child = start(out);
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
        while (runFolders(out).isEmpty() && child.isAlive() && System.nanoTime() < deadline) {
            Thread.sleep(20);
        }
        assertThat(runFolders(out)).as("a run finished before the signal").isNotEmpty();
        child.destroy(); // SIGTERM
        assertThat(child.waitFor(60, TimeUnit.SECONDS)).isTrue();
        String err = Files.readString(tmp.resolve("first.err"));

        List<Path> finished = runFolders(out);
        assertThat(child.exitValue()).as(err).isEqualTo(143);
        assertThat(finished.size()).as("the batch stopped early").isLessThan(RUNS);
        assertThat(err.strip().lines().reduce((a, b) -> b).orElse(""))
                .isEqualTo("interrupted after " + finished.size() + " of " + RUNS + " runs; finished runs in " + out);
        for (Path run : finished) {
            assertThat(run.resolve("session.json")).isNotEmptyFile();
            assertThat(run.resolve("scoring.csv")).isNotEmptyFile();
            assertThat(run.resolve("transcript.md")).isNotEmptyFile();
        }
        List<String> summary = Files.readAllLines(out.resolve("summary.csv"));
        assertThat(summary.get(0)).startsWith("run,seed,");
        assertThat(summary).hasSize(1 + finished.size() + 2);
        List<String> seeds = summary.subList(1, 1 + finished.size()).stream().map(l -> "run-" + l.split(",")[1])
                .toList();
        assertThat(seeds).containsExactlyInAnyOrderElementsOf(finished.stream().map(p -> p.getFileName().toString())
                .toList());
        try (Stream<Path> hidden = Files.list(out)) {
            assertThat(hidden.filter(p -> p.getFileName().toString().startsWith("."))).as("no half-written run")
                    .isEmpty();
        }

        // a plain rerun into the folder is refused; --continue keeps the finished runs and does the rest
        Process again = new ProcessBuilder(command(out)).start();
        assertThat(again.waitFor(60, TimeUnit.SECONDS)).isTrue();
        assertThat(again.exitValue()).isEqualTo(2);
        assertThat(new String(again.getErrorStream().readAllBytes())).contains("--continue");

        String keptSession = Files.readString(finished.get(0).resolve("session.json"));
        List<String> cont = command(out);
        cont.add("--continue");
        Process rest = new ProcessBuilder(cont).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        assertThat(rest.waitFor(300, TimeUnit.SECONDS)).isTrue();
        String restErr = new String(rest.getErrorStream().readAllBytes());
        assertThat(rest.exitValue()).as(restErr).isZero();
        assertThat(restErr).contains("continuing: " + finished.size() + " of " + RUNS + " runs already finished");
        assertThat(runFolders(out)).hasSize(RUNS);
        assertThat(Files.readString(finished.get(0).resolve("session.json"))).as("finished runs are kept as they were")
                .isEqualTo(keptSession);
        List<String> full = Files.readAllLines(out.resolve("summary.csv"));
        assertThat(full).hasSize(1 + RUNS + 2);
        assertThat(full.get(RUNS + 1)).startsWith("mean,");
    }

    private Process start(Path out) throws Exception {
        return new ProcessBuilder(command(out)).redirectOutput(ProcessBuilder.Redirect.DISCARD)
                .redirectError(tmp.resolve("first.err").toFile()).start();
    }

    private List<String> command(Path out) {
        return new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-Xmx512m",
                "-cp", System.getProperty("java.class.path"), "-Duser.home=" + tmp.resolve("home"),
                "-Dinterview-workbench.log-dir=" + tmp.resolve("logs"), Launcher.class.getName(), "simulate",
                "--methodology", "means_end_chain", "--concept", "oat_milk_mec", "--persona", "baseline_cooperative",
                "--turns", "6", "--seed", "1", "--runs", String.valueOf(RUNS), "--db",
                "jdbc:h2:file:" + tmp.resolve("db/workbench"), "--out", out.toString()));
    }

    private static List<Path> runFolders(Path out) throws Exception {
        if (!Files.isDirectory(out)) {
            return List.of();
        }
        try (Stream<Path> entries = Files.list(out)) {
            return entries.filter(p -> p.getFileName().toString().startsWith("run-")).sorted().toList();
        } catch (java.nio.file.NoSuchFileException e) {
            return List.of(); // the command's write check creates and removes the folder before the batch starts
        }
    }
}
