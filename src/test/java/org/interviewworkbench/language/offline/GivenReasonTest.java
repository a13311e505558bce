package org.interviewworkbench.language.offline;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.interviewworkbench.engine.config.MethodologyConfig;
import org.interviewworkbench.engine.port.FollowUpRequest;
import org.junit.jupiter.api.Test;

/**
 * Issue 12, "asks what was just answered": when the answer already says what the focus does for the respondent, the
 * ladder goes up from that consequence ("You said you feel calmer ... Why does that matter to you?") instead of asking
 * why the focus matters again. Offline engine, shipped methodologies, sentences written for this test.
 */
class GivenReasonTest {


    private String ask(String methodology, String strategy, String label, String quote, String answer, long seed)
            throws Exception {
        MethodologyConfig m = Methodologies.load(methodology);
        var s = m.strategy(strategy).orElseThrow();
        return EngineHolder.ENGINE.followUpQuestion(new FollowUpRequest(m, null, s, label, "gain_point", answer,
                List.of(), "", List.of(), List.of("Why do you walk to work?"), false, 0, seed, quote, answer,
                List.of())).value();
    }

    @Test
    void a_consequence_already_given_is_the_next_rung_not_asked_for_again() throws Exception {
        String answer = "Mostly it's the quiet stretch along the canal. Twenty minutes with no emails. "
                + "I feel a lot less frazzled when I get to my desk.";
        for (long seed = 1; seed <= 6; seed++) {
            String q = ask("jobs_to_be_done", "dig_motivation", "quiet stretch", "it's the quiet stretch along the canal",
                    answer, seed);
            assertThat(q).as("seed %d", seed).contains("you feel a lot less frazzled when you get to your desk")
                    .doesNotContainIgnoringCase("quiet stretch");
        }
    }

    @Test
    void a_purpose_clause_is_said_back_and_a_troubled_one_is_not_taken_as_a_benefit() {
        ReportedSpeech speech = new ReportedSpeech(EngineHolder.NLP);
        assertThat(GivenReason.consequence(speech, "I pack lunch the night before",
                "I pack lunch the night before, so I can sleep in a bit longer.", java.util.Set.of()))
                .isEqualTo("you can sleep in a bit longer");
        assertThat(GivenReason.consequence(speech, "I take the early train",
                "I take the early train. If I miss the crowds I get to the office a lot calmer.", java.util.Set.of()))
                .isEqualTo("you get to the office a lot calmer");
        assertThat(GivenReason.consequence(speech, "I pack lunch the night before",
                "I pack lunch the night before. I feel awful if I forget it.", java.util.Set.of())).isNull();
        assertThat(GivenReason.consequence(speech, "I pack lunch the night before",
                "I pack lunch the night before. My sister does the same.", java.util.Set.of())).isNull();
        assertThat(GivenReason.consequence(speech, "I pack lunch the night before",
                "I pack lunch the night before. I feel like the canteen staff just reheat things.",
                java.util.Set.of())).isNull();
        assertThat(GivenReason.consequence(speech, "I pack lunch the night before",
                "I pack lunch the night before, so I can't really say what the canteen is like.",
                java.util.Set.of())).isNull(); // a result that is only a fact, not what it does for them
        assertThat(GivenReason.consequence(speech, "I pack lunch the night before",
                "I pack lunch the night before, so I have tubs all over the kitchen.", java.util.Set.of())).isNull();
    }

    @Test
    void an_effect_told_without_a_connective_or_its_it_is_the_rung_said_back() {
        ReportedSpeech speech = new ReportedSpeech(EngineHolder.NLP);
        assertThat(GivenReason.consequence(speech, "a short list",
                "A short list means I know what's in it. My dad cooked from scratch. Makes me feel in control, sort of.",
                java.util.Set.of())).isEqualTo("it makes you feel in control");
        assertThat(GivenReason.consequence(speech, "a short list",
                "I like a short list, it gives me peace of mind, I guess.", java.util.Set.of()))
                .isEqualTo("it gives you peace of mind");
        assertThat(GivenReason.consequence(speech, "a short list",
                "I like a short list. Nobody makes me read the label though.", java.util.Set.of()))
                .isNull(); // "makes me" inside someone else's clause is no effect of the focus
    }
}
