package org.interviewworkbench.language.offline;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.interviewworkbench.engine.config.MethodologyConfig;
import org.interviewworkbench.engine.port.FollowUpRequest;
import org.junit.jupiter.api.Test;

/**
 * Whether a probe fits what it is about: a new attribute offered in a word after a breadth question is laddered in
 * a means-end interview, not passed over for "another side" of the topic; a dated occasion that set a job going is
 * asked what rode on it, never to be described to a newcomer; the breadth question about a trouble is idiomatic for a
 * thing and a doing alike. Offline engine, the shipped methodologies, answers written for this test.
 */
class ProbeFitTest {

    private static final String SARDINES = "Choosing tinned sardines";
    private static final String BREADTH = "Apart from that, what else do you notice about choosing tinned sardines?";

    private static String ask(String methodology, String strategy, String topic, String focus, String nodeType,
                              String answer, List<String> asked, long seed) {
        return ask(methodology, strategy, topic, focus, nodeType, focus == null ? topic : focus, answer, asked, seed);
    }

    private static String ask(String methodology, String strategy, String topic, String focus, String nodeType,
                              String quote, String answer, List<String> asked, long seed) {
        MethodologyConfig m = Methodologies.load(methodology);
        var s = m.strategy(strategy).orElseThrow();
        return EngineHolder.ENGINE.followUpQuestion(new FollowUpRequest(m, null, s, focus, nodeType, answer,
                List.of(), "", List.of(), asked, false, 0, seed, quote, answer, List.of())).value();
    }

    private static String afterBreadth(String answer, String strategy, long seed) {
        return ask("means_end_chain", strategy, SARDINES, SARDINES, null, answer,
                List.of("What comes to mind when you think about choosing tinned sardines?", BREADTH), seed);
    }

    @Test
    void a_new_attribute_offered_in_a_word_is_laddered_instead_of_switching_gears() {
        for (long seed = 0; seed < 3; seed++) {
            assertThat(afterBreadth("Mackerel, sometimes.", "revitalize", seed)).as("seed %d", seed)
                    .isEqualTo("What is it about mackerel that matters to you?");
            assertThat(afterBreadth("The olive oil.", "explore", seed)).as("seed %d", seed)
                    .isEqualTo("What is it about the olive oil that matters to you?");
        }
    }

    @Test
    void an_answer_that_offers_no_new_thing_is_not_read_as_an_attribute() {
        for (String answer : List.of("Maybe twice a month.", "No, not really.", "I think I said everything.",
                "I buy them on Fridays, mostly for the kids.", "Freedom, eh.")) { // the ladder's top again, no attribute
            assertThat(afterBreadth(answer, "revitalize", 1)).as(answer).doesNotStartWith("What is it about");
        }
    }

    @Test
    void a_dated_occasion_is_asked_what_rode_on_it_not_described_to_a_newcomer() {
        String answer = "Last time was two weeks ago. My daughter had a school concert on Thursday evening and I was "
                + "on late shift, 2 till 10. So I need to swap with somebody, I need the Thursday early.";
        for (long seed = 0; seed < 4; seed++) {
            String q = ask("jobs_to_be_done", "clarify_assumption", "Swapping shifts at work", "school concert",
                    "job_trigger", "school concert", answer, List.of("Think about the last time swapping shifts at work came up for "
                            + "you. What was going on at the time?"), seed);
            assertThat(q).as("seed %d", seed).isEqualTo("What was riding on the school concert for you?");
        }
    }

    @Test
    void a_date_on_its_own_after_the_occasion_dates_it_and_a_definition_does_not() {
        String upcoming = ask("jobs_to_be_done", "clarify_assumption", "Learning a choir part", "concert", "job_trigger",
                "Mainly the concert. December the 14th, and my sister is coming up for it.",
                List.of("What are you working towards?"), 1);
        String defined = ask("jobs_to_be_done", "clarify_assumption", "Doing the laundry", "good week", "gain_point",
                "A good week is when Sunday night I'm on the couch, not at the folding table.",
                List.of("What would a good week look like?"), 1);
        assertThat(upcoming).isEqualTo("What is riding on the concert for you?");
        assertThat(defined).doesNotContain("riding on");
    }

    @Test
    void a_thing_acted_on_at_a_time_is_still_clarified_as_a_thing() {
        String answer = "I downloaded the rota app on Monday and it kept logging me out.";
        String q = ask("jobs_to_be_done", "clarify_assumption", "Swapping shifts at work", "rota app",
                "solution_approach", answer, List.of("What did you do first?"), 2);
        assertThat(q).doesNotContain("riding on");
    }

    @Test
    void the_breadth_question_about_a_trouble_never_says_gets_in_the_way_with() {
        String answer = "What annoys me is that you can never find one when you need it, they are all parked at the "
                + "station.";
        for (long seed = 0; seed < 6; seed++) {
            String q = ask("concept_testing", "explore_breadth", "A monthly e-scooter pass", null, null, answer,
                    List.of("What is your very first reaction to a monthly e-scooter pass, as a whole?"), seed);
            assertThat(q).as("seed %d", seed).doesNotContain("in the way with");
        }
    }
}
