package org.interviewworkbench.ui.heatmap;

/**
 * One node of the heatmap: tracker fields and node signals at the selected turn.
 *
 * @param focus           the focus of the next question (chosen at this turn)
 * @param exhausted       the {@code graph.node.exhausted} flag
 * @param turnsSinceYield turns since the node last yielded something new (meaningful only once focused)
 * @param yieldRate       the tracker's yield rate (yielding answers per focus at the last yield; may exceed 1)
 * @param shallowRatio    share of the last three answers about the node that were shallow/surface, NaN when none
 * @param exhaustion      {@code graph.node.exhaustion_score}, NaN when missing
 * @param opportunity     {@code meta.node.opportunity}, "" when missing
 * @param yieldCount      answers that added new concepts or relationships around the node (a whole number: the
 *                        unit the heatmap shows, see the glossary)
 */
public record HeatmapRow(String nodeId, String label, String nodeType, boolean focus, boolean exhausted,
                         int focusCount, int focusStreak, int turnsSinceYield, double yieldRate, double exhaustion,
                         double shallowRatio, String opportunity, int yieldCount) {

    /** A row whose yield count is derived from the rate ({@code round(rate x max(1, focus count))}). */
    public HeatmapRow(String nodeId, String label, String nodeType, boolean focus, boolean exhausted, int focusCount,
                      int focusStreak, int turnsSinceYield, double yieldRate, double exhaustion, double shallowRatio,
                      String opportunity) {
        this(nodeId, label, nodeType, focus, exhausted, focusCount, focusStreak, turnsSinceYield, yieldRate, exhaustion,
                shallowRatio, opportunity, (int) Math.round(yieldRate * Math.max(1, focusCount)));
    }

    /** Whether the node was ever the focus of a question (yield fields mean nothing before that). */
    public boolean focused() {
        return focusCount > 0;
    }
}
