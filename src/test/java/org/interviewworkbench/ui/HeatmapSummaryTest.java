package org.interviewworkbench.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.interviewworkbench.ui.heatmap.HeatmapRow;
import org.interviewworkbench.ui.heatmap.HeatmapViewModel;
import org.interviewworkbench.ui.heatmap.HeatmapViewModel.Column;
import org.interviewworkbench.ui.heatmap.HeatmapViewModel.Tone;
import org.junit.jupiter.api.Test;

/** Issue 15: the heatmap's header line, its flags and its colours say the same thing. */
class HeatmapSummaryTest {

    @Test
    void a_row_whose_opportunity_is_spent_is_named_in_the_header_without_being_called_exhausted() {
        HeatmapRow spent = new HeatmapRow("n1", "froth", "attribute", false, false, 3, 0, 2, 0.0, 0.4, 0.5,
                "exhausted");
        HeatmapRow fresh = new HeatmapRow("n2", "price", "attribute", true, false, 0, 0, 0, 0.0, Double.NaN,
                Double.NaN, "fresh");
        String summary = HeatmapViewModel.summaryOf(List.of(spent, fresh));
        assertThat(summary).startsWith("No node exhausted").contains("1 with nothing new lately (amber): froth")
                .doesNotContain("price,");
        assertThat(HeatmapViewModel.opportunityText(spent)).isEqualTo("nothing new");
        assertThat(HeatmapViewModel.tone(Column.OPPORTUNITY, spent)).isEqualTo(Tone.WARN);
    }

    @Test
    void red_cells_appear_exactly_on_the_rows_the_header_counts_as_exhausted() {
        List<HeatmapRow> rows = List.of(
                new HeatmapRow("a", "creamy", "attribute", false, true, 4, 3, 3, 0.25, 0.7, 1.0, "exhausted"),
                new HeatmapRow("b", "run my life", "terminal_value", false, false, 1, 1, 7, 1, 0.64, 1.0, "exhausted"),
                new HeatmapRow("c", "froth", "attribute", true, false, 2, 0, 0, 1.0, 0.1, 0.0, "fresh"),
                new HeatmapRow("d", "price", "attribute", false, false, 0, 0, 5, 0, Double.NaN, Double.NaN, ""));

        String summary = HeatmapViewModel.summaryOf(rows);

        long red = rows.stream().filter(r -> java.util.Arrays.stream(Column.values())
                .anyMatch(c -> HeatmapViewModel.tone(c, r) == Tone.ALARM)).count();
        long flagged = rows.stream().filter(HeatmapRow::exhausted).count();
        assertThat(red).isEqualTo(flagged).isEqualTo(1);
        assertThat(summary).startsWith(flagged + " exhausted: creamy").contains("near exhaustion")
                .contains("run my life");
        for (HeatmapRow r : rows) {
            boolean anyRed = java.util.Arrays.stream(Column.values()).anyMatch(c -> HeatmapViewModel.tone(c, r)
                    == Tone.ALARM);
            assertThat(anyRed).as(r.label()).isEqualTo(r.exhausted());
            assertThat(HeatmapViewModel.opportunityText(r).contains("exhausted")).as(r.label()).isEqualTo(r.exhausted());
        }
    }

    @Test
    void new_material_is_a_whole_number_of_answers_not_a_rate_above_one() {
        // the tracker's rate was 2.00 (two yielding answers, asked once): the heatmap shows 2 answers
        HeatmapRow twice = new HeatmapRow("a", "oat taste", "attribute", false, false, 1, 1, 0, 2.0, 0.1, 0.0,
                "fresh", 2);
        assertThat(twice.yieldCount()).isEqualTo(2);
        assertThat(Glossary.NEW_MATERIAL.meaning()).contains("whole number of answers");
        assertThat(HeatmapViewModel.tone(Column.YIELD_RATE, twice)).isEqualTo(Tone.GOOD);
    }

    @Test
    void a_screen_reader_hears_the_selected_row_as_the_grid_shows_it() {
        HeatmapRow tired = new HeatmapRow("a", "creamy", "attribute", true, true, 4, 3, 3, 0.25, 0.7, 1.0, "exhausted");
        var columns = org.interviewworkbench.ui.heatmap.HeatmapColumns.of(t -> t.replace('_', ' '));

        String said = org.interviewworkbench.ui.heatmap.HeatmapColumns.describe(columns, tired,
                t -> t.replace('_', ' '));

        assertThat(said).startsWith("Concept creamy, attribute, exhausted, next focus, Exhaustion 0.70")
                .contains("Turns without new material 3").contains("Next step exhausted");
        HeatmapRow never = new HeatmapRow("b", "price", "attribute", false, false, 0, 0, 5, 0, Double.NaN,
                Double.NaN, "");
        assertThat(org.interviewworkbench.ui.heatmap.HeatmapColumns.describe(columns, never, t -> t))
                .isEqualTo("Concept price, attribute, not exhausted, Asked in a row 0, Times asked about 0");
    }

    @Test
    void a_cells_tooltip_names_the_concept_in_full_the_value_and_what_its_colour_means() {
        HeatmapRow tired = new HeatmapRow("a", "morning coffee feels like a little cafe treat", "attribute", false,
                true, 4, 3, 3, 0.25, 0.7, 1.0, "exhausted");
        var columns = org.interviewworkbench.ui.heatmap.HeatmapColumns.of(t -> t);
        int exhaustion = 3;
        assertThat(columns.get(exhaustion).name()).isEqualTo(Glossary.EXHAUSTION.label());

        String tip = org.interviewworkbench.ui.heatmap.HeatmapColumns.cellTooltip(columns, exhaustion, tired, t -> t);

        assertThat(tip).startsWith("morning coffee feels like a little cafe treat (attribute)\n")
                .contains("Exhaustion: 0.70 (red: flagged exhausted)").contains(Glossary.EXHAUSTION.meaning());
    }

    @Test
    void columns_never_shrink_below_their_minimum_and_extra_width_goes_to_the_concept() {
        double[] pref = {28, 190, 140, 80};
        double[] min = {28, 110, 90, 70};
        var wide = org.interviewworkbench.ui.heatmap.HeatmapGeometry.fit(pref, min, 600);
        var narrow = org.interviewworkbench.ui.heatmap.HeatmapGeometry.fit(pref, min, 200);

        assertThat(wide.width(1)).isEqualTo(190 + 600 - 438);
        assertThat(wide.totalWidth()).isEqualTo(600);
        for (int i = 0; i < pref.length; i++) {
            assertThat(narrow.width(i)).isEqualTo(min[i]);
        }
        assertThat(narrow.totalWidth()).as("wider than the view: it scrolls sideways").isGreaterThan(200);
        assertThat(org.interviewworkbench.ui.heatmap.HeatmapGeometry.rowAt(27, 3)).isEqualTo(1);
        assertThat(org.interviewworkbench.ui.heatmap.HeatmapGeometry.rowAt(27, 1)).isEqualTo(-1);
        assertThat(org.interviewworkbench.ui.heatmap.HeatmapGeometry.scrollToShow(10, 0, 100))
                .as("row 10 brought to the bottom of a 100 px view").isEqualTo(11 * 26 - 100);
    }
}
