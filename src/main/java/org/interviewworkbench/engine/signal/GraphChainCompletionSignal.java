package org.interviewworkbench.engine.signal;

import java.util.ArrayDeque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.interviewworkbench.engine.config.MethodologyConfig;
import org.interviewworkbench.engine.config.NodeType;
import org.interviewworkbench.engine.model.InterviewGraph;
import org.interviewworkbench.engine.model.SurfaceEdge;
import org.interviewworkbench.engine.model.SurfaceNode;

/**
 * {@code graph.chain_completion}: emits {@code graph.chain_completion.ratio} (number) and
 * {@code graph.chain_completion.has_complete} (flag).
 *
 * <ul>
 *   <li>start types = the non-terminal node types with the lowest declared {@code level} (MEC: level 1
 *       {@code attribute}; a file whose levels start at 0 works the same); terminal types = {@code terminal: true};</li>
 *   <li>a start node (a node of a start type) is complete when a terminal-type node is reachable from it following
 *       edge direction, itself included;</li>
 *   <li>{@code ratio = complete start nodes / max(start nodes, 1)}, {@code has_complete = complete > 0};</li>
 *   <li>no start or terminal types, no nodes or no edges: 0.0 / false.</li>
 * </ul>
 * Computed with one backward search from all terminal-type nodes: O(V + E).
 */
public final class GraphChainCompletionSignal implements GlobalSignalDetector {

    public static final String NAME = "graph.chain_completion";
    public static final String RATIO = "graph.chain_completion.ratio";
    public static final String HAS_COMPLETE = "graph.chain_completion.has_complete";

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public Map<String, SignalValue> detect(SignalContext ctx, Map<String, SignalValue> detectedSoFar) {
        return compute(ctx.methodology(), ctx.graph());
    }

    /** The two keys for a methodology and graph. */
    public static Map<String, SignalValue> compute(MethodologyConfig methodology, InterviewGraph graph) {
        Set<String> startTypes = new HashSet<>();
        Set<String> terminalTypes = new HashSet<>();
        if (methodology != null && methodology.ontology() != null) {
            List<NodeType> types = methodology.ontology().nodeTypes();
            Integer lowest = null;
            for (NodeType t : types) {
                if (t.terminal()) {
                    terminalTypes.add(t.name());
                } else if (t.level() != null && (lowest == null || t.level() < lowest)) {
                    lowest = t.level();
                }
            }
            for (NodeType t : types) {
                if (!t.terminal() && lowest != null && lowest.equals(t.level())) {
                    startTypes.add(t.name());
                }
            }
        }
        if (startTypes.isEmpty() || terminalTypes.isEmpty() || graph == null || graph.nodeCount() == 0
                || graph.edgeCount() == 0) {
            return result(0.0, false);
        }
        Map<String, List<String>> incoming = new HashMap<>();
        for (SurfaceEdge e : graph.edges()) {
            incoming.computeIfAbsent(e.target(), k -> new java.util.ArrayList<>()).add(e.source());
        }
        Set<String> reachesTerminal = new HashSet<>();
        ArrayDeque<String> queue = new ArrayDeque<>();
        for (SurfaceNode n : graph.nodes()) {
            if (terminalTypes.contains(n.nodeType()) && reachesTerminal.add(n.id())) {
                queue.add(n.id());
            }
        }
        while (!queue.isEmpty()) {
            for (String source : incoming.getOrDefault(queue.poll(), List.of())) {
                if (reachesTerminal.add(source)) {
                    queue.add(source);
                }
            }
        }
        int starts = 0;
        int complete = 0;
        for (SurfaceNode n : graph.nodes()) {
            if (startTypes.contains(n.nodeType())) {
                starts++;
                if (reachesTerminal.contains(n.id())) {
                    complete++;
                }
            }
        }
        return result((double) complete / Math.max(starts, 1), complete > 0);
    }

    private static Map<String, SignalValue> result(double ratio, boolean hasComplete) {
        Map<String, SignalValue> out = new LinkedHashMap<>();
        out.put(RATIO, SignalValue.of(ratio));
        out.put(HAS_COMPLETE, Values.flag(hasComplete));
        return out;
    }
}
