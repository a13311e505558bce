package org.interviewworkbench.ui.graph;

import java.util.HashMap;
import java.util.Map;

/**
 * Where the force layout put each node, so the graph does not rearrange itself when it grows: a node seen before
 * comes back at its last place (after scrubbing to an earlier turn and back), a new node starts beside a neighbour
 * that already has a place, and the nodes already drawn are held still while the new ones settle.
 * Read and written on the FX thread only.
 */
final class LayoutMemory {

    /** How far from its neighbour a new node starts, in layout units (about half an ideal edge). */
    static final double SEED_DISTANCE = 0.5;

    private final Map<String, double[]> known = new HashMap<>();

    /** Remembers the positions the layout gave the nodes now drawn (from the viewer's graphic graph). */
    void remember(org.graphstream.graph.Graph drawn) {
        drawn.nodes().forEach(n -> {
            double[] xyz = org.graphstream.ui.graphicGraph.GraphPosLengthUtils.nodePosition(n);
            if (xyz != null && Double.isFinite(xyz[0]) && Double.isFinite(xyz[1])) {
                known.put(n.getId(), new double[] {xyz[0], xyz[1]});
            }
        });
    }

    /** Forgets every position (the layout starts afresh, e.g. after the level layout). */
    void clear() {
        known.clear();
    }

    /**
     * Where each node of {@code model} should start if it is not drawn yet: its remembered place, else beside the
     * first neighbour with a place (at {@link #SEED_DISTANCE}, in a direction fixed by its id), else nowhere.
     */
    Map<String, double[]> seeds(GraphModel model) {
        Map<String, double[]> seeds = new HashMap<>();
        for (GraphModel.Node n : model.nodes()) {
            double[] at = known.get(n.id());
            if (at != null) {
                seeds.put(n.id(), at);
            }
        }
        for (GraphModel.Edge e : model.edges()) {
            seedBeside(seeds, e.target(), e.source());
            seedBeside(seeds, e.source(), e.target());
        }
        return seeds;
    }

    private void seedBeside(Map<String, double[]> seeds, String node, String neighbour) {
        double[] near = seeds.get(neighbour);
        if (seeds.containsKey(node) || near == null) {
            return;
        }
        double angle = (node.hashCode() & 0xffff) / (double) 0xffff * 2 * Math.PI;
        seeds.put(node, new double[] {near[0] + SEED_DISTANCE * Math.cos(angle),
                near[1] + SEED_DISTANCE * Math.sin(angle)});
    }
}
