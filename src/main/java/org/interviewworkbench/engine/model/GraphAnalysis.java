package org.interviewworkbench.engine.model;

import java.util.List;

/**
 * Structural measures of a directed graph given as node ids and edges.
 *
 * <p>{@link #longestChain(List, List)}: the number of NODES on the longest directed chain, computed by
 * {@link ChainDepth} (strongly connected components condensed, O(V + E)). For a plain chain A->B->C the result is
 * 3, also when a shortcut A->C exists (the peer's BFS gave 2, peer-spec 12 #8). An empty graph gives 0, isolated
 * nodes give 1.
 */
public final class GraphAnalysis {

    private GraphAnalysis() {
    }

    /** A directed edge between node ids. */
    public record Arc(String source, String target) {
    }

    /** Longest chain in nodes (see class comment). */
    public static int longestChain(List<String> nodeIds, List<Arc> arcs) {
        return depth(nodeIds, arcs).longest();
    }

    /**
     * For every node (in {@code nodeIds} order), the number of nodes on the longest chain that ends in its
     * component.
     */
    public static int[] longestChainEndingAt(List<String> nodeIds, List<Arc> arcs) {
        ChainDepth depth = depth(nodeIds, arcs);
        int[] out = new int[nodeIds.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = depth.chainEndingAt(nodeIds.get(i));
        }
        return out;
    }

    private static ChainDepth depth(List<String> nodeIds, List<Arc> arcs) {
        List<String[]> pairs = new java.util.ArrayList<>(arcs.size());
        for (Arc a : arcs) {
            pairs.add(new String[] {a.source(), a.target()});
        }
        return ChainDepth.of(nodeIds, pairs);
    }

    /** Surface node ids and arcs of a graph, in insertion order. */
    public static List<String> surfaceNodeIds(InterviewGraph graph) {
        return graph.nodes().stream().map(SurfaceNode::id).toList();
    }

    public static List<Arc> surfaceArcs(InterviewGraph graph) {
        return graph.edges().stream().map(e -> new Arc(e.source(), e.target())).toList();
    }

    /** Longest surface chain in nodes. */
    public static int surfaceLongestChain(InterviewGraph graph) {
        return longestChain(surfaceNodeIds(graph), surfaceArcs(graph));
    }

    /** Surface nodes with no incident edge. */
    public static int surfaceOrphanCount(InterviewGraph graph) {
        java.util.Set<String> connected = new java.util.HashSet<>();
        for (SurfaceEdge e : graph.edges()) {
            connected.add(e.source());
            connected.add(e.target());
        }
        int orphans = 0;
        for (SurfaceNode node : graph.nodes()) {
            if (!connected.contains(node.id())) {
                orphans++;
            }
        }
        return orphans;
    }
}
