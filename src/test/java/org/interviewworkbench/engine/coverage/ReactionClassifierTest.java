package org.interviewworkbench.engine.coverage;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ReactionClassifierTest {

    private final ReactionClassifier classifier = new ReactionClassifier();

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource(delimiter = '|', value = {
        "I really like the 12 g of pea protein | positive",
        "the compostable wrapper is a nice touch | positive",
        "2.49 euros per bar is expensive | negative",
        "the protein is not good at all | negative",
        "I doubt a bar with only 3 g of sugar tastes of anything | skeptical",
        "3 g of sugar sounds too good to be true | skeptical",
        "I wonder how the cocoa flavour tastes | curious",
        "does it come in a vegan version? | curious",
        "the wrapper doesn't matter to me | neutral",
        "the oats are fine | neutral"})
    void the_lexicon_classifies_the_reaction_of_a_clause(String clause, String reaction) {
        assertThat(classifier.classify(clause)).isEqualTo(reaction);
    }

    @Test
    void a_clause_without_any_cue_expresses_no_reaction() {
        assertThat(classifier.classify("it has 12 g of pea protein")).isNull();
        assertThat(classifier.classify("like I said, it has oats")).as("'like' as filler is no reaction").isNull();
        assertThat(classifier.classify("")).isNull();
    }

    @Test
    void a_reaction_given_by_extraction_is_normalised_and_invalid_ones_are_dropped() {
        assertThat(ReactionClassifier.normalise(" Skeptical ")).isEqualTo("skeptical");
        assertThat(ReactionClassifier.normalise("sceptical")).isEqualTo("skeptical");
        assertThat(ReactionClassifier.normalise("delighted")).isNull();
        assertThat(ReactionClassifier.normalise(null)).isNull();
    }

    @Test
    void the_sentence_around_a_quote_is_found_for_wider_context() {
        String answer = "The price is okay. I love that the oats and nuts look like real food! Anyway.";
        assertThat(ReactionClassifier.sentenceOf(answer, "the oats and nuts look like real food"))
                .isEqualTo("I love that the oats and nuts look like real food!");
        assertThat(ReactionClassifier.sentenceOf(answer, "missing")).isEmpty();
    }

    @Test
    void value_for_money_and_intent_to_use_or_pay_are_reactions_and_a_shrug_at_a_reason_to_switch_is_negative() {
        assertThat(classifier.classify("Four ninety-nine for six of us is cheap")).isEqualTo("positive");
        assertThat(classifier.classify("that's the bit I'd use")).isEqualTo("positive");
        assertThat(classifier.classify("that one I'd pay for on its own")).isEqualTo("positive");
        assertThat(classifier.classify("it's not cheap though")).isEqualTo("negative");
        assertThat(classifier.classify("Leak alerts, fine, but not a reason to switch")).isEqualTo("negative");
        assertThat(classifier.classify("I wouldn't pay extra for delivery")).isEqualTo("negative");
    }
}
