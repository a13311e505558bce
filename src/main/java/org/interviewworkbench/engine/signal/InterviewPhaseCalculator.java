package org.interviewworkbench.engine.signal;

import org.interviewworkbench.engine.config.InterviewPhase;
import org.interviewworkbench.engine.config.MethodologyConfig;
import org.interviewworkbench.engine.config.PhaseBoundaries;

/**
 * Decides the interview phase (peer-spec 2.5.1, seed 002 "Configurable Phase Boundaries"). Used by
 * {@link InterviewPhaseSignal} and by the pipeline for phase multipliers and bonuses.
 *
 * <ul>
 *   <li>turn boundaries (configured, else {@link PhaseBoundaries#fallback(int)} of max turns, 20 when unknown):
 *       {@code early} if {@code turn < early}, {@code mid} if {@code turn < mid}, else {@code late};</li>
 *   <li>node boundaries, when configured, apply the same rule to the surface node count;</li>
 *   <li>when both are configured the later of the two phases wins; when only node boundaries are configured they
 *       alone decide.</li>
 * </ul>
 * Reason: {@code "turn_number=T, phase=P, boundaries=early<E, mid<M"}, with
 * {@code ", node_count=N, node_boundaries=early<E, mid<M"} appended when node boundaries take part.
 */
public final class InterviewPhaseCalculator {

    private InterviewPhaseCalculator() {
    }

    /**
     * A phase with the reason it was chosen.
     *
     * @param phase  the phase
     * @param reason one-line explanation
     */
    public record Decision(InterviewPhase phase, String reason) {
        public boolean isLate() {
            return phase == InterviewPhase.LATE;
        }
    }

    /** The phase of {@code turn} under the methodology's boundaries ({@code methodology} may be {@code null}). */
    public static Decision decide(MethodologyConfig methodology, int turn, int surfaceNodeCount, int maxTurns) {
        PhaseBoundaries b = methodology == null ? PhaseBoundaries.UNSET : methodology.phaseBoundaries();
        return decide(b, turn, surfaceNodeCount, maxTurns);
    }

    /** The phase of {@code turn} under {@code boundaries}. */
    public static Decision decide(PhaseBoundaries boundaries, int turn, int surfaceNodeCount, int maxTurns) {
        PhaseBoundaries b = boundaries == null ? PhaseBoundaries.UNSET : boundaries;
        boolean byNodes = b.hasNodeBoundaries();
        boolean byTurns = b.hasTurnBoundaries() || !byNodes;
        PhaseBoundaries turns = b.hasTurnBoundaries() ? b
                : PhaseBoundaries.fallback(maxTurns > 0 ? maxTurns : PhaseBoundaries.DEFAULT_MAX_TURNS);
        InterviewPhase phase = null;
        StringBuilder bounds = new StringBuilder();
        if (byTurns) {
            phase = phaseOf(turn, turns.earlyMaxTurns(), turns.midMaxTurns());
            bounds.append(", boundaries=early<").append(turns.earlyMaxTurns()).append(", mid<")
                    .append(turns.midMaxTurns());
        }
        if (byNodes) {
            InterviewPhase nodePhase = phaseOf(surfaceNodeCount, b.earlyMaxNodes(), b.midMaxNodes());
            phase = phase == null || nodePhase.ordinal() > phase.ordinal() ? nodePhase : phase;
            bounds.append(", node_count=").append(surfaceNodeCount).append(", node_boundaries=early<")
                    .append(b.earlyMaxNodes()).append(", mid<").append(b.midMaxNodes());
        }
        return new Decision(phase, "turn_number=" + turn + ", phase=" + phase.id() + bounds);
    }

    private static InterviewPhase phaseOf(int value, int early, int mid) {
        if (value < early) {
            return InterviewPhase.EARLY;
        }
        return value < mid ? InterviewPhase.MID : InterviewPhase.LATE;
    }
}
