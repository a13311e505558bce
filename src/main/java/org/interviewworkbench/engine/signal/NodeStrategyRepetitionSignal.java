package org.interviewworkbench.engine.signal;

import org.interviewworkbench.engine.tracker.NodeState;

/**
 * {@code technique.node.strategy_repetition} (label) from {@code consecutive_same_strategy} (consecutive focuses of
 * this node with the same strategy): 0 {@code none}, 1-2 {@code low}, 3-4 {@code medium}, 5+ {@code high}.
 */
public final class NodeStrategyRepetitionSignal implements NodeSignalDetector {

    public static final String NAME = "technique.node.strategy_repetition";

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public SignalValue detect(NodeState s, NodeSignalContext ctx) {
        return Values.countCategory(s.consecutiveSameStrategy());
    }
}
