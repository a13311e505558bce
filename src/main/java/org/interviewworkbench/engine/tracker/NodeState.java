package org.interviewworkbench.engine.tracker;

import java.util.List;
import java.util.Map;
import java.util.Set;
import org.interviewworkbench.engine.config.Ordered;

/**
 * Per-node interview state (seed 000, peer-spec 3.1). Immutable; {@link NodeStateTracker} replaces a node's
 * state on every mutation.
 *
 * @param nodeId                 tracking key (the surface node id)
 * @param label                  node label at registration
 * @param createdAtTurn          turn of registration
 * @param depth                  ladder depth (0 when unknown)
 * @param nodeType               ontology node type
 * @param isTerminal             whether the node type is terminal
 * @param level                  ontology level of the node type (0 when unlevelled)
 * @param focusCount             times selected as focus (never resets)
 * @param lastFocusTurn          last turn selected as focus, or {@code null}
 * @param turnsSinceLastFocus    focus ticks since last focus
 * @param currentFocusStreak     length of the node's latest run of consecutive focuses
 * @param lastYieldTurn          last turn whose answer to this node changed the graph, or {@code null}
 * @param turnsSinceLastYield    focus ticks since the last yield
 * @param yieldCount             number of yielding answers
 * @param yieldRate              {@code yieldCount / max(focusCount, 1)} at the last yield
 * @param allResponseDepths      depth labels of answers to questions about this node, oldest first
 * @param connectedNodeIds       ids of nodes connected by an edge, in first-seen order
 * @param edgeCountOutgoing      outgoing edge count
 * @param edgeCountIncoming      incoming edge count
 * @param strategyUsageCount     strategy name to times used on this node, in first-use order
 * @param lastStrategyUsed       last strategy used on this node, or {@code null}
 * @param consecutiveSameStrategy consecutive focuses of this node with the same strategy
 */
public record NodeState(String nodeId, String label, int createdAtTurn, int depth, String nodeType, boolean isTerminal,
                        int level, int focusCount, Integer lastFocusTurn, int turnsSinceLastFocus,
                        int currentFocusStreak, Integer lastYieldTurn, int turnsSinceLastYield, int yieldCount,
                        double yieldRate, List<String> allResponseDepths, Set<String> connectedNodeIds,
                        int edgeCountOutgoing, int edgeCountIncoming, Map<String, Integer> strategyUsageCount,
                        String lastStrategyUsed, int consecutiveSameStrategy) {

    public NodeState {
        allResponseDepths = Ordered.copyOf(allResponseDepths);
        connectedNodeIds = connectedNodeIds == null || connectedNodeIds.isEmpty() ? Set.of()
                : java.util.Collections.unmodifiableSet(new java.util.LinkedHashSet<>(connectedNodeIds));
        strategyUsageCount = Ordered.copyOf(strategyUsageCount);
    }

    /** A freshly registered node with every counter at its default. */
    public static NodeState registered(String nodeId, String label, int turn, int depth, String nodeType,
                                       boolean isTerminal, int level) {
        return new NodeState(nodeId, label, turn, depth, nodeType, isTerminal, level, 0, null, 0, 0, null, 0, 0,
                0.0, List.of(), Set.of(), 0, 0, Map.of(), null, 0);
    }

    /** Derived: no incoming or outgoing edge. */
    public boolean isOrphan() {
        return edgeCountIncoming + edgeCountOutgoing == 0;
    }
}
