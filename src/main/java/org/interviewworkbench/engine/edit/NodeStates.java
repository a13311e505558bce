package org.interviewworkbench.engine.edit;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.interviewworkbench.engine.tracker.NodeState;

/** Tracker states under edits: a copy with another id, label or type, and two states combined by a merge. */
final class NodeStates {

    private NodeStates() {
    }

    static NodeState copy(NodeState s, String id, String label, String type, int level, boolean terminal) {
        return copyState(s, id, label, type, level, terminal);
    }

    private static NodeState copyState(NodeState s, String id, String label, String type, int level,
                                       boolean terminal) {
        return new NodeState(id, label, s.createdAtTurn(), s.depth(), type, terminal, level, s.focusCount(),
                s.lastFocusTurn(), s.turnsSinceLastFocus(), s.currentFocusStreak(), s.lastYieldTurn(),
                s.turnsSinceLastYield(), s.yieldCount(), s.yieldRate(), s.allResponseDepths(), s.connectedNodeIds(),
                s.edgeCountOutgoing(), s.edgeCountIncoming(), s.strategyUsageCount(), s.lastStrategyUsed(),
                s.consecutiveSameStrategy());
    }

    static NodeState combine(NodeState a, NodeState b) {
        int focus = a.focusCount() + b.focusCount();
        int yields = a.yieldCount() + b.yieldCount();
        Integer lastFocus = max(a.lastFocusTurn(), b.lastFocusTurn());
        Integer lastYield = max(a.lastYieldTurn(), b.lastYieldTurn());
        List<String> depths = new ArrayList<>(a.allResponseDepths());
        depths.addAll(b.allResponseDepths());
        Map<String, Integer> usage = new LinkedHashMap<>(a.strategyUsageCount());
        b.strategyUsageCount().forEach((k, v) -> usage.merge(k, v, Integer::sum));
        boolean bLater = lastFocus != null && lastFocus.equals(b.lastFocusTurn())
                && !lastFocus.equals(a.lastFocusTurn());
        NodeState recent = bLater ? b : a;
        return new NodeState(a.nodeId(), a.label(), Math.min(a.createdAtTurn(), b.createdAtTurn()),
                Math.min(a.depth(), b.depth()), a.nodeType(), a.isTerminal(), a.level(), focus, lastFocus,
                Math.min(a.turnsSinceLastFocus(), b.turnsSinceLastFocus()), recent.currentFocusStreak(), lastYield,
                Math.min(a.turnsSinceLastYield(), b.turnsSinceLastYield()), yields,
                yields / (double) Math.max(focus, 1), depths, a.connectedNodeIds(), 0, 0, usage,
                recent.lastStrategyUsed(), recent.consecutiveSameStrategy());
    }

    private static Integer max(Integer a, Integer b) {
        if (a == null) {
            return b;
        }
        return b == null ? a : Math.max(a, b);
    }
}
