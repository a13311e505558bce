package org.interviewworkbench.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.interviewworkbench.engine.port.Clock;
import org.interviewworkbench.language.llm.LlmSettingsLoader;
import org.interviewworkbench.methodology.StudyFileLocator;
import org.interviewworkbench.methodology.StudyFiles;
import org.interviewworkbench.persistence.DatabaseLocator;
import org.interviewworkbench.persistence.JdbcSessionStore;
import org.interviewworkbench.ui.DirectServices;
import org.interviewworkbench.ui.SessionViewModel;
import org.interviewworkbench.ui.UiServices;
import org.interviewworkbench.ui.WorkbenchBridge;
import org.interviewworkbench.ui.settings.SettingsViewModel;
import org.interviewworkbench.ui.simulation.SimulationViewModel;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The Settings and Simulation tabs' ViewModels against the real {@link DesktopBridge} (no toolkit). */
class DesktopBridgeWorkbenchTest {

    private static WorkbenchBridge bridge(Path home) {
        StudyFileLocator locator = StudyFileLocator.forWorkingDirectory();
        StudyFiles files = new StudyFiles(locator, org.interviewworkbench.engine.signal.SignalCatalog.standard());
        DatabaseLocator databases = new DatabaseLocator(home);
        LlmSettingsLoader llm = new LlmSettingsLoader(home, Map.of());
        OfflineComponents offline = new OfflineComponents();
        DefaultCliServices services = new DefaultCliServices(files, databases, offline, llm, Clock.SYSTEM);
        return new DesktopBridge(files, locator, services, offline,
                new JdbcSessionStore("jdbc:h2:mem:bridge-" + System.nanoTime() + ";DB_CLOSE_DELAY=-1", Clock.SYSTEM),
                databases.dataDirectory(), llm);
    }

    @Test
    void a_new_session_refuses_a_concept_of_another_methodology(@TempDir Path home) {
        WorkbenchBridge bridge = bridge(home);
        assertThat(bridge.conceptMethodologies()).containsEntry("oat_milk_mec", "means_end_chain")
                .containsEntry("gym_membership_cjm", "customer_journey_mapping");
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> bridge.startSession("concept_testing",
                        "gym_membership_cjm", "offline", 5))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("customer_journey_mapping");
        assertThat(bridge.listSessions()).isEmpty();
    }

    @Test
    void settings_are_saved_owner_only_and_a_stored_key_is_never_shown(@TempDir Path home) throws Exception {
        WorkbenchBridge bridge = bridge(home);
        UiServices services = DirectServices.of(bridge, new DirectServices.RecordingDialogs());
        SettingsViewModel settings = new SettingsViewModel(services);
        settings.initialise();

        settings.defaultEngineProperty().set("ollama");
        settings.apiKeyProviderProperty().set("openai");
        settings.apiKeyInputProperty().set("sk-secret-0123456789");
        settings.save();

        Path file = home.resolve(".interview-workbench/settings.yaml");
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(file))).isEqualTo("rw-------");
        assertThat(settings.apiKeyInputProperty().get()).isEmpty();
        assertThat(settings.keyStatusProperty().get()).contains("openai").doesNotContain("sk-secret");
        SettingsViewModel reopened = new SettingsViewModel(services);
        reopened.initialise();
        assertThat(reopened.defaultEngineProperty().get()).isEqualTo("ollama");
        assertThat(reopened.apiKeyInputProperty().get()).isEmpty();
        assertThat(reopened.keyStatusProperty().get()).contains("openai").doesNotContain("sk-secret");
        assertThat(bridge.settings().toString()).doesNotContain("sk-secret");
    }

    @Test
    void a_simulation_reports_progress_fills_the_quality_table_and_opens_a_run(@TempDir Path home) {
        WorkbenchBridge bridge = bridge(home);
        UiServices services = DirectServices.of(bridge, new DirectServices.RecordingDialogs());
        SessionViewModel session = new SessionViewModel(services);
        SimulationViewModel simulation = new SimulationViewModel(services, session);
        simulation.initialise();
        simulation.scenarioProperty().set(DesktopScreenshotter.DEMO_SCENARIO);
        simulation.personaProperty().set(DesktopScreenshotter.DEMO_PERSONA);
        simulation.engineProperty().set("offline");
        simulation.turnsProperty().set(3);
        simulation.runsProperty().set(2);
        List<Double> progress = new ArrayList<>();
        simulation.progressProperty().addListener((o, a, b) -> progress.add(b.doubleValue()));

        simulation.run();

        assertThat(simulation.stateProperty().get()).isEqualTo(SimulationViewModel.State.DONE);
        assertThat(progress).isNotEmpty().isSorted().last().isEqualTo(1.0);
        assertThat(simulation.results()).hasSize(2).allSatisfy(r -> {
            assertThat(r.turns()).isEqualTo(3);
            assertThat(r.quality()).isNotEmpty();
        });
        simulation.open(simulation.results().get(1));
        assertThat(session.sessionId()).isEqualTo(simulation.results().get(1).sessionId());
        assertThat(session.turns()).hasSize(3);
    }
}
