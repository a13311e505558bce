package org.interviewworkbench.engine.model;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class SlotNamesTest {

    @Test
    void a_name_keeps_the_respondents_words_with_white_space_tidied() {
        assertThat(SlotNames.tidy("  foam for a\t flat\nwhite ")).isEqualTo("foam for a flat white");
        assertThat(SlotNames.tidy("Self-respect, really")).isEqualTo("Self-respect, really");
        assertThat(SlotNames.tidy(null)).isEmpty();
        assertThat(SlotNames.words("three_kids_at_home")).as("snake_case read as words").isEqualTo("three kids at home");
        assertThat(SlotNames.words("café au lait")).isEqualTo("café au lait");
    }

    @Test
    void old_snake_case_and_new_names_compare_alike_without_case_or_punctuation() {
        assertThat(SlotNames.key("Creamy, texture!")).isEqualTo("creamy texture");
        assertThat(SlotNames.same("creamy_texture", "Creamy texture")).isTrue();
        assertThat(SlotNames.same("foam (2)", "foam")).isFalse();
        assertThat(SlotNames.same("self-respect", "selfrespect")).isFalse();
        assertThat(SlotNames.same("?!", "...")).as("no words, no slot").isFalse();
    }
}
