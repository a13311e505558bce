package org.interviewworkbench.engine.signal;

import org.interviewworkbench.engine.tracker.NodeState;

/**
 * {@code meta.node.opportunity} (label): what to do with the node (ADR-015, seed 003: "no graph change + shallow =
 * exhausted; no graph change + deep = extraction opportunity").
 *
 * <ol>
 *   <li>{@code exhausted} when {@code focus_count > 0 AND turns_since_last_yield >= 3 AND shallow_ratio >= 0.66};</li>
 *   <li>else {@code probe_deeper} when {@code current_focus_streak >= 4} and this turn's answer depth is
 *       {@code deep};</li>
 *   <li>else {@code probe_deeper} when the node is the previous focus (the answer was about it), it was focused,
 *       it has not yielded for {@code >= 2} focus turns ({@code turns_since_last_yield >= 2}) and this turn's
 *       answer is {@code deep} (documented extension: deep answers without graph change);</li>
 *   <li>else {@code fresh}.</li>
 * </ol>
 * The current answer depth comes from {@link NodeSignalContext#currentResponseDepth()}, so {@code probe_deeper} is
 * reachable; the peer read it from a context that was always empty (peer-spec 11 #16).
 */
public final class NodeOpportunitySignal implements NodeSignalDetector {

    public static final String NAME = "meta.node.opportunity";
    /** Turns without yield for the {@code exhausted} opportunity. */
    public static final int EXHAUSTED_YIELD_GAP = 3;
    /** Focus streak from which a deep answer means {@code probe_deeper}. */
    public static final int PROBE_STREAK = 4;
    /** Turns without yield from which a deep answer about the previous focus means {@code probe_deeper}. */
    public static final int PROBE_YIELD_GAP = 2;

    private static final SignalValue EXHAUSTED = SignalValue.of("exhausted");
    private static final SignalValue PROBE_DEEPER = SignalValue.of("probe_deeper");
    private static final SignalValue FRESH = SignalValue.of("fresh");

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public SignalValue detect(NodeState s, NodeSignalContext ctx) {
        if (s.focusCount() > 0 && s.turnsSinceLastYield() >= EXHAUSTED_YIELD_GAP
                && Exhaustion.shallowRatio(s) >= Exhaustion.SHALLOW_THRESHOLD) {
            return EXHAUSTED;
        }
        boolean deep = "deep".equals(ctx.currentResponseDepth());
        if (deep && s.currentFocusStreak() >= PROBE_STREAK) {
            return PROBE_DEEPER;
        }
        if (deep && s.focusCount() > 0 && s.turnsSinceLastYield() >= PROBE_YIELD_GAP
                && s.nodeId().equals(ctx.previousFocus())) {
            return PROBE_DEEPER;
        }
        return FRESH;
    }
}
