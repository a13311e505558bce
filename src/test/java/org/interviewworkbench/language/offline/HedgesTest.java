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

    @Test
    void a_remark_about_speaking_honestly_is_dropped_from_an_answer_but_knowing_stays_content() {
        assertThat(Hedges.dropStance("I was delighted, to be honest.")).isEqualTo("I was delighted.");
        assertThat(Hedges.dropStance("If I'm honest I'd put the canyon first.")).isEqualTo("I'd put the canyon first.");
        assertThat(Hedges.dropStance("The copper one, I'll be honest, I'm only half convinced."))
                .isEqualTo("The copper one, I'm only half convinced.");
        assertThat(Hedges.dropStance("It was, I dunno, a bit off.")).isEqualTo("It was, a bit off.");
        assertThat(Hedges.dropStance("I don't know anything about cars.")).isEqualTo("I don't know anything about cars.");
        assertThat(Hedges.dropStance("He was honest with me about the price."))
                .isEqualTo("He was honest with me about the price.");
        assertThat(Hedges.dropStance("Friends say it smells nice, which, I won't lie, I like."))
                .isEqualTo("Friends say it smells nice, which, I like.");
        assertThat(Hedges.dropStance("I must say, the staff were lovely.")).isEqualTo("the staff were lovely.");
        assertThat(Hedges.dropStance("I won't lie to my kids about money.")).isEqualTo("I won't lie to my kids about money.");
        assertThat(Hedges.dropStance("I have to say no to her sometimes.")).isEqualTo("I have to say no to her sometimes.");
    }

    @Test
    void being_honest_is_no_concept_of_the_respondent() {
        var jtbd = Methodologies.load("jobs_to_be_done");
        var concept = Methodologies.concept("Commuting", "Understand how people get to work");
        var labels = Extractions.labels(EngineHolder.ENGINE.extract(ExtractionTest.request(jtbd, concept,
                "I'll be honest, I hate the crowded platform at rush hour.", null, null, java.util.List.of())).value());
        assertThat(labels).noneMatch(l -> l.contains("honest")).anyMatch(l -> l.contains("platform"));
    }
}
