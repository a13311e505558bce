package org.interviewworkbench.engine.model;

/** One step of the focus trace (seed 001 path 17): the strategy of a turn and its focus node, if any. */
public record FocusEntry(int turn, String nodeId, String label, String strategy) {
    public FocusEntry {
        nodeId = nodeId == null ? "" : nodeId;
        label = label == null ? "" : label;
    }
}
