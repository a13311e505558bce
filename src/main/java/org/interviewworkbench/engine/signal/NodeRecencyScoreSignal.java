package org.interviewworkbench.engine.signal;

import org.interviewworkbench.engine.tracker.NodeState;

/**
 * {@code graph.node.recency_score} (number in [0,1]): 0.0 when never focused, else
 * {@code max(0, 1 - turns_since_last_focus / 20)}.
 */
public final class NodeRecencyScoreSignal implements NodeSignalDetector {

    /** Turns over which recency decays from 1 to 0. */
    public static final double HORIZON = 20.0;

    public static final String NAME = "graph.node.recency_score";

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public SignalValue detect(NodeState s, NodeSignalContext ctx) {
        if (s.lastFocusTurn() == null) {
            return SignalValue.of(0.0);
        }
        return SignalValue.of(Math.max(0.0, 1.0 - s.turnsSinceLastFocus() / HORIZON));
    }
}
