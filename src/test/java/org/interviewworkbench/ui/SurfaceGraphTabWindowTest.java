package org.interviewworkbench.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Set;
import java.util.stream.Collectors;
import javafx.scene.Node;
import javafx.scene.control.TableRow;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.interviewworkbench.ui.edit.ConceptRow;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The Surface graph tab while the researcher answers on the Interview tab: its Concepts table does not follow the
 * turns it cannot be seen in, shows them all as soon as the tab is selected again, and does so with the rows it had
 * (the tab is not taken apart and put together again on each switch).
 */
@ExtendWith(ApplicationExtension.class)
class SurfaceGraphTabWindowTest {

    private EditWindowFixture fx;

    @Start
    void start(Stage stage) throws Exception {
        fx = new EditWindowFixture("graph-tab-window");
        fx.start(stage);
    }

    @AfterEach
    void tearDown() throws Exception {
        fx.close();
    }

    private Set<Node> rows() {
        return fx.concepts().lookupAll(".table-row-cell").stream().filter(TableRow.class::isInstance)
                .collect(Collectors.toSet());
    }

    private Set<String> shownIds() {
        return fx.concepts().getItems().stream().map(ConceptRow::id).collect(Collectors.toSet());
    }

    @Test
    void the_hidden_concepts_table_catches_up_when_its_tab_is_selected_with_the_rows_it_had(FxRobot robot)
            throws Exception {
        fx.openSession(robot);
        Set<String> before = shownIds();
        Set<Node> rowsBefore = rows();
        assertThat(rowsBefore).isNotEmpty();

        robot.clickOn("#tab-interview");
        robot.clickOn("#answer-box").write("Honestly the price bothers me, it costs twice what cow's milk does.");
        robot.press(KeyCode.CONTROL, KeyCode.ENTER).release(KeyCode.ENTER, KeyCode.CONTROL);
        EditWindowFixture.waitFor(() -> fx.window().session().turns().size() == EditWindowFixture.ANSWERS.length + 1
                && fx.window().session().getState() == SessionViewModel.State.READY);
        WaitForAsyncUtils.waitForFxEvents();
        Set<String> now = fx.live().graph().nodes().stream().map(n -> n.id()).collect(Collectors.toSet());
        assertThat(now).as("the turn added concepts").isNotEqualTo(before);
        assertThat(shownIds()).as("the hidden table did not follow the turn").isEqualTo(before);

        robot.clickOn("#tab-graph");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(shownIds()).as("shown again: every concept of the turn is listed").isEqualTo(now);
        assertThat(rows()).as("the rows it had are still the table's").containsAll(rowsBefore);
    }
}
