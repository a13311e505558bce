package org.interviewworkbench.ui;

import static org.assertj.core.api.Assertions.assertThat;

import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/** A row's explanation appears when the pointer reaches it, with the row's current text; a row without one has none. */
@ExtendWith(ApplicationExtension.class)
class LazyTooltipTest {

    private Label signal;
    private Label empty;
    private LazyTooltip signalTip;

    @Start
    void start(Stage stage) {
        signal = new Label("Exhaustion");
        empty = new Label("(empty row)");
        signalTip = new LazyTooltip(signal);
        new LazyTooltip(empty).setText(null);
        signalTip.setText("How used up a concept is");
        stage.setScene(new Scene(new VBox(20, signal, empty), 300, 200));
        stage.show();
    }

    @Test
    void the_explanation_is_there_on_hover_and_follows_the_rows_text(FxRobot robot) {
        assertThat(signal.getTooltip()).as("nothing is made before the pointer comes").isNull();

        robot.moveTo(signal);
        assertThat(signal.getTooltip()).isNotNull();
        assertThat(signal.getTooltip().getText()).isEqualTo("How used up a concept is");

        robot.interact(() -> signalTip.setText("How often the concept was asked about")); // the row is reused
        assertThat(signal.getTooltip().getText()).isEqualTo("How often the concept was asked about");
        robot.interact(() -> signalTip.setText(null)); // an empty row
        assertThat(signal.getTooltip()).isNull();

        robot.moveTo(empty);
        assertThat(empty.getTooltip()).as("a row with nothing to explain gets no tooltip").isNull();
    }
}
