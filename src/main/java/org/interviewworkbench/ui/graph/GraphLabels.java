package org.interviewworkbench.ui.graph;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Executor;
import javafx.animation.Animation;
import javafx.animation.KeyFrame;
import javafx.animation.Timeline;
import javafx.scene.text.Font;
import javafx.scene.text.FontWeight;
import javafx.scene.text.Text;
import javafx.util.Duration;
import org.graphstream.graph.Graph;
import org.graphstream.ui.fx_viewer.FxDefaultView;
import org.graphstream.ui.fx_viewer.FxViewer;
import org.graphstream.ui.geom.Point3;
import org.graphstream.ui.graphicGraph.GraphPosLengthUtils;
import org.graphstream.ui.graphicGraph.GraphicGraph;
import org.graphstream.ui.view.camera.Camera;

/**
 * Keeps the drawn graph's labels from overlapping: a few times a second (FX thread) it reads where the nodes are on
 * the screen, lets {@link LabelPlacer} decide which labels show and how long, and hands the changed labels to the
 * graph's writer thread, which sets them on the model graph (the viewer's pipe brings them to the screen). Nodes
 * and relationships the placer has not seen yet get the default label from {@link #nodeLabel} and
 * {@link #edgeShown}.
 */
final class GraphLabels {

    /** How often the labels are placed again (the force layout moves nodes; the camera pans and zooms). */
    private static final Duration PERIOD = Duration.millis(250);
    static final double FONT = 10;
    static final double PROMINENT_FONT = 12;
    /** The relationship's label on the model graph (set by the writer, read by the writer). */
    static final String FULL_LABEL = "full_label";

    private final FxViewer viewer;
    private final FxDefaultView view;
    private final Graph graph;
    private final Executor writer;
    private final java.util.function.LongSupplier changes;
    private final Timeline timeline;
    private final Map<String, Double> widths = new HashMap<>();
    private final Text probe = new Text();
    /** The placement last handed to the writer: read there by {@link #nodeLabel} and {@link #edgeShown}. */
    private volatile LabelPlacer.Placement placed = new LabelPlacer.Placement(Map.of(), Map.of(), Map.of());
    private Map<String, GraphModel.Node> nodes = Map.of();
    private Map<String, Integer> recency = Map.of();
    /** Relationship labels by edge id (the drawn graph keeps only the viewer's {@code ui.*} attributes). */
    private Map<String, String> edgeLabels = Map.of();
    private String selectedId;
    private String hoveredId;
    /** Whether the model, the selection or the hovered node changed since the last placement (FX thread). */
    private boolean stale = true;
    /** What the last placement was made from: see {@link #drawnKey}. */
    private long placedKey;

    /**
     * @param changes how many times the viewer found the drawn graph changed (see {@link ShownViewer#changes})
     */
    GraphLabels(FxViewer viewer, FxDefaultView view, Graph graph, Executor writer, java.util.function.LongSupplier
            changes) {
        this.viewer = viewer;
        this.changes = changes;
        this.view = view;
        this.graph = graph;
        this.writer = writer;
        timeline = new Timeline(new KeyFrame(PERIOD, e -> place()));
        timeline.setCycleCount(Animation.INDEFINITE);
        timeline.play();
    }

    /** The model now drawn and its selected node (FX thread). */
    void shown(GraphModel model, String selected) {
        Map<String, GraphModel.Node> byId = new HashMap<>();
        Map<String, Integer> order = new HashMap<>();
        for (int i = 0; i < model.nodes().size(); i++) {
            byId.put(model.nodes().get(i).id(), model.nodes().get(i));
            order.put(model.nodes().get(i).id(), i);
        }
        nodes = byId;
        recency = order;
        Map<String, String> edges = new HashMap<>();
        model.edges().forEach(e -> edges.put(e.id(), e.label()));
        edgeLabels = edges;
        selectedId = selected;
        stale = true;
    }

    /** The node under the pointer, or null (FX thread): its full label shows too. */
    void hovered(String id) {
        if (!java.util.Objects.equals(id, hoveredId)) {
            hoveredId = id;
            stale = true;
            place();
        }
    }

    /** Writer thread: the label to draw for a node, the placed one when the placer has seen the node. */
    String nodeLabel(String id, String defaultLabel) {
        Map<String, String> plan = placed.nodes();
        return plan.containsKey(id) ? plan.get(id) : defaultLabel;
    }

    /** Writer thread: whether a shown relationship's label is drawn (not when it would cover a node label). */
    boolean edgeShown(String id) {
        return placed.edges().getOrDefault(id, true);
    }

    /** Whether the view is on screen: in a window and neither it nor a parent (an unselected tab) is hidden. */
    private boolean showing() {
        return onScreen(view);
    }

    /** Whether a node is on screen: in a showing window and neither it nor a parent (an unselected tab) hidden. */
    static boolean onScreen(javafx.scene.Node node) {
        if (node.getScene() == null || node.getScene().getWindow() == null
                || !node.getScene().getWindow().isShowing()) {
            return false;
        }
        for (javafx.scene.Node n = node; n != null; n = n.getParent()) {
            if (!n.isVisible()) {
                return false;
            }
        }
        return true;
    }

    void stop() {
        timeline.stop();
    }

    /** The width of a label as GraphStream draws it (its default font at the label's size). */
    double width(String text, double size, boolean bold) {
        return widths.computeIfAbsent((bold ? "b" : "n") + size + "|" + text, k -> {
            probe.setFont(Font.font(Font.getDefault().getFamily(), bold ? FontWeight.BOLD : FontWeight.NORMAL,
                    size));
            probe.setText(text);
            return Math.ceil(probe.getLayoutBounds().getWidth());
        });
    }

    /** FX thread: places the labels of what is drawn now and hands the changes to the writer. */
    void place() {
        if (view.getWidth() <= 0 || nodes.isEmpty() || !showing()) {
            return; // a hidden graph tab costs the FX thread nothing; the next tick after it shows places the labels
        }
        GraphicGraph gg = viewer.getGraphicGraph();
        Camera camera = view.getCamera();
        long key = drawnKey(camera);
        if (!stale && key == placedKey) {
            return; // nothing moved and nothing changed: the labels placed last still hold
        }
        stale = false;
        placedKey = key;
        List<LabelPlacer.NodeLabel> labels = new ArrayList<>();
        Map<String, Point3> at = new HashMap<>();
        gg.nodes().forEach(n -> {
            GraphModel.Node m = nodes.get(n.getId());
            if (m == null) {
                return;
            }
            double[] xyz = GraphPosLengthUtils.nodePosition(n);
            Point3 px = camera.transformGuToPx(xyz[0], xyz[1], 0);
            at.put(n.getId(), px);
            String classes = String.valueOf(n.getAttribute("ui.class"));
            boolean selected = m.id().equals(selectedId);
            int prominence = selected ? 3 : m.id().equals(hoveredId) ? 2 : m.focus() ? 1 : 0;
            boolean bold = selected || m.focus();
            labels.add(new LabelPlacer.NodeLabel(m.id(), m.label(), px.x, px.y, size(n.getAttribute("ui.size")),
                    bold ? PROMINENT_FONT : FONT, classes.contains("labeltop"), bold, prominence, n.getDegree(),
                    recency.getOrDefault(m.id(), 0)));
        });
        List<LabelPlacer.EdgeLabel> edges = new ArrayList<>();
        gg.edges().forEach(e -> {
            String label = edgeLabels.get(e.getId());
            Point3 a = at.get(e.getSourceNode().getId());
            Point3 b = at.get(e.getTargetNode().getId());
            if (label != null && a != null && b != null
                    && String.valueOf(e.getAttribute("ui.class")).contains("emph")) {
                edges.add(new LabelPlacer.EdgeLabel(e.getId(), label, (a.x + b.x) / 2, (a.y + b.y) / 2,
                        FONT));
            }
        });
        LabelPlacer.Placement next = LabelPlacer.place(labels, edges, this::width);
        LabelPlacer.Placement before = placed;
        if (next.nodes().equals(before.nodes()) && next.edges().equals(before.edges())) {
            return;
        }
        placed = next;
        writer.execute(() -> write(next));
    }

    /**
     * A digest of what the placement depends on in the drawn graph: the viewer's count of ticks that found the
     * drawn graph changed (a model change, a layout move, a camera move) and the camera and view size. Constant
     * time: reading three hundred nodes' places and classes every tick cost more than a placement.
     */
    private long drawnKey(Camera camera) {
        Point3 centre = camera.getViewCenter();
        long key = changes.getAsLong();
        key = key * 31 + Double.hashCode(centre.x);
        key = key * 31 + Double.hashCode(centre.y);
        key = key * 31 + Double.hashCode(camera.getViewPercent());
        key = key * 31 + Double.hashCode(view.getWidth());
        return key * 31 + Double.hashCode(view.getHeight());
    }

    /** Writer thread: sets the placed labels on the model graph. */
    private void write(LabelPlacer.Placement p) {
        p.nodes().forEach((id, text) -> {
            org.graphstream.graph.Node n = graph.getNode(id);
            if (n == null) {
                return;
            }
            if (text == null) {
                if (n.hasAttribute("ui.label")) {
                    n.removeAttribute("ui.label");
                }
            } else if (!text.equals(n.getAttribute("ui.label"))) {
                n.setAttribute("ui.label", text);
            }
        });
        p.edges().forEach((id, shown) -> {
            org.graphstream.graph.Edge e = graph.getEdge(id);
            if (e == null) {
                return;
            }
            if (!shown || !String.valueOf(e.getAttribute("ui.class")).contains("emph")) {
                if (e.hasAttribute("ui.label")) {
                    e.removeAttribute("ui.label"); // hidden, or no longer emphasised: see GraphWriter
                }
            } else if (e.getAttribute(FULL_LABEL) != null && !e.getAttribute(FULL_LABEL).equals(
                    e.getAttribute("ui.label"))) {
                e.setAttribute("ui.label", e.getAttribute(FULL_LABEL));
            }
        });
    }

    /**
     * The labels drawn now, by node or edge id, with their boxes in the view's pixels (FX thread): what the screen
     * shows, read from the drawn graph, not from the placement.
     */
    Map<String, LabelPlacer.Box> drawnBoxes() {
        Map<String, LabelPlacer.Box> out = new HashMap<>();
        GraphicGraph gg = viewer.getGraphicGraph();
        Camera camera = view.getCamera();
        Map<String, Point3> at = new HashMap<>();
        gg.nodes().forEach(n -> {
            double[] xyz = GraphPosLengthUtils.nodePosition(n);
            Point3 px = camera.transformGuToPx(xyz[0], xyz[1], 0);
            at.put(n.getId(), px);
            Object text = n.getAttribute("ui.label");
            if (text == null || text.toString().isEmpty()) {
                return;
            }
            String classes = String.valueOf(n.getAttribute("ui.class"));
            boolean bold = classes.contains("selected") || classes.contains("focus");
            LabelPlacer.NodeLabel l = new LabelPlacer.NodeLabel(n.getId(), text.toString(), px.x, px.y,
                    size(n.getAttribute("ui.size")), bold ? PROMINENT_FONT : FONT, classes.contains("labeltop"),
                    bold, 0, 0, 0);
            out.put(n.getId(), LabelPlacer.nodeBox(l, text.toString(), this::width));
        });
        gg.edges().forEach(e -> {
            Object text = e.getAttribute("ui.label");
            Point3 a = at.get(e.getSourceNode().getId());
            Point3 b = at.get(e.getTargetNode().getId());
            if (text != null && a != null && b != null && String.valueOf(e.getAttribute("ui.class")).contains("emph")) {
                out.put(e.getId(), LabelPlacer.edgeBox(new LabelPlacer.EdgeLabel(e.getId(), text.toString(),
                        (a.x + b.x) / 2, (a.y + b.y) / 2, FONT), this::width));
            }
        });
        return out;
    }

    private static double size(Object uiSize) {
        return uiSize instanceof Number n ? n.doubleValue() : 16;
    }
}
