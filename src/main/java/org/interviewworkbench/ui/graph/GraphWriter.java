package org.interviewworkbench.ui.graph;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.graphstream.graph.Edge;
import org.graphstream.graph.Element;
import org.graphstream.graph.implementations.MultiGraph;
import org.graphstream.ui.spriteManager.Sprite;
import org.graphstream.ui.spriteManager.SpriteManager;

/**
 * The model graph and the one thread that mutates it: applies a {@link GraphModel} to the GraphStream graph
 * (diffing nodes and edges so the layout keeps its positions), holds the nodes drawn before still while new ones
 * settle, and draws the level layout's band names. The viewer's proxy pipe brings the changes to the FX thread.
 */
final class GraphWriter {

    /** A node's full label, and a relationship's (the drawn label may be shortened or hidden). */
    static final String FULL_LABEL = GraphLabels.FULL_LABEL;
    private static final String FROZEN = "layout.frozen";

    private final MultiGraph graph;
    private final SpriteManager sprites;
    private final ExecutorService writer;
    private boolean heatMode = true;
    /** Whether the last model applied was laid out by level (writer thread). */
    private boolean ladderBefore;

    GraphWriter(String id) {
        graph = new MultiGraph(id, false, true);
        graph.setAttribute("ui.quality");
        graph.setAttribute("ui.antialias");
        graph.setAttribute("ui.stylesheet", GraphStyle.stylesheet(true));
        sprites = new SpriteManager(graph);
        writer = Executors.newSingleThreadExecutor(r -> {
            Thread t = new Thread(r, "graph-writer-" + id);
            t.setDaemon(true);
            return t;
        });
    }

    /** The model graph (mutated on {@link #executor()} only). */
    MultiGraph graph() {
        return graph;
    }

    /** The writer thread. */
    ExecutorService executor() {
        return writer;
    }

    /** New nodes' starting places, the nodes drawn before, and whether the force layout starts afresh. */
    record Placement(Map<String, double[]> seeds, Set<String> drawnBefore, boolean restart) {
    }

    /**
     * Applies {@code model} on the writer thread.
     *
     * @param ladder works out the level layout's positions (on the writer thread), or gives null under the force
     *               layout
     * @param labels the placed labels, or null without the renderer
     */
    CompletableFuture<Void> show(GraphModel model, boolean heat, String selectedId,
                                 java.util.function.Supplier<LadderLayout.Result> ladder,
                                 Placement placement, GraphLabels labels) {
        boolean grows = model.nodes().stream().anyMatch(n -> !placement.drawnBefore().contains(n.id()));
        return CompletableFuture.runAsync(() -> {
            holdDrawn(placement, grows); // before the new nodes arrive, so the layout never moves the others
            apply(model, heat, selectedId, ladder.get(), labels);
            placeNew(placement, grows);
        }, writer);
    }

    /** Stops the writer thread. */
    void stop() {
        writer.shutdownNow();
    }

    /**
     * When the model adds nodes, the nodes drawn before are held still ({@code layout.frozen}) while the new ones
     * settle (before they are added), and the new ones start at their seeds (beside a neighbour, or where they
     * were before), so the graph grows without rearranging itself.
     */
    private void holdDrawn(Placement placement, boolean grows) {
        if (placement.restart()) {
            graph.nodes().forEach(n -> set(n, FROZEN, null));
        } else if (grows) {
            graph.nodes().filter(n -> placement.drawnBefore().contains(n.getId())).forEach(n -> set(n, FROZEN, true));
        }
    }

    private void placeNew(Placement placement, boolean grows) {
        if (placement.restart() || !grows) {
            return;
        }
        graph.nodes().filter(n -> !placement.drawnBefore().contains(n.getId())).forEach(n -> {
            set(n, FROZEN, null);
            double[] at = placement.seeds().get(n.getId());
            if (at != null) {
                n.setAttribute("xyz", at[0], at[1], 0.0);
            }
        });
    }

    /**
     * Sets an attribute only when its value differs ({@code null} removes it): every change is an event the
     * viewer applies on the FX thread (a class change re-styles the element) and the layout receives, so a turn
     * that changes a few nodes of three hundred costs a few events, not thousands.
     */
    private static void set(Element e, String key, Object value) {
        Object now = e.getAttribute(key);
        if (value == null) {
            if (now != null || e.hasAttribute(key)) {
                e.removeAttribute(key);
            }
        } else if (!value.equals(now)) {
            e.setAttribute(key, value);
        }
    }

    /** Moves a node to a place, unless it is there already (see {@link #set}). */
    private static void moveTo(org.graphstream.graph.Node n, double x, double y, boolean force) {
        Object now = n.getAttribute("xyz");
        if (force || !(now instanceof Object[] xyz && xyz.length >= 2 && Double.valueOf(x).equals(xyz[0])
                && Double.valueOf(y).equals(xyz[1]))) {
            n.setAttribute("xyz", x, y, 0.0);
        }
    }

    private void apply(GraphModel model, boolean heat, String selectedId, LadderLayout.Result ladder,
                       GraphLabels labels) {
        if (heat != heatMode) {
            heatMode = heat;
            graph.setAttribute("ui.stylesheet", GraphStyle.stylesheet(heat));
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
        // after the force layout, the drawn places are the layout's: the level layout's places are set anew
        boolean relayout = ladder != null && !ladderBefore;
        ladderBefore = ladder != null;
        for (GraphModel.Node n : model.nodes()) {
            org.graphstream.graph.Node gn = graph.getNode(n.id());
            if (gn == null) {
                gn = graph.addNode(n.id());
            }
            boolean prominent = n.focus() || n.id().equals(selectedId);
            String text = prominent ? n.label() : GraphStyle.shortLabel(n.label(), GraphStreamView.LABEL_MAX);
            text = labels == null || prominent ? text : labels.nodeLabel(n.id(), text);
            set(gn, "ui.label", text); // null: it would overlap another label, see LabelPlacer
            set(gn, FULL_LABEL, n.label());
            set(gn, "node_type", n.type());
            set(gn, "ui.size", Float.valueOf(GraphStyle.nodeSize(degree.getOrDefault(n.id(), 0), n.focus())));
            LadderLayout.Point p = ladder == null ? null : ladder.positions().get(n.id());
            if (p != null) {
                moveTo(gn, p.x(), p.y(), relayout);
            }
            set(gn, "ui.class", GraphStyle.nodeClasses(n, heat, n.id().equals(selectedId),
                    p != null && p.labelAbove()));
            boolean known = heat && !Double.isNaN(n.heat());
            set(gn, "ui.color", known ? Float.valueOf((float) n.heat()) : null);
            set(gn, "heat", known ? n.heat() : null);
        }
        for (GraphModel.Edge e : model.edges()) {
            Edge ge = graph.getEdge(e.id());
            if (ge == null) {
                ge = graph.addEdge(e.id(), e.source(), e.target(), true);
            }
            boolean emph = emphasised.contains(e.id());
            set(ge, FULL_LABEL, e.label());
            // only an emphasised relationship shows its label (the stylesheet hides the others): a label set on a
            // hidden one would still be laid out as text on every repaint; none where it would cover a node label
            set(ge, "ui.label", emph && (labels == null || labels.edgeShown(e.id())) ? e.label() : null);
            set(ge, "ui.class", GraphStyle.edgeClasses(e, emph));
        }
        bands(ladder);
    }

    /** The level layout's band names beside their bands; none under the force layout. */
    private void bands(LadderLayout.Result ladder) {
        Set<String> bands = new HashSet<>();
        if (ladder != null) {
            ladder.bandLabels().forEach((level, p) -> {
                String id = "band_" + level;
                bands.add(id);
                Sprite band = sprites.getSprite(id);
                if (band == null) {
                    band = sprites.addSprite(id);
                }
                band.setAttribute("ui.label", GraphStyle.bandName(level));
                band.setAttribute("ui.class", "band");
                band.setPosition(p.x(), p.y(), 0);
            });
        }
        List<String> stale = new ArrayList<>();
        sprites.forEach(sp -> {
            if (!bands.contains(sp.getId())) {
                stale.add(sp.getId());
            }
        });
        stale.forEach(sprites::removeSprite);
    }
}
