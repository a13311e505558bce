package org.interviewworkbench.ui.graph;

import java.util.EnumSet;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Consumer;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.layout.StackPane;
import org.graphstream.graph.Edge;
import org.graphstream.graph.Graph;
import org.graphstream.graph.implementations.MultiGraph;
import org.graphstream.ui.fx_viewer.FxDefaultView;
import org.graphstream.ui.fx_viewer.FxViewer;
import org.graphstream.ui.graphicGraph.GraphicElement;
import org.graphstream.ui.graphicGraph.GraphicGraph;
import org.graphstream.ui.view.Viewer;
import org.graphstream.ui.view.camera.Camera;
import org.graphstream.ui.view.util.InteractiveElement;
import org.graphstream.ui.view.util.MouseManager;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A GraphStream graph embedded in JavaFX. The model {@link MultiGraph} is mutated only on this component's own
 * writer thread; the {@link FxViewer} ({@code GRAPH_IN_ANOTHER_THREAD}) pumps the changes through its proxy pipe on
 * the FX thread, so no per-node {@code Platform.runLater}. Zoom with the wheel, pan by dragging the background,
 * click a node to select it. When the renderer cannot start (e.g. a headless toolkit), a placeholder is shown and
 * the model graph is still maintained.
 */
public final class GraphStreamView {

    private static final Logger LOG = LoggerFactory.getLogger(GraphStreamView.class);

    /** Node palette by ontology type (colour-blind friendly). */
    public static final Map<String, String> TYPE_COLOURS = Map.of(
            "attribute", "#4e79a7", "functional_consequence", "#59a14f", "psychosocial_consequence", "#f28e2b",
            "instrumental_value", "#b07aa1", "terminal_value", "#e15759");

    private static final String BASE_STYLE = "graph { padding: 50px; fill-color: #fbfcfd; }"
            + " node { size: 22px; text-size: 13px; text-color: #1f2933; text-alignment: under;"
            + " text-background-mode: rounded-box; text-background-color: #ffffffcc; text-padding: 2px;"
            + " stroke-mode: plain; stroke-color: #5b6770; stroke-width: 1px; }"
            + " node.focus { stroke-color: #111111; stroke-width: 4px; size: 28px; }"
            + " node.added { shadow-mode: plain; shadow-color: #f5b700; shadow-width: 5px; shadow-offset: 0px; }"
            + " node.muted { fill-color: #d5dbe0; text-color: #7b8794; }"
            + " node.selected { stroke-color: #0b6bcb; stroke-width: 4px; }"
            + " edge { fill-color: #8a96a3; arrow-size: 9px, 5px; text-size: 11px; text-color: #52606d;"
            + " text-background-mode: plain; text-background-color: #fbfcfd; }"
            + " edge.added { fill-color: #f5b700; size: 2px; }";
    private static final String HEAT_STYLE = " node { fill-mode: dyn-plain; fill-color: #2c7bb6,#ffffbf,#d7191c; }"
            + " node.unknown { fill-mode: plain; fill-color: #c9d1d9; }";

    private final MultiGraph graph;
    private final ExecutorService writer;
    private final StackPane root = new StackPane();
    private FxViewer viewer;
    private FxDefaultView view;
    private boolean heatMode = true;
    private double dragX;
    private double dragY;
    private boolean dragged;

    /**
     * @param id       graph id
     * @param onSelect called on the FX thread with the clicked node id, or null for the background
     */
    public GraphStreamView(String id, Consumer<String> onSelect) {
        graph = new MultiGraph(id, false, true);
        graph.setAttribute("ui.quality");
        graph.setAttribute("ui.antialias");
        graph.setAttribute("ui.stylesheet", BASE_STYLE + HEAT_STYLE);
        writer = Executors.newSingleThreadExecutor(r -> {
            Thread t = new Thread(r, "graph-writer-" + id);
            t.setDaemon(true);
            return t;
        });
        root.getStyleClass().add("graph-canvas");
        try {
            viewer = new FxViewer(graph, Viewer.ThreadingModel.GRAPH_IN_ANOTHER_THREAD);
            viewer.enableAutoLayout();
            view = (FxDefaultView) viewer.addDefaultView(false);
            view.setMouseManager(new NoMouse());
            installInteraction(onSelect);
            root.getChildren().add(view);
        } catch (RuntimeException | LinkageError e) {
            LOG.warn("Graph renderer unavailable; showing a placeholder", e);
            viewer = null;
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
        return graph;
    }

    /**
     * Applies a model on the writer thread (diffing nodes and edges so the layout keeps its positions).
     *
     * @return completes when the model graph holds {@code model}
     */
    public CompletableFuture<Void> show(GraphModel model, boolean heat, String selectedId) {
        return CompletableFuture.runAsync(() -> apply(model, heat, selectedId), writer);
    }

    /** Fits the whole graph into the view. */
    public void fit() {
        if (view != null) {
            view.getCamera().resetView();
        }
    }

    /** Zooms by a factor (&lt; 1 zooms in). */
    public void zoom(double factor) {
        if (view != null) {
            Camera c = view.getCamera();
            c.setViewPercent(Math.max(0.05, Math.min(5, c.getViewPercent() * factor)));
        }
    }

    /** Stops the renderer, the layout and the writer thread. */
    public void dispose() {
        writer.shutdownNow();
        if (viewer != null) {
            viewer.close();
        }
    }

    private void apply(GraphModel model, boolean heat, String selectedId) {
        if (heat != heatMode) {
            heatMode = heat;
            graph.setAttribute("ui.stylesheet", BASE_STYLE + (heat ? HEAT_STYLE : typeStyle()));
        }
        Set<String> nodeIds = new HashSet<>();
        for (GraphModel.Node n : model.nodes()) {
            nodeIds.add(n.id());
        }
        Set<String> edgeIds = new HashSet<>();
        for (GraphModel.Edge e : model.edges()) {
            edgeIds.add(e.id());
        }
        graph.edges().filter(e -> !edgeIds.contains(e.getId())).map(Edge::getId).toList()
                .forEach(graph::removeEdge);
        graph.nodes().filter(n -> !nodeIds.contains(n.getId())).map(org.graphstream.graph.Node::getId).toList()
                .forEach(graph::removeNode);
        for (GraphModel.Node n : model.nodes()) {
            org.graphstream.graph.Node gn = graph.getNode(n.id());
            if (gn == null) {
                gn = graph.addNode(n.id());
            }
            gn.setAttribute("ui.label", n.label());
            gn.setAttribute("node_type", n.type());
            StringBuilder classes = new StringBuilder(heat ? (Double.isNaN(n.heat()) ? "unknown" : "heat")
                    : typeClass(n.type()));
            if (n.muted()) {
                classes.append(", muted");
            }
            if (n.added()) {
                classes.append(", added");
            }
            if (n.focus()) {
                classes.append(", focus");
            }
            if (n.id().equals(selectedId)) {
                classes.append(", selected");
            }
            gn.setAttribute("ui.class", classes.toString());
            if (heat && !Double.isNaN(n.heat())) {
                gn.setAttribute("ui.color", Float.valueOf((float) n.heat()));
                gn.setAttribute("heat", n.heat());
            } else {
                gn.removeAttribute("ui.color");
                gn.removeAttribute("heat");
            }
        }
        for (GraphModel.Edge e : model.edges()) {
            Edge ge = graph.getEdge(e.id());
            if (ge == null) {
                ge = graph.addEdge(e.id(), e.source(), e.target(), true);
            }
            ge.setAttribute("ui.label", e.label());
            ge.setAttribute("ui.class", e.added() ? "added" : "plain");
        }
    }

    private static String typeClass(String type) {
        return TYPE_COLOURS.containsKey(type) ? type : "other";
    }

    private static String typeStyle() {
        StringBuilder b = new StringBuilder(" node { fill-mode: plain; fill-color: #9aa5b1; }");
        TYPE_COLOURS.forEach((type, colour) -> b.append(" node.").append(type).append(" { fill-color: ")
                .append(colour).append("; }"));
        return b.toString();
    }

    private void installInteraction(Consumer<String> onSelect) {
        view.setOnScroll(e -> zoom(e.getDeltaY() > 0 ? 0.9 : 1.1));
        view.setOnMousePressed(e -> {
            dragX = e.getX();
            dragY = e.getY();
            dragged = false;
        });
        view.setOnMouseDragged(e -> {
            Camera c = view.getCamera();
            var p0 = c.transformPxToGu(dragX, dragY);
            var p1 = c.transformPxToGu(e.getX(), e.getY());
            var center = c.getViewCenter();
            c.setViewCenter(center.x - (p1.x - p0.x), center.y - (p1.y - p0.y), 0);
            dragX = e.getX();
            dragY = e.getY();
            dragged = true;
        });
        view.setOnMouseClicked(e -> {
            if (dragged) {
                return;
            }
            GraphicElement hit = view.findGraphicElementAt(EnumSet.of(InteractiveElement.NODE), e.getX(), e.getY());
            onSelect.accept(hit == null ? null : hit.getId());
        });
    }

    /** Disables GraphStream's default mouse handling (we pan instead of dragging nodes). */
    private static final class NoMouse implements MouseManager {
        @Override
        public void init(GraphicGraph graphicGraph, org.graphstream.ui.view.View v) {
        }

        @Override
        public void release() {
        }

        @Override
        public EnumSet<InteractiveElement> getManagedTypes() {
            return EnumSet.noneOf(InteractiveElement.class);
        }
    }
}
