package org.interviewworkbench.engine.model;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Structural measures of a directed graph given as node ids and edges.
 *
 * <p>{@link #longestChain(List, List)}: the number of NODES on the longest directed chain. Respondents' mental
 * models may contain cycles, so the graph is condensed into strongly connected components (Tarjan, iterative)
 * and the longest path is taken over the resulting DAG, where a component counts as many nodes as it holds.
 * O(V + E). For a plain chain A->B->C the result is 3, also when a shortcut A->C exists (the peer's BFS gave 2,
 * peer-spec 12 #8). An empty graph gives 0, isolated nodes give 1.
 */
public final class GraphAnalysis {

    private GraphAnalysis() {
    }

    /** A directed edge between node ids. */
    public record Arc(String source, String target) {
    }

    /** Longest chain in nodes (see class comment). */
    public static int longestChain(List<String> nodeIds, List<Arc> arcs) {
        int[] perNode = longestChainEndingAt(nodeIds, arcs);
        int best = 0;
        for (int v : perNode) {
            best = Math.max(best, v);
        }
        return best;
    }

    /**
     * For every node (in {@code nodeIds} order), the number of nodes on the longest chain that ends in its
     * component.
     */
    public static int[] longestChainEndingAt(List<String> nodeIds, List<Arc> arcs) {
        int n = nodeIds.size();
        Map<String, Integer> index = new HashMap<>(n * 2);
        for (int i = 0; i < n; i++) {
            index.put(nodeIds.get(i), i);
        }
        List<List<Integer>> adj = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            adj.add(new ArrayList<>(2));
        }
        for (Arc a : arcs) {
            Integer s = index.get(a.source());
            Integer t = index.get(a.target());
            if (s != null && t != null) {
                adj.get(s).add(t);
            }
        }
        int[] comp = tarjan(n, adj);
        int compCount = 0;
        for (int c : comp) {
            compCount = Math.max(compCount, c + 1);
        }
        int[] size = new int[compCount];
        for (int c : comp) {
            size[c]++;
        }
        // Tarjan numbers components in reverse topological order: a component's successors have lower numbers.
        List<List<Integer>> compAdj = new ArrayList<>(compCount);
        for (int i = 0; i < compCount; i++) {
            compAdj.add(new ArrayList<>(2));
        }
        for (int v = 0; v < n; v++) {
            for (int w : adj.get(v)) {
                if (comp[v] != comp[w]) {
                    compAdj.get(comp[v]).add(comp[w]);
                }
            }
        }
        int[] result = new int[compCount];
        int[] incomingBest = new int[compCount];
        for (int c = compCount - 1; c >= 0; c--) {
            result[c] = incomingBest[c] + size[c];
            for (int d : compAdj.get(c)) {
                incomingBest[d] = Math.max(incomingBest[d], result[c]);
            }
        }
        int[] perNode = new int[n];
        for (int v = 0; v < n; v++) {
            perNode[v] = result[comp[v]];
        }
        return perNode;
    }

    /** Iterative Tarjan SCC; returns the component number of each vertex (reverse topological numbering). */
    private static int[] tarjan(int n, List<List<Integer>> adj) {
        int[] indexOf = new int[n];
        int[] low = new int[n];
        int[] comp = new int[n];
        boolean[] onStack = new boolean[n];
        Arrays.fill(indexOf, -1);
        Deque<Integer> stack = new ArrayDeque<>();
        int[] edgePos = new int[n];
        int counter = 0;
        int compCounter = 0;
        Deque<Integer> call = new ArrayDeque<>();
        for (int root = 0; root < n; root++) {
            if (indexOf[root] != -1) {
                continue;
            }
            call.push(root);
            while (!call.isEmpty()) {
                int v = call.peek();
                if (indexOf[v] == -1) {
                    indexOf[v] = counter;
                    low[v] = counter;
                    counter++;
                    stack.push(v);
                    onStack[v] = true;
                }
                List<Integer> out = adj.get(v);
                if (edgePos[v] < out.size()) {
                    int w = out.get(edgePos[v]++);
                    if (indexOf[w] == -1) {
                        call.push(w);
                    } else if (onStack[w]) {
                        low[v] = Math.min(low[v], indexOf[w]);
                    }
                    continue;
                }
                call.pop();
                if (!call.isEmpty()) {
                    int parent = call.peek();
                    low[parent] = Math.min(low[parent], low[v]);
                }
                if (low[v] == indexOf[v]) {
                    int w;
                    do {
                        w = stack.pop();
                        onStack[w] = false;
                        comp[w] = compCounter;
                    } while (w != v);
                    compCounter++;
                }
            }
        }
        return comp;
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
