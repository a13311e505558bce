package org.interviewworkbench.language.offline;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.interviewworkbench.engine.config.MethodologyConfig;
import org.interviewworkbench.engine.port.FollowUpRequest;
import org.junit.jupiter.api.Test;

/**
 * Who a said-back clause belongs to: another speaker's reported words, a bare "I don't know" and another person's
 * doing are never said back to the respondent as theirs and laddered on; a "so" clause about someone else is said
 * back as the purpose it is. Sentences written for this test.
 */
class OwnClauseTest {

    private static final OpenNlpPipeline NLP = EngineHolder.NLP;

    @Test
    void words_someone_else_said_or_wrote_are_theirs_not_the_respondents() {
        String note = "Last week the coach sent an email round. Nothing rude, just like, we notice Sam often "
                + "turns up without his boots, can you help?";
        assertThat(OwnClause.othersSpeech(NLP, "we notice Sam often turns up without his boots", note)).isTrue();
        assertThat(OwnClause.othersSpeech(NLP, "the bus is always late",
                "My neighbour said the bus is always late.")).isTrue();
        assertThat(OwnClause.othersSpeech(NLP, "the bus is always late",
                "I said the bus is always late, and it is.")).isFalse();
        assertThat(OwnClause.othersSpeech(NLP, "really good",
                "It's, like, really good on toast.")).isFalse();
        assertThat(OwnClause.othersSpeech(NLP, "we notice the bins are full",
                "Every Monday we notice the bins are full.")).isFalse();
    }

    @Test
    void not_knowing_is_a_hedge_with_nothing_to_say_back() {
        assertThat(OwnClause.filler("I don't know")).isTrue();
        assertThat(OwnClause.filler("Honestly, I'm not sure.")).isTrue();
        assertThat(OwnClause.filler("I don't know the way to the new depot")).isFalse();
        assertThat(OwnClause.filler("I think the tram is quicker")).isFalse();
    }

    @Test
    void another_persons_words_or_doing_at_the_respondent_is_not_a_rung_but_their_state_can_be() {
        assertThat(OwnClause.othersDoing(NLP, "my brother laughs at me")).isTrue();
        assertThat(OwnClause.othersDoing(NLP, "she shakes her head at us")).isTrue();
        assertThat(OwnClause.othersDoing(NLP, "his knees don't ache")).isFalse();
        assertThat(OwnClause.othersDoing(NLP, "the kids eat more fruit")).isFalse(); // a gain for the parent
        assertThat(OwnClause.othersDoing(NLP, "my aunt ran the shop before me")).isFalse();
        assertThat(OwnClause.othersDoing(NLP, "he can ride to school on his own")).isFalse();
        assertThat(OwnClause.othersDoing(NLP, "he was sent home early")).isFalse();
        assertThat(OwnClause.othersDoing(NLP, "I walk to work")).isFalse();
        assertThat(OwnClause.othersDoing(NLP, "the lid keeps the heat in")).isFalse();
        assertThat(OwnClause.sayable(NLP, "my brother laughs at me", "My brother laughs at me.", false)).isTrue();
        assertThat(OwnClause.sayable(NLP, "my brother laughs at me", "My brother laughs at me.", true)).isFalse();
        assertThat(OwnClause.ladders(List.of("What does that give you, in the end?"))).isTrue();
        assertThat(OwnClause.ladders(List.of("How did that affect you?"))).isFalse();
    }

    @Test
    void a_so_clause_about_someone_else_is_said_back_as_a_purpose() {
        String answer = "Looking after her, really. So she sleeps through the night, without the cough.";
        assertThat(OwnClause.purpose(NLP, "she sleeps through the night", answer)).isTrue();
        assertThat(OwnClause.worded("she sleeps through the night", true))
                .isEqualTo("it's so that she sleeps through the night");
        assertThat(OwnClause.purpose(NLP, "the tea goes cold", "I forget it, so the tea goes cold.")).isFalse();
        assertThat(OwnClause.purpose(NLP, "he missed the bus", "We were late, so he missed the bus.")).isFalse();
        assertThat(OwnClause.purpose(NLP, "I can sleep in", "I pack it at night, so I can sleep in.")).isFalse();
    }

    @Test
    void a_ladder_question_never_says_back_another_persons_doing_as_the_respondents_gain() throws Exception {
        MethodologyConfig m = Methodologies.load("means_end_chain");
        var s = m.strategy("deepen").orElseThrow();
        String answer = "I take the bike because it's quicker. My brother is a mechanic and he laughs at my old "
                + "bike, but it gets me there.";
        for (long seed = 1; seed <= 6; seed++) {
            String q = EngineHolder.ENGINE.followUpQuestion(new FollowUpRequest(m, null, s, "laughs at my bike",
                    "psychosocial_consequence", answer, List.of(), "", List.of(), List.of("Why do you cycle?"), false,
                    0, seed, "he laughs at my old bike", answer, List.of())).value();
            assertThat(q).as("seed %d", seed).doesNotContainIgnoringCase("laughs at your");
        }
    }
}
