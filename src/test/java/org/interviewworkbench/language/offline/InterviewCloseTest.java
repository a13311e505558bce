package org.interviewworkbench.language.offline;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** After the close and an end signal the interview is over; anything else said to a close keeps it going. */
class InterviewCloseTest {

    private final InterviewClose close = new InterviewClose(EngineHolder.NLP);

    @Test
    void a_close_answered_with_nothing_more_and_thanks_ends_the_interview() {
        assertThat(close.ends("No, I think that covers it, thanks.", WrapUpQuestions.CLOSE.get(1))).isTrue();
        assertThat(close.ends("I think I've said everything, thanks for asking.", GridEnd.ANYTHING_LEFT)).isTrue();
        assertThat(close.ends("Nope.", GridEnd.ANYTHING_LEFT)).isTrue();
        assertThat(close.ends("Thanks, that was actually interesting to think about.", WrapUpQuestions.CLOSE.get(0)))
                .isTrue();
    }

    @Test
    void a_question_or_a_new_point_in_reply_to_the_close_does_not_end_it() {
        assertThat(close.ends("Yes, thanks: what happens to my answers afterwards?", WrapUpQuestions.CLOSE.get(0)))
                .isFalse();
        assertThat(close.ends("Actually yes, the price matters more than I said, the hidden fees above all.",
                GridEnd.ANYTHING_LEFT)).isFalse();
    }

    @Test
    void the_same_goodbye_to_a_question_that_is_no_close_does_not_end_the_interview() {
        assertThat(close.ends("No, I think that covers it, thanks.",
                "What other difference between your options matters to you when you choose?")).isFalse();
    }
}
