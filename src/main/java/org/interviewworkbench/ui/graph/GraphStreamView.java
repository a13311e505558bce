package org.interviewworkbench.ui.graph;

import java.util.EnumSet;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
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
 * click a node to select it, hover a node for its full label. When the renderer cannot start (e.g. a headless toolkit), a placeholder is shown and
 * the model graph is still maintained.
 */
public final class GraphStreamView {

    private static final Logger LOG = LoggerFactory.getLogger(GraphStreamView.class);

    /** Node palette by ontology type (colour-blind friendly). */
    public static final Map<String, String> TYPE_COLOURS = Map.of(
            "attribute", "#4e79a7", "functional_consequence", "#59a14f", "psychosocial_consequence", "#f28e2b",
            "instrumental_value", "#b07aa1", "terminal_value", "#e15759");

    /**
     * Node labels longer than this are truncated with an ellipsis (the full label shows on focus, selection and
     * hover); {@link LabelPlacer} shortens or hides those that would still overlap.
     */
    public static final int LABEL_MAX = 16;

    private static final String BASE_STYLE = "graph { padding: 60px; fill-color: #fbfcfd; }"
            + " node { size-mode: dyn-size; size: 16px; text-size: 10px; text-color: #1f2933; text-alignment: under;"
            + " text-background-mode: rounded-box; text-background-color: #ffffffcc; text-padding: 1px;"
            + " text-offset: 0px, 2px; stroke-mode: plain; stroke-color: #5b6770; stroke-width: 1px; z-index: 2; }"
            + " node.labeltop { text-alignment: above; text-offset: 0px, -2px; }"
            + " node.focus { stroke-color: #111111; stroke-width: 4px; text-size: 12px; text-style: bold;"
            + " text-background-color: #fff3c4; z-index: 4; }"
            + " node.added { shadow-mode: plain; shadow-color: #f5b700; shadow-width: 4px; shadow-offset: 0px; }"
            + " node.muted { fill-color: #d5dbe0; text-color: #7b8794; }"
            + " node.selected { stroke-color: #0b6bcb; stroke-width: 4px; text-size: 12px; text-style: bold;"
            + " text-background-color: #dcecff; z-index: 5; }"
            + " sprite.band { size: 1px; fill-mode: none; stroke-mode: none; shadow-mode: none;"
            + " text-size: 11px; text-style: italic; text-color: #7b8794; text-alignment: right;"
            + " text-background-mode: none; }"
            + " edge { fill-color: #8a96a366; size: 1px; arrow-size: 7px, 4px; text-mode: hidden; text-size: 10px;"
            + " text-color: #1f2933; text-background-mode: rounded-box; text-background-color: #ffffffdd;"
            + " text-padding: 1px; z-index: 1; }"
            + " edge.added { fill-color: #f5b700cc; size: 2px; }"
            + " edge.emph { fill-color: #3d4852; size: 2px; text-mode: normal; z-index: 3; }";
    /** Sequential heat: neutral grey (0) through amber to red (1), so only high values stand out. */
    private static final String HEAT_STYLE = " node { fill-mode: dyn-plain; fill-color: #dfe6ec,#fdd49e,#d7191c; }"
            + " node.unknown { fill-mode: plain; fill-color: #c9d1d9; }";

    private final MultiGraph graph;
    private final org.graphstream.ui.spriteManager.SpriteManager sprites;
    private final ExecutorService writer;
    private final StackPane root = new StackPane();
    private FxViewer viewer;
    private FxDefaultView view;
    private boolean heatMode = true;
    private boolean ladderActive;
    private double dragX;
    private double dragY;
    private boolean dragged;
    /** The node a drag started on, while linking (FX thread only). */
    private String linkFrom;
    private java.util.function.BiConsumer<String, String> onLink;
    /** Nodes of the model shown last, for hover tooltips (FX thread only). */
    private Map<String, GraphModel.Node> shownNodes = Map.of();
    private final LayoutMemory layoutMemory = new LayoutMemory();
    private final javafx.scene.control.Tooltip hover = new javafx.scene.control.Tooltip();
    private String hoveredId;
    /** Places the labels so that none overlaps another; null without the renderer. */
    private GraphLabels labels;

    /**
     * @param id       graph id
     * @param onSelect called on the FX thread with the clicked node id, or null for the background
     */
    public GraphStreamView(String id, Consumer<String> onSelect) {
        graph = new MultiGraph(id, false, true);
        graph.setAttribute("ui.quality");
        graph.setAttribute("ui.antialias");
        graph.setAttribute("ui.stylesheet", BASE_STYLE + HEAT_STYLE);
        sprites = new org.graphstream.ui.spriteManager.SpriteManager(graph);
        writer = Executors.newSingleThreadExecutor(r -> {
            Thread t = new Thread(r, "graph-writer-" + id);
            t.setDaemon(true);
            return t;
        });
        root.getStyleClass().add("graph-canvas");
        try {
            viewer = new FxViewer(graph, Viewer.ThreadingModel.GRAPH_IN_ANOTHER_THREAD);
            viewer.enableAutoLayout(forceLayout());
            view = (FxDefaultView) viewer.addDefaultView(false);
            view.setMouseManager(new NoMouse());
            installInteraction(onSelect);
            labels = new GraphLabels(viewer, view, graph, writer);
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
        return show(model, heat, selectedId, false);
    }

    /**
     * Applies a model; with {@code ladder} the nodes get fixed positions from {@link LadderLayout} (one band per
     * ontology level) and the force layout is stopped, else the force layout places them. Call on the FX thread.
     */
    public CompletableFuture<Void> show(GraphModel model, boolean heat, String selectedId, boolean ladder) {
        boolean useLadder = ladder && LadderLayout.applies(model, LadderLayout.MEC_LEVELS);
        Placement placement = stablePlaces(model, useLadder);
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
        LadderLayout.Result positions = useLadder ? LadderLayout.layout(model, LadderLayout.MEC_LEVELS) : null;
        boolean grows = model.nodes().stream().anyMatch(n -> !placement.drawnBefore().contains(n.id()));
        return CompletableFuture.runAsync(() -> {
            holdDrawn(placement, grows); // before the new nodes arrive, so the layout never moves the others
            apply(model, heat, selectedId, positions);
            placeNew(placement, grows);
        }, writer);
    }

    /** New nodes' starting places, the nodes drawn before, and whether the force layout starts afresh. */
    private record Placement(Map<String, double[]> seeds, Set<String> drawnBefore, boolean restart) {
    }

    /**
     * The force layout's places, remembered before a model is applied (FX thread): where new nodes start. The
     * level layout, or the force layout starting afresh after it, holds nothing still.
     */
    private Placement stablePlaces(GraphModel model, boolean useLadder) {
        if (viewer == null || useLadder || ladderActive) {
            layoutMemory.clear();
            return new Placement(Map.of(), Set.of(), true);
        }
        layoutMemory.remember(viewer.getGraphicGraph());
        Set<String> drawn = new HashSet<>();
        viewer.getGraphicGraph().nodes().forEach(n -> drawn.add(n.getId()));
        Map<String, double[]> seeds = new HashMap<>(layoutMemory.seeds(model));
        seeds.keySet().removeAll(drawn);
        return new Placement(seeds, drawn, false);
    }

    /**
     * Writer thread: when the model adds nodes, the nodes drawn before are held still ({@code layout.frozen}) while
     * the new ones settle (before they are added), and the new ones start at their seeds (beside a neighbour, or
     * where they were before), so the graph grows without rearranging itself.
     */
    private void holdDrawn(Placement placement, boolean grows) {
        if (placement.restart()) {
            graph.nodes().forEach(n -> n.removeAttribute("layout.frozen"));
        } else if (grows) {
            graph.nodes().filter(n -> placement.drawnBefore().contains(n.getId()))
                    .forEach(n -> n.setAttribute("layout.frozen"));
        }
    }

    private void placeNew(Placement placement, boolean grows) {
        if (placement.restart() || !grows) {
            return;
        }
        graph.nodes().filter(n -> !placement.drawnBefore().contains(n.getId())).forEach(n -> {
            n.removeAttribute("layout.frozen");
            double[] at = placement.seeds().get(n.getId());
            if (at != null) {
                n.setAttribute("xyz", at[0], at[1], 0.0);
            }
        });
    }

    /** Where the force layout has put each drawn node (FX thread), e.g. to see that the graph stays in place. */
    public Map<String, double[]> positions() {
        if (viewer == null) {
            return Map.of();
        }
        Map<String, double[]> out = new HashMap<>();
        viewer.getGraphicGraph().nodes().forEach(n -> out.put(n.getId(),
                org.graphstream.ui.graphicGraph.GraphPosLengthUtils.nodePosition(n)));
        return out;
    }

    /**
     * Where a drawn node's centre is on the screen, from the camera's graph-to-pixel transform (FX thread), or null
     * when it is not drawn: what a pointer must press to drag from it.
     */
    public javafx.geometry.Point2D screenPoint(String nodeId) {
        if (viewer == null || view == null) {
            return null;
        }
        org.graphstream.graph.Node n = viewer.getGraphicGraph().getNode(nodeId);
        if (n == null) {
            return null;
        }
        double[] xyz = org.graphstream.ui.graphicGraph.GraphPosLengthUtils.nodePosition(n);
        org.graphstream.ui.geom.Point3 px = view.getCamera().transformGuToPx(xyz[0], xyz[1], 0);
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
        return BASE_STYLE + (heat ? HEAT_STYLE : typeStyle());
    }

    /** Truncates a label to {@code max} characters with an ellipsis. */
    public static String shortLabel(String label, int max) {
        if (label == null || label.length() <= max) {
            return label;
        }
        return label.substring(0, Math.max(1, max - 1)).stripTrailing() + "\u2026";
    }

    /** Short band name of a level: "terminal_value" -> "terminal", "attribute" -> "attributes". */
    static String bandName(String level) {
        int cut = level.indexOf('_');
        return cut > 0 ? level.substring(0, cut) : level + "s";
    }

    /** Node size in pixels from its degree (more relationships, bigger node). */
    public static float nodeSize(int degree, boolean focus) {
        return 12f + 3f * Math.min(degree, 8) + (focus ? 6f : 0f);
    }

    /** SpringBox with stronger repulsion and a little gravity (keeps disconnected nodes near the rest). */
    private static org.graphstream.ui.layout.Layout forceLayout() {
        org.graphstream.ui.layout.springbox.implementations.SpringBox layout =
                new org.graphstream.ui.layout.springbox.implementations.SpringBox(false, new java.util.Random(7)) {
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
        if (view != null) {
            Camera c = view.getCamera();
            c.setViewPercent(Math.max(0.05, Math.min(5, c.getViewPercent() * factor)));
        }
    }

    /** Stops the renderer, the layout and the writer thread. */
    /** The id of the node drawn at a scene position, or null (e.g. for a context menu on a node). */
    public String nodeAt(double sceneX, double sceneY) {
        if (view == null) {
            return null;
        }
        javafx.geometry.Point2D p = view.sceneToLocal(sceneX, sceneY);
        GraphicElement hit = p == null ? null
                : view.findGraphicElementAt(EnumSet.of(InteractiveElement.NODE), p.getX(), p.getY());
        return hit == null ? null : hit.getId();
    }

    public void dispose() {
        if (labels != null) {
            labels.stop();
        }
        writer.shutdownNow();
        if (viewer != null) {
            viewer.close();
        }
    }

    private void apply(GraphModel model, boolean heat, String selectedId, LadderLayout.Result ladder) {
        if (heat != heatMode) {
            heatMode = heat;
            graph.setAttribute("ui.stylesheet", BASE_STYLE + (heat ? HEAT_STYLE : typeStyle()));
        }
        Set<String> nodeIds = new HashSet<>();
        for (GraphModel.Node n : model.nodes()) {
            nodeIds.add(n.id());
        }
        Set<String> edgeIds = new HashSet<>();
        Map<String, Integer> degree = new HashMap<>();
        Set<String> emphasised = new HashSet<>();
        String focusId = model.nodes().stream().filter(GraphModel.Node::focus).map(GraphModel.Node::id)
                .findFirst().orElse(null);
        for (GraphModel.Edge e : model.edges()) {
            edgeIds.add(e.id());
            degree.merge(e.source(), 1, Integer::sum);
            degree.merge(e.target(), 1, Integer::sum);
            if (e.source().equals(selectedId) || e.target().equals(selectedId)
                    || (selectedId == null && (e.source().equals(focusId) || e.target().equals(focusId)))) {
                emphasised.add(e.id());
            }
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
            boolean prominent = n.focus() || n.id().equals(selectedId);
            String text = prominent ? n.label() : shortLabel(n.label(), LABEL_MAX);
            text = labels == null || prominent ? text : labels.nodeLabel(n.id(), text);
            if (text == null) {
                gn.removeAttribute("ui.label"); // it would overlap another label: see LabelPlacer
            } else {
                gn.setAttribute("ui.label", text);
            }
            gn.setAttribute("full_label", n.label());
            gn.setAttribute("node_type", n.type());
            gn.setAttribute("ui.size", Float.valueOf(nodeSize(degree.getOrDefault(n.id(), 0), n.focus())));
            if (ladder != null && ladder.positions().containsKey(n.id())) {
                LadderLayout.Point at = ladder.positions().get(n.id());
                gn.setAttribute("xyz", at.x(), at.y(), 0.0);
            }
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
            LadderLayout.Point p = ladder == null ? null : ladder.positions().get(n.id());
            if (p != null && p.labelAbove()) {
                classes.append(", labeltop");
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
            ge.setAttribute(GraphLabels.FULL_LABEL, e.label());
            if (labels == null || labels.edgeShown(e.id())) {
                ge.setAttribute("ui.label", e.label());
            } else {
                ge.removeAttribute("ui.label"); // it would cover a node label
            }
            String cls = e.added() ? "added" : "plain";
            ge.setAttribute("ui.class", emphasised.contains(e.id()) ? cls + ", emph" : cls);
        }
        Set<String> bands = new HashSet<>();
        if (ladder != null) {
            ladder.bandLabels().forEach((level, p) -> {
                String id = "band_" + level;
                bands.add(id);
                org.graphstream.ui.spriteManager.Sprite band = sprites.getSprite(id);
                if (band == null) {
                    band = sprites.addSprite(id);
                }
                band.setAttribute("ui.label", bandName(level));
                band.setAttribute("ui.class", "band");
                band.setPosition(p.x(), p.y(), 0);
            });
        }
        List<String> stale = new java.util.ArrayList<>();
        sprites.forEach(sp -> {
            if (!bands.contains(sp.getId())) {
                stale.add(sp.getId());
            }
        });
        stale.forEach(sprites::removeSprite);
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

    /**
     * Drag from node to node: with a handler set, a drag that starts on a node and is released on another calls it
     * with (source, target) instead of panning (a drag on the background still pans).
     */
    public void setOnLink(java.util.function.BiConsumer<String, String> handler) {
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

    private void installInteraction(Consumer<String> onSelect) {
        root.setFocusTraversable(true);
        view.setOnScroll(e -> zoom(e.getDeltaY() > 0 ? 0.9 : 1.1));
        view.setOnMousePressed(e -> {
            dragX = e.getX();
            dragY = e.getY();
            dragged = false;
            root.requestFocus(); // so F2 and Delete reach the graph's key handlers
            GraphicElement hit = onLink == null || !e.isPrimaryButtonDown() ? null
                    : view.findGraphicElementAt(EnumSet.of(InteractiveElement.NODE), e.getX(), e.getY());
            linkFrom = hit == null ? null : hit.getId();
            view.setCursor(linkFrom == null ? javafx.scene.Cursor.DEFAULT : javafx.scene.Cursor.CROSSHAIR);
        });
        view.setOnMouseReleased(e -> {
            String from = linkFrom;
            linkFrom = null;
            view.setCursor(javafx.scene.Cursor.DEFAULT);
            if (from != null && dragged) {
                GraphicElement hit = view.findGraphicElementAt(EnumSet.of(InteractiveElement.NODE), e.getX(),
                        e.getY());
                link(from, hit == null ? null : hit.getId());
            }
        });
        view.setOnMouseDragged(e -> {
            if (linkFrom != null) {
                dragged = true; // linking, not panning
                return;
            }
            Camera c = view.getCamera();
            var p0 = c.transformPxToGu(dragX, dragY);
            var p1 = c.transformPxToGu(e.getX(), e.getY());
            var center = c.getViewCenter();
            c.setViewCenter(center.x - (p1.x - p0.x), center.y - (p1.y - p0.y), 0);
            dragX = e.getX();
            dragY = e.getY();
            dragged = true;
        });
        view.setOnMouseMoved(e -> showHover(e.getX(), e.getY(), e.getScreenX(), e.getScreenY()));
        view.setOnMouseExited(e -> hideHover());
        view.setOnMouseClicked(e -> {
            if (dragged) {
                return;
            }
            GraphicElement hit = view.findGraphicElementAt(EnumSet.of(InteractiveElement.NODE), e.getX(), e.getY());
            onSelect.accept(hit == null ? null : hit.getId());
        });
    }

    /** The full label of the node under the pointer (labels are shortened on the canvas), with type and heat. */
    private void showHover(double x, double y, double screenX, double screenY) {
        GraphicElement hit = view.findGraphicElementAt(EnumSet.of(InteractiveElement.NODE), x, y);
        GraphModel.Node n = hit == null ? null : shownNodes.get(hit.getId());
        if (n == null) {
            hideHover();
            return;
        }
        if (!n.id().equals(hoveredId)) {
            hoveredId = n.id();
            if (labels != null) {
                labels.hovered(hoveredId);
            }
            hover.setText(hoverText(n));
            hover.show(view, screenX + 14, screenY + 14);
        }
    }

    private void hideHover() {
        hoveredId = null;
        if (labels != null) {
            labels.hovered(null);
        }
        hover.hide();
    }

    /** Tooltip text of a node: full label, type and (when known) the heat value. */
    public static String hoverText(GraphModel.Node n) {
        return n.label() + "\n" + n.type().replace('_', ' ')
                + (Double.isNaN(n.heat()) ? "" : String.format(java.util.Locale.ROOT, " \u00b7 heat %.2f", n.heat()))
                + (n.focus() ? " \u00b7 next focus" : "");
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
