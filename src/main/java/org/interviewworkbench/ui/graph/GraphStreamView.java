package org.interviewworkbench.ui.graph;

import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import javafx.geometry.Point2D;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.layout.StackPane;
import org.graphstream.graph.Graph;
import org.graphstream.ui.fx_viewer.FxDefaultView;
import org.graphstream.ui.fx_viewer.FxViewer;
import org.graphstream.ui.geom.Point3;
import org.graphstream.ui.graphicGraph.GraphPosLengthUtils;
import org.graphstream.ui.layout.Layout;
import org.graphstream.ui.layout.springbox.implementations.SpringBox;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A GraphStream graph embedded in JavaFX. The model graph is mutated only on its {@link GraphWriter}'s thread; the
 * {@link FxViewer} ({@code GRAPH_IN_ANOTHER_THREAD}) pumps the changes through its proxy pipe on the FX thread, so
 * no per-node {@code Platform.runLater}. {@link GraphPointer} handles zoom, pan, selection, linking and hover;
 * {@link GraphLabels} keeps the labels apart; {@link GraphStyle} says how things look. When the renderer cannot
 * start (e.g. a headless toolkit), a placeholder is shown and the model graph is still maintained.
 */
public final class GraphStreamView {

    private static final Logger LOG = LoggerFactory.getLogger(GraphStreamView.class);

    /**
     * Node labels longer than this are truncated with an ellipsis (the full label shows on focus, selection and
     * hover); {@link LabelPlacer} shortens or hides those that would still overlap.
     */
    public static final int LABEL_MAX = 16;

    private final GraphWriter writer;
    private final StackPane root = new StackPane();
    private FxViewer viewer;
    private FxDefaultView view;
    private GraphPointer pointer;
    private boolean ladderActive;
    private BiConsumer<String, String> onLink;
    /** Nodes of the model shown last, for hover tooltips (FX thread only). */
    private Map<String, GraphModel.Node> shownNodes = Map.of();
    private final LayoutMemory layoutMemory = new LayoutMemory();
    /** Places the labels so that none overlaps another; null without the renderer. */
    private GraphLabels labels;

    /**
     * @param id       graph id
     * @param onSelect called on the FX thread with the clicked node id, or null for the background
     */
    public GraphStreamView(String id, Consumer<String> onSelect) {
        writer = new GraphWriter(id);
        root.getStyleClass().add("graph-canvas");
        try {
            ShownViewer shown = new ShownViewer(writer.graph());
            viewer = shown;
            viewer.enableAutoLayout(forceLayout());
            view = (FxDefaultView) viewer.addDefaultView(false);
            FxDefaultView drawn = view;
            shown.pauseWhileHidden(() -> GraphLabels.onScreen(drawn));
            labels = new GraphLabels(viewer, view, writer.graph(), writer.executor(), shown::changes);
            pointer = new GraphPointer(view, root, labels, () -> shownNodes, onSelect, () -> onLink != null,
                    this::link);
            root.getChildren().add(view);
            // before the first answer, off the FX thread: the classes the first nodes and edges are drawn with
            writer.executor().execute(() -> {
                RendererClasses.preload();
                RendererWarmUp.run();
            });
        } catch (RuntimeException | LinkageError e) {
            LOG.warn("Graph renderer unavailable; showing a placeholder", e);
            viewer = null;
            view = null;
            Label placeholder = new Label("Graph rendering is not available on this display.");
            placeholder.getStyleClass().add("placeholder");
            root.getChildren().add(placeholder);
        }
    }

    /** The node to put in a scene. */
    public Node node() {
        return root;
    }

    /** Whether the real renderer is running. */
    public boolean isRendering() {
        return viewer != null;
    }

    /** The model graph (read it only after {@link #show} completed). */
    public Graph graph() {
        return writer.graph();
    }

    /**
     * Applies a model on the writer thread (diffing nodes and edges so the layout keeps its positions).
     *
     * @return completes when the model graph holds {@code model}
     */
    public CompletableFuture<Void> show(GraphModel model, boolean heat, String selectedId) {
        return show(model, heat, selectedId, false);
    }

    /**
     * Applies a model; with {@code ladder} the nodes get fixed positions from {@link LadderLayout} (one band per
     * ontology level) and the force layout is stopped, else the force layout places them. Call on the FX thread.
     */
    public CompletableFuture<Void> show(GraphModel model, boolean heat, String selectedId, boolean ladder) {
        boolean useLadder = ladder && LadderLayout.applies(model, LadderLayout.MEC_LEVELS);
        GraphWriter.Placement placement = stablePlaces(model, useLadder);
        if (viewer != null && useLadder != ladderActive) {
            if (useLadder) {
                viewer.disableAutoLayout();
            } else {
                viewer.enableAutoLayout(forceLayout());
            }
            fit();
        }
        ladderActive = useLadder;
        Map<String, GraphModel.Node> byId = new HashMap<>();
        model.nodes().forEach(n -> byId.put(n.id(), n));
        shownNodes = byId;
        if (labels != null) {
            labels.shown(model, selectedId);
        }
        // the level layout is worked out on the writer thread, not in the FX pulse that shows the turn
        java.util.function.Supplier<LadderLayout.Result> positions = useLadder
                ? () -> LadderLayout.layout(model, LadderLayout.MEC_LEVELS) : () -> null;
        return writer.show(model, heat, selectedId, positions, placement, labels);
    }

    /**
     * The force layout's places, remembered before a model is applied (FX thread): where new nodes start. The
     * level layout, or the force layout starting afresh after it, holds nothing still.
     */
    private GraphWriter.Placement stablePlaces(GraphModel model, boolean useLadder) {
        if (viewer == null || useLadder || ladderActive) {
            layoutMemory.clear();
            return new GraphWriter.Placement(Map.of(), Set.of(), true);
        }
        layoutMemory.remember(viewer.getGraphicGraph());
        Set<String> drawn = new HashSet<>();
        viewer.getGraphicGraph().nodes().forEach(n -> drawn.add(n.getId()));
        Map<String, double[]> seeds = new HashMap<>(layoutMemory.seeds(model));
        seeds.keySet().removeAll(drawn);
        return new GraphWriter.Placement(seeds, drawn, false);
    }

    /** Where the force layout has put each drawn node (FX thread), e.g. to see that the graph stays in place. */
    public Map<String, double[]> positions() {
        if (viewer == null) {
            return Map.of();
        }
        Map<String, double[]> out = new HashMap<>();
        viewer.getGraphicGraph().nodes().forEach(n -> out.put(n.getId(), GraphPosLengthUtils.nodePosition(n)));
        return out;
    }

    /**
     * Where a drawn node's centre is on the screen, from the camera's graph-to-pixel transform (FX thread), or null
     * when it is not drawn: what a pointer must press to drag from it.
     */
    public Point2D screenPoint(String nodeId) {
        if (viewer == null || view == null) {
            return null;
        }
        org.graphstream.graph.Node n = viewer.getGraphicGraph().getNode(nodeId);
        if (n == null) {
            return null;
        }
        double[] xyz = GraphPosLengthUtils.nodePosition(n);
        Point3 px = view.getCamera().transformGuToPx(xyz[0], xyz[1], 0);
        return view.localToScreen(px.x, px.y);
    }

    /**
     * The labels drawn now (FX thread), by node or relationship id, with their boxes in the view's pixels; what the
     * screen shows, read from the drawn graph. Empty without the renderer.
     */
    public Map<String, LabelPlacer.Box> drawnLabelBoxes() {
        return labels == null ? Map.of() : labels.drawnBoxes();
    }

    /** The label drawn now for a node (FX thread), or null when it has none. */
    public String drawnLabel(String nodeId) {
        org.graphstream.graph.Node n = viewer == null ? null : viewer.getGraphicGraph().getNode(nodeId);
        Object text = n == null ? null : n.getAttribute("ui.label");
        return text == null ? null : text.toString();
    }

    /** Whether the nodes are placed by the ladder layout (else by the force layout). */
    public boolean isLadder() {
        return ladderActive;
    }

    /** The GraphStream stylesheet for heat or type colouring. */
    public static String stylesheet(boolean heat) {
        return GraphStyle.stylesheet(heat);
    }

    /** Truncates a label to {@code max} characters with an ellipsis. */
    public static String shortLabel(String label, int max) {
        return GraphStyle.shortLabel(label, max);
    }

    /** Node size in pixels from its degree (more relationships, bigger node). */
    public static float nodeSize(int degree, boolean focus) {
        return GraphStyle.nodeSize(degree, focus);
    }

    /** Tooltip text of a node: full label, type and (when known) the heat value. */
    public static String hoverText(GraphModel.Node n) {
        return GraphStyle.hoverText(n);
    }

    /** SpringBox with stronger repulsion and a little gravity (keeps disconnected nodes near the rest). */
    private static Layout forceLayout() {
        SpringBox layout = new SpringBox(false, new java.util.Random(7)) {
            {
                K2 = 0.08; // repulsion (default 0.024)
            }
        };
        layout.setQuality(0.9);
        layout.setForce(0.8);
        layout.setGravityFactor(0.02);
        layout.setStabilizationLimit(0.95);
        return layout;
    }

    /** Fits the whole graph into the view. */
    public void fit() {
        if (view != null) {
            view.getCamera().resetView();
        }
    }

    /** Zooms by a factor (&lt; 1 zooms in). */
    public void zoom(double factor) {
        if (pointer != null) {
            pointer.zoom(factor);
        }
    }

    /** The id of the node drawn at a scene position, or null (e.g. for a context menu on a node). */
    public String nodeAt(double sceneX, double sceneY) {
        if (view == null) {
            return null;
        }
        Point2D p = view.sceneToLocal(sceneX, sceneY);
        return p == null ? null : pointer.nodeAt(p.getX(), p.getY());
    }

    /** Stops the renderer, the layout and the writer thread. */
    public void dispose() {
        if (labels != null) {
            labels.stop();
        }
        writer.stop();
        if (viewer != null) {
            viewer.close();
        }
    }

    /**
     * Drag from node to node: with a handler set, a drag that starts on a node and is released on another calls it
     * with (source, target) instead of panning (a drag on the background still pans).
     */
    public void setOnLink(BiConsumer<String, String> handler) {
        onLink = handler;
    }

    /** A drag from {@code source} released on {@code target}: the link handler, when it is a link (FX thread). */
    public boolean link(String source, String target) {
        if (onLink == null || source == null || target == null || source.equals(target)) {
            return false;
        }
        onLink.accept(source, target);
        return true;
    }
}
