package org.interviewworkbench.language.offline;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Issue 12: a reflection preamble ("You said ...", "You mentioned that ...") says the respondent's clause back in
 * standard second-person English, or not at all ({@link SayableClause}); a summary or focus slot never holds a phrase
 * that has lost its possessive or whose count does not agree ({@link NounPhraseGate}), and a summary names only
 * labels found where the respondent said them ({@link SlotContext#fitsWhereSaid}). The sentences are the test's own.
 */
class DialectEchoTest {

    private final ReportedSpeech speech = new ReportedSpeech(EngineHolder.NLP);
    private final NounPhraseGate gate = new NounPhraseGate(EngineHolder.NLP);

    @Test
    void a_bare_verb_after_a_singular_subject_is_not_said_back_but_the_standard_clause_is() {
        assertThat(speech.clause("The plumber never turn up before noon.")).isEmpty();
        assertThat(speech.clause("The plumber never turned up before noon."))
                .contains("the plumber never turned up before noon");
        assertThat(speech.clause("I never turn up before noon.")).contains("you never turn up before noon");
    }

    @Test
    void a_bare_verb_after_he_she_or_it_is_not_said_back_but_a_past_with_the_same_form_is() {
        assertThat(speech.clause("She want the small bedroom for six weeks.")).isEmpty();
        assertThat(speech.clause("She wants the small bedroom for six weeks."))
                .contains("she wants the small bedroom for six weeks");
        assertThat(speech.clause("It cost a fortune to fix the boiler.")).isPresent();
    }

    @Test
    void a_reason_torn_from_its_clause_or_a_tag_of_speech_is_not_said_back() {
        assertThat(speech.clause("Cos I'm 22, innit.")).isEmpty();
        assertThat(speech.clause("I'm 22, innit.")).isEmpty();
        assertThat(speech.clause("Because the app logged me out twice.")).isEmpty();
        assertThat(speech.clause("The app logged me out twice.")).contains("the app logged you out twice");
    }

    @Test
    void an_abstract_noun_as_subject_without_its_article_is_not_said_back() {
        assertThat(speech.clause("Problem is the lag on my phone.")).isEmpty();
        assertThat(speech.clause("The problem is the lag on my phone.")).contains("the problem is the lag on your phone");
    }

    @Test
    void a_joke_a_comparison_or_a_hedged_self_description_is_not_said_back() {
        assertThat(speech.clause("It sounds a bit like a beauty contest.")).isEmpty();
        assertThat(speech.clause("I am a bit stingy with money.")).isEmpty();
        assertThat(speech.clause("I am careful with money.")).contains("you are careful with money");
    }

    @Test
    void a_word_the_tagger_could_only_place_by_position_is_not_said_back() {
        // "sef" is no English word; placed between a verb and a clause, the tagger reads it as a conjunction
        assertThat(speech.clause("I figure sef the bus was late again.")).isEmpty();
        assertThat(speech.clause("I figure that the bus was late again.")).contains("you figure that the bus was late again");
    }

    @Test
    void do_before_an_adjective_is_not_said_back() {
        assertThat(speech.clause("The cake did nice in the end.")).isEmpty();
        assertThat(speech.clause("The cake turned out nice in the end.")).isPresent();
    }

    @Test
    void a_tag_addressed_to_the_listener_is_never_person_shifted() {
        assertThat(speech.clause("It's about who turns up on time, you see."))
                .hasValueSatisfying(c -> assertThat(c).doesNotContain("you see"));
    }

    @Test
    void a_slot_never_gets_own_without_its_possessive_nor_a_count_that_does_not_agree() {
        assertThat(gate.render("own three cats")).isNull();
        assertThat(gate.render("three cats")).isEqualTo("three cats");
        assertThat(gate.render("carrying with two bag")).isNull();
        assertThat(gate.render("two bags")).isEqualTo("two bags");
        assertThat(gate.render("three people")).isEqualTo("three people");
    }

    @Test
    void a_summary_label_must_be_found_in_the_answers_and_fit_where_it_was_said() {
        SlotContext context = new SlotContext(EngineHolder.NLP);
        List<String> answers = List.of("The buses do run late most evenings.", "I keep a spare umbrella at work.");
        assertThat(context.fitsWhereSaid("bus run", answers)).isFalse(); // rebuilt from lemmas, never said so
        assertThat(context.fitsWhereSaid("spare umbrella", answers)).isTrue();
    }
}
