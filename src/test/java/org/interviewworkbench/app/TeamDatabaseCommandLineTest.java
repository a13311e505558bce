package org.interviewworkbench.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.Statement;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.interviewworkbench.engine.port.EgressEntry;
import org.interviewworkbench.persistence.Fixtures;
import org.interviewworkbench.persistence.JdbcSessionStore;
import org.interviewworkbench.persistence.testdb.Engine;
import org.interviewworkbench.persistence.testdb.TestDatabases;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 16 on the real command line against a real PostgreSQL server: {@code db copy} both ways and idempotent,
 * {@code --resume} of a session another process writes, and the one-line refusals of an unreachable server, a login
 * it refuses, a database that is not there and one written by a newer program.
 */
@ExtendWith(TestDatabases.class)
class TeamDatabaseCommandLineTest {

    @TempDir
    Path tmp;

    private AppFactory app;
    private TestDatabases.Databases databases;

    @BeforeEach
    void setUp(TestDatabases.Databases databases) {
        this.databases = databases;
        this.app = TestApp.factory(tmp);
    }

    private CliRun run(String... args) {
        return CliRun.run(app, args);
    }

    @Test
    void db_copy_takes_a_study_to_the_team_server_and_back_and_every_session_exports_the_same() throws Exception {
        String pg = databases.fresh(Engine.POSTGRESQL);
        String laptop = "jdbc:h2:file:" + tmp.resolve("laptop/workbench");
        String field = "jdbc:h2:file:" + tmp.resolve("field/workbench");
        List<String> sessions = List.of("sim-oat_milk_mec_1-baseline_cooperative-1",
                "sim-oat_milk_mec_1-baseline_cooperative-2");
        for (int seed = 1; seed <= 2; seed++) {
            CliRun sim = run("simulate", "--methodology", "means_end_chain", "--concept", "oat_milk_mec", "--persona",
                    "baseline_cooperative", "--scenario", "oat_milk_mec_1", "--turns", "3", "--seed",
                    String.valueOf(seed), "--db", laptop, "--out", tmp.resolve("sim" + seed).toString());
            assertThat(sim.exitCode).as(sim.toString()).isZero();
        }
        String study = run("study", "create", "--name", "oat milk", "--methodology", "means_end_chain", "--db",
                laptop).out.strip();
        for (String s : sessions) {
            assertThat(run("study", "add", "--study", study, "--session", s, "--var", "segment=a", "--db", laptop)
                    .exitCode).isZero();
        }
        Path edits = tmp.resolve("edits.json");
        Files.writeString(edits, "[{\"op\":\"rename\",\"node\":\"n1\",\"label\":\"creamy texture\"}]");
        CliRun edit = run("edit", "--session", sessions.get(0), "--edits", edits.toString(), "--db", laptop);
        assertThat(edit.exitCode).as(edit.toString()).isZero();
        try (JdbcSessionStore store = new JdbcSessionStore(laptop)) {
            store.egressLog().append(sessions.get(1), List.of(new EgressEntry(Instant.parse("2026-01-02T03:04:05Z"),
                    "openai", "api.example.org", "gpt-x", "extract", 1234, Map.of("PERSON", 2), true, true,
                    "ab".repeat(32))));
        }

        CliRun up = run("db", "copy", "--from", laptop, "--to", pg);
        assertThat(up.exitCode).as(up.toString()).isZero();
        assertThat(up.err).contains("[1/2] session " + sessions.get(0) + ": copied")
                .contains("[2/2] session " + sessions.get(1) + ": copied").contains("[1/1] study " + study);
        assertThat(up.out.strip()).isEqualTo("copied 2 sessions (0 unchanged) and 1 studies (0 unchanged)");

        CliRun again = run("db", "copy", "--from", laptop, "--to", pg);
        assertThat(again.out.strip()).as("a second copy changes nothing")
                .isEqualTo("copied 0 sessions (2 unchanged) and 0 studies (1 unchanged)");

        CliRun down = run("db", "copy", "--from", pg, "--to", field, "--study", study);
        assertThat(down.exitCode).as(down.toString()).isZero();
        assertThat(down.out.strip()).isEqualTo("copied 2 sessions (0 unchanged) and 1 studies (0 unchanged)");

        for (String s : sessions) {
            String original = export(laptop, s, "laptop");
            assertThat(export(pg, s, "server")).as("%s on the server", s).isEqualTo(original);
            assertThat(export(field, s, "field")).as("%s back on a laptop", s).isEqualTo(original);
        }
        assertThat(export(pg, sessions.get(0), "edits")).contains("\"edits\"").contains("creamy texture");
        assertThat(export(pg, sessions.get(1), "egress")).contains("api.example.org");
        assertThat(run("study", "list", "--db", field).out.strip()).isEqualTo(study);
        assertThat(run("study", "matrix", "--study", study, "--db", field, "--out",
                tmp.resolve("field-matrix.csv").toString()).exitCode).isZero();
        assertThat(run("study", "matrix", "--study", study, "--db", laptop, "--out",
                tmp.resolve("laptop-matrix.csv").toString()).exitCode).isZero();
        assertThat(Files.readString(tmp.resolve("field-matrix.csv")))
                .isEqualTo(Files.readString(tmp.resolve("laptop-matrix.csv")));
    }

    private String export(String db, String session, String tag) throws Exception {
        Path out = tmp.resolve("export-" + tag + "-" + session + ".json");
        CliRun r = run("export", "--db", db, "--session", session, "--format", "json", "--out", out.toString(),
                "--force");
        assertThat(r.exitCode).as(r.toString()).isZero();
        return Files.readString(out);
    }

    @Test
    void resuming_a_session_another_process_is_writing_is_refused_naming_the_holder() throws Exception {
        String pg = databases.fresh(Engine.POSTGRESQL);
        Path answers = tmp.resolve("answers.txt");
        Files.writeString(answers, "It is creamy.\n");
        try (JdbcSessionStore moderator = new JdbcSessionStore(pg)) {
            moderator.createSession(Fixtures.snapshot("held", 3));
            CliRun r = run("interview", "--resume", "held", "--db", pg, "--answers", answers.toString(), "--out",
                    tmp.resolve("out").toString());
            assertThat(r.exitCode).as(r.toString()).isEqualTo(2);
            assertThat(r.err.lines()).singleElement().satisfies(line -> assertThat(line)
                    .startsWith("error: session held is being written by " + System.getProperty("user.name") + " on ")
                    .contains("(process " + ProcessHandle.current().pid() + ")")
                    .endsWith("--resume is refused (run it again later)"));
        }
    }

    @Test
    void an_unreachable_server_or_a_refused_login_is_one_line_and_exit_1_never_showing_the_password() {
        CliRun refused = run("sessions", "--db", "jdbc:postgresql://127.0.0.1:1/team?password=s3cret&connectTimeout=5");
        assertThat(refused.exitCode).as(refused.toString()).isEqualTo(1);
        assertThat(refused.err.lines()).singleElement().satisfies(line -> assertThat(line)
                .startsWith("error: cannot connect to the PostgreSQL server postgresql://127.0.0.1:1/team (")
                .endsWith("check that it runs and that --db names its host, port and sslmode"));
        assertThat(refused.err + refused.out).doesNotContain("s3cret").doesNotContain("\tat ");

        String pg = databases.fresh(Engine.POSTGRESQL);
        String stranger = pg.replace("user=postgres", "user=nobody_here") + "&password=s3cret";
        CliRun login = run("sessions", "--db", stranger);
        assertThat(login.exitCode).as(login.toString()).isEqualTo(1);
        assertThat(login.err.lines()).singleElement().satisfies(line -> assertThat(line)
                .contains("refused the login of user 'nobody_here'").contains("PGUSER/PGPASSWORD, ~/.pgpass"));
        assertThat(login.err + login.out).doesNotContain("s3cret");
    }

    @Test
    void a_missing_database_or_one_from_a_newer_program_is_refused_with_one_line_and_exit_2() throws Exception {
        String pg = databases.fresh(Engine.POSTGRESQL);
        String missing = pg.replaceFirst("/iw_[0-9a-f]+\\?", "/no_such_db?").replaceAll("&currentSchema=[^&]*", "");
        CliRun none = run("sessions", "--db", missing);
        assertThat(none.exitCode).as(none.toString()).isEqualTo(2);
        assertThat(none.err.lines()).singleElement().satisfies(line -> assertThat(line)
                .startsWith("error: there is no database postgresql://127.0.0.1:"));

        new JdbcSessionStore(pg).close();
        try (Connection c = TestDatabases.connect(pg); Statement st = c.createStatement()) {
            st.execute("INSERT INTO flyway_schema_history (installed_rank, version, description, type, script, "
                    + "checksum, installed_by, execution_time, success) VALUES (99, '99', 'from the future', 'SQL', "
                    + "'V99__future.sql', 0, 'postgres', 1, TRUE)");
        }
        int known = highestMigration();
        CliRun newer = run("sessions", "--db", pg);
        assertThat(newer.exitCode).as(newer.toString()).isEqualTo(2);
        assertThat(newer.err.lines()).singleElement().satisfies(line -> assertThat(line)
                .contains("was written by a newer Interview Workbench (schema version 99; this program knows up to "
                        + known + ")"));
    }

    /** The highest schema version among this program's migrations (the lead renumbers them when branches meet). */
    private static int highestMigration() throws java.io.IOException {
        try (var files = java.nio.file.Files.walk(java.nio.file.Path.of("src/main/resources/db/migration"))) {
            return files.map(f -> f.getFileName().toString()).filter(n -> n.matches("V\\d+__.*\\.sql"))
                    .mapToInt(n -> Integer.parseInt(n.substring(1, n.indexOf("__")))).max().orElseThrow();
        }
    }
}
