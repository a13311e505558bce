package org.interviewworkbench.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Map;
import java.util.Properties;
import org.interviewworkbench.engine.port.Clock;
import org.interviewworkbench.language.llm.LlmSettingsLoader;
import org.interviewworkbench.methodology.StudyFileLocator;
import org.interviewworkbench.methodology.StudyFiles;
import org.interviewworkbench.persistence.DatabaseCredentials;
import org.interviewworkbench.persistence.DatabaseLocator;
import org.interviewworkbench.persistence.JdbcSessionStore;
import org.interviewworkbench.persistence.testdb.TestDatabases;
import org.interviewworkbench.ui.DirectServices;
import org.interviewworkbench.ui.settings.StudyDatabaseViewModel;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 16, the Settings tab's "Study database" on the real {@link DesktopBridge}: the choice is stored in the
 * owner-only settings file (the password never shown again) and applies at the next start; "Test connection" answers
 * in one line, for a server that is not there and for a real one (before and after the workbench created its tables).
 */
@ExtendWith(TestDatabases.class)
class StudyDatabaseSettingsTest {

    @TempDir
    Path home;

    private DesktopBridge bridge;

    @AfterEach
    void close() {
        if (bridge != null) {
            bridge.close();
        }
    }

    private StudyDatabaseViewModel viewModel() {
        if (bridge == null) {
            StudyFileLocator locator = StudyFileLocator.forWorkingDirectory();
            StudyFiles files = new StudyFiles(locator, org.interviewworkbench.engine.signal.SignalCatalog.standard());
            DatabaseLocator locations = new DatabaseLocator(home);
            LlmSettingsLoader llm = new LlmSettingsLoader(home, Map.of());
            OfflineComponents offline = new OfflineComponents();
            bridge = new DesktopBridge(files, locator, new DefaultCliServices(files, locations, offline, llm,
                    Clock.SYSTEM), offline, new JdbcSessionStore("jdbc:h2:mem:settings-" + System.nanoTime()
                    + ";DB_CLOSE_DELAY=-1", Clock.SYSTEM), locations.dataDirectory(), llm);
        }
        StudyDatabaseViewModel vm = new StudyDatabaseViewModel(DirectServices.of(bridge,
                new DirectServices.RecordingDialogs()));
        vm.initialise();
        return vm;
    }

    private static int closedPort() throws Exception {
        try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return s.getLocalPort();
        }
    }

    @Test
    void the_local_file_is_the_default_and_the_server_fields_are_off() {
        StudyDatabaseViewModel vm = viewModel();

        assertThat(vm.sharedProperty().get()).isFalse();
        assertThat(vm.serverFieldsDisabledProperty().get()).isTrue();
        assertThat(vm.portProperty().get()).isEqualTo("5432");
        assertThat(vm.inUseProperty().get()).startsWith("In use now: ");
        assertThat(vm.messageProperty().get()).isEqualTo(StudyDatabaseViewModel.APPLIES);
    }

    @Test
    void a_shared_server_is_saved_owner_only_applies_at_the_next_start_and_the_password_is_never_shown()
            throws Exception {
        int port = closedPort();
        StudyDatabaseViewModel vm = viewModel();
        vm.sharedProperty().set(true);
        vm.hostProperty().set("127.0.0.1");
        vm.portProperty().set(Integer.toString(port));
        vm.databaseProperty().set("interview_study");
        vm.userProperty().set("alice");
        vm.sslmodeProperty().set("require");
        vm.passwordInputProperty().set("pw-s3cret-42");

        vm.save();

        assertThat(vm.messageProperty().get()).contains("Saved: the shared server 127.0.0.1:" + port
                + "/interview_study").contains("next time the workbench starts").doesNotContain("pw-s3cret-42");
        assertThat(vm.passwordInputProperty().get()).as("the typed password is cleared").isEmpty();
        assertThat(vm.passwordStatusProperty().get()).contains("stored").doesNotContain("pw-s3cret-42");
        Path file = home.resolve(".interview-workbench/settings.yaml");
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(file))).isEqualTo("rw-------");

        StudyDatabaseViewModel reopened = viewModel();
        assertThat(reopened.sharedProperty().get()).isTrue();
        assertThat(reopened.hostProperty().get()).isEqualTo("127.0.0.1");
        assertThat(reopened.portProperty().get()).isEqualTo(Integer.toString(port));
        assertThat(reopened.userProperty().get()).isEqualTo("alice");
        assertThat(reopened.sslmodeProperty().get()).isEqualTo("require");
        assertThat(reopened.passwordInputProperty().get()).isEmpty();
        assertThat(bridge.studyDatabase().toString()).doesNotContain("pw-s3cret-42");

        // what the next start opens (DesktopBridgeFactory), and with which login
        DatabaseSettings next = new DatabaseSettings(file);
        assertThat(next.sharedUrl()).hasValue("jdbc:postgresql://127.0.0.1:" + port + "/interview_study?sslmode=require");
        assertThat(next.credentials()).isEqualTo(new DatabaseCredentials("alice", "pw-s3cret-42"));

        // saving again without typing a password keeps the stored one; choosing the local file keeps the server
        reopened.sharedProperty().set(false);
        reopened.save();
        assertThat(next.sharedUrl()).isEmpty();
        assertThat(next.credentials()).isEqualTo(new DatabaseCredentials("alice", "pw-s3cret-42"));
        assertThat(viewModel().hostProperty().get()).isEqualTo("127.0.0.1");
    }

    @Test
    void test_connection_to_a_server_that_is_not_there_says_so_in_one_line_without_the_password() throws Exception {
        int port = closedPort();
        StudyDatabaseViewModel vm = viewModel();
        vm.sharedProperty().set(true);
        vm.hostProperty().set("127.0.0.1");
        vm.portProperty().set(Integer.toString(port));
        vm.databaseProperty().set("interview_study");
        vm.userProperty().set("alice");
        vm.passwordInputProperty().set("pw-s3cret-42");

        vm.testConnection();

        assertThat(vm.testingProperty().get()).isFalse();
        assertThat(vm.messageProperty().get()).startsWith("cannot connect to the PostgreSQL server postgresql://127.0.0.1:"
                + port + "/interview_study").doesNotContain("pw-s3cret-42").doesNotContain("\n");
        assertThat(home.resolve(".interview-workbench/settings.yaml")).as("testing saves nothing").doesNotExist();
    }

    @Test
    void a_choice_the_next_start_could_not_open_is_refused_naming_the_field() {
        StudyDatabaseViewModel vm = viewModel();
        vm.sharedProperty().set(true);
        vm.databaseProperty().set("interview_study");

        vm.save();
        assertThat(vm.messageProperty().get()).contains("host name");
        vm.hostProperty().set("db.example.edu");
        vm.portProperty().set("54x");
        vm.testConnection();
        assertThat(vm.messageProperty().get()).contains("port must be a number");
        assertThat(home.resolve(".interview-workbench/settings.yaml")).doesNotExist();
    }

    @Test
    void test_connection_to_a_real_server_names_it_the_user_and_whether_the_tables_exist(
            TestDatabases.Databases databases) {
        String url = databases.freshPostgresDatabase(); // skipped with the reason where no server can be started
        Properties parsed = org.postgresql.Driver.parseURL(url, null);
        StudyDatabaseViewModel vm = viewModel();
        vm.sharedProperty().set(true);
        vm.hostProperty().set(parsed.getProperty("PGHOST"));
        vm.portProperty().set(parsed.getProperty("PGPORT"));
        vm.databaseProperty().set(parsed.getProperty("PGDBNAME"));
        vm.userProperty().set(parsed.getProperty("user"));
        vm.sslmodeProperty().set("disable");

        vm.testConnection();
        assertThat(vm.messageProperty().get()).startsWith("Connected to postgresql://" + parsed.getProperty("PGHOST")
                + ":" + parsed.getProperty("PGPORT") + "/" + parsed.getProperty("PGDBNAME") + " as "
                + parsed.getProperty("user") + " (PostgreSQL ").contains("no Interview Workbench tables yet");

        new JdbcSessionStore(url, Clock.SYSTEM).close(); // a workbench opened it once
        vm.testConnection();
        assertThat(vm.messageProperty().get()).contains("Interview Workbench schema version ");
    }
}
