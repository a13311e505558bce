package org.interviewworkbench.engine.signal;

import org.interviewworkbench.engine.tracker.NodeState;

/**
 * {@code graph.node.is_current_focus} (flag): the node is the tracker's previous focus (the node the answered
 * question was about).
 */
public final class NodeIsCurrentFocusSignal implements NodeSignalDetector {

    public static final String NAME = "graph.node.is_current_focus";

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public SignalValue detect(NodeState s, NodeSignalContext ctx) {
        return Values.flag(s.nodeId().equals(ctx.previousFocus()));
    }
}
