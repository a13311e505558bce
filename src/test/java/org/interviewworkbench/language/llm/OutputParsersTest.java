package org.interviewworkbench.language.llm;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Map;
import org.junit.jupiter.api.Test;

class OutputParsersTest {

    @Test
    void the_first_balanced_object_is_found_behind_fences_think_blocks_and_prose() {
        assertThat(JsonText.firstObject("<think>{no}</think>Here: ```json\n{\"a\":\"}{\"}\n``` trailing {x"))
                .isEqualTo("{\"a\":\"}{\"}");
        assertThat(JsonText.firstObject("unclosed reasoning {x</think>{\"b\":1}")).isEqualTo("{\"b\":1}");
        assertThatThrownBy(() -> JsonText.firstObject("   ")).hasMessage("the reply was empty");
        assertThatThrownBy(() -> JsonText.firstObject("I can't help with that"))
                .hasMessage("the reply contained no JSON object");
    }

    @Test
    void questions_are_cleaned_to_one_question() {
        assertThat(OutputParsers.question("**Final question:** \"What matters most to you?\"")).isEqualTo(
                "What matters most to you?");
        assertThat(OutputParsers.question("1. Tell me more about that")).isEqualTo("Tell me more about that?");
        assertThatThrownBy(() -> OutputParsers.question("I'm sorry, but I can't help with that."))
                .isInstanceOf(OutputFormatException.class);
    }

    @Test
    void a_models_slot_name_is_kept_in_words_and_snake_case_is_read_as_words() {
        assertThat(OutputParsers.slotName("foam for a flat white")).isEqualTo("foam for a flat white");
        assertThat(OutputParsers.slotName("  Café \n au lait ")).isEqualTo("Café au lait");
        assertThat(OutputParsers.slotName("energy_boost")).isEqualTo("energy boost");
        assertThat(OutputParsers.slotName("_?!_")).isEmpty();
    }

    @Test
    void template_values_are_inserted_once_and_missing_values_are_errors() {
        PromptTemplate t = PromptTemplate.parse("t", "=== system ===\nS {{a}}\n=== user ===\nU {{b}}");

        assertThat(t.render(Map.of("a", "{{b}}", "b", "x")).system()).isEqualTo("S {{b}}");
        assertThatThrownBy(() -> t.render(Map.of("a", "1"))).hasMessageContaining("{{b}}");
    }

    @Test
    void every_prompt_resource_renders_without_missing_placeholders() {
        Prompts prompts = new Prompts();
        assertThat(prompts.extraction(Fixtures.extractionRequest("one two three")).user()).contains("one two three");
        assertThat(prompts.rubric(Fixtures.ratingRequest()).user()).contains("\"certainty\"");
        assertThat(prompts.opening(Fixtures.openingRequest()).system()).contains("means_end_chain");
        assertThat(prompts.followUp(Fixtures.followUpRequest()).system()).contains("Deepen");
        assertThat(prompts.slots(Fixtures.slotRequest()).user()).contains("n2: smooth texture");
    }
}
