package org.interviewworkbench.ui.heatmap;

/**
 * One node of the heatmap: tracker fields and node signals at the selected turn.
 *
 * @param focus           the focus of the next question (chosen at this turn)
 * @param exhausted       the {@code graph.node.exhausted} flag
 * @param turnsSinceYield turns since the node last yielded something new (meaningful only once focused)
 * @param yieldRate       new concepts per focus
 * @param shallowRatio    share of the last three answers about the node that were shallow/surface, NaN when none
 * @param exhaustion      {@code graph.node.exhaustion_score}, NaN when missing
 * @param opportunity     {@code meta.node.opportunity}, "" when missing
 */
public record HeatmapRow(String nodeId, String label, String nodeType, boolean focus, boolean exhausted,
                         int focusCount, int focusStreak, int turnsSinceYield, double yieldRate, double exhaustion,
                         double shallowRatio, String opportunity) {

    /** Whether the node was ever the focus of a question (yield fields mean nothing before that). */
    public boolean focused() {
        return focusCount > 0;
    }
}
