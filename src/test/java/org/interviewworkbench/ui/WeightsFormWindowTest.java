package org.interviewworkbench.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.TimeUnit;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.interviewworkbench.ui.editor.EditorViewModel;
import org.interviewworkbench.ui.editor.WeightsDocument.Cell;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Issue 15 in the real window: the weights form beside the methodology text, edited with the keyboard, writes the
 * same text (a changed value, a new line for a weight not written yet), the session's ranking with these weights
 * shows, and Ctrl+Z undoes the form edits one by one.
 */
@ExtendWith(ApplicationExtension.class)
class WeightsFormWindowTest {

    private final FakeWindowFixture fixture = new FakeWindowFixture(3, 1280, 780);
    private final FakeWorkbenchBridge bridge = fixture.bridge();
    private MainWindow window;

    @Start
    void start(Stage stage) {
        window = fixture.start(stage);
    }

    @AfterEach
    void tearDown() throws Exception {
        fixture.close();
    }

    private String text() {
        return window.editorView().codeArea().getText();
    }

    @Test
    void a_weight_typed_in_the_form_is_written_into_the_text_ranked_and_undone_with_ctrl_z(FxRobot robot)
            throws Exception {
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> !window.sessions().sessions().isEmpty());
        robot.clickOn("#session-list").clickOn(bridge.listSessions().get(0).conceptName());
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS,
                () -> window.session().getState() == SessionViewModel.State.READY);
        robot.clickOn("#tab-lab");
        robot.clickOn("#tab-editor");
        Cell deepen = Cell.weight("deepen", "llm.response_depth.surface");
        Cell clarify = Cell.weight("clarify", "llm.response_depth.surface");
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> window.editorView().weightsFormView() != null
                && window.editorView().weightsFormView().field(clarify) != null && !text().isEmpty());
        String active = bridge.activeMethodologySource(FakeWorkbenchBridge.METHODOLOGY);
        assertThat(robot.lookup("#weights-form").tryQuery()).as("the form is beside the text").isPresent();
        TextField first = window.editorView().weightsFormView().field(deepen);
        assertThat(first.getText()).isEqualTo("0.8");
        assertThat(first.getAccessibleText()).isEqualTo("Weight of Answer depth: surface for Ask why it matters");
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS,
                () -> robot.lookup("#weights-ranking").queryListView().getItems().size() == 5);

        robot.clickOn(first);
        robot.press(KeyCode.CONTROL, KeyCode.A).release(KeyCode.A, KeyCode.CONTROL);
        robot.write("0.9").type(KeyCode.ENTER);
        String changed = active.replace("      llm.response_depth.surface: 0.8\n",
                "      llm.response_depth.surface: 0.9\n");
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> text().equals(changed));

        robot.type(KeyCode.DOWN); // the same signal for the next strategy: not written yet
        TextField second = window.editorView().weightsFormView().field(clarify);
        assertThat(second.isFocused()).isTrue();
        robot.write("0.3").type(KeyCode.ENTER);
        String added = changed.replace("      graph.node.exhaustion_score.low: 0.4\n  - name: explore",
                "      graph.node.exhaustion_score.low: 0.4\n      llm.response_depth.surface: 0.3\n  - name: explore");
        assertThat(added).isNotEqualTo(changed);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> text().equals(added));
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS,
                () -> window.editor().getState() == EditorViewModel.State.VALID);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> robot.lookup("#weights-ranking-summary")
                .queryLabeled().getText().contains("with these weights"));
        assertThat(bridge.activeMethodologySource(FakeWorkbenchBridge.METHODOLOGY)).as("applied only on Save")
                .isEqualTo(active);

        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> "0.3".equals(
                window.editor().weightsForm().value(clarify)));
        robot.press(KeyCode.CONTROL, KeyCode.Z).release(KeyCode.Z, KeyCode.CONTROL);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> text().equals(changed));
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> second.getText().isEmpty());
        robot.clickOn(first);
        robot.press(KeyCode.CONTROL, KeyCode.Z).release(KeyCode.Z, KeyCode.CONTROL);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> text().equals(active));
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> first.getText().equals("0.8"));
        assertThat(window.editor().getState()).isNotEqualTo(EditorViewModel.State.INVALID);
    }
}
