package org.interviewworkbench.ui.graph;

import java.util.List;

/**
 * What a graph view draws for one turn, independent of GraphStream (so it is unit-testable).
 *
 * @param nodes nodes in insertion order
 * @param edges edges in insertion order
 */
public record GraphModel(List<Node> nodes, List<Edge> edges) {

    public static final GraphModel EMPTY = new GraphModel(List.of(), List.of());

    public GraphModel {
        nodes = List.copyOf(nodes);
        edges = List.copyOf(edges);
    }

    /**
     * A drawn node.
     *
     * @param id      node id
     * @param label   label
     * @param type    ontology type (colour in type mode)
     * @param heat    metric value in [0, 1] for heat mode, or NaN when unknown
     * @param focus   the focus of the selected turn
     * @param added   created by the selected turn
     * @param muted   de-emphasised (canonical candidate slot)
     */
    public record Node(String id, String label, String type, double heat, boolean focus, boolean added,
                       boolean muted) {
    }

    /** A drawn edge with its relation label. */
    public record Edge(String id, String source, String target, String label, boolean added) {
    }
}
