package org.interviewworkbench.engine.study;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;

import org.junit.jupiter.api.Test;

class CodebookEditTest {

    private static CodeMember m(String session, String node, String label) {
        return new CodeMember(session, node, label, label);
    }

    private final Codebook book = new Codebook(List.of(
            new StudyCode("C1", "creamy", "attribute", "", List.of(m("s1", "n1", "creamy"), m("s2", "n4", "smooth"))),
            new StudyCode("C2", "thick texture", "attribute", "", List.of(m("s3", "n2", "thick"))),
            new StudyCode("C3", "froths well", "functional_consequence", "", List.of(m("s1", "n2", "froths")))),
            0.75);

    @Test
    void merge_keeps_the_first_code_and_takes_the_others_members() {
        Codebook merged = new CodebookEdit.Merge(List.of("C1", "C2"), "creamy texture").apply(book);
        assertThat(merged.codes()).extracting(StudyCode::id).containsExactly("C1", "C3");
        assertThat(merged.code("C1").orElseThrow().name()).isEqualTo("creamy texture");
        assertThat(merged.code("C1").orElseThrow().members()).extracting(CodeMember::label)
                .containsExactly("creamy", "smooth", "thick");
    }

    @Test
    void merge_across_types_is_refused_with_both_types_named() {
        assertThatThrownBy(() -> new CodebookEdit.Merge(List.of("C1", "C3"), null).apply(book))
                .hasMessageContaining("attribute").hasMessageContaining("functional_consequence");
    }

    @Test
    void split_moves_the_chosen_members_into_a_new_code_after_the_original() {
        Codebook split = new CodebookEdit.Split("C1", List.of(1), "smooth").apply(book);
        assertThat(split.codes()).extracting(StudyCode::id).containsExactly("C1", "C4", "C2", "C3");
        assertThat(split.code("C4").orElseThrow().members()).extracting(CodeMember::label).containsExactly("smooth");
        assertThatThrownBy(() -> new CodebookEdit.Split("C2", List.of(0), "x").apply(book))
                .hasMessageContaining("at least one member");
    }

    @Test
    void moving_the_last_member_removes_the_empty_code_and_ladders_take_the_code_names() {
        Codebook moved = new CodebookEdit.MoveMembers("C2", List.of(0), "C1").apply(book);
        assertThat(moved.codes()).extracting(StudyCode::id).containsExactly("C1", "C3");
        Ladder ladder = new Ladder("R", "1", List.of(new LadderStep("thick", "attribute", "s3", "n2", "")));
        assertThat(moved.apply(List.of(ladder)).get(0).codes()).containsExactly("creamy");
    }

    @Test
    void unknown_codes_and_members_are_named() {
        assertThatThrownBy(() -> new CodebookEdit.Rename("C9", "x").apply(book)).hasMessage("no code C9 in the codebook");
        assertThatThrownBy(() -> new CodebookEdit.MoveMembers("C1", List.of(5), "C2").apply(book))
                .hasMessageContaining("C1 has no member 6");
    }

    @Test
    void codes_of_one_name_and_two_types_stay_apart_in_the_ladders() {
        Codebook twoTypes = new Codebook(List.of(
                new StudyCode("C1", "carbon footprint", "attribute", "", List.of(m("s1", "n1", "low carbon"))),
                new StudyCode("C2", "carbon footprint", "instrumental_value", "", List.of(m("s1", "n2", "planet")))),
                0.75);
        Ladder ladder = new Ladder("R", "1", List.of(new LadderStep("low carbon", "attribute", "s1", "n1", ""),
                new LadderStep("planet", "instrumental_value", "s1", "n2", "")));
        assertThat(twoTypes.apply(List.of(ladder)).get(0).codes())
                .containsExactly("carbon footprint (attribute)", "carbon footprint (instrumental value)");
    }
}
