package org.interviewworkbench.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.interviewworkbench.engine.model.ElementCoverage;
import org.interviewworkbench.engine.pipeline.TurnResult;
import org.interviewworkbench.ui.coverage.CoverageViewModel;
import org.junit.jupiter.api.Test;

/** The coverage panel's summary names what is still missing (no toolkit needed). */
class CoverageViewModelTest {

    private static TurnResult turnWith(List<ElementCoverage> coverage) {
        return new TurnResult(3, "q", "a", "ensure_coverage", null, null, "the topic", "mid", true, null, Map.of(),
                Map.of(), Map.of(), List.of(), List.of(), Map.of(), List.of(), List.of(), List.of(),
                new TurnResult.ExtractionSummary(true, "", 0, 0, List.of()),
                new TurnResult.GraphCounts(0, 0, 0, 0), new TurnResult.CanonicalMetrics(0, 0, 0, 0, 0),
                new TurnResult.GraphComparison(0, 0, 0), List.of(), List.of(), 1.0, Map.of(), "next?", Map.of(),
                coverage);
    }

    @Test
    void the_summary_counts_complete_elements_and_names_the_gaps() {
        ElementCoverage wrapper = new ElementCoverage("wrapper", "compostable wrapper", List.of("n1"), true,
                "positive", List.of("positive"), true, false, 2, false, List.of(ElementCoverage.UNCONNECTED));
        ElementCoverage protein = new ElementCoverage("protein", "pea protein", List.of("n2"), true, "positive",
                List.of("positive"), true, true, 1, false, List.of());
        assertThat(CoverageViewModel.summaryOf(turnWith(List.of(wrapper, protein))))
                .isEqualTo("Coverage at turn 3: 1 of 2 elements complete · gaps: compostable wrapper (unconnected)");
    }

    @Test
    void a_concept_without_elements_says_so() {
        assertThat(CoverageViewModel.summaryOf(turnWith(List.of()))).contains("no stimulus elements");
        assertThat(CoverageViewModel.summaryOf(null)).isEmpty();
    }
}
