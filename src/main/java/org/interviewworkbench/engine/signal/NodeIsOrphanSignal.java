package org.interviewworkbench.engine.signal;

import org.interviewworkbench.engine.tracker.NodeState;

/**
 * {@code graph.node.is_orphan} (flag): {@code edge_count_incoming + edge_count_outgoing == 0} (tracker counts).
 */
public final class NodeIsOrphanSignal implements NodeSignalDetector {

    public static final String NAME = "graph.node.is_orphan";

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public SignalValue detect(NodeState s, NodeSignalContext ctx) {
        return Values.flag(s.isOrphan());
    }
}
