package org.interviewworkbench.engine.signal;

import java.util.List;
import org.interviewworkbench.engine.tracker.NodeState;

/**
 * The shared exhaustion formulas of peer-spec 2.6 / ADR-015 (seed 003).
 *
 * <ul>
 *   <li>shallow ratio = share of the last {@value #SHALLOW_WINDOW} response depths that are {@code surface} or
 *       {@code shallow}; 0.0 when there are none;</li>
 *   <li>exhaustion score = 0.0 when {@code focus_count == 0}, else
 *       {@code 0.4 x min(tsly, 10)/10 + 0.3 x min(streak, 5)/5 + 0.3 x shallow_ratio}
 *       (tsly = turns since last yield, streak = current focus streak).</li>
 * </ul>
 */
public final class Exhaustion {

    /** Number of most recent response depths the shallow ratio looks at. */
    public static final int SHALLOW_WINDOW = 3;
    /** Weight of the yield gap in the exhaustion score. */
    public static final double YIELD_GAP_WEIGHT = 0.4;
    /** Weight of the focus streak in the exhaustion score. */
    public static final double STREAK_WEIGHT = 0.3;
    /** Weight of the shallow ratio in the exhaustion score. */
    public static final double SHALLOW_WEIGHT = 0.3;
    /** Turns without yield at which the yield gap term saturates. */
    public static final int YIELD_GAP_CAP = 10;
    /** Streak at which the streak term saturates. */
    public static final int STREAK_CAP = 5;
    /** Shallow ratio from which answers count as mostly shallow (2 of 3). */
    public static final double SHALLOW_THRESHOLD = 0.66;

    private Exhaustion() {
    }

    /** Share of the last three depths that are surface or shallow (0.0 without depths). */
    public static double shallowRatio(NodeState s) {
        List<String> depths = s.allResponseDepths();
        int n = depths.size();
        if (n == 0) {
            return 0.0;
        }
        int from = Math.max(0, n - SHALLOW_WINDOW);
        int shallow = 0;
        for (int i = from; i < n; i++) {
            String d = depths.get(i);
            if ("surface".equals(d) || "shallow".equals(d)) {
                shallow++;
            }
        }
        return (double) shallow / (n - from);
    }

    /** The exhaustion score in [0, 1]. */
    public static double score(NodeState s) {
        if (s.focusCount() == 0) {
            return 0.0;
        }
        return YIELD_GAP_WEIGHT * Math.min(s.turnsSinceLastYield(), YIELD_GAP_CAP) / YIELD_GAP_CAP
                + STREAK_WEIGHT * Math.min(s.currentFocusStreak(), STREAK_CAP) / STREAK_CAP
                + SHALLOW_WEIGHT * shallowRatio(s);
    }

    /**
     * {@code graph.node.exhausted}: focused at least once AND tsly >= 2 AND streak >= 2 AND shallow ratio >= 0.66.
     */
    public static boolean isExhausted(NodeState s) {
        return s.focusCount() > 0 && s.turnsSinceLastYield() >= 2 && s.currentFocusStreak() >= 2
                && shallowRatio(s) >= SHALLOW_THRESHOLD;
    }
}
