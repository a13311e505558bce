package org.interviewworkbench.engine.scoring;

import java.util.List;
import org.interviewworkbench.engine.config.Ordered;

/**
 * The outcome of strategy and focus selection.
 *
 * @param strategy           winning strategy name
 * @param focusNodeId        winning node, or {@code null} (node_binding none, or no tracked node)
 * @param alternatives       every strategy with its final score, ranked
 * @param scoreDecomposition Stage-1 candidates (ranked) followed by Stage-2 candidates (ranked); in joint
 *                           mode, every (strategy, node) pair ranked
 */
public record RankingResult(String strategy, String focusNodeId, List<Alternative> alternatives,
                            List<ScoredCandidate> scoreDecomposition) {
    public RankingResult {
        alternatives = Ordered.copyOf(alternatives);
        scoreDecomposition = Ordered.copyOf(scoreDecomposition);
    }
}
