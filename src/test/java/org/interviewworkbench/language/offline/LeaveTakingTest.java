package org.interviewworkbench.language.offline;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * Issue 12: a respondent who closes with a negative reply and a leave-taking of their own gets a close, read by
 * structure ({@link LeaveTaking}); a short content answer or doubt after "No" does not. The sentences are the test's
 * own.
 */
class LeaveTakingTest {

    private static final String OPEN = "What else comes to mind about the commute?";
    private final LeaveTaking leave = new LeaveTaking(EngineHolder.NLP);

    @Test
    void a_negative_reply_and_a_short_formula_of_leave_taking_end_the_conversation() {
        assertThat(leave.ends("Nah, I'm good. Laters now, chief.", OPEN)).isTrue();
        assertThat(leave.ends("No, that's everything. Go well.", OPEN)).isTrue();
    }

    @Test
    void a_wish_for_the_listener_ends_it_after_nothing_more() {
        assertThat(leave.ends("No, that's all. Look after yourself in that traffic.", OPEN)).isTrue();
    }

    @Test
    void a_negative_reply_with_thanks_ends_it() {
        assertThat(leave.ends("Nope, nothing. Thank you, good luck with it.", OPEN)).isTrue();
    }

    @Test
    void a_short_content_answer_or_doubt_after_no_does_not_end_it() {
        assertThat(leave.ends("No, the parking.", OPEN)).isFalse();
        assertThat(leave.ends("No. Train fares.", OPEN)).isFalse();
        assertThat(leave.ends("No. Parking, mostly.", OPEN)).isFalse();
        assertThat(leave.ends("No. My sister maybe.", OPEN)).isFalse();
        assertThat(leave.ends("No, not really. Honestly.", OPEN)).isFalse();
        assertThat(leave.ends("No, that's it. Make the trains cheaper.", OPEN)).isFalse();
    }

    @Test
    void a_no_to_a_yes_no_question_is_only_its_answer() {
        assertThat(leave.ends("Nah, I'm good. Go well now, chief.", "Did the delay surprise you?")).isFalse();
    }
    @Test
    void thanks_standing_alone_as_the_last_sentence_with_an_address_tag_ends_it() {
        String asked = "How likely would you be to try the card, and why?";
        assertThat(leave.ends("If the price is fair I'd try it for the saving goal. Okay. Thank you, hun.", asked))
                .isTrue();
        assertThat(leave.ends("Knee's much better now. Anyway, I've gotta get back on the road, the van is waiting."
                + " Cheers, mate.", asked)).isTrue();
        assertThat(leave.ends("Thanks, love.", asked)).isTrue();
        assertThat(leave.ends("Okay, my train is in ten minutes, I have to jump. Thank you, it was nice talking.", asked))
                .isTrue(); // "jump" alone is leaving, like "run" or "dash"
        assertThat(leave.ends("The kids had to jump over the puddle to get in. Thanks for asking.", asked)).isFalse();
    }

    @Test
    void thanks_that_acknowledge_the_question_before_content_do_not_end_it() {
        String asked = "How likely would you be to try the card, and why?";
        assertThat(leave.ends("Thanks, good question. The price is what puts me off, to be honest.", asked))
                .isFalse();
        assertThat(leave.ends("The card is fine. Thanks, the price.", asked)).isFalse();
        assertThat(leave.ends("I'd try it for the saving goal. Thanks for asking, though, is it per family?", asked))
                .isFalse();
    }
}
