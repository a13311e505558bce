package org.interviewworkbench.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import javafx.application.Platform;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.IndexedCell;
import javafx.scene.control.ListView;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.skin.VirtualFlow;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** The focus strip under the scrubber and the transcript when the window changes size (issue 15 polish). */
@ExtendWith(ApplicationExtension.class)
class TranscriptResizeWindowTest {

    private final FakeWindowFixture fixture = new FakeWindowFixture(18, 1280, 780);
    private MainWindow window;
    private Stage stage;

    @Start
    void start(Stage stage) {
        this.stage = stage;
        window = fixture.start(stage);
    }

    @AfterEach
    void tearDown() throws Exception {
        fixture.close();
    }

    private void open(FxRobot robot) throws Exception {
        fixture.openFirstSession(robot);
    }

    private static boolean inside(Node node, ScrollPane scroll) {
        Bounds b = node.localToScene(node.getBoundsInLocal());
        Bounds v = scroll.localToScene(scroll.getBoundsInLocal());
        return b.getMinY() >= v.getMinY() - 0.5 && b.getMaxY() <= v.getMaxY() + 0.5;
    }

    @Test
    void the_focus_strip_says_what_it_is_before_the_first_answer_and_is_never_clipped(FxRobot robot) throws Exception {
        ScrollPane strip = window.timelineView().stripScroll();
        Node empty = robot.lookup("#focus-strip-empty").query();
        assertThat(robot.lookup("#focus-strip-empty").queryLabeled().getText()).contains("focus of each turn");
        assertThat(empty.isVisible()).isTrue();
        assertThat(inside(empty, strip)).as("the placeholder fits the strip").isTrue();

        open(robot);
        assertThat(robot.lookup("#focus-strip-empty").tryQuery()).isEmpty();
        var chips = robot.lookup(".trace-chip").queryAll();
        assertThat(chips).hasSize(18);
        // 18 chips are wider than the strip at 1024 px: a scroll bar appears and the chips stay whole above it
        robot.interact(() -> stage.setWidth(1024));
        WaitForAsyncUtils.waitForFxEvents();
        WaitForAsyncUtils.waitForFxEvents();
        Node chip = chips.iterator().next();
        assertThat(inside(chip, strip)).as("a chip is not cut by the strip's edge").isTrue();
        double chipHeight = chip.getBoundsInLocal().getHeight();
        assertThat(strip.getViewportBounds().getHeight()).isGreaterThanOrEqualTo(chipHeight - 0.5);
    }

    /**
     * Waits until the scene has run {@code count} complete pulses (CSS, layout and what follows the layout) after
     * everything already queued on the FX thread: no sleeping, and no guessing how long a loaded machine needs.
     */
    private void afterPulses(int count) throws Exception {
        for (int i = 0; i < count; i++) {
            WaitForAsyncUtils.waitForFxEvents();
            CountDownLatch pulsed = new CountDownLatch(1);
            Scene scene = stage.getScene();
            Runnable[] once = new Runnable[1];
            once[0] = () -> {
                scene.removePostLayoutPulseListener(once[0]);
                pulsed.countDown();
            };
            WaitForAsyncUtils.asyncFx(() -> {
                scene.addPostLayoutPulseListener(once[0]);
                Platform.requestNextPulse();
            }).get(10, TimeUnit.SECONDS);
            assertThat(pulsed.await(10, TimeUnit.SECONDS)).as("the scene pulsed").isTrue();
        }
    }

    /** Answers in the interview tab, as the researcher would, and waits until the turn is done (the 20th ends it). */
    private void answer(FxRobot robot, String text) throws Exception {
        int before = window.session().turns().size();
        robot.interact(() -> window.interview().answerTextProperty().set(text));
        assertThat(window.interview().canSubmitProperty().get()).as("the answer can be sent").isTrue();
        robot.interact(() -> window.interview().submit());
        WaitForAsyncUtils.waitFor(15, TimeUnit.SECONDS, () -> window.session().turns().size() > before
                && (window.session().getState() == SessionViewModel.State.READY
                || window.session().getState() == SessionViewModel.State.COMPLETED));
        afterPulses(2);
    }

    /** The latest exchange is on screen, down to its last line, at the bottom of the transcript's viewport. */
    private static void assertLatestExchangeShown(ListView<?> transcript, String when) throws Exception {
        VirtualFlow<?> flow = (VirtualFlow<?>) transcript.lookup(".virtual-flow");
        int last = transcript.getItems().size() - 1;
        IndexedCell<?> cell = WaitForAsyncUtils.asyncFx(flow::getLastVisibleCell).get(10, TimeUnit.SECONDS);
        assertThat(cell).as("a cell is shown %s", when).isNotNull();
        assertThat(cell.getIndex()).as("the last exchange shown %s (of %s)", when, last).isEqualTo(last);
        Bounds c = cell.localToScene(cell.getBoundsInLocal());
        Bounds v = flow.localToScene(flow.getLayoutBounds());
        assertThat(c.getMaxY()).as("the latest answer's last line is in the viewport %s", when)
                .isLessThanOrEqualTo(v.getMaxY() + 1);
        assertThat(c.getMinY()).as("and not below it %s", when).isLessThan(v.getMaxY());
    }

    @Test
    void the_latest_exchange_is_shown_after_answering_and_when_the_window_is_resized(FxRobot robot)
            throws Exception {
        open(robot);
        robot.interact(() -> window.view("interview"));
        var transcript = window.interviewView().transcript();
        afterPulses(2);
        assertLatestExchangeShown(transcript, "when the session opens");
        int exchanges = transcript.getItems().size();
        answer(robot, "The froth makes the coffee feel special, like a little reward in the morning.");
        assertLatestExchangeShown(transcript, "after the first answer");
        answer(robot, "A reward matters because the mornings are rushed and I want one calm moment.");
        assertLatestExchangeShown(transcript, "after the second answer");
        assertThat(transcript.getItems()).as("both answers are exchanges of the transcript").hasSize(exchanges + 2);
        for (double[] size : new double[][] {{1100, 700}, {1024, 640}, {1440, 900}, {1100, 700}}) {
            fixture.resize(robot, size[0], size[1]);
            afterPulses(2);
            assertLatestExchangeShown(transcript, "at " + (int) size[0] + "x" + (int) size[1]);
        }
    }

    @Test
    void the_transcript_keeps_its_place_when_the_window_is_resized(FxRobot robot) throws Exception {
        open(robot);
        var transcript = window.interviewView().transcript();
        robot.interact(() -> transcript.scrollTo(9));
        afterPulses(2);
        VirtualFlow<?> flow = (VirtualFlow<?>) transcript.lookup(".virtual-flow");
        int before = flow.getFirstVisibleCell().getIndex();
        assertThat(before).isBetween(8, 10);

        for (double[] size : new double[][] {{1100, 700}, {1024, 640}, {1440, 900}, {1100, 700}}) {
            fixture.resize(robot, size[0], size[1]);
            afterPulses(2);
            int first = flow.getFirstVisibleCell().getIndex();
            int lastShown = flow.getLastVisibleCell().getIndex();
            assertThat(before).as("the exchange read before is still shown at %sx%s", size[0], size[1])
                    .isBetween(first, lastShown);
            // it stays at the top, unless the list ends before the viewport does (then nothing is left to scroll)
            assertThat(Math.abs(first - before) <= 1 || lastShown == transcript.getItems().size() - 1)
                    .as("first exchange shown at %sx%s is %s, was %s", size[0], size[1], first, before).isTrue();
        }
    }
}
