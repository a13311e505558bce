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

    @Test
    void a_copy_is_kept_before_an_existing_file_is_upgraded() throws Exception {
        String url = "jdbc:h2:file:" + tmp.resolve("old/workbench");
        Flyway.configure().dataSource(url, "sa", "").locations("classpath:db/migration").target("1").load().migrate();
        try (JdbcSessionStore store = new JdbcSessionStore(url)) {
            assertThat(store.listSessions()).isEmpty();
        }
        assertThat(tmp.resolve("old/workbench.before-v1.mv.db")).exists();
        assertThat(Files.size(tmp.resolve("old/workbench.before-v1.mv.db"))).isPositive();
    }
}
