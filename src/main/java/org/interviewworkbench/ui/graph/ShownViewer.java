package org.interviewworkbench.ui.graph;

import java.util.function.BooleanSupplier;
import org.graphstream.graph.Graph;
import org.graphstream.ui.fx_viewer.FxViewer;

/**
 * GraphStream's FX viewer, idle while its view is not on screen: every 40 ms its timeline pumps the model graph's
 * changes into the drawn graph and repaints the whole canvas when anything changed, even in a hidden tab. Here a
 * hidden view's ticks do nothing; the changes wait in the viewer's pipe, in order, and the first tick after the
 * view shows applies them and paints once.
 */
final class ShownViewer extends FxViewer {

    /** Null until set (the timeline may tick before): then every tick works, as in the plain viewer. */
    private volatile BooleanSupplier showing;

    ShownViewer(Graph graph) {
        super(graph, ThreadingModel.GRAPH_IN_ANOTHER_THREAD);
    }

    /** Ticks do nothing while {@code onScreen} is false (it is asked on the FX thread). */
    void pauseWhileHidden(BooleanSupplier onScreen) {
        showing = onScreen;
    }

    @Override
    public void actionPerformed() {
        BooleanSupplier s = showing;
        if (s == null || s.getAsBoolean()) {
            super.actionPerformed();
        }
    }
}
