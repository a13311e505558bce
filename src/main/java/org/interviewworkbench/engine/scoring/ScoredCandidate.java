package org.interviewworkbench.engine.scoring;

import java.util.List;
import org.interviewworkbench.engine.config.Ordered;

/**
 * One scored candidate with its full decomposition (seed 001 path 18): a strategy in Stage 1
 * ({@code nodeId = ""}) or a (strategy, node) pair in Stage 2 / joint mode.
 *
 * <p>Invariant: {@code finalScore == baseScore x phaseMultiplier + phaseBonus} and {@code baseScore} is the
 * sum of the contributions.
 */
public record ScoredCandidate(String strategy, String nodeId, List<SignalContribution> signalContributions,
                              double baseScore, double phaseMultiplier, double phaseBonus, double finalScore,
                              int rank, boolean selected) {
    public ScoredCandidate {
        nodeId = nodeId == null ? "" : nodeId;
        signalContributions = Ordered.copyOf(signalContributions);
    }

    /** Whether this is a Stage-1 (strategy only) candidate. */
    public boolean isStrategyCandidate() {
        return nodeId.isEmpty();
    }

    /** This candidate with its final rank and selection flag. */
    public ScoredCandidate ranked(int newRank, boolean isSelected) {
        return new ScoredCandidate(strategy, nodeId, signalContributions, baseScore, phaseMultiplier, phaseBonus,
                finalScore, newRank, isSelected);
    }
}
