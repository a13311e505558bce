package org.interviewworkbench.ui.interview;

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

/**
 * A transcript line that remembers its measured height still grows and shrinks with its text, its width and its
 * style, exactly like a plain wrapping label.
 */
@ExtendWith(ApplicationExtension.class)
class WrappedTextLabelTest {

    private static final String LONG = "You said it froths up nicely in your latte and that you buy it every week,"
            + " even when the shop down the road has the cheaper one on offer. What does that do for you?";

    private WrappedTextLabel cached;
    private Label plain;
    private VBox box;

    @Start
    void start(Stage stage) {
        cached = new WrappedTextLabel();
        plain = new Label();
        plain.setWrapText(true);
        box = new VBox(cached, plain);
        box.setPrefWidth(220);
        box.setMaxWidth(220);
        stage.setScene(new Scene(box, 220, 400));
        stage.show();
    }

    private void show(FxRobot robot, String text, double width, String styleClass) {
        robot.interact(() -> {
            for (Label l : new Label[] {cached, plain}) {
                l.setText(text);
                l.getStyleClass().setAll("label");
                if (styleClass != null) {
                    l.setStyle(styleClass);
                } else {
                    l.setStyle("");
                }
            }
            box.setPrefWidth(width);
            box.setMaxWidth(width);
            box.getScene().getWindow().setWidth(width);
            box.layout();
        });
        robot.interact(() -> { }); // one more pulse: laid out at the new size
    }

    @Test
    void its_height_follows_text_width_and_style_like_a_plain_label(FxRobot robot) {
        show(robot, LONG, 220, null);
        double longHeight = cached.getHeight();
        assertThat(longHeight).as("several lines").isGreaterThan(40).isEqualTo(plain.getHeight());

        show(robot, "Why?", 220, null);
        assertThat(cached.getHeight()).as("one line after a short text").isLessThan(longHeight)
                .isEqualTo(plain.getHeight());

        show(robot, LONG, 420, null);
        double wide = cached.getHeight();
        assertThat(wide).as("fewer lines when wider").isLessThan(longHeight).isEqualTo(plain.getHeight());

        show(robot, LONG, 420, "-fx-font-size: 22px; -fx-padding: 6 0 0 14;");
        assertThat(cached.getHeight()).as("taller in a larger font with padding").isEqualTo(plain.getHeight())
                .isGreaterThan(wide);
    }
}
