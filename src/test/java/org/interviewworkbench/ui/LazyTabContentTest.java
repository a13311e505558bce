package org.interviewworkbench.ui;

import static org.assertj.core.api.Assertions.assertThat;

import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.TextField;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** A tab's content is in the scene (laid out, styled, focusable) only while the tab is selected. */
@ExtendWith(ApplicationExtension.class)
class LazyTabContentTest {

    private final StringProperty status = new SimpleStringProperty("turn 1");
    private Label shown;
    private TextField field;
    private TabPane tabs;
    private Tab first;
    private Tab second;

    @Start
    void start(Stage stage) {
        shown = new Label();
        field = new TextField();
        shown.setId("shown");
        shown.textProperty().bind(status);
        first = LazyTabContent.tab("Interview", new VBox(new Label("transcript")));
        second = LazyTabContent.tab("Study", new VBox(shown, field));
        tabs = new TabPane(first, second);
        stage.setScene(new Scene(tabs, 400, 300));
        stage.show();
    }

    @Test
    void the_hidden_tab_is_out_of_the_scene_and_shows_the_current_state_when_selected(FxRobot robot) {
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(shown.getScene()).as("the content of the tab not selected is out of the scene").isNull();
        assertThat(robot.lookup("#shown").tryQuery()).isEmpty();

        robot.interact(() -> status.set("turn 2")); // the view model changes while the tab is hidden
        robot.interact(() -> tabs.getSelectionModel().select(second));
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(robot.lookup("#shown").queryLabeled().getText()).isEqualTo("turn 2");
        assertThat(shown.getWidth()).as("laid out once shown").isGreaterThan(0);
        robot.clickOn(field).write("memo");
        assertThat(field.getText()).as("the shown content takes focus and keys").isEqualTo("memo");

        robot.interact(() -> tabs.getSelectionModel().select(first));
        assertThat(shown.getScene()).as("out of the scene again once another tab is selected").isNull();
        assertThat(field.isFocused()).as("and out of focus").isFalse();
        assertThat(((LazyTabContent) second.getContent()).content().getParent())
                .as("the holder keeps the content for the next time").isNull();
        robot.interact(() -> tabs.getSelectionModel().select(second));
        assertThat(field.getText()).as("what was typed is still there").isEqualTo("memo");
    }

    @Test
    void the_hidden_tab_was_styled_with_the_window_so_its_first_showing_only_restyles_it(FxRobot robot) {
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(field.getScene()).as("out of the scene after the window's first layout pass").isNull();
        assertThat(field.getSkin()).as("but its controls got their skins with the window, at start-up").isNotNull();
        assertThat(field.getWidth()).as("and were laid out once").isGreaterThan(0);
    }
}
