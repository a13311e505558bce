package org.interviewworkbench.ui.graph;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import javafx.animation.Animation;
import javafx.animation.Timeline;
import javafx.application.Platform;
import org.graphstream.graph.implementations.MultiGraph;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The graph viewer's ticks start on the FX thread only. GraphStream's own viewer starts them from a thread of its
 * own, which races the FX pulse (a window test once died of the resulting NullPointerException in JavaFX's timer).
 */
@ExtendWith(ApplicationExtension.class)
class ShownViewerTest {

    @Test
    void the_viewer_starts_ticking_on_the_fx_thread() throws Exception {
        List<String> startedOn = new CopyOnWriteArrayList<>();
        ShownViewer viewer = WaitForAsyncUtils.asyncFx(() -> {
            ShownViewer v = new ShownViewer(new MultiGraph("g"));
            v.ticks().statusProperty().addListener((o, was, now) -> {
                if (now == Animation.Status.RUNNING) {
                    startedOn.add(Platform.isFxApplicationThread() ? "fx" : Thread.currentThread().getName());
                }
            });
            return v;
        }).get();
        WaitForAsyncUtils.waitFor(10, java.util.concurrent.TimeUnit.SECONDS,
                () -> viewer.ticks().getStatus() == Animation.Status.RUNNING);
        assertThat(startedOn).containsExactly("fx");
        WaitForAsyncUtils.asyncFx(viewer::close).get();
    }

    @Test
    void a_viewer_closed_before_its_first_tick_never_starts() throws Exception {
        Timeline ticks = WaitForAsyncUtils.asyncFx(() -> {
            ShownViewer v = new ShownViewer(new MultiGraph("g"));
            Timeline t = v.ticks();
            v.close();
            return t;
        }).get();
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(ticks.getStatus()).isEqualTo(Animation.Status.STOPPED);
    }
}
