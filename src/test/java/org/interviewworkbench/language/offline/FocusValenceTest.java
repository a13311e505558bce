package org.interviewworkbench.language.offline;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.interviewworkbench.engine.config.MethodologyConfig;
import org.interviewworkbench.engine.port.FollowUpRequest;
import org.junit.jupiter.api.Test;

/**
 * Issue 12, "valence reversed": a trouble the respondent no longer has is not asked about as a benefit ("How does the
 * ache help you in your life?") but said back with its going away, and a fallback they did not want is not asked
 * about as a goal ("What gets in the way of that?"). Offline engine, shipped methodologies, sentences written for
 * this test.
 */
class FocusValenceTest {


    private String ask(String methodology, String strategy, String label, String type, String quote, String answer,
                       long seed) throws Exception {
        MethodologyConfig m = Methodologies.load(methodology);
        var s = m.strategy(strategy).orElseThrow();
        return EngineHolder.ENGINE.followUpQuestion(new FollowUpRequest(m, null, s, label, type, answer, List.of(), "",
                List.of(), List.of("What made you choose them?"), false, 0, seed, quote, answer, List.of())).value();
    }

    @Test
    void a_trouble_that_went_away_is_said_back_with_its_going_not_asked_about_as_a_benefit() throws Exception {
        String answer = "The cushioning is why. I used to get a stabbing ache in my knee on the stairs, and since "
                + "I switched to these trainers that pretty much went away. Most days, anyway.";
        for (long seed = 1; seed <= 6; seed++) {
            String q = ask("means_end_chain", "deepen", "stabbing ache", "psychosocial_consequence",
                    "I used to get a stabbing ache in my knee on the stairs", answer, seed);
            assertThat(q).as("seed %d", seed).doesNotContainIgnoringCase("help you")
                    .doesNotContainIgnoringCase("cost you").doesNotContainIgnoringCase("bother")
                    .doesNotContainIgnoringCase("would you miss").contains("pretty much went away");
        }
    }

    @Test
    void an_unwanted_fallback_is_not_asked_what_gets_in_its_way() throws Exception {
        String answer = "On days I miss the early bus I skip breakfast altogether. Which is silly, I know. "
                + "Then I end up buying a chocolate bar at the station and feeling shaky by ten.";
        for (long seed = 1; seed <= 6; seed++) {
            String q = ask("jobs_to_be_done", "uncover_obstacles", "end up", "gain_point",
                    "I end up buying a chocolate bar at the station", answer, seed);
            assertThat(q).as("seed %d", seed).doesNotContainIgnoringCase("get in the way")
                    .doesNotContainIgnoringCase("gets in the way").doesNotContainIgnoringCase("easier")
                    .doesNotContainIgnoringCase("not work for you");
        }
    }

    @Test
    void an_amount_paid_is_never_asked_about_as_a_benefit() throws Exception {
        String answer = "The monthly fee, mainly. Thirty pounds is steep but it includes the classes.";
        for (long seed = 1; seed <= 8; seed++) {
            String q = ask("means_end_chain", "deepen", "monthly fee", "attribute", "The monthly fee", answer, seed);
            assertThat(q).as("seed %d", seed).doesNotContainIgnoringCase("give you")
                    .doesNotContainIgnoringCase("help you").doesNotContainIgnoringCase("miss if")
                    .doesNotContainIgnoringCase("do for you");
        }
        assertThat(FocusValence.expenseAsBenefit("Why does {f} matter to you?", "the monthly fee")).isFalse();
    }

    @Test
    void a_fallback_that_turned_out_well_and_a_trouble_still_there_keep_their_reading() {
        assertThat(FocusValence.unwantedFallback("I ended up loving the night bus",
                "I missed the last train. I ended up loving the night bus, to be honest.")).isFalse();
        assertThat(FocusValence.removal("my knee aches on the stairs",
                "My knee aches on the stairs and it never went away.")).isNull();
        assertThat(FocusValence.removal("the bus broke down",
                "The bus broke down, and then it stopped raining, so we walked.")).isNull();
        assertThat(FocusValence.removal("the rash on my hands",
                "I had the rash on my hands for months, and it finally cleared up in March.")).isEqualTo("finally cleared up");
    }
}
