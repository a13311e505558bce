package org.interviewworkbench.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.interviewworkbench.persistence.JdbcSessionStore;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 19: Ctrl-C (SIGINT) during an interview keeps every answered turn, prints the line that resumes it and exits
 * 130; the printed line then continues the interview.
 */
class InterviewInterruptTest {

    @TempDir
    Path tmp;

    @Test
    void sigint_keeps_the_answered_turns_and_prints_the_resume_line() throws Exception {
        Path answers = tmp.resolve("answers.txt");
        // three times the answers, so the interview is still running when the signal lands on a loaded machine
        String once = Files.readString(Path.of("src/test/resources/answers/oat-milk-mec.txt")).strip();
        Files.writeString(answers, once + "\n\n" + once + "\n\n" + once + "\n");
        String db = "jdbc:h2:file:" + tmp.resolve("db/workbench");
        Process child = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-cp",
                System.getProperty("java.class.path"), "-Duser.home=" + tmp.resolve("home"),
                "-Dinterview-workbench.log-dir=" + tmp.resolve("logs"), Launcher.class.getName(), "interview",
                "--methodology", "means_end_chain", "--concept", "oat_milk_mec", "--answers", answers.toString(),
                "--max-turns", "40", "--db", db, "--out", tmp.resolve("out").toString())
                .redirectError(tmp.resolve("err.txt").toFile()).start();
        String sessionId = null;
        try (BufferedReader out = new BufferedReader(new InputStreamReader(child.getInputStream(),
                StandardCharsets.UTF_8))) {
            String line;
            while ((line = out.readLine()) != null) {
                if (line.startsWith("Session ")) {
                    sessionId = line.split(" ")[1];
                }
                if (line.startsWith("[turn 2 ")) {
                    new ProcessBuilder("kill", "-INT", String.valueOf(child.pid())).start().waitFor();
                    break;
                }
            }
        }
        assertThat(child.waitFor(60, TimeUnit.SECONDS)).isTrue();
        String err = Files.readString(tmp.resolve("err.txt"));
        assertThat(child.exitValue()).as(err).isEqualTo(130);
        assertThat(err.strip()).startsWith("interrupted; every answered turn is kept. Continue with: interview "
                + "--resume " + sessionId).doesNotContain("\tat ");
        try (JdbcSessionStore store = new JdbcSessionStore(db)) {
            assertThat(store.load(sessionId).orElseThrow().state().turnCount()).isGreaterThanOrEqualTo(2);
        }
    }
}
