package org.interviewworkbench.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.interviewworkbench.engine.port.Clock;
import org.interviewworkbench.language.llm.LlmSettingsLoader;
import org.interviewworkbench.methodology.FileReport;
import org.interviewworkbench.methodology.StudyFileKind;
import org.interviewworkbench.methodology.StudyFileLocator;
import org.interviewworkbench.methodology.StudyFiles;
import org.interviewworkbench.persistence.DatabaseLocator;
import org.interviewworkbench.persistence.JdbcSessionStore;
import org.interviewworkbench.ui.DirectServices;
import org.interviewworkbench.ui.SessionViewModel;
import org.interviewworkbench.ui.UiServices;
import org.interviewworkbench.ui.sessions.NewTopic;
import org.interviewworkbench.ui.sessions.SessionsViewModel;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** File > New topic against the real bridge: the form becomes a valid concept file that New session offers. */
class NewTopicTest {

    private StudyFiles files;

    private DesktopBridge bridge(Path home) {
        DatabaseLocator databases = new DatabaseLocator(home);
        StudyFileLocator locator = new StudyFileLocator(Path.of("").toAbsolutePath(),
                NewTopicTest.class.getClassLoader(), databases.dataDirectory());
        files = new StudyFiles(locator, org.interviewworkbench.engine.signal.SignalCatalog.standard());
        LlmSettingsLoader llm = new LlmSettingsLoader(home, Map.of());
        OfflineComponents offline = new OfflineComponents();
        DefaultCliServices services = new DefaultCliServices(files, databases, offline, llm, Clock.SYSTEM);
        return new DesktopBridge(files, locator, services, offline,
                new JdbcSessionStore("jdbc:h2:mem:topic-" + System.nanoTime() + ";DB_CLOSE_DELAY=-1", Clock.SYSTEM),
                databases.dataDirectory(), llm);
    }

    @Test
    void a_new_topic_is_a_valid_concept_file_offered_by_name_for_its_methodology(@TempDir Path home) {
        DirectServices.RecordingDialogs dialogs = new DirectServices.RecordingDialogs();
        UiServices services = DirectServices.of(bridge(home), dialogs);
        SessionsViewModel sessions = new SessionsViewModel(services, new SessionViewModel(services));
        sessions.refresh();
        List<String> created = new ArrayList<>();

        sessions.createTopic(new NewTopic("concept_testing", "Refill: the shampoo \"station\" #2",
                "How people react to refilling shampoo in the shop",
                List.of("refill station by the tills", "", "50% less plastic: a bottle for life")), created::add);

        assertThat(dialogs.errors).isEmpty();
        assertThat(created).containsExactly("refill_the_shampoo_station_2");
        Path file = home.resolve(".interview-workbench/methodologies/concepts/refill_the_shampoo_station_2.yaml");
        assertThat(file).isRegularFile();
        FileReport report = files.validator().validate(file);
        assertThat(report.problems()).isEmpty();
        assertThat(report.kind()).isEqualTo(StudyFileKind.CONCEPT);
        var concept = files.concepts().resolve("refill_the_shampoo_station_2").value().concept();
        assertThat(concept.name()).isEqualTo("Refill: the shampoo \"station\" #2");
        assertThat(concept.elements()).extracting(e -> e.label())
                .containsExactly("refill station by the tills", "50% less plastic: a bottle for life");

        String id = created.get(0);
        assertThat(sessions.conceptsFor("concept_testing")).contains(id);
        assertThat(sessions.conceptsFor("means_end_chain")).doesNotContain(id);
        assertThat(sessions.conceptName(id)).isEqualTo("Refill: the shampoo \"station\" #2");
        assertThat(sessions.problemWith(new SessionsViewModel.NewSession("concept_testing", id, "offline", 5)))
                .isNull();

        // the same name again is a second file, never written over the first
        sessions.createTopic(new NewTopic("concept_testing", "Refill: the shampoo \"station\" #2", "Again", List.of()),
                created::add);
        assertThat(created).containsExactly(id, id + "_2");
        assertThat(Files.exists(file)).isTrue();
        assertThat(files.concepts().resolve(id).value().concept().elements()).hasSize(2);
    }

    @Test
    void an_incomplete_topic_is_refused_with_the_reason_and_nothing_is_written(@TempDir Path home) {
        DirectServices.RecordingDialogs dialogs = new DirectServices.RecordingDialogs();
        UiServices services = DirectServices.of(bridge(home), dialogs);
        SessionsViewModel sessions = new SessionsViewModel(services, new SessionViewModel(services));

        sessions.createTopic(new NewTopic("jobs_to_be_done", "Meal kits", " ", List.of()), id -> { });

        assertThat(dialogs.errors).singleElement().asString().contains("objective");
        assertThat(home.resolve(".interview-workbench/methodologies/concepts")).doesNotExist();
    }
}
