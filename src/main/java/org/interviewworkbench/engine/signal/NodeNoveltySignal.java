package org.interviewworkbench.engine.signal;

import org.interviewworkbench.engine.tracker.NodeState;

/**
 * {@code graph.node.novelty} (label): {@code age = turn - created_at_turn}, {@code s = max(0, 1 - age/5)};
 * {@code s >= 0.6} {@code high} (age <= 2), {@code s >= 0.3} {@code medium} (age 3), else {@code low} (age >= 4).
 * Computed on the integer age so the 0.6 boundary is exact.
 */
public final class NodeNoveltySignal implements NodeSignalDetector {

    public static final String NAME = "graph.node.novelty";

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public SignalValue detect(NodeState s, NodeSignalContext ctx) {
        int age = ctx.turnNumber() - s.createdAtTurn();
        if (age <= 2) {
            return Values.HIGH;
        }
        return age == 3 ? Values.MEDIUM : Values.LOW;
    }
}
