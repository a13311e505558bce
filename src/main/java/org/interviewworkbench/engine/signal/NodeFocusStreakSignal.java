package org.interviewworkbench.engine.signal;

import org.interviewworkbench.engine.tracker.NodeState;

/**
 * {@code graph.node.focus_streak} (label): the node's latest run of consecutive focuses; 0 {@code none}, 1 {@code low},
 * 2-3 {@code medium}, 4+ {@code high}. The run is kept after focus moves elsewhere (intended tracker behaviour).
 */
public final class NodeFocusStreakSignal implements NodeSignalDetector {

    public static final String NAME = "graph.node.focus_streak";

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public SignalValue detect(NodeState s, NodeSignalContext ctx) {
        int streak = s.currentFocusStreak();
        if (streak <= 0) {
            return Values.NONE;
        }
        if (streak == 1) {
            return Values.LOW;
        }
        return streak <= 3 ? Values.MEDIUM : Values.HIGH;
    }
}
