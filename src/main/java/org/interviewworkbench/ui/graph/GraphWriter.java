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
import org.graphstream.graph.implementations.MultiGraph;
import org.graphstream.ui.spriteManager.Sprite;
import org.graphstream.ui.spriteManager.SpriteManager;

/**
 * The model graph and the one thread that mutates it: applies a {@link GraphModel} to the GraphStream graph
 * (diffing nodes and edges so the layout keeps its positions), holds the nodes drawn before still while new ones
 * settle, and draws the level layout's band names. The viewer's proxy pipe brings the changes to the FX thread.
 */
final class GraphWriter {

    private final MultiGraph graph;
    private final SpriteManager sprites;
    private final ExecutorService writer;
    private boolean heatMode = true;

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
     * @param ladder the level layout's positions, or null under the force layout
     * @param labels the placed labels, or null without the renderer
     */
    CompletableFuture<Void> show(GraphModel model, boolean heat, String selectedId, LadderLayout.Result ladder,
                                 Placement placement, GraphLabels labels) {
        boolean grows = model.nodes().stream().anyMatch(n -> !placement.drawnBefore().contains(n.id()));
        return CompletableFuture.runAsync(() -> {
            holdDrawn(placement, grows); // before the new nodes arrive, so the layout never moves the others
            apply(model, heat, selectedId, ladder, labels);
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
        for (GraphModel.Node n : model.nodes()) {
            org.graphstream.graph.Node gn = graph.getNode(n.id());
            if (gn == null) {
                gn = graph.addNode(n.id());
            }
            boolean prominent = n.focus() || n.id().equals(selectedId);
            String text = prominent ? n.label() : GraphStyle.shortLabel(n.label(), GraphStreamView.LABEL_MAX);
            text = labels == null || prominent ? text : labels.nodeLabel(n.id(), text);
            if (text == null) {
                gn.removeAttribute("ui.label"); // it would overlap another label: see LabelPlacer
            } else {
                gn.setAttribute("ui.label", text);
            }
            gn.setAttribute("full_label", n.label());
            gn.setAttribute("node_type", n.type());
            gn.setAttribute("ui.size", Float.valueOf(GraphStyle.nodeSize(degree.getOrDefault(n.id(), 0), n.focus())));
            LadderLayout.Point p = ladder == null ? null : ladder.positions().get(n.id());
            if (p != null) {
                gn.setAttribute("xyz", p.x(), p.y(), 0.0);
            }
            gn.setAttribute("ui.class", GraphStyle.nodeClasses(n, heat, n.id().equals(selectedId),
                    p != null && p.labelAbove()));
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
            ge.setAttribute("ui.class", GraphStyle.edgeClasses(e, emphasised.contains(e.id())));
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
