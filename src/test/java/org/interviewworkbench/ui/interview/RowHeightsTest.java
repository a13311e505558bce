package org.interviewworkbench.ui.interview;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.atomic.AtomicInteger;
import javafx.scene.Scene;
import javafx.scene.layout.StackPane;
import javafx.scene.text.Font;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * A transcript row is measured once for its exchange, widths and font; a new exchange, an answer that arrives, another
 * width or another font is measured again.
 */
@ExtendWith(ApplicationExtension.class)
class RowHeightsTest {

    private static final TranscriptEntry PENDING = new TranscriptEntry(3, "What does that do for you?", "laddering",
            "froths well", null, false);
    private static final TranscriptEntry ANSWERED = new TranscriptEntry(3, "What does that do for you?", "laddering",
            "froths well", "It makes my morning coffee feel like a treat.", false);

    private final RowHeights heights = new RowHeights();
    private final AtomicInteger measured = new AtomicInteger();
    private final Font font = Font.font("System", 13);

    @Start
    void start(Stage stage) {
        stage.setScene(new Scene(new StackPane(), 100, 100));
    }

    private double height(TranscriptEntry e, double width, double listWidth, Font f, double result) {
        return heights.height(e, width, listWidth, f, false, () -> {
            measured.incrementAndGet();
            return result;
        });
    }

    @Test
    void the_same_row_is_measured_once() {
        assertThat(height(ANSWERED, 600, 620, font, 80)).isEqualTo(80);
        assertThat(height(ANSWERED, 600, 620, font, 999)).as("remembered, not measured").isEqualTo(80);
        assertThat(measured).hasValue(1);
    }

    @Test
    void what_the_height_depends_on_is_measured_again() {
        height(PENDING, 600, 620, font, 60);
        assertThat(height(ANSWERED, 600, 620, font, 80)).as("the answer arrived").isEqualTo(80);
        assertThat(height(ANSWERED, 400, 420, font, 120)).as("a narrower window").isEqualTo(120);
        assertThat(height(ANSWERED, 600, 620, Font.font("System", 20), 110)).as("a larger font").isEqualTo(110);
        assertThat(heights.height(ANSWERED, 600, 620, font, true, () -> 40)).as("the minimum apart").isEqualTo(40);
        assertThat(measured).hasValue(4);
    }

    @Test
    void a_long_session_keeps_a_bounded_number_of_heights() {
        for (int turn = 1; turn <= 5000; turn++) {
            height(new TranscriptEntry(turn, "Q" + turn, "laddering", "", "A" + turn, false), 600, 620, font, 50);
        }
        assertThat(heights.size()).isLessThanOrEqualTo(2048);
    }
}
