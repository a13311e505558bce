package org.interviewworkbench.ui.timeline;

import static org.assertj.core.api.Assertions.assertThat;

import javafx.scene.Scene;
import javafx.scene.chart.NumberAxis;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.interviewworkbench.ui.DirectServices;
import org.interviewworkbench.ui.FakeWorkbenchBridge;
import org.interviewworkbench.ui.SessionViewModel;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** The turn slider: a mark per turn while they can be told apart, and whole-turn steps however long the session. */
@ExtendWith(ApplicationExtension.class)
class TimelineViewTest {

    private Stage stage;

    @Start
    void start(Stage stage) {
        this.stage = stage;
        stage.setScene(new Scene(new javafx.scene.layout.VBox(), 900, 120));
        stage.show();
    }

    private TimelineView show(FxRobot robot, int turns) {
        FakeWorkbenchBridge bridge = FakeWorkbenchBridge.withSession(turns);
        SessionViewModel session = new SessionViewModel(DirectServices.of(bridge, new DirectServices.RecordingDialogs()));
        TimelineView[] view = new TimelineView[1];
        robot.interact(() -> {
            session.open(bridge.firstSessionId());
            view[0] = new TimelineView(new TimelineViewModel(session));
            stage.getScene().setRoot(new javafx.scene.layout.VBox(view[0].node()));
        });
        WaitForAsyncUtils.waitForFxEvents();
        return view[0];
    }

    private static int marks(TimelineView view) {
        return view.slider().lookupAll(".axis").stream().filter(NumberAxis.class::isInstance)
                .mapToInt(a -> a.isVisible() ? ((NumberAxis) a).getTickMarks().size() : 0).sum();
    }

    @Test
    void a_short_session_has_a_mark_per_turn(FxRobot robot) {
        TimelineView view = show(robot, 3);
        assertThat(view.slider().getMax()).isEqualTo(3);
        assertThat(marks(view)).as("the start and each of the three turns").isEqualTo(4);
    }

    @Test
    void a_long_session_has_no_marks_yet_the_keys_still_step_one_turn(FxRobot robot) {
        int turns = TimelineView.MAX_TURN_MARKS + 5;
        TimelineView view = show(robot, turns);
        assertThat(view.slider().getMax()).isEqualTo(turns);
        assertThat(marks(view)).as("a mark every few pixels would be a solid bar").isZero();

        robot.clickOn(view.slider());
        robot.interact(() -> view.slider().setValue(turns));
        robot.type(KeyCode.LEFT);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(view.slider().getValue()).isEqualTo(turns - 1);
    }
}
