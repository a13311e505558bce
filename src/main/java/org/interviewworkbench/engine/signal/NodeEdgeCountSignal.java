package org.interviewworkbench.engine.signal;

import org.interviewworkbench.engine.tracker.NodeState;

/**
 * {@code graph.node.edge_count} (integer, not normalised): {@code edge_count_incoming + edge_count_outgoing}.
 */
public final class NodeEdgeCountSignal implements NodeSignalDetector {

    public static final String NAME = "graph.node.edge_count";

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public SignalValue detect(NodeState s, NodeSignalContext ctx) {
        return SignalValue.of((long) s.edgeCountIncoming() + s.edgeCountOutgoing());
    }
}
