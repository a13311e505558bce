package org.interviewworkbench.ui;

import static org.assertj.core.api.Assertions.assertThat;

import javafx.scene.control.Label;
import javafx.scene.control.PasswordField;
import javafx.scene.control.TableView;
import javafx.stage.Stage;
import org.interviewworkbench.ui.settings.SettingsView;
import org.interviewworkbench.ui.settings.SettingsViewModel;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** Settings: the model table says what is in use with the selected engine; the key field sits by its label. */
@ExtendWith(ApplicationExtension.class)
class SettingsModelsTest {

    private final FakeWorkbenchBridge bridge = FakeWorkbenchBridge.withSession(1);
    private SettingsViewModel settings;

    @Start
    void start(Stage stage) {
        settings = new SettingsViewModel(DirectServices.of(bridge, new DirectServices.RecordingDialogs()));
        SettingsView view = new SettingsView(settings);
        settings.initialise();
        stage.setScene(new javafx.scene.Scene((javafx.scene.Parent) view.node(), 1024, 640));
        stage.show();
    }

    @Test
    void with_the_offline_engine_no_model_is_shown_as_in_use(FxRobot robot) {
        robot.interact(() -> settings.defaultEngineProperty().set("offline"));
        assertThat(settings.taskModels()).isNotEmpty();
        assertThat(settings.taskModels()).allSatisfy(t -> assertThat(t.runsOnProperty().get())
                .isEqualTo(SettingsViewModel.OFFLINE_RUNS_ON));
        TableView<?> table = robot.lookup("#task-models").queryTableView();
        assertThat(table.getColumns().get(1).getCellData(0)).isEqualTo(SettingsViewModel.OFFLINE_RUNS_ON);
        assertThat(robot.lookup("#models-note").queryLabeled().getText()).contains("offline engine")
                .contains("no model below is in use");

        robot.interact(() -> settings.defaultEngineProperty().set("openai"));
        SettingsViewModel.TaskModel first = settings.taskModels().get(0);
        assertThat(first.runsOnProperty().get()).isEqualTo(first.modelProperty().get()).isNotBlank();
        assertThat(table.getColumns().get(1).getCellData(0)).isEqualTo(first.modelProperty().get());
        assertThat(robot.lookup("#models-note").queryLabeled().getText()).contains("openai engine");
    }

    @Test
    void the_api_key_field_is_next_to_its_label(FxRobot robot) {
        WaitForAsyncUtils.waitForFxEvents();
        PasswordField key = robot.lookup("#api-key").queryAs(PasswordField.class);
        Label label = robot.lookup(".label").queryAllAs(Label.class).stream()
                .filter(l -> "API key for".equals(l.getText())).findFirst().orElseThrow();
        assertThat(label.getLabelFor()).isSameAs(key);
        double gap = key.localToScene(key.getBoundsInLocal()).getMinX()
                - label.localToScene(label.getBoundsInLocal()).getMaxX();
        // label, provider choice, key: the provider box sits between them, nothing wider
        assertThat(gap).isPositive().isLessThan(200);
    }
}
