package org.interviewworkbench.engine.config;

/**
 * When the interview moves from early to mid to late (seed 002 "Configurable Phase Boundaries").
 *
 * <p>Turn boundaries: phase is {@code early} while {@code turn < earlyMaxTurns}, {@code mid} while
 * {@code turn < midMaxTurns}, else {@code late}. Node boundaries work the same on the surface node count.
 * When both are configured the later of the two phases wins (progress in either dimension advances the
 * interview). When neither is configured, turn boundaries come from {@link #fallback(int)}.
 *
 * @param earlyMaxTurns first turn that is no longer early, or {@code null}
 * @param midMaxTurns   first turn that is late, or {@code null}
 * @param earlyMaxNodes node count at which the interview leaves the early phase, or {@code null}
 * @param midMaxNodes   node count at which the interview becomes late, or {@code null}
 */
public record PhaseBoundaries(Integer earlyMaxTurns, Integer midMaxTurns, Integer earlyMaxNodes, Integer midMaxNodes) {

    /** No configured boundaries: the max-turns fallback applies. */
    public static final PhaseBoundaries UNSET = new PhaseBoundaries(null, null, null, null);

    /** Max turns assumed when a session does not say (peer-spec 2.5.1). */
    public static final int DEFAULT_MAX_TURNS = 20;

    public boolean hasTurnBoundaries() {
        return earlyMaxTurns != null && midMaxTurns != null;
    }

    public boolean hasNodeBoundaries() {
        return earlyMaxNodes != null && midMaxNodes != null;
    }

    /**
     * The fallback turn boundaries of peer-spec 2.5.1: {@code early = max(2, round(maxTurns x 0.10))} with
     * round-half-even, {@code mid = maxTurns - 2}; if {@code early >= mid} then {@code early = max(1, mid - 1)}.
     * (20 -> 2/18, 10 -> 2/8, 30 -> 3/28, 25 -> 2/23, 35 -> 4/33, 3 -> 1/1, 2 -> 1/0.)
     */
    public static PhaseBoundaries fallback(int maxTurns) {
        int early = Math.max(2, (int) Math.rint(maxTurns * 0.10));
        int mid = maxTurns - 2;
        if (early >= mid) {
            early = Math.max(1, mid - 1);
        }
        return new PhaseBoundaries(early, mid, null, null);
    }
}
