package org.interviewworkbench.persistence;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class DatabaseLocatorTest {

    @Test
    void the_default_url_is_a_file_database_in_the_data_folder_which_is_created(@TempDir Path home) {
        DatabaseLocator locator = new DatabaseLocator(home);
        String url = locator.defaultUrl();
        Path dir = home.toAbsolutePath().resolve(".interview-workbench");
        assertThat(url).isEqualTo("jdbc:h2:file:" + dir.resolve("workbench").toString().replace('\\', '/'));
        assertThat(Files.isDirectory(dir)).isTrue();
        assertThat(locator.dataDirectory()).isEqualTo(dir);
    }

    @Test
    void without_a_db_option_the_default_is_used_and_an_empty_one_is_refused(@TempDir Path home) {
        DatabaseLocator locator = new DatabaseLocator(home);
        assertThat(locator.resolve(null)).isEqualTo(locator.defaultUrl());
        // issue 19: --db "" used to fall back to the home database silently
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> locator.resolve("  "))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("--db is empty");
    }

    @Test
    void any_h2_url_given_with_db_is_accepted(@TempDir Path home) {
        DatabaseLocator locator = new DatabaseLocator(home);
        assertThat(locator.resolve("jdbc:h2:mem:test")).isEqualTo("jdbc:h2:mem:test");
        assertThat(locator.resolve(" jdbc:h2:file:/tmp/x/db ")).isEqualTo("jdbc:h2:file:/tmp/x/db");
        assertThat(locator.resolve("JDBC:H2:./relative")).isEqualTo("JDBC:H2:./relative");
        assertThat(Files.exists(home.resolve(".interview-workbench"))).isFalse();
    }

    @Test
    void a_postgresql_url_is_accepted_as_given(@TempDir Path home) {
        DatabaseLocator locator = new DatabaseLocator(home);
        assertThat(locator.resolve(" jdbc:postgresql://db.example.org:5432/study?sslmode=verify-full "))
                .isEqualTo("jdbc:postgresql://db.example.org:5432/study?sslmode=verify-full");
        assertThat(DatabaseLocator.isPostgres("jdbc:postgresql://h/db")).isTrue();
        assertThat(DatabaseLocator.fileOf("jdbc:postgresql://h/db")).isNull();
        assertThat(DatabaseLocator.shared("jdbc:postgresql://h/db")).isEqualTo("jdbc:postgresql://h/db");
    }

    @Test
    void a_password_in_a_url_is_never_shown() {
        assertThat(DatabaseLocator.redacted("jdbc:postgresql://h/db?user=ann&password=s3cret&sslmode=require"))
                .isEqualTo("jdbc:postgresql://h/db?user=ann&password=***&sslmode=require");
        assertThat(DatabaseLocator.redacted("jdbc:h2:file:/x/db;USER=a;PASSWORD=s3cret"))
                .isEqualTo("jdbc:h2:file:/x/db;USER=a;PASSWORD=***");
        assertThatThrownBy(() -> DatabaseLocator.requireSupportedUrl("jdbc:mysql://h/db?password=s3cret"))
                .hasMessageNotContaining("s3cret");
    }

    @Test
    void an_unsupported_url_is_rejected_with_one_clear_line(@TempDir Path home) {
        DatabaseLocator locator = new DatabaseLocator(home);
        for (String bad : new String[] {"jdbc:sqlite:x.db", "/tmp/workbench.mv.db", "jdbc:h2:", "jdbc:postgresql:",
                "jdbc:mysql://h/db\nx"}) {
            assertThatThrownBy(() -> locator.resolve(bad))
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessageStartingWith("unsupported database URL '")
                    .hasMessageContaining("use an H2 URL such as jdbc:h2:file:")
                    .hasMessageContaining("or a PostgreSQL URL such as jdbc:postgresql://host:5432/")
                    .hasMessageNotContaining("\n");
        }
    }
}
