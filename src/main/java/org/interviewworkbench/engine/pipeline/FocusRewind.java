package org.interviewworkbench.engine.pipeline;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.interviewworkbench.engine.model.FocusEntry;
import org.interviewworkbench.engine.tracker.NodeState;
import org.interviewworkbench.engine.tracker.TrackerState;

/**
 * The tracker as it was just before the last turn moved the focus to the pending question's concept: the inverse
 * of {@link org.interviewworkbench.engine.tracker.NodeStateTracker#updateFocus} for turn {@code T}, so the pending
 * ranking can be computed again from a corrected graph on the same footing as the turn computed it.
 *
 * <p>Rules, with {@code F} the pending focus and {@code s} its strategy (nothing changes when {@code F} is
 * {@code null} or no longer tracked, because then no focus move is left to undo):
 * <ul>
 *   <li>every other node: {@code turns_since_last_focus - 1}, {@code turns_since_last_yield - 1} (never below 0);</li>
 *   <li>{@code F}: {@code focus_count - 1}, {@code strategy_usage_count[s] - 1}, {@code turns_since_last_yield - 1};
 *       the fields a focus move overwrites ({@code last_focus_turn}, {@code turns_since_last_focus},
 *       {@code current_focus_streak}, {@code last_strategy_used}, {@code consecutive_same_strategy}) are read again
 *       from the focus trace of the turns before {@code T} (the entries that name {@code F});</li>
 *   <li>previous focus: the last focus of the trace before {@code T} that is still tracked.</li>
 * </ul>
 * Known approximation: a node created by a split, or the survivor of a merge, is traced only under its own id.
 */
public final class FocusRewind {

    private FocusRewind() {
    }

    /**
     * @param post     the tracker after turn {@code turn} moved the focus (and after any later edits)
     * @param focus    the pending focus {@code F}, or {@code null}
     * @param strategy the pending strategy {@code s}
     * @param turn     the turn that moved the focus ({@code T}, the session's completed turns)
     * @param history  the focus trace (entries of turns after {@code turn - 1} are ignored)
     */
    public static TrackerState beforeFocus(TrackerState post, String focus, String strategy, int turn,
                                           List<FocusEntry> history) {
        if (focus == null || post == null || !post.states().containsKey(focus)) {
            return post;
        }
        List<FocusEntry> earlier = history.stream().filter(e -> e.turn() < turn).toList();
        Map<String, NodeState> states = new LinkedHashMap<>();
        for (Map.Entry<String, NodeState> e : post.states().entrySet()) {
            NodeState n = e.getValue();
            states.put(e.getKey(), e.getKey().equals(focus) ? unfocus(n, strategy, earlier)
                    : new NodeState(n.nodeId(), n.label(), n.createdAtTurn(), n.depth(), n.nodeType(),
                    n.isTerminal(), n.level(), n.focusCount(), n.lastFocusTurn(),
                    Math.max(0, n.turnsSinceLastFocus() - 1), n.currentFocusStreak(), n.lastYieldTurn(),
                    Math.max(0, n.turnsSinceLastYield() - 1), n.yieldCount(), n.yieldRate(),
                    n.allResponseDepths(), n.connectedNodeIds(), n.edgeCountOutgoing(), n.edgeCountIncoming(),
                    n.strategyUsageCount(), n.lastStrategyUsed(), n.consecutiveSameStrategy()));
        }
        String previous = null;
        for (FocusEntry e : earlier) {
            if (!e.nodeId().isEmpty()) {
                previous = e.nodeId();
            }
        }
        if (previous != null && !states.containsKey(previous)) {
            previous = null;
        }
        return new TrackerState(post.schemaVersion(), previous, states);
    }

    private static NodeState unfocus(NodeState n, String strategy, List<FocusEntry> earlier) {
        Map<String, Integer> usage = new LinkedHashMap<>(n.strategyUsageCount());
        if (strategy != null && usage.containsKey(strategy)) {
            int left = usage.get(strategy) - 1;
            if (left <= 0) {
                usage.remove(strategy);
            } else {
                usage.put(strategy, left);
            }
        }
        // replay the trace: how the focus fields stood before turn T
        Integer lastFocus = null;
        int sinceLastFocus = 0;
        int streak = 0;
        String lastStrategy = null;
        int consecutive = 0;
        String previousFocus = null;
        for (FocusEntry e : earlier) {
            if (e.nodeId().isEmpty()) {
                continue; // no focus move that turn
            }
            if (e.nodeId().equals(n.nodeId())) {
                streak = n.nodeId().equals(previousFocus) ? streak + 1 : 1;
                consecutive = e.strategy() != null && e.strategy().equals(lastStrategy) ? consecutive + 1 : 1;
                lastStrategy = e.strategy() == null ? lastStrategy : e.strategy();
                lastFocus = e.turn();
                sinceLastFocus = 0;
            } else if (e.turn() >= n.createdAtTurn()) {
                sinceLastFocus++;
            }
            previousFocus = e.nodeId();
        }
        return new NodeState(n.nodeId(), n.label(), n.createdAtTurn(), n.depth(), n.nodeType(), n.isTerminal(),
                n.level(), Math.max(0, n.focusCount() - 1), lastFocus, sinceLastFocus, streak, n.lastYieldTurn(),
                Math.max(0, n.turnsSinceLastYield() - 1), n.yieldCount(), n.yieldRate(), n.allResponseDepths(),
                n.connectedNodeIds(), n.edgeCountOutgoing(), n.edgeCountIncoming(), usage, lastStrategy, consecutive);
    }
}
