package org.interviewworkbench.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import org.interviewworkbench.persistence.DatabaseCredentials;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Issue 16: the shared database's login in the settings file is used only when the file is the owner's alone. */
class DatabaseSettingsTest {

    @TempDir
    Path tmp;

    private Path settings(String yaml, String permissions) throws Exception {
        Path file = tmp.resolve("settings.yaml");
        Files.writeString(file, yaml);
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString(permissions));
        return file;
    }

    @Test
    void an_owner_only_file_gives_the_database_login() throws Exception {
        Path file = settings("engine: offline\ndatabase:\n  user: workbench\n  password: s3cret\n", "rw-------");
        assertThat(new DatabaseSettings(file).credentials()).isEqualTo(new DatabaseCredentials("workbench", "s3cret"));
    }

    @Test
    void a_file_others_can_read_gives_nothing() throws Exception {
        Path file = settings("database:\n  user: workbench\n  password: s3cret\n", "rw-r--r--");
        assertThat(new DatabaseSettings(file).credentials()).isNull();
    }

    @Test
    void no_file_or_no_database_section_gives_nothing() throws Exception {
        assertThat(new DatabaseSettings(tmp.resolve("missing.yaml")).credentials()).isNull();
        Path file = settings("engine: offline\n", "rw-------");
        assertThat(new DatabaseSettings(file).credentials()).isNull();
    }
}
