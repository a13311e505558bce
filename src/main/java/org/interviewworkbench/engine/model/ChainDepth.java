package org.interviewworkbench.engine.model;

import java.util.Arrays;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Longest chains of a directed graph, counted in nodes (peer-spec 1.4 / 2.2, intended rule of 12 #8).
 *
 * <p>The graph is condensed into its strongly connected components (Tarjan, iterative); a component counts as
 * many nodes as it holds (a cycle's nodes all belong to the chain through it). On the resulting DAG,
 * {@code chain(c) = size(c) + max(chain(p) for every predecessor component p)} in topological order. The
 * longest chain ending at a node is the value of its component; the longest chain of the graph is the maximum.
 * O(V + E). Edges whose endpoints are not nodes are ignored.
 *
 * <p>Examples: A->B->C is 3; A->B->C plus A->C is still 3 (the peer's BFS shortest depth gives 2); A<->B plus an
 * isolated C is 2.
 */
public final class ChainDepth {

    private final String[] nodeIds;
    private final int[] chainEndingAt;
    private final int longest;

    private ChainDepth(String[] nodeIds, int[] chainEndingAt, int longest) {
        this.nodeIds = nodeIds;
        this.chainEndingAt = chainEndingAt;
        this.longest = longest;
    }

    /** Chains of the surface graph. */
    public static ChainDepth of(InterviewGraph graph) {
        Collection<SurfaceNode> nodes = graph.nodes();
        String[] ids = new String[nodes.size()];
        int i = 0;
        for (SurfaceNode n : nodes) {
            ids[i++] = n.id();
        }
        Collection<SurfaceEdge> edges = graph.edges();
        String[][] pairs = new String[edges.size()][];
        int j = 0;
        for (SurfaceEdge e : edges) {
            pairs[j++] = new String[] {e.source(), e.target()};
        }
        return of(Arrays.asList(ids), Arrays.asList(pairs));
    }

    /**
     * Chains of any directed graph.
     *
     * @param nodeIds node ids
     * @param edges   {source, target} pairs
     */
    public static ChainDepth of(List<String> nodeIds, List<String[]> edges) {
        int n = nodeIds.size();
        Map<String, Integer> index = new HashMap<>(n * 2);
        String[] ids = new String[n];
        for (int i = 0; i < n; i++) {
            ids[i] = nodeIds.get(i);
            index.put(ids[i], i);
        }
        int[] src = new int[edges.size()];
        int[] dst = new int[edges.size()];
        int m = 0;
        for (String[] e : edges) {
            Integer s = index.get(e[0]);
            Integer t = index.get(e[1]);
            if (s != null && t != null) {
                src[m] = s;
                dst[m] = t;
                m++;
            }
        }
        // CSR adjacency
        int[] start = new int[n + 1];
        for (int k = 0; k < m; k++) {
            start[src[k] + 1]++;
        }
        for (int v = 0; v < n; v++) {
            start[v + 1] += start[v];
        }
        int[] adj = new int[m];
        int[] fill = Arrays.copyOf(start, n);
        for (int k = 0; k < m; k++) {
            adj[fill[src[k]]++] = dst[k];
        }
        int[] comp = new int[n];
        int components = tarjan(n, start, adj, comp);
        int[] size = new int[components];
        for (int v = 0; v < n; v++) {
            size[comp[v]]++;
        }
        // nodes grouped by component
        int[] compStart = new int[components + 1];
        for (int v = 0; v < n; v++) {
            compStart[comp[v] + 1]++;
        }
        for (int c = 0; c < components; c++) {
            compStart[c + 1] += compStart[c];
        }
        int[] members = new int[n];
        int[] cfill = Arrays.copyOf(compStart, components);
        for (int v = 0; v < n; v++) {
            members[cfill[comp[v]]++] = v;
        }
        // Tarjan numbers components in reverse topological order: successors have smaller numbers.
        int[] bestIn = new int[components];
        int[] chain = new int[components];
        int longest = 0;
        for (int c = components - 1; c >= 0; c--) {
            chain[c] = size[c] + bestIn[c];
            longest = Math.max(longest, chain[c]);
            for (int k = compStart[c]; k < compStart[c + 1]; k++) {
                int v = members[k];
                for (int a = start[v]; a < start[v + 1]; a++) {
                    int d = comp[adj[a]];
                    if (d != c && chain[c] > bestIn[d]) {
                        bestIn[d] = chain[c];
                    }
                }
            }
        }
        int[] ending = new int[n];
        for (int v = 0; v < n; v++) {
            ending[v] = chain[comp[v]];
        }
        return new ChainDepth(ids, ending, longest);
    }

    /** Longest chain in nodes (0 for an empty graph). */
    public int longest() {
        return longest;
    }

    /** Mean over nodes of the longest chain ending at the node (0.0 for an empty graph). */
    public double meanChainEndingAtNode() {
        if (chainEndingAt.length == 0) {
            return 0.0;
        }
        long sum = 0;
        for (int c : chainEndingAt) {
            sum += c;
        }
        return (double) sum / chainEndingAt.length;
    }

    /** Longest chain ending at {@code nodeId}, or 0 when it is not a node. */
    public int chainEndingAt(String nodeId) {
        for (int i = 0; i < nodeIds.length; i++) {
            if (nodeIds[i].equals(nodeId)) {
                return chainEndingAt[i];
            }
        }
        return 0;
    }

    /** Iterative Tarjan; returns the number of components and fills {@code comp}. */
    private static int tarjan(int n, int[] start, int[] adj, int[] comp) {
        int[] idx = new int[n];
        int[] low = new int[n];
        Arrays.fill(idx, -1);
        boolean[] onStack = new boolean[n];
        int[] stack = new int[n];
        int sp = 0;
        int[] callStack = new int[n];
        int[] edgePos = new int[n];
        int counter = 0;
        int components = 0;
        for (int root = 0; root < n; root++) {
            if (idx[root] >= 0) {
                continue;
            }
            int csp = 0;
            callStack[csp++] = root;
            idx[root] = low[root] = counter++;
            stack[sp++] = root;
            onStack[root] = true;
            edgePos[root] = start[root];
            while (csp > 0) {
                int v = callStack[csp - 1];
                if (edgePos[v] < start[v + 1]) {
                    int w = adj[edgePos[v]++];
                    if (idx[w] < 0) {
                        idx[w] = low[w] = counter++;
                        stack[sp++] = w;
                        onStack[w] = true;
                        edgePos[w] = start[w];
                        callStack[csp++] = w;
                    } else if (onStack[w]) {
                        low[v] = Math.min(low[v], idx[w]);
                    }
                } else {
                    csp--;
                    if (csp > 0) {
                        int parent = callStack[csp - 1];
                        low[parent] = Math.min(low[parent], low[v]);
                    }
                    if (low[v] == idx[v]) {
                        int w;
                        do {
                            w = stack[--sp];
                            onStack[w] = false;
                            comp[w] = components;
                        } while (w != v);
                        components++;
                    }
                }
            }
        }
        return components;
    }
}
