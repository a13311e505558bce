package org.interviewworkbench.ui.graph;

import java.util.function.BooleanSupplier;
import javafx.animation.Animation;
import javafx.animation.KeyFrame;
import javafx.animation.Timeline;
import javafx.application.Platform;
import javafx.util.Duration;
import org.graphstream.graph.Graph;
import org.graphstream.stream.ProxyPipe;
import org.graphstream.stream.Source;
import org.graphstream.ui.fx_viewer.FxViewer;
import org.graphstream.ui.graphicGraph.GraphicGraph;
import org.graphstream.ui.view.View;

/**
 * GraphStream's FX viewer, idle while its view is not on screen: every 40 ms its timeline pumps the model graph's
 * changes into the drawn graph and repaints the whole canvas when anything changed, even in a hidden tab. Here a
 * hidden view's ticks do nothing; the changes wait in the viewer's pipe, in order, and the first tick after the
 * view shows applies them and paints once.
 *
 * <p>Its timeline is started on the FX thread. GraphStream 2.0's {@code FxViewer.init} starts it from a thread of its
 * own, and JavaFX 21's pulse timer is not safe for that: a timeline added while a pulse walks the timer's receivers
 * can make that pulse meet an empty slot ({@code NullPointerException} in {@code AbstractPrimaryTimer.timePulseImpl},
 * which failed a window test on CI once).
 */
final class ShownViewer extends FxViewer {

    /** Null until set (the timeline may tick before): then every tick works, as in the plain viewer. */
    private volatile BooleanSupplier showing;

    ShownViewer(Graph graph) {
        super(graph, ThreadingModel.GRAPH_IN_ANOTHER_THREAD);
    }

    /** Set by {@link #close}: a timeline that was still waiting to start then never does. */
    private volatile boolean closed;

    /**
     * {@code FxViewer.init} without its starter thread: the same wiring, and the timeline played by the FX thread (it
     * runs this constructor's caller's next FX turn at the latest).
     */
    @Override
    public void init(GraphicGraph drawn, ProxyPipe pipe, Source source) {
        graph = drawn;
        pumpPipe = pipe;
        sourceInSameThread = source;
        Timeline ticks = new Timeline(new KeyFrame(Duration.millis(delay), e -> actionPerformed()));
        ticks.setCycleCount(Animation.INDEFINITE);
        timeline = ticks;
        if (pumpPipe != null) {
            pumpPipe.addSink(drawn);
        }
        if (sourceInSameThread != null) {
            if (source instanceof Graph g) {
                replayGraph(g);
            }
            sourceInSameThread.addSink(drawn);
        }
        Platform.runLater(() -> {
            if (!closed) {
                ticks.play();
            }
        });
    }

    /** The timeline that ticks the viewer (null once closed). */
    Timeline ticks() {
        return timeline;
    }

    /** Ticks do nothing while {@code onScreen} is false (it is asked on the FX thread). */
    void pauseWhileHidden(BooleanSupplier onScreen) {
        showing = onScreen;
    }

    /** Whether the view has been painted once (FX thread). */
    private boolean painted;

    /** Ticks that found the drawn graph changed (FX thread): a change, a layout move or a camera move. */
    private long changes;

    /** How many ticks found the drawn graph changed so far (FX thread): a cheap "has anything moved" test. */
    long changes() {
        return changes;
    }

    /**
     * Closes the view, the timeline and the pipes, also for a view that was never on screen. GraphStream 2.0's close
     * removes the view's renderer from every style group first, and a style group the view never painted has no
     * renderer map yet ({@code StyleGroup.removeRenderer} throws a NullPointerException): the plain close would then
     * stop there, with its timeline still running. Here the rest of the close is done regardless.
     */
    @Override
    public void close() {
        closed = true;
        try {
            super.close();
        } catch (NullPointerException neverPainted) {
            synchronized (views) {
                if (timeline != null) {
                    timeline.stop();
                    timeline = null;
                }
                if (pumpPipe != null && graph != null) {
                    pumpPipe.removeSink(graph);
                }
                if (sourceInSameThread != null && graph != null) {
                    sourceInSameThread.removeSink(graph);
                }
                pumpPipe = null;
                sourceInSameThread = null;
                graph = null;
            }
        }
    }

    /** The plain viewer's tick ({@code FxViewer.actionPerformed}), counting the ticks that found a change. */
    @Override
    public void actionPerformed() {
        BooleanSupplier s = showing;
        if (s != null && !s.getAsBoolean()) {
            return;
        }
        synchronized (views) {
            if (pumpPipe != null) {
                pumpPipe.pump();
            }
            if (layoutPipeIn != null) {
                layoutPipeIn.pump();
            }
            if (graph != null) {
                if (graph.graphChangedFlag() || !painted) {
                    painted = true; // once when first on screen, changed or not: the canvas is set up before turn 1
                    changes++;
                    computeGraphMetrics();
                    for (View view : views.values()) {
                        view.display(graph, true);
                    }
                }
                graph.resetGraphChangedFlag();
            }
        }
    }
}
