package org.interviewworkbench.persistence;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.flywaydb.core.Flyway;
import org.interviewworkbench.app.Launcher;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issues 16 and 19, the laptop first: the workbench holding the default file while a command-line run writes to it
 * works (H2 mixed mode); a database written by a newer program is refused, not migrated; before an existing file is
 * migrated a copy of it is kept beside it.
 */
class SharedDatabaseTest {

    @TempDir
    Path tmp;

    @Test
    void a_command_line_run_writes_while_another_process_holds_the_database() throws Exception {
        String url = "jdbc:h2:file:" + tmp.resolve("db/workbench");
        Process holder = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-cp",
                System.getProperty("java.class.path"), HoldDatabase.class.getName(), url, "60000")
                .redirectErrorStream(true).start();
        try (BufferedReader out = new BufferedReader(new InputStreamReader(holder.getInputStream(),
                StandardCharsets.UTF_8))) {
            assertThat(out.readLine()).isEqualTo("open");
            StringWriter err = new StringWriter();
            int code = Launcher.run(new String[] {"simulate", "--methodology", "means_end_chain", "--concept",
                    "oat_milk_mec", "--persona", "baseline_cooperative", "--turns", "2", "--seed", "1", "--db", url,
                    "--out", tmp.resolve("out").toString()}, new PrintWriter(new StringWriter()), new PrintWriter(err));
            assertThat(code).as(err.toString()).isZero();
            StringWriter listed = new StringWriter();
            assertThat(Launcher.run(new String[] {"sessions", "--db", url}, new PrintWriter(listed),
                    new PrintWriter(new StringWriter()))).isZero();
            assertThat(listed.toString()).contains("sim-oat_milk_mec_1-baseline_cooperative-1");
        } finally {
            holder.destroyForcibly();
            holder.waitFor(10, TimeUnit.SECONDS);
        }
    }

    @Test
    void a_writer_carries_on_when_the_process_serving_the_file_exits() throws Exception {
        // the workbench serves the shared file (H2 mixed mode) and is closed while a command-line run writes: H2 does
        // not reconnect a connection outside auto-commit, so the store replaces it and the turn is written
        String url = DatabaseLocator.shared("jdbc:h2:file:" + tmp.resolve("served/workbench"));
        Process server = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-cp",
                System.getProperty("java.class.path"), HoldDatabase.class.getName(), url, "120000")
                .redirectErrorStream(true).start();
        try (BufferedReader out = new BufferedReader(new InputStreamReader(server.getInputStream(),
                StandardCharsets.UTF_8))) {
            assertThat(out.readLine()).isEqualTo("open");
            try (JdbcSessionStore store = new JdbcSessionStore(url)) {
                org.interviewworkbench.engine.model.SessionSnapshot snap = Fixtures.snapshot("served", 5);
                store.createSession(snap);
                org.interviewworkbench.engine.model.SessionState state = snap.state();
                for (int turn = 1; turn <= 4; turn++) {
                    if (turn == 3) {
                        server.toHandle().destroyForcibly();
                        assertThat(server.waitFor(10, TimeUnit.SECONDS)).isTrue();
                    }
                    org.interviewworkbench.engine.port.TurnCommit commit = Fixtures.turn("served", state,
                            snap.graph(), turn, 1, java.time.Instant.now());
                    store.commitTurn(commit);
                    state = commit.state();
                }
            }
            try (JdbcSessionStore reopened = new JdbcSessionStore(url)) {
                assertThat(reopened.load("served").orElseThrow().state().turnCount()).isEqualTo(4);
                assertThat(reopened.turnResults("served")).hasSize(4);
            }
        } finally {
            server.destroyForcibly();
            server.waitFor(10, TimeUnit.SECONDS);
        }
    }

    /** A session written with plain SQL, as the earlier program stored it (no store of this version involved). */
    private static final class SessionSnapshotFixture {
        static void createWithRawSql(String url) throws Exception {
            org.interviewworkbench.engine.model.SessionSnapshot snap = Fixtures.snapshot("earlier", 3);
            try (JdbcSessionStore scratch = new JdbcSessionStore("jdbc:h2:mem:scratch-" + System.nanoTime())) {
                scratch.createSession(snap);
            }
            try (Connection c = DriverManager.getConnection(url, "sa", ""); Statement st = c.createStatement()) {
                st.execute("INSERT INTO sessions (id, methodology_id, methodology_source, concept_id, concept, "
                        + "concept_name, engine, seed, max_turns, status, turn_count, created_at, updated_at, "
                        + "tracker, state) VALUES ('earlier', 'means_end_chain', NULL, 'oat_milk', "
                        + "'{\"id\":\"oat_milk\",\"name\":\"Oat milk\",\"methodology\":\"means_end_chain\","
                        + "\"objective\":\"o\",\"elements\":[]}', 'Oat milk', 'offline', 1, 10, 'active', 0, "
                        + "TIMESTAMP WITH TIME ZONE '2025-01-01 00:00:00.123456789+00', "
                        + "TIMESTAMP WITH TIME ZONE '2025-01-01 00:00:00.123456789+00', '"
                        + org.interviewworkbench.codec.TrackerJson.toJsonString(snap.state().tracker())
                        + "', '" + org.interviewworkbench.codec.StateJson.toJsonString(snap.state(), false) + "')");
            }
        }
    }

    @Test
    void programs_started_together_on_one_new_file_all_get_in() throws Exception {
        // H2 mixed mode: the first process locks the file before its server is up; the others retry meanwhile
        String url = "jdbc:h2:file:" + tmp.resolve("together/workbench");
        List<Process> holders = new java.util.ArrayList<>();
        for (int i = 0; i < 3; i++) {
            holders.add(new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-cp",
                    System.getProperty("java.class.path"), HoldDatabase.class.getName(), url, "120000")
                    .redirectErrorStream(true).start());
        }
        try {
            for (Process p : holders) {
                BufferedReader out = new BufferedReader(new InputStreamReader(p.getInputStream(),
                        StandardCharsets.UTF_8));
                String first = out.readLine();
                String rest = first != null && first.equals("open") ? "" : readRest(out);
                assertThat(first).as(rest).isEqualTo("open");
            }
        } finally {
            for (Process p : holders) {
                p.destroyForcibly();
                p.waitFor(10, TimeUnit.SECONDS);
            }
        }
    }

    private static String readRest(BufferedReader in) throws java.io.IOException {
        StringBuilder b = new StringBuilder();
        for (String line = in.readLine(); line != null && b.length() < 4000; line = in.readLine()) {
            b.append(line).append('\n');
        }
        return b.toString();
    }

    @Test
    void a_database_from_a_newer_program_is_refused_not_migrated() throws Exception {
        String url = "jdbc:h2:file:" + tmp.resolve("newer/workbench");
        new JdbcSessionStore(url).close();
        try (Connection c = DriverManager.getConnection(url, "sa", ""); Statement st = c.createStatement()) {
            st.execute("INSERT INTO \"flyway_schema_history\" (\"installed_rank\", \"version\", \"description\", "
                    + "\"type\", \"script\", \"checksum\", \"installed_by\", \"execution_time\", \"success\") VALUES "
                    + "(99, '99', 'from the future', 'SQL', 'V99__future.sql', 0, 'sa', 1, TRUE)");
        }
        assertThatThrownBy(() -> new JdbcSessionStore(url)).isInstanceOf(DatabaseRefusedException.class)
                .hasMessageContaining("newer Interview Workbench").hasMessageContaining("schema version 99");
    }

    /**
     * Issue 16 moved the H2 migrations into vendor folders and added V5; a database written by the earlier program
     * (V1..V4 from one folder, their checksums in flyway_schema_history) must still open, upgrade, and export the
     * session.json that program wrote.
     */
    @Test
    void a_database_written_by_the_earlier_program_opens_upgrades_and_exports_the_same_session() throws Exception {
        Path db = tmp.resolve("earlier/workbench.mv.db");
        Files.createDirectories(db.getParent());
        try (java.io.InputStream in = new java.util.zip.GZIPInputStream(getClass().getResourceAsStream(
                "/db-fixtures/workbench-main-8e21f22.mv.db.gz"))) {
            Files.copy(in, db);
        }
        String url = "jdbc:h2:file:" + tmp.resolve("earlier/workbench");
        String session = "sim-oat_milk_mec_1-baseline_cooperative-3";
        try (JdbcSessionStore store = new JdbcSessionStore(url)) {
            assertThat(store.listSessions()).extracting(s -> s.id()).containsExactly(session);
            assertThat(store.studies().listStudies()).extracting(s -> s.name()).containsExactly("old");
        }
        try (Connection c = DriverManager.getConnection(url, "sa", ""); Statement st = c.createStatement();
             java.sql.ResultSet rs = st.executeQuery("SELECT \"version\", \"success\" FROM "
                     + "\"flyway_schema_history\" WHERE \"version\" IS NOT NULL ORDER BY \"installed_rank\"")) {
            List<String> versions = new java.util.ArrayList<>();
            while (rs.next()) {
                assertThat(rs.getBoolean(2)).isTrue();
                versions.add(rs.getString(1));
            }
            assertThat(versions).containsExactly("1", "2", "3", "4", "5", "6", "9", "10", "11");
        }
        assertThat(tmp.resolve("earlier/workbench.before-v4.mv.db")).exists();

        Path exported = tmp.resolve("exported.json");
        StringWriter err = new StringWriter();
        int code = Launcher.run(new String[] {"export", "--db", url, "--session", session, "--format", "json",
                "--out", exported.toString()}, new PrintWriter(new StringWriter()), new PrintWriter(err));
        assertThat(code).as(err.toString()).isZero();
        String expected;
        try (java.io.InputStream in = new java.util.zip.GZIPInputStream(getClass().getResourceAsStream(
                "/db-fixtures/session-main-8e21f22.json.gz"))) {
            expected = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        // the same session.json, plus the consent note and redaction choice (V6) that an earlier session never had,
        // the member check (issue 13) it never held, and every concept's polarity (V10), not coded yet
        assertThat(Files.readString(exported)).isEqualTo(expected.replace(
                "own life?\"\n", "own life?\",\n    \"consent\" : null,\n    \"redact\" : null\n")
                .replace("  \"edits\" : [ ],\n", "  \"edits\" : [ ],\n  \"member_check\" : [ ],\n")
                .replaceAll("(\"canonical_slot_id\" : (\"[^\"]*\"|null))", "$1,\n      \"polarity\" : \"unknown\""));
    }

    @Test
    void a_copy_is_kept_before_an_existing_file_is_upgraded() throws Exception {
        String url = "jdbc:h2:file:" + tmp.resolve("old/workbench");
        Flyway.configure().dataSource(url, "sa", "").locations("classpath:db/migration/common",
                "classpath:db/migration/h2").target("1").load().migrate();
        try (JdbcSessionStore store = new JdbcSessionStore(url)) {
            assertThat(store.listSessions()).isEmpty();
        }
        assertThat(tmp.resolve("old/workbench.before-v1.mv.db")).exists();
        assertThat(Files.size(tmp.resolve("old/workbench.before-v1.mv.db"))).isPositive();
    }
}
