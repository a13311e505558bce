package org.interviewworkbench.language.offline;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.interviewworkbench.engine.config.MethodologyConfig;
import org.interviewworkbench.engine.port.FollowUpRequest;
import org.junit.jupiter.api.Test;

/**
 * Issue 12: what the question fixes on fits the answer's mood, owner and method. A wished-for outcome is asked what
 * it would change, never "How did that affect you?"; another person's thing is never asked about as the respondent's
 * struggle; outside a ladder a reported circumstance is asked what it does to them, not what it gives them. Run
 * through the offline engine with the shipped jobs-to-be-done method, on sentences written for this test (every
 * seed, so no wording variant slips past).
 */
class FocusFitTest {

    private static String ask(String strategy, String label, String nodeType, String quote, String answer, long seed)
            throws Exception {
        MethodologyConfig m = Methodologies.load("jobs_to_be_done");
        var s = m.strategy(strategy).orElseThrow();
        return EngineHolder.ENGINE.followUpQuestion(new FollowUpRequest(m, null, s, label, nodeType, answer,
                List.of(), "", List.of(), List.of("What would a good morning look like?"), false, 0, seed, quote,
                answer, List.of())).value();
    }

    @Test
    void a_wished_for_outcome_is_asked_what_it_would_change_never_how_it_affected_them() throws Exception {
        String answer = "Packed lunches made the night before, nobody shouting at the door. That's the dream.";
        for (long seed = 0; seed < 6; seed++) {
            String q = ask("dig_motivation", "packed lunches", "gain_point",
                    "Packed lunches made the night before, nobody shouting at the door.", answer, seed);
            assertThat(q).as("seed " + seed).doesNotContain("did that").doesNotContain("How does that affect");
            assertThat(q).as("seed " + seed).containsIgnoringCase("would");
        }
    }

    @Test
    void another_persons_thing_is_not_asked_about_as_the_respondents_struggle() throws Exception {
        String answer = "The neighbours, a bit. Mrs. Okafor next door has her hedges trimmed every Sunday, borders "
                + "and all. You don't want to be the scruffy garden.";
        for (long seed = 0; seed < 6; seed++) {
            String q = ask("uncover_obstacles", "borders", "pain_point", "borders", answer, seed);
            assertThat(q).as("seed " + seed).doesNotContainIgnoringCase("borders")
                    .doesNotContainIgnoringCase("Mrs. Okafor");
        }
        // the respondent's own borders are theirs to struggle with
        String own = "Mrs. Okafor helps a bit, but I do the borders myself and they take forever.";
        assertThat(OthersThing.theirs(EngineHolder.NLP, "borders", own)).isFalse();
    }

    @Test
    void outside_a_ladder_a_reported_circumstance_is_asked_what_it_does_to_them() throws Exception {
        String answer = "Mostly it's me with the watering can at six in the morning, before the heat.";
        for (long seed = 0; seed < 6; seed++) {
            String q = ask("dig_motivation", "watering can", "job_context",
                    "Mostly it's me with the watering can at six in the morning", answer, seed);
            assertThat(q).as("seed " + seed).doesNotContain("give you").doesNotContain("important to you")
                    .doesNotContain("matter to you").doesNotContain("do for you");
        }
        // a want is still asked why it matters
        MethodologyConfig jtbd = Methodologies.load("jobs_to_be_done");
        assertThat(MotiveFit.fitted(EngineHolder.NLP, jtbd, QuestionComposer.Intent.DEEPEN,
                "you want to see her face", MethodFit.UP)).isEqualTo(MethodFit.UP);
        // something that happened is asked in the past; another party's "wanted" is no want of theirs
        assertThat(MotiveFit.fitted(EngineHolder.NLP, jtbd, QuestionComposer.Intent.DEEPEN,
                "the form wanted a passport photo", MethodFit.UP)).isEqualTo(MotiveFit.AFFECTED);
        assertThat(MotiveFit.fitted(EngineHolder.NLP, jtbd, QuestionComposer.Intent.DEEPEN,
                "he was taken to hospital twice", MethodFit.UP)).isEqualTo(MotiveFit.AFFECTED);
        // a step of their own search is asked how it went, never how it "affected" them
        assertThat(MotiveFit.fitted(EngineHolder.NLP, jtbd, QuestionComposer.Intent.DEEPEN,
                "you phoned four garages from the list", MethodFit.UP)).isEqualTo(MotiveFit.SEARCH_WENT);
    }
}
