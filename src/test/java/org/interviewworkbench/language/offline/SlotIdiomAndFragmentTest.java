package org.interviewworkbench.language.offline;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * Issue 12, stop 41: what a question pastes into its slot or says back is never a fragment: an idiom's noun ("How
 * does the pocket affect you?" from "out of pocket"), a verb the tagger read as a noun ("the full-face protects"), a
 * bare singular count noun ("about first session"), a negated broken phrase ("you arrive with not red eyes"), an empty
 * subject ("the one thing you'd change") or a closing filler ("..., that's the whole thing").
 */
class SlotIdiomAndFragmentTest {

    private final SlotContext context = new SlotContext(EngineHolder.NLP);
    private final NounPhraseGate gate = new NounPhraseGate(EngineHolder.NLP);
    private final ReportedSpeech speech = new ReportedSpeech(EngineHolder.NLP);

    @Test
    void the_noun_of_a_fixed_idiom_is_never_a_slot() {
        assertThat(context.fits("pocket", "So it's $75 a month out of pocket.")).isFalse();
        assertThat(context.fits("loop", "Nobody kept me in the loop about the repairs.")).isFalse();
        assertThat(context.fits("mind", "I had the price in mind when I went in.")).isFalse();
        assertThat(context.fits("day", "At the end of the day it's the kids that matter.")).isFalse();
        assertThat(context.fits("pocket money", "The pocket money goes on sweets.")).isTrue();
        assertThat(context.fits("repairs", "Nobody kept me in the loop about the repairs.")).isTrue();
    }

    @Test
    void a_verb_read_as_a_noun_is_no_noun_phrase() {
        assertThat(context.fits("full-face protects", "So the full-face protects the face, the jaw, not only the head."))
                .isFalse();
        assertThat(context.fits("beeps", "The sensor kind of does that, it beeps.")).isFalse();
        assertThat(context.fits("kids", "We gave the kids the day off.")).as("a double object").isTrue();
        assertThat(context.fits("lower bills", "Lower bills, yes.")).as("no verb after the I put back").isTrue();
        assertThat(context.fits("visor", "The visor keeps the dust out of my eyes.")).isTrue();
    }

    @Test
    void a_bare_singular_count_noun_gets_its_article() {
        assertThat(gate.render("first session")).isEqualTo("the first session");
        assertThat(gate.render("session")).isEqualTo("the session");
        assertThat(gate.render("peace of mind")).isEqualTo("peace of mind");
        assertThat(gate.render("independence")).isEqualTo("independence");
        assertThat(context.nounNotGerund("warning", "Like a warning.")).isTrue();
        assertThat(context.nounNotGerund("cooking", "I love cooking.")).isFalse();
    }

    @Test
    void a_negated_fragment_an_empty_subject_or_a_filler_is_never_said_back() {
        assertThat(speech.clause("So I arrive with not red eyes, not crying like before.")).isEmpty();
        assertThat(speech.clause("The one thing I'd change, there's no place on it for the hymns.")).isEmpty();
        assertThat(speech.clause("I'm trying to keep my weight stable, that's the whole thing."))
                .contains("you're trying to keep your weight stable");
        assertThat(speech.clause("The main thing is the price of the strips.")).isPresent();
        assertThat(speech.clause("I do not like the noise at night.")).isPresent();
        assertThat(speech.clause("It's about not wasting my life in traffic.")).isPresent();
    }
}
