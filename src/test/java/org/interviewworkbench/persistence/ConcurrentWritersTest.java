package org.interviewworkbench.persistence;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.interviewworkbench.engine.pipeline.TurnResult;
import org.interviewworkbench.engine.study.StudySession;
import org.interviewworkbench.persistence.testdb.Engine;
import org.interviewworkbench.persistence.testdb.TestDatabases;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.Parameter;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Issue 16: two moderators run different sessions of one study at the same time from two processes; every turn of
 * both is kept and both sessions join the study. H2 shares its file through mixed mode, PostgreSQL is the server.
 */
@ParameterizedClass
@EnumSource(Engine.class)
@ExtendWith(TestDatabases.class)
class ConcurrentWritersTest {

    private static final int TURNS = 25;

    @Parameter
    Engine engine;

    @Test
    @Timeout(value = 180, unit = TimeUnit.SECONDS)
    void two_processes_writing_two_sessions_of_one_study_lose_no_turn(@TempDir Path dir,
            TestDatabases.Databases databases) throws Exception {
        String url = engine == Engine.H2 ? "jdbc:h2:file:" + dir.resolve("team").toString().replace('\\', '/')
                : databases.fresh(engine);
        String study;
        try (JdbcSessionStore store = new JdbcSessionStore(DatabaseLocator.shared(url))) {
            study = store.studies().createStudy("two moderators", "means_end_chain", null).id();
        }

        List<Process> writers = new ArrayList<>();
        for (String session : List.of("moderator-a", "moderator-b")) {
            writers.add(new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                    "-Xmx256m", "-XX:TieredStopAtLevel=1", "-cp", System.getProperty("java.class.path"),
                    SessionWriterMain.class.getName(), url, session, study, String.valueOf(TURNS))
                    .redirectErrorStream(true).start());
        }
        for (Process p : writers) {
            String output = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            assertThat(p.waitFor(150, TimeUnit.SECONDS)).isTrue();
            assertThat(p.exitValue()).as(output).isZero();
            assertThat(output).contains("done " + TURNS);
        }

        try (JdbcSessionStore store = new JdbcSessionStore(DatabaseLocator.shared(url));
             Connection c = TestDatabases.connect(DatabaseLocator.shared(url))) {
            for (String session : List.of("moderator-a", "moderator-b")) {
                assertThat(store.turnResults(session)).extracting(TurnResult::turnNumber)
                        .as("every turn of %s", session).containsExactlyElementsOf(range(TURNS));
                assertThat(store.load(session).orElseThrow().state().turnCount()).isEqualTo(TURNS);
                assertThat(count(c, "SELECT COUNT(*) FROM utterances WHERE session_id = ?", session))
                        .isEqualTo(1 + 2L * TURNS);
                assertThat(count(c, "SELECT COUNT(*) FROM session_leases WHERE session_id = ?", session))
                        .as("released when the writer closed").isZero();
            }
            assertThat(store.studies().sessions(study)).extracting(StudySession::sessionId)
                    .containsExactlyInAnyOrder("moderator-a", "moderator-b");
        }
    }

    private static long count(Connection c, String sql, String session) throws Exception {
        try (PreparedStatement ps = c.prepareStatement(sql)) {
            ps.setString(1, session);
            try (ResultSet rs = ps.executeQuery()) {
                rs.next();
                return rs.getLong(1);
            }
        }
    }

    private static List<Integer> range(int n) {
        List<Integer> out = new ArrayList<>();
        for (int i = 1; i <= n; i++) {
            out.add(i);
        }
        return out;
    }
}
