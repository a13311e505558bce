package org.interviewworkbench.engine.tracker;

import java.util.LinkedHashMap;
import java.util.Map;

/** TEMPORARY placeholder so main compiles; replaced by the real tracker from wip/signals at merge. */
public final class NodeStateTracker {
    private final Map<String, NodeState> states = new LinkedHashMap<>();
    private String previousFocus;

    public static NodeStateTracker restore(TrackerState state) {
        NodeStateTracker t = new NodeStateTracker();
        t.states.putAll(state.states());
        t.previousFocus = state.previousFocus();
        return t;
    }

    public void register(String nodeId, String label, String nodeType, int turn, int depth, boolean isTerminal,
                         int level) {
        states.putIfAbsent(nodeId, NodeState.registered(nodeId, label, turn, depth, nodeType, isTerminal, level));
    }

    public void updateEdgeCounts(String nodeId, int outDelta, int inDelta) {
        throw new UnsupportedOperationException("placeholder");
    }

    public void recordConnection(String nodeId, String otherNodeId) {
        throw new UnsupportedOperationException("placeholder");
    }

    public void recordYield(String nodeId, int turn, int nodesAdded, int edgesAdded, int nodesModified) {
        throw new UnsupportedOperationException("placeholder");
    }

    public void appendResponseSignal(String nodeId, String depth) {
        throw new UnsupportedOperationException("placeholder");
    }

    public void updateFocus(String nodeId, int turn, String strategy) {
        throw new UnsupportedOperationException("placeholder");
    }

    public TrackerState snapshot() {
        return new TrackerState(TrackerState.SCHEMA_VERSION, previousFocus, states);
    }

    public String previousFocus() {
        return previousFocus;
    }

    public Map<String, NodeState> states() {
        return Map.copyOf(states);
    }
}
