package org.interviewworkbench.engine.signal;

import org.interviewworkbench.engine.tracker.NodeState;

/**
 * {@code graph.node.yield_stagnation} (flag): {@code focus_count > 0 AND turns_since_last_yield >= 3}.
 */
public final class NodeYieldStagnationSignal implements NodeSignalDetector {

    /** Turns without yield from which a focused node stagnates. */
    public static final int STAGNATION_TURNS = 3;

    public static final String NAME = "graph.node.yield_stagnation";

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public SignalValue detect(NodeState s, NodeSignalContext ctx) {
        return Values.flag(s.focusCount() > 0 && s.turnsSinceLastYield() >= STAGNATION_TURNS);
    }
}
