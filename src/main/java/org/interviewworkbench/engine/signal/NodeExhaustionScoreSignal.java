package org.interviewworkbench.engine.signal;

import org.interviewworkbench.engine.tracker.NodeState;

/**
 * {@code graph.node.exhaustion_score} (number in [0,1]): 0.0 when never focused, else
 * {@code 0.4 x min(tsly,10)/10 + 0.3 x min(streak,5)/5 + 0.3 x shallow_ratio} (see {@link Exhaustion}).
 */
public final class NodeExhaustionScoreSignal implements NodeSignalDetector {

    public static final String NAME = "graph.node.exhaustion_score";

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public SignalValue detect(NodeState s, NodeSignalContext ctx) {
        return SignalValue.of(Exhaustion.score(s));
    }
}
