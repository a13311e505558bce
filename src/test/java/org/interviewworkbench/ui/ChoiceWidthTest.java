package org.interviewworkbench.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import javafx.beans.property.SimpleObjectProperty;
import javafx.scene.Scene;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.layout.HBox;
import javafx.scene.text.Text;
import javafx.stage.Stage;
import javafx.util.StringConverter;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** The approach box is as wide as its longest choice: whichever the researcher picks is shown whole, never cut. */
@ExtendWith(ApplicationExtension.class)
class ChoiceWidthTest {

    private final SimpleObjectProperty<Map<String, String>> labels = new SimpleObjectProperty<>(
            Map.of("ladder", "Ask why it matters", "elements", "Ask about an element of the concept"));
    private ComboBox<String> combo;

    @Start
    void start(Stage stage) {
        combo = new ComboBox<>();
        combo.setConverter(new StringConverter<>() {
            @Override
            public String toString(String id) {
                return id == null ? "" : labels.get().getOrDefault(id, id);
            }

            @Override
            public String fromString(String text) {
                return text;
            }
        });
        Label beside = new Label("Approach");
        ChoiceWidth.track(combo, beside, labels);
        stage.setScene(new Scene(new HBox(8, beside, combo), 900, 120));
        stage.show();
    }

    /** The text the closed box shows, as drawn (a cut text ends in an ellipsis). */
    private String shownText() {
        WaitForAsyncUtils.waitForFxEvents();
        return combo.lookupAll(".list-cell").stream()
                .filter(c -> c instanceof javafx.scene.control.Labeled l && l.getText() != null)
                .flatMap(c -> c.lookupAll(".text").stream()).filter(n -> n instanceof Text)
                .map(n -> ((Text) n).getText()).filter(t -> !t.isEmpty()).findFirst().orElse("");
    }

    @Test
    void the_longest_choice_is_shown_whole_and_the_box_follows_new_choices_and_labels(FxRobot robot) {
        robot.interact(() -> {
            combo.getItems().setAll("ladder");
            combo.setValue("ladder");
        });
        double narrow = combo.getWidth();
        assertThat(shownText()).isEqualTo("Ask why it matters");

        robot.interact(() -> {
            combo.getItems().setAll("ladder", "elements"); // the next turn's alternatives
            combo.setValue("elements");
        });
        assertThat(combo.getWidth()).as("wider for a longer choice").isGreaterThan(narrow);
        assertThat(shownText()).as("not cut with an ellipsis").isEqualTo("Ask about an element of the concept");

        double before = combo.getWidth();
        robot.interact(() -> labels.set(Map.of("ladder", "Ask why it matters",
                "elements", "Ask about one element of the concept, in the respondent's words")));
        assertThat(combo.getWidth()).as("re-measured when the plain labels change").isGreaterThan(before);
    }
}
