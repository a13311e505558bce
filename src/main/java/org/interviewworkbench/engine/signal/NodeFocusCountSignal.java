package org.interviewworkbench.engine.signal;

import org.interviewworkbench.engine.tracker.NodeState;

/**
 * {@code graph.node.focus_count} (label): 0 {@code none}, 1-2 {@code low}, 3-4 {@code medium}, 5+ {@code high}.
 */
public final class NodeFocusCountSignal implements NodeSignalDetector {

    public static final String NAME = "graph.node.focus_count";

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public SignalValue detect(NodeState s, NodeSignalContext ctx) {
        return Values.countCategory(s.focusCount());
    }
}
