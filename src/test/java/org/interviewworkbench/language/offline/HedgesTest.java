package org.interviewworkbench.language.offline;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** {@link Hedges}: spoken padding removed from a clause before it is said back, on sentences written for this test. */
class HedgesTest {

    @Test
    void hedges_set_off_by_commas_inside_the_clause_are_dropped() {
        assertThat(Hedges.drop("I pictured, I don't know, a big open office"))
                .isEqualTo("I pictured a big open office");
        assertThat(Hedges.drop("the bus was, like, you know, twenty minutes late"))
                .isEqualTo("the bus was twenty minutes late");
        assertThat(Hedges.drop("my landlord (I mean) never answers")).isEqualTo("my landlord never answers");
    }

    @Test
    void trailing_fillers_and_vocatives_are_dropped() {
        assertThat(Hedges.drop("the queue is ridiculous, mate.")).isEqualTo("the queue is ridiculous.");
        assertThat(Hedges.drop("it felt rushed, honestly")).isEqualTo("it felt rushed");
        assertThat(Hedges.drop("Man, the forms took ages")).isEqualTo("the forms took ages");
    }

    @Test
    void words_that_carry_sense_stay() {
        assertThat(Hedges.drop("I think the fee is fair")).isEqualTo("I think the fee is fair");
        assertThat(Hedges.drop("it was kind of slow")).isEqualTo("it was kind of slow");
        assertThat(Hedges.drop("I like the new layout")).isEqualTo("I like the new layout");
    }

    @Test
    void a_reported_clause_never_shifts_a_hedge_into_the_second_person() {
        ReportedSpeech speech = new ReportedSpeech(EngineHolder.NLP);
        String said = speech.clause("I expected, I don't know, some sort of quick chat with a nurse").orElseThrow();
        assertThat(said).doesNotContain("know").startsWith("you expected some sort of quick chat");
        assertThat(speech.clause("the waiting room is embarrassing, man").orElseThrow())
                .isEqualTo("the waiting room is embarrassing");
    }

    @Test
    void vocatives_that_close_a_sentence_are_dropped_from_an_answer() {
        assertThat(Hedges.dropVocatives("The lift was broken again, mate. We walked up, man!"))
                .isEqualTo("The lift was broken again. We walked up!");
        assertThat(Hedges.dropVocatives("The man at the desk was kind.")).isEqualTo("The man at the desk was kind.");
    }
}
