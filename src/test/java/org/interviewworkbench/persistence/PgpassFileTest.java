package org.interviewworkbench.persistence;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.Map;
import org.interviewworkbench.engine.port.Clock;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 16: the last source of a PostgreSQL password is the user's {@code ~/.pgpass} (docs/team.md, credentials 4),
 * read by the driver for the host, port, database and user being opened. Checked without a server: a fake login
 * socket records the password the store logs in with; {@code user.home} points at a temp folder holding the file.
 */
class PgpassFileTest {

    @TempDir
    Path home;

    private FakePostgresLogin server;
    private String savedHome;

    @BeforeEach
    void start() throws Exception {
        server = new FakePostgresLogin();
        savedHome = System.getProperty("user.home");
        System.setProperty("user.home", home.toString());
    }

    @AfterEach
    void stop() throws Exception {
        System.setProperty("user.home", savedHome);
        server.close();
    }

    private void pgpass(String... lines) throws Exception {
        Path file = home.resolve(".pgpass");
        Files.writeString(file, String.join("\n", lines) + "\n");
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-------"));
    }

    private String url(String database) {
        return "jdbc:postgresql://127.0.0.1:" + server.port() + "/" + database + "?sslmode=disable&connectTimeout=5";
    }

    private static StoreOptions env(Map<String, String> env) {
        return new StoreOptions(env, null, Duration.ofSeconds(60));
    }

    @Test
    void the_password_of_the_matching_pgpass_line_is_sent_when_nothing_else_names_one() throws Exception {
        pgpass("# hostname:port:database:username:password",
                "db.example.edu:5432:interview_study:alice:not-this-one",
                "127.0.0.1:" + server.port() + ":other_study:alice:nor-this-one",
                "127.0.0.1:" + server.port() + ":interview_study:alice:from-pgpass-s3cret",
                "*:*:*:*:the-wildcard-comes-too-late");

        assertThatThrownBy(() -> new JdbcSessionStore(url("interview_study"), Clock.SYSTEM,
                env(Map.of("PGUSER", "alice"))).close())
                .isInstanceOf(DatabaseUnavailableException.class)
                .hasMessageContaining("refused the login of user 'alice'")
                .hasMessageNotContaining("from-pgpass-s3cret");

        assertThat(server.attempts()).isNotEmpty().allSatisfy(a -> {
            assertThat(a.parameters()).containsEntry("user", "alice").containsEntry("database", "interview_study");
            assertThat(a.password()).isEqualTo("from-pgpass-s3cret");
        });
    }

    @Test
    void a_wildcard_line_matches_any_server_and_the_user_defaults_to_the_operating_system_user() throws Exception {
        pgpass("*:*:*:" + System.getProperty("user.name") + ":wildcard-s3cret");

        assertThatThrownBy(() -> new JdbcSessionStore(url("team"), Clock.SYSTEM, env(Map.of())).close())
                .isInstanceOf(DatabaseUnavailableException.class).hasMessageNotContaining("wildcard-s3cret");

        assertThat(server.attempts()).isNotEmpty().allSatisfy(a -> {
            assertThat(a.parameters()).containsEntry("user", System.getProperty("user.name"));
            assertThat(a.password()).isEqualTo("wildcard-s3cret");
        });
    }

    @Test
    void pgpassword_and_the_settings_file_come_before_pgpass() throws Exception {
        pgpass("*:*:*:*:from-pgpass");

        assertThatThrownBy(() -> new JdbcSessionStore(url("team"), Clock.SYSTEM,
                env(Map.of("PGUSER", "bob", "PGPASSWORD", "from-env"))).close())
                .isInstanceOf(DatabaseUnavailableException.class);
        assertThatThrownBy(() -> new JdbcSessionStore(url("team"), Clock.SYSTEM,
                env(Map.of()).withCredentials(new DatabaseCredentials("carol", "from-settings"))).close())
                .isInstanceOf(DatabaseUnavailableException.class);

        assertThat(server.attempts()).extracting(a -> a.parameters().get("user") + ":" + a.password())
                .containsOnly("bob:from-env", "carol:from-settings");
    }
}
