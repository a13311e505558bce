package org.interviewworkbench.engine.signal;

import org.interviewworkbench.engine.tracker.NodeState;

/**
 * {@code graph.node.has_outgoing} (flag): {@code edge_count_outgoing > 0}.
 */
public final class NodeHasOutgoingSignal implements NodeSignalDetector {

    public static final String NAME = "graph.node.has_outgoing";

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public SignalValue detect(NodeState s, NodeSignalContext ctx) {
        return Values.flag(s.edgeCountOutgoing() > 0);
    }
}
