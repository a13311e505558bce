package org.interviewworkbench.language.offline;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** A short answer that finishes the thread is read as a close, and a plain answer to a yes/no question is not. */
class ClosingAnswerTest {

    @Test
    void a_bare_no_to_an_open_question_says_there_is_nothing_more() {
        assertThat(WrapUpQuestions.nothingMore("Nah.", "And how did the week carry on after that?")).isTrue();
        assertThat(WrapUpQuestions.nothingMore("Not really, no.", "Where did the parcel go from there?")).isTrue();
        assertThat(WrapUpQuestions.nothingMore("No.",
                "You said the courier left it outside. Could you tell me what you did then?")).isTrue();
    }

    @Test
    void a_bare_no_to_a_yes_no_question_is_only_the_answer() {
        assertThat(WrapUpQuestions.nothingMore("No.", "Did the courier ring first?")).isFalse();
        assertThat(WrapUpQuestions.nothingMore("Not really.",
                "You said the lid cracked. Was that what you expected, or did it surprise you?")).isFalse();
    }

    @Test
    void a_closing_sentence_before_another_closing_sentence_ends_the_thread() {
        assertThat(WrapUpQuestions.nothingMore("The quiet, mostly. That's all. That's the lot, honestly.")).isTrue();
        assertThat(WrapUpQuestions.nothingMore("Space for the bikes, I suppose. That's everything. Really.")).isTrue();
    }

    @Test
    void a_short_settled_verdict_ends_the_thread_but_a_verdict_with_news_does_not() {
        assertThat(WrapUpQuestions.nothingMore("Okay. It all worked out in the end.")).isTrue();
        assertThat(WrapUpQuestions.nothingMore("Good, eventually.")).isTrue();
        assertThat(WrapUpQuestions.nothingMore("It was fine in the end, the landlord paid for the boiler."))
                .isFalse();
        assertThat(WrapUpQuestions.nothingMore("Fine.")).isFalse();
    }

    @Test
    void nothing_more_from_me_with_an_errand_and_thanks_in_another_language_ends_the_interview() {
        assertThat(WrapUpQuestions.endsConversation("The tram wins. That's all from me, I have to fetch the kids. "
                + "Gracias!", "Which of your options does best on that?")).isTrue();
        assertThat(WrapUpQuestions.nothingMore("Paper. That's it, but the lamp matters too, the warm one."))
                .isFalse();
    }

    @Test
    void that_is_me_done_ends_the_thread_but_done_with_a_thing_does_not() {
        assertThat(WrapUpQuestions.nothingMore("Right, that's me done, pet. The bus is here.")).isTrue();
        assertThat(WrapUpQuestions.nothingMore("That's me finished, I think.")).isTrue();
        assertThat(WrapUpQuestions.nothingMore("That's me done with that bank for good.")).isFalse();
    }
}
