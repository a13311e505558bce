package org.interviewworkbench.engine.signal;

import java.util.Map;
import org.interviewworkbench.engine.tracker.NodeState;

/**
 * {@code graph.has_unexplored} (flag): some tracked node is unexplored, i.e. of a non-terminal type, never
 * focused ({@code focus_count == 0}) and with at most one relationship ({@code edge_count_outgoing +
 * edge_count_incoming <= 1}) (seed 004 GraphState "unexplored nodes: &lt;2 edges, not focused"; a terminal node
 * ends its chain, so there is nothing beyond it to explore; breadth ends when there are none). False without
 * nodes.
 */
public final class GraphHasUnexploredSignal implements GlobalSignalDetector {

    public static final String NAME = "graph.has_unexplored";

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public Map<String, SignalValue> detect(SignalContext ctx, Map<String, SignalValue> detectedSoFar) {
        if (ctx.tracker() == null) {
            return Map.of(NAME, Values.FALSE);
        }
        for (NodeState s : ctx.tracker().states().values()) {
            if (!s.isTerminal() && s.focusCount() == 0 && s.edgeCountOutgoing() + s.edgeCountIncoming() <= 1) {
                return Map.of(NAME, Values.TRUE);
            }
        }
        return Map.of(NAME, Values.FALSE);
    }
}
