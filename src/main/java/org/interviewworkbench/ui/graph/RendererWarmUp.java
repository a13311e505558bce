package org.interviewworkbench.ui.graph;

import javafx.scene.canvas.Canvas;
import javafx.scene.layout.Pane;
import org.graphstream.graph.Edge;
import org.graphstream.graph.Node;
import org.graphstream.ui.graphicGraph.GraphicGraph;
import org.graphstream.ui.javafx.FxGraphRenderer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Draws a small sample graph once, off the FX thread, on a canvas that is never shown: nodes of each style class,
 * labels with their background boxes, directed edges with arrows and relationship labels, in both colourings. The
 * first real paints on the FX thread then find GraphStream's renderers, JavaFX's canvas and text code linked and
 * initialised. Before, the surface graph's first two turns (the first nodes, then the first edges) did that work on
 * the FX thread: 134-196 and 119-167 ms of FX CPU against 55-71 and 36-62 ms for the issue-6 build, with few Java
 * samples in those stretches (docs/workbench-measurements.md, stop 26).
 *
 * <p>JavaFX lets a canvas that is not in a scene be created and drawn on from any thread; the sample graph, its
 * renderer and canvas belong to this call alone and are dropped at its end.
 */
final class RendererWarmUp {

    private static final Logger LOG = LoggerFactory.getLogger(RendererWarmUp.class);

    static final int WIDTH = 320;
    static final int HEIGHT = 200;

    private RendererWarmUp() {
    }

    /**
     * Draws the sample graph in heat and in type colouring; returns the canvas of the last drawing (for a test to
     * look at), or null when the renderer could not draw (then the first real paint simply does the work itself).
     */
    static Canvas run() {
        Canvas last = null;
        for (boolean heat : new boolean[] {false, true}) {
            try {
                last = draw(heat);
            } catch (RuntimeException | LinkageError e) {
                LOG.debug("Graph renderer warm-up did not draw (heat={})", heat, e);
                return null;
            }
        }
        return last;
    }

    private static Canvas draw(boolean heat) {
        GraphicGraph graph = sample(heat);
        FxGraphRenderer renderer = new FxGraphRenderer();
        renderer.open(graph, new Pane());
        try {
            Canvas canvas = new Canvas(WIDTH, HEIGHT);
            // twice: the second frame runs the paths a repaint of an unchanged graph takes
            renderer.render(canvas.getGraphicsContext2D(), 0, 0, WIDTH, HEIGHT);
            renderer.render(canvas.getGraphicsContext2D(), 0, 0, WIDTH, HEIGHT);
            return canvas;
        } finally {
            renderer.close();
        }
    }

    /** Four nodes in the classes the real graph uses, three labelled directed edges (one emphasised). */
    private static GraphicGraph sample(boolean heat) {
        GraphicGraph graph = new GraphicGraph("warm-up");
        graph.setAttribute("ui.quality");
        graph.setAttribute("ui.antialias");
        graph.setAttribute("ui.stylesheet", GraphStyle.stylesheet(heat));
        String colour = heat ? "heat" : "other";
        node(graph, "a", 0, 0, colour + ", focus", heat);
        node(graph, "b", 1, 0.5, colour + ", selected", heat);
        node(graph, "c", 0.5, 1, colour + ", muted, labeltop", heat);
        node(graph, "d", -0.5, 0.8, heat ? "unknown" : "other, added", false);
        edge(graph, "a-b", "a", "b", "plain, emph");
        edge(graph, "b-c", "b", "c", "added");
        edge(graph, "c-d", "c", "d", "added, emph");
        return graph;
    }

    private static void node(GraphicGraph graph, String id, double x, double y, String classes, boolean heat) {
        Node n = graph.addNode(id);
        n.setAttribute("xyz", x, y, 0.0);
        n.setAttribute("ui.label", "sample " + id);
        n.setAttribute("ui.size", Float.valueOf(GraphStyle.nodeSize(2, classes.contains("focus"))));
        n.setAttribute("ui.class", classes);
        if (heat) {
            n.setAttribute("ui.color", Float.valueOf(0.5f));
        }
    }

    private static void edge(GraphicGraph graph, String id, String from, String to, String classes) {
        Edge e = graph.addEdge(id, from, to, true);
        e.setAttribute("ui.label", "leads to");
        e.setAttribute("ui.class", classes);
    }
}
