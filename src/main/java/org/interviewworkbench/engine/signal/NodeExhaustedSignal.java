package org.interviewworkbench.engine.signal;

import org.interviewworkbench.engine.tracker.NodeState;

/**
 * {@code graph.node.exhausted} (flag): {@code focus_count > 0 AND turns_since_last_yield >= 2 AND
 * current_focus_streak >= 2 AND shallow_ratio >= 0.66} (see {@link Exhaustion}). The threshold is 2 turns as in the
 * peer code (its docstring says 3, peer-spec 11 #8).
 */
public final class NodeExhaustedSignal implements NodeSignalDetector {

    public static final String NAME = "graph.node.exhausted";

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public SignalValue detect(NodeState s, NodeSignalContext ctx) {
        return Values.flag(Exhaustion.isExhausted(s));
    }
}
