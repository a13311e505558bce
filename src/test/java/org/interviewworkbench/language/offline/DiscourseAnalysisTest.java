package org.interviewworkbench.language.offline;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import org.interviewworkbench.engine.port.SrlAnalysis;
import org.junit.jupiter.api.Test;

class DiscourseAnalysisTest {

    private final OfflineLanguageEngine engine = EngineHolder.ENGINE;

    private SrlAnalysis analyse(String text) {
        return engine.analyse(text, "Why?").value();
    }

    @Test
    void because_puts_the_reason_in_the_antecedent_and_the_main_clause_in_the_consequent() {
        assertThat(analyse("I drink it because it is creamy.").relations())
                .extracting(SrlAnalysis.DiscourseRelation::marker, SrlAnalysis.DiscourseRelation::antecedent,
                        SrlAnalysis.DiscourseRelation::consequent)
                .containsExactly(tuple("because", "it is creamy", "I drink it"));
    }

    @Test
    void so_puts_the_cause_before_it_and_the_effect_after_it() {
        assertThat(analyse("It's creamy, so it froths well.").relations())
                .extracting(SrlAnalysis.DiscourseRelation::marker, SrlAnalysis.DiscourseRelation::antecedent,
                        SrlAnalysis.DiscourseRelation::consequent)
                .containsExactly(tuple("so", "It's creamy", "it froths well"));
    }

    @Test
    void a_sentence_initial_marker_links_its_clause_to_the_main_clause_after_the_comma() {
        assertThat(analyse("When I'm in a rush, I skip breakfast.").relations())
                .extracting(SrlAnalysis.DiscourseRelation::marker, SrlAnalysis.DiscourseRelation::antecedent,
                        SrlAnalysis.DiscourseRelation::consequent)
                .containsExactly(tuple("when", "I'm in a rush", "I skip breakfast"));
        assertThat(analyse("Because it was cheap, I bought two cartons.").relations())
                .extracting(SrlAnalysis.DiscourseRelation::antecedent, SrlAnalysis.DiscourseRelation::consequent)
                .containsExactly(tuple("it was cheap", "I bought two cartons"));
    }

    @Test
    void multi_word_markers_win_over_their_parts_and_intensifier_so_is_no_marker() {
        assertThat(analyse("I buy the barista edition so that it froths. That's why I pay more.").relations())
                .extracting(SrlAnalysis.DiscourseRelation::marker)
                .containsExactly("so that", "that's why");
        assertThat(analyse("It is so good and so creamy.").relations()).isEmpty();
    }

    @Test
    void but_and_which_means_are_found_mid_sentence_in_any_case() {
        assertThat(analyse("It is pricey BUT it lasts a week, which means fewer trips to the shop.").relations())
                .extracting(SrlAnalysis.DiscourseRelation::marker, SrlAnalysis.DiscourseRelation::antecedent,
                        SrlAnalysis.DiscourseRelation::consequent)
                .containsExactly(tuple("but", "It is pricey", "it lasts a week"),
                        tuple("which means", "it lasts a week", "fewer trips to the shop"));
    }

    @Test
    void frames_carry_subject_object_and_prepositional_arguments_and_skip_noise_predicates() {
        SrlAnalysis srl = analyse("I think I buy oat milk at the station. I want coffee.");

        assertThat(srl.frames()).extracting(SrlAnalysis.Frame::predicate).containsExactly("buy");
        assertThat(srl.frames().get(0).arguments())
                .containsEntry("nsubj", "I")
                .containsEntry("dobj", "oat milk")
                .containsEntry("prep_at", "station");
    }

    @Test
    void blank_text_gives_an_empty_analysis() {
        assertThat(analyse("  ")).isEqualTo(SrlAnalysis.EMPTY);
    }
}
