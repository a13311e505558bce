package org.interviewworkbench.persistence;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Map;
import org.interviewworkbench.engine.port.Clock;
import org.interviewworkbench.persistence.testdb.Engine;
import org.interviewworkbench.persistence.testdb.TestDatabases;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Issue 16: where the PostgreSQL login comes from (URL, then PGUSER/PGPASSWORD, then the settings file, then the
 * driver's ~/.pgpass) and that the password never shows. The test server trusts every login, so a user that does not
 * exist shows which user name was sent.
 */
@ExtendWith(TestDatabases.class)
class PostgresCredentialsTest {

    private static StoreOptions env(Map<String, String> env, DatabaseCredentials settings) {
        return new StoreOptions(env, settings, StoreOptions.DEFAULT_LEASE_EXPIRY);
    }

    private static String withoutUser(String url) {
        return url.replace("user=postgres&", "").replace("?user=postgres", "?");
    }

    @Test
    void pguser_and_pgpassword_are_used_when_the_url_names_no_user(TestDatabases.Databases databases) {
        String url = withoutUser(databases.fresh(Engine.POSTGRESQL));
        assertThatThrownBy(() -> new JdbcSessionStore(url, Clock.SYSTEM,
                env(Map.of("PGUSER", "env_user", "PGPASSWORD", "env-s3cret"), null)).close())
                .isInstanceOf(DatabaseUnavailableException.class)
                .hasMessageContaining("refused the login of user 'env_user'")
                .hasMessageNotContaining("env-s3cret");
        try (JdbcSessionStore store = new JdbcSessionStore(url, Clock.SYSTEM,
                env(Map.of("PGUSER", "postgres"), null))) {
            assertThat(store.listSessions()).isEmpty();
        }
    }

    @Test
    void the_settings_file_credentials_come_after_the_environment_and_the_url_wins_over_both(
            TestDatabases.Databases databases) {
        String url = withoutUser(databases.fresh(Engine.POSTGRESQL));
        DatabaseCredentials settings = new DatabaseCredentials("settings_user", "settings-s3cret");
        assertThatThrownBy(() -> new JdbcSessionStore(url, Clock.SYSTEM, env(Map.of(), settings)).close())
                .hasMessageContaining("user 'settings_user'").hasMessageNotContaining("settings-s3cret");
        assertThatThrownBy(() -> new JdbcSessionStore(url, Clock.SYSTEM,
                env(Map.of("PGUSER", "env_user"), settings)).close())
                .hasMessageContaining("user 'env_user'");
        try (JdbcSessionStore store = new JdbcSessionStore(url + "&user=postgres", Clock.SYSTEM,
                env(Map.of("PGUSER", "env_user"), settings))) {
            assertThat(store.listSessions()).isEmpty();
        }
        assertThat(settings.toString()).doesNotContain("settings-s3cret");
    }

    @Test
    void a_password_in_the_url_is_used_but_never_kept_in_the_url_the_store_reports(TestDatabases.Databases databases) {
        String url = databases.fresh(Engine.POSTGRESQL) + "&password=url-s3cret";
        try (JdbcSessionStore store = new JdbcSessionStore(url)) {
            assertThat(store.url()).doesNotContain("s3cret").doesNotContain("password");
            assertThat(store.where()).startsWith("postgresql://127.0.0.1:");
        }
    }

    @Test
    void sslmode_reaches_the_driver(TestDatabases.Databases databases) {
        // the throw-away test server has no TLS: a URL that requires it is refused, in one line, exit-1 kind
        String url = databases.fresh(Engine.POSTGRESQL) + "&sslmode=require";
        assertThatThrownBy(() -> new JdbcSessionStore(url).close())
                .isInstanceOf(DatabaseUnavailableException.class)
                .hasMessageStartingWith("cannot connect to the PostgreSQL server postgresql://127.0.0.1:")
                .hasMessageContaining("SSL").hasMessageNotContaining("\n");
        String pgsslmode = databases.fresh(Engine.POSTGRESQL);
        assertThatThrownBy(() -> new JdbcSessionStore(pgsslmode, Clock.SYSTEM,
                env(Map.of("PGSSLMODE", "require"), null)).close())
                .isInstanceOf(DatabaseUnavailableException.class).hasMessageContaining("SSL");
    }
}
