package org.interviewworkbench.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.interviewworkbench.ui.heatmap.HeatmapRow;
import org.interviewworkbench.ui.heatmap.HeatmapViewModel;
import org.junit.jupiter.api.Test;

/** Issue 15: the heatmap's header line and its red cells say the same thing. */
class HeatmapSummaryTest {

    @Test
    void a_row_whose_opportunity_is_exhausted_is_named_in_the_header() {
        HeatmapRow spent = new HeatmapRow("n1", "froth", "attribute", false, false, 3, 0, 2, 0.0, 0.4, 0.5,
                "exhausted");
        HeatmapRow fresh = new HeatmapRow("n2", "price", "attribute", true, false, 0, 0, 0, 0.0, Double.NaN,
                Double.NaN, "fresh");
        String summary = HeatmapViewModel.summaryOf(List.of(spent, fresh));
        assertThat(summary).startsWith("No node exhausted").contains("1 with no opportunity left: froth")
                .doesNotContain("price,");
    }
}
