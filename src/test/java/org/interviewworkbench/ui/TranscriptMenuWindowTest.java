package org.interviewworkbench.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javafx.scene.Node;
import javafx.scene.control.IndexedCell;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The transcript's exchange menu (code as, correct typo, memo) acts on the exchange it was opened on, and the strategy
 * badge explains itself on hover: the cells share one menu and make their tooltip on demand.
 */
@ExtendWith(ApplicationExtension.class)
class TranscriptMenuWindowTest {

    private final FakeWindowFixture fixture = new FakeWindowFixture(3, 1280, 780);
    private MainWindow window;

    @Start
    void start(Stage stage) {
        window = fixture.start(stage);
    }

    @AfterEach
    void tearDown() throws Exception {
        fixture.close();
    }

    private Node exchange(FxRobot robot, int turn) {
        return robot.lookup(".list-cell").match(n -> n instanceof IndexedCell<?> c && c.getItem() != null
                && c.getItem().toString().contains("turn=" + turn + ",")).query();
    }

    /** What a right click or the menu key sends to the exchange under the pointer. */
    private static void openMenu(FxRobot robot, Node cell) {
        robot.moveTo(cell);
        robot.interact(() -> {
            javafx.geometry.Bounds b = cell.localToScreen(cell.getBoundsInLocal());
            javafx.geometry.Point2D local = cell.screenToLocal(b.getCenterX(), b.getCenterY());
            javafx.event.Event.fireEvent(cell, new javafx.scene.input.ContextMenuEvent(
                    javafx.scene.input.ContextMenuEvent.CONTEXT_MENU_REQUESTED, local.getX(), local.getY(),
                    b.getCenterX(), b.getCenterY(), false, null));
        });
        WaitForAsyncUtils.waitForFxEvents();
    }

    @Test
    void each_exchange_menu_acts_on_its_own_exchange(FxRobot robot) throws Exception {
        fixture.openFirstSession(robot);
        List<String> heard = new ArrayList<>();
        robot.interact(() -> window.interviewView().setOnNotes((turn, text) -> heard.add("correct " + turn),
                turn -> heard.add("memo " + turn)));

        openMenu(robot, exchange(robot, 2));
        robot.clickOn("Memo\u2026");
        openMenu(robot, exchange(robot, 1));
        robot.clickOn("Correct typo\u2026");
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(heard).containsExactly("memo 2", "correct 1");
    }

    @Test
    void the_strategy_badge_explains_the_strategy_on_hover(FxRobot robot) throws Exception {
        fixture.openFirstSession(robot);
        Node badge = robot.from(exchange(robot, 2)).lookup(".badge").nth(0).query();
        robot.moveTo(badge);
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> ((javafx.scene.control.Label) badge).getTooltip() != null);
        assertThat(((javafx.scene.control.Label) badge).getTooltip().getText()).isNotBlank();
    }
}
