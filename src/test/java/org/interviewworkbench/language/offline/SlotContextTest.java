package org.interviewworkbench.language.offline;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Set;
import org.interviewworkbench.language.offline.QuestionComposer.Intent;
import org.junit.jupiter.api.Test;

/**
 * Issue 12, what a researcher notices first in a question: a filler, a torn verb or a property named as if it were a
 * thing ("the dunno", "the stand", "the daft"), and a question about what the respondent has just said.
 */
class SlotContextTest {

    private final SlotContext context = new SlotContext(EngineHolder.NLP);

    @Test
    void a_filler_or_interjection_is_never_a_slot_phrase() {
        assertThat(context.fits("dunno", "Dunno. It's home, I guess.")).isFalse();
        assertThat(context.fits("honestly", null)).isFalse();
        assertThat(context.fits("yeah", "Yeah, well, sort of.")).isFalse();
    }

    @Test
    void a_verb_torn_from_its_clause_is_not_named() {
        assertThat(context.fits("stand", "Stand next to Margaret and follow about half a beat behind her."))
                .as("a spoken sentence without its subject starts on a verb").isFalse();
        assertThat(context.fits("stand", "I just stand at the back and mouth it.")).isFalse();
        assertThat(context.fits("doing", "Doing our bit, I suppose.")).as("a gerund without its object").isFalse();
    }

    @Test
    void a_property_or_a_self_description_is_not_named_as_a_thing() {
        assertThat(context.fits("daft", "Which is daft, it's a community choir.")).isFalse();
        assertThat(context.fits("tight", "Mornings are tight.")).isFalse();
        assertThat(context.fits("weak link", "I don't want to be the weak link.")).isFalse();
    }

    @Test
    void a_subject_and_its_verb_or_a_verb_without_its_subject_is_not_named() {
        assertThat(context.fits("Priya bakes", "On Sundays Priya bakes bread for the whole street.")).isFalse();
        assertThat(context.fits("runs marathons", "My brother, who runs marathons, cycles to work.")).isFalse();
        assertThat(context.fits("marathon runs", "Both marathon runs were cancelled this year.")).isTrue();
        assertThat(context.fits("street party", "On Sundays Priya bakes bread for the street party.")).isTrue();
    }

    @Test
    void real_concepts_still_pass_where_they_were_said() {
        assertThat(context.fits("cost", "Cost. Heating a whole drafty farmhouse is nuts.")).isTrue();
        assertThat(context.fits("practice tracks", "The practice tracks help a lot.")).isTrue();
        assertThat(context.fits("fit", "Mostly it's the fit, honestly.")).isTrue();
        assertThat(context.fits("comfort", "It's comfort, I suppose.")).isTrue();
        assertThat(context.fits("peace", "Peace at home, really.")).isTrue();
        assertThat(context.nounNotGerund("breathing room", "It gives me some breathing room.")).isFalse();
        assertThat(context.fits("living room", "The wood stove is in the living room.")).isTrue();
        assertThat(context.fits("cycling to work", "I love cycling to work.")).isTrue();
        assertThat(context.nounNotGerund("living room", "The wood stove is in the living room.")).isTrue();
        assertThat(context.nounNotGerund("cycling to work", "I love cycling to work.")).isFalse();
    }

    @Test
    void a_spoken_clause_without_its_subject_gets_it_back_to_be_said_back() {
        assertThat(context.withDroppedSubject("Called the agency")).isEqualTo("I called the agency");
        assertThat(context.withDroppedSubject("Compared to the high-street shop, it feels less pushy")).isNull();
        assertThat(context.withDroppedSubject("Peace at home, really")).isNull();
        assertThat(context.withDroppedSubject("Do the pills get wet?")).isNull();
        assertThat(context.withDroppedSubject("Mornings are tight")).isNull();
        assertThat(context.withDroppedSubject("The practice tracks")).isNull();
    }

    @Test
    void an_answer_that_states_an_expectation_is_not_asked_for_one() {
        Set<Intent> answered = AnsweredIntents.of("The form was fine. I figured I'd be in by that weekend.");
        assertThat(answered).contains(Intent.EXPECTATION);
        assertThat(AnsweredIntents.instead(Intent.EXPECTATION, answered)).isNotEqualTo(Intent.EXPECTATION);
        assertThat(AnsweredIntents.of("The email came on day six and it was fine.")).doesNotContain(Intent.EXPECTATION);
    }

    @Test
    void an_answer_that_rates_every_option_is_not_asked_for_a_ranking() {
        Set<Intent> answered = AnsweredIntents.of("The bus is a 5. Train a 4. Bike, 4 too. Car a 2, maybe a 1.");
        assertThat(answered).contains(Intent.RATE);
        assertThat(AnsweredIntents.instead(Intent.RATE, answered)).isEqualTo(Intent.IDEAL);
        assertThat(AnsweredIntents.of("We waited a two-week stretch, then a three-day one.")).doesNotContain(Intent.RATE);
    }

    @Test
    void a_context_or_a_story_that_reached_the_present_is_not_asked_again() {
        assertThat(AnsweredIntents.instead(Intent.CONTEXT,
                AnsweredIntents.of("I practise while I'm cooking tea as well."))).isEqualTo(Intent.DEEPEN);
        assertThat(AnsweredIntents.instead(Intent.NEXT_STEP,
                AnsweredIntents.of("That was in March. I'm on the evening rota now."))).isEqualTo(Intent.LEARNING);
        assertThat(AnsweredIntents.instead(Intent.NEXT_STEP,
                AnsweredIntents.of("Then I rang the office."))).isEqualTo(Intent.NEXT_STEP);
        assertThat(AnsweredIntents.of("I rang them and the woman said bring him in now, don't wait."))
                .as("a 'now' in reported speech is not the present of the story").doesNotContain(Intent.NEXT_STEP);
    }
}
