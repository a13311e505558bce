package org.interviewworkbench.engine.tracker;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Per-node interview state across turns (seed 000, seed 001 path 19, peer-spec 3.3).
 *
 * <p>Holds the {@link NodeState} records in registration order and the previous focus. Records are immutable: every
 * mutation replaces the node's record. Not thread-safe: a turn runs on one thread.
 *
 * <p>Intended behaviour where it differs from the peer (peer-spec 11 #9, 12 #2):
 * <ul>
 *   <li>One key per node, the surface node id, for every method (no canonical key resolution), so the first
 *       turn's focus is recorded like any other.</li>
 *   <li>After a focus switch the old focus KEEPS its {@code current_focus_streak} (its latest run of consecutive
 *       focuses), so exhaustion survives moving away and backtracking can see it; the peer zeroes it. The streak
 *       restarts at 1 when a node is focused again after another node.</li>
 *   <li>{@link #recordConnection} fills {@code connected_node_ids}, which the peer declared but never wrote.</li>
 * </ul>
 * Unknown node ids are logged as a warning and change nothing.
 */
public final class NodeStateTracker {

    private static final Logger LOG = LoggerFactory.getLogger(NodeStateTracker.class);

    private final LinkedHashMap<String, NodeState> states = new LinkedHashMap<>();
    private String previousFocus;

    /** An empty tracker. */
    public NodeStateTracker() {
    }

    /** A tracker continuing from a snapshot (the inverse of {@link #snapshot()}). */
    public static NodeStateTracker restore(TrackerState state) {
        NodeStateTracker tracker = new NodeStateTracker();
        if (state != null) {
            tracker.states.putAll(state.states());
            tracker.previousFocus = state.previousFocus();
        }
        return tracker;
    }

    /** An immutable snapshot: schema version 1, previous focus, states in registration order. */
    public TrackerState snapshot() {
        return new TrackerState(TrackerState.SCHEMA_VERSION, previousFocus, states);
    }

    /**
     * Registers a node with every counter at its default. A node that is already registered is returned unchanged.
     *
     * @return the node's state
     */
    public NodeState register(String nodeId, String label, String nodeType, int turn, int depth, boolean isTerminal,
                              int level) {
        NodeState existing = states.get(nodeId);
        if (existing != null) {
            return existing;
        }
        NodeState created = NodeState.registered(nodeId, label == null ? "" : label, turn, depth,
                nodeType == null ? "" : nodeType, isTerminal, level);
        states.put(nodeId, created);
        return created;
    }

    /** Adds edge count deltas; each count is clamped at 0. */
    public void updateEdgeCounts(String nodeId, int outDelta, int inDelta) {
        NodeState s = known(nodeId, "updateEdgeCounts");
        if (s == null) {
            return;
        }
        states.put(nodeId, with(s).edges(Math.max(0, s.edgeCountOutgoing() + outDelta),
                Math.max(0, s.edgeCountIncoming() + inDelta)).build());
    }

    /** Records that {@code nodeId} is connected to {@code otherNodeId} by an edge (first-seen order, no repeats). */
    public void recordConnection(String nodeId, String otherNodeId) {
        NodeState s = known(nodeId, "recordConnection");
        if (s == null || otherNodeId == null || otherNodeId.equals(nodeId)
                || s.connectedNodeIds().contains(otherNodeId)) {
            return;
        }
        Set<String> connected = new LinkedHashSet<>(s.connectedNodeIds());
        connected.add(otherNodeId);
        states.put(nodeId, with(s).connected(connected).build());
    }

    /**
     * Credits {@code nodeId} with a yielding answer. No-op when nothing changed. Sets {@code last_yield_turn = turn},
     * {@code turns_since_last_yield = 0}, {@code yield_count += 1}, {@code yield_rate = yield_count /
     * max(focus_count, 1)}; the focus streak is deliberately not reset (seed 000).
     */
    public void recordYield(String nodeId, int turn, int nodesAdded, int edgesAdded, int nodesModified) {
        if (nodesAdded == 0 && edgesAdded == 0 && nodesModified == 0) {
            return;
        }
        NodeState s = known(nodeId, "recordYield");
        if (s == null) {
            return;
        }
        int yieldCount = s.yieldCount() + 1;
        states.put(nodeId, with(s).yield(turn, 0, yieldCount, (double) yieldCount / Math.max(s.focusCount(), 1))
                .build());
    }

    /** Appends the depth label of an answer about {@code nodeId} (no cap). */
    public void appendResponseSignal(String nodeId, String depth) {
        NodeState s = known(nodeId, "appendResponseSignal");
        if (s == null || depth == null) {
            return;
        }
        List<String> depths = new ArrayList<>(s.allResponseDepths().size() + 1);
        depths.addAll(s.allResponseDepths());
        depths.add(depth);
        states.put(nodeId, with(s).depths(depths).build());
    }

    /**
     * Makes {@code nodeId} the focus of {@code turn} with {@code strategy} (peer-spec 3.3, intended streaks):
     * <ol>
     *   <li>focus: {@code focus_count += 1}, {@code last_focus_turn = turn}, {@code turns_since_last_focus = 0},
     *       {@code current_focus_streak = streak + 1} if it was the previous focus else 1;</li>
     *   <li>every other node: {@code turns_since_last_focus += 1}; its streak is kept;</li>
     *   <li>every node (focus included): {@code turns_since_last_yield += 1};</li>
     *   <li>focus: {@code strategy_usage_count[strategy] += 1}; {@code consecutive_same_strategy} +1 if
     *       {@code last_strategy_used == strategy} else 1; {@code last_strategy_used = strategy};</li>
     *   <li>{@code previous_focus = nodeId}.</li>
     * </ol>
     * O(n) in the number of tracked nodes.
     */
    public void updateFocus(String nodeId, int turn, String strategy) {
        NodeState focus = known(nodeId, "updateFocus");
        if (focus == null) {
            return;
        }
        for (Map.Entry<String, NodeState> e : states.entrySet()) {
            NodeState t = e.getValue();
            if (t == focus) {
                continue;
            }
            e.setValue(new NodeState(t.nodeId(), t.label(), t.createdAtTurn(), t.depth(), t.nodeType(),
                    t.isTerminal(), t.level(), t.focusCount(), t.lastFocusTurn(), t.turnsSinceLastFocus() + 1,
                    t.currentFocusStreak(), t.lastYieldTurn(), t.turnsSinceLastYield() + 1, t.yieldCount(),
                    t.yieldRate(), t.allResponseDepths(), t.connectedNodeIds(), t.edgeCountOutgoing(),
                    t.edgeCountIncoming(), t.strategyUsageCount(), t.lastStrategyUsed(),
                    t.consecutiveSameStrategy()));
        }
        int streak = nodeId.equals(previousFocus) ? focus.currentFocusStreak() + 1 : 1;
        Map<String, Integer> usage = new LinkedHashMap<>(focus.strategyUsageCount());
        int consecutive = focus.consecutiveSameStrategy();
        if (strategy != null) {
            usage.merge(strategy, 1, Integer::sum);
            consecutive = strategy.equals(focus.lastStrategyUsed()) ? consecutive + 1 : 1;
        }
        states.put(nodeId, new NodeState(focus.nodeId(), focus.label(), focus.createdAtTurn(), focus.depth(),
                focus.nodeType(), focus.isTerminal(), focus.level(), focus.focusCount() + 1, turn, 0, streak,
                focus.lastYieldTurn(), focus.turnsSinceLastYield() + 1, focus.yieldCount(), focus.yieldRate(),
                focus.allResponseDepths(), focus.connectedNodeIds(), focus.edgeCountOutgoing(),
                focus.edgeCountIncoming(), usage, strategy == null ? focus.lastStrategyUsed() : strategy,
                consecutive));
        previousFocus = nodeId;
    }

    /** The state of a node, or {@code null} when it is not tracked. */
    public NodeState state(String nodeId) {
        return states.get(nodeId);
    }

    /** All states in registration order (unmodifiable view). */
    public Collection<NodeState> states() {
        return Collections.unmodifiableCollection(states.values());
    }

    /** The node the last question was about, or {@code null}. */
    public String previousFocus() {
        return previousFocus;
    }

    public boolean isEmpty() {
        return states.isEmpty();
    }

    public int size() {
        return states.size();
    }

    private NodeState known(String nodeId, String operation) {
        NodeState s = nodeId == null ? null : states.get(nodeId);
        if (s == null) {
            LOG.warn("{}: node '{}' is not tracked; ignored", operation, nodeId);
        }
        return s;
    }

    private static Builder with(NodeState s) {
        return new Builder(s);
    }

    /** Copy-with helper for the few fields a single mutation changes. */
    private static final class Builder {
        private final NodeState s;
        private int out;
        private int in;
        private Set<String> connected;
        private List<String> depths;
        private Integer lastYieldTurn;
        private int tsly;
        private int yieldCount;
        private double yieldRate;

        Builder(NodeState s) {
            this.s = s;
            out = s.edgeCountOutgoing();
            in = s.edgeCountIncoming();
            connected = s.connectedNodeIds();
            depths = s.allResponseDepths();
            lastYieldTurn = s.lastYieldTurn();
            tsly = s.turnsSinceLastYield();
            yieldCount = s.yieldCount();
            yieldRate = s.yieldRate();
        }

        Builder edges(int newOut, int newIn) {
            out = newOut;
            in = newIn;
            return this;
        }

        Builder connected(Set<String> ids) {
            connected = ids;
            return this;
        }

        Builder depths(List<String> list) {
            depths = list;
            return this;
        }

        Builder yield(int turn, int turnsSince, int count, double rate) {
            lastYieldTurn = turn;
            tsly = turnsSince;
            yieldCount = count;
            yieldRate = rate;
            return this;
        }

        NodeState build() {
            return new NodeState(s.nodeId(), s.label(), s.createdAtTurn(), s.depth(), s.nodeType(), s.isTerminal(),
                    s.level(), s.focusCount(), s.lastFocusTurn(), s.turnsSinceLastFocus(), s.currentFocusStreak(),
                    lastYieldTurn, tsly, yieldCount, yieldRate, depths, connected, out, in, s.strategyUsageCount(),
                    s.lastStrategyUsed(), s.consecutiveSameStrategy());
        }
    }
}
