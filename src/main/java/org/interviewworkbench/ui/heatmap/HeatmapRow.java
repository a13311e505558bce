package org.interviewworkbench.ui.heatmap;

/**
 * One node of the heatmap: tracker fields and node signals at the selected turn.
 *
 * @param shallowRatio share of shallow/surface answers about the node, NaN when none
 * @param exhaustion   {@code graph.node.exhaustion_score}, NaN when missing
 * @param opportunity  {@code meta.node.opportunity}, "" when missing
 */
public record HeatmapRow(String nodeId, String label, String nodeType, int focusCount, int focusStreak,
                         int turnsSinceYield, double yieldRate, double exhaustion, double shallowRatio,
                         String opportunity) {
}
