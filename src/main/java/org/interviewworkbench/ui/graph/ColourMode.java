package org.interviewworkbench.ui.graph;

/** How graph nodes are coloured. */
public enum ColourMode {
    EXHAUSTION("Exhaustion score (heat)", "graph.node.exhaustion_score"),
    FOCUS_COUNT("Focus count (heat)", null),
    YIELD_RATE("Yield rate (heat)", null),
    TYPE("Node type", null);

    private final String label;
    private final String signal;

    ColourMode(String label, String signal) {
        this.label = label;
        this.signal = signal;
    }

    /** The node signal read for this mode, or null when the metric comes from the NodeState. */
    public String signal() {
        return signal;
    }

    public boolean isHeat() {
        return this != TYPE;
    }

    @Override
    public String toString() {
        return label;
    }
}
