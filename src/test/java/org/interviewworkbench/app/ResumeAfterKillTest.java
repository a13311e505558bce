package org.interviewworkbench.app;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.interviewworkbench.persistence.JdbcSessionStore;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 3: killing the process (kill -9) during a run and resuming gives the same final session as an
 * uninterrupted run — apart from ids, timestamps and latencies.
 */
class ResumeAfterKillTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Set<String> VOLATILE = Set.of("session_id", "started_at", "latency_ms", "stage_latency_ms");

    @Test
    void a_killed_interview_resumed_with_the_remaining_answers_ends_exactly_like_an_uninterrupted_one(@TempDir Path tmp)
            throws Exception {
        List<String> answers = List.of(Files.readString(Path.of("src/test/resources/answers/oat-milk-mec.txt"))
                .strip().split("\\n\\s*\\n"));
        Path all = tmp.resolve("all.txt");
        Files.writeString(all, String.join("\n\n", answers));

        // uninterrupted reference run, in process
        CliRun reference = CliRun.run(TestApp.factory(tmp), "interview", "--methodology", "means_end_chain",
                "--concept", "oat_milk_mec", "--answers", all.toString(), "--db", InterviewEndToEndTest.memDb(),
                "--out", tmp.resolve("reference").toString());
        assertThat(reference.exitCode).as(reference.toString()).isZero();

        // the same interview in a child JVM on a file database, killed after its third turn is printed
        String dbUrl = "jdbc:h2:file:" + tmp.resolve("db/workbench").toAbsolutePath();
        Process child = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), "-Duser.home=" + tmp.resolve("home"),
                Launcher.class.getName(), "interview", "--methodology", "means_end_chain", "--concept", "oat_milk_mec",
                "--answers", all.toString(), "--db", dbUrl, "--out", tmp.resolve("child").toString())
                .redirectErrorStream(true).start();
        String sessionId = null;
        try (BufferedReader out = new BufferedReader(new InputStreamReader(child.getInputStream(), StandardCharsets.UTF_8))) {
            String line;
            while ((line = out.readLine()) != null) {
                if (line.startsWith("Session ")) {
                    sessionId = line.split(" ")[1];
                }
                if (line.startsWith("[turn 3 ")) {
                    child.destroyForcibly();
                    break;
                }
            }
        }
        assertThat(child.waitFor(30, TimeUnit.SECONDS)).isTrue();
        assertThat(sessionId).isNotNull();

        int completed;
        try (JdbcSessionStore store = new JdbcSessionStore(dbUrl)) {
            completed = store.load(sessionId).orElseThrow().state().turnCount();
        }
        assertThat(completed).as("turns that survived the kill").isBetween(3, answers.size() - 1);

        Path rest = tmp.resolve("rest.txt");
        Files.writeString(rest, String.join("\n\n", answers.subList(completed, answers.size())));
        CliRun resumed = CliRun.run(TestApp.factory(tmp), "interview", "--resume", sessionId, "--answers",
                rest.toString(), "--db", dbUrl, "--out", tmp.resolve("resumed").toString());
        assertThat(resumed.exitCode).as(resumed.toString()).isZero();

        JsonNode expected = normalise(JSON.readTree(tmp.resolve("reference/session.json").toFile()));
        JsonNode actual = normalise(JSON.readTree(tmp.resolve("resumed/session.json").toFile()));
        assertThat(actual.path("turns")).hasSize(answers.size());
        assertThat(actual).isEqualTo(expected);
    }

    /** Drops ids, timestamps and latencies, which legitimately differ between runs. */
    static JsonNode normalise(JsonNode node) {
        if (node instanceof ObjectNode o) {
            List<String> names = new ArrayList<>();
            o.fieldNames().forEachRemaining(names::add);
            for (String name : names) {
                if (VOLATILE.contains(name)) {
                    o.remove(name);
                } else {
                    normalise(o.get(name));
                }
            }
        } else if (node instanceof ArrayNode a) {
            a.forEach(ResumeAfterKillTest::normalise);
        }
        return node;
    }
}
