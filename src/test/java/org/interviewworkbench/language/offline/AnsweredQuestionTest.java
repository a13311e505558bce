package org.interviewworkbench.language.offline;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.interviewworkbench.engine.config.MethodologyConfig;
import org.interviewworkbench.engine.port.FollowUpRequest;
import org.interviewworkbench.engine.signal.SignalCatalog;
import org.interviewworkbench.methodology.MethodologyLoader;
import org.junit.jupiter.api.Test;

/**
 * Issue 12, what a researcher notices in a transcript: a question about what the respondent has just said, a filler
 * named as a concept, and a narrative probe in a laddering interview. Run through the offline engine with the shipped
 * methodologies, on answers written for this test.
 */
class AnsweredQuestionTest {

    private final MethodologyLoader loader = new MethodologyLoader(SignalCatalog.standard());

    private MethodologyConfig method(String id) throws Exception {
        return loader.load(Files.readString(Path.of("methodologies/" + id + ".yaml")), id).value();
    }

    private String ask(MethodologyConfig m, String strategy, String label, String type, String answer) {
        var s = m.strategy(strategy).orElseThrow();
        return EngineHolder.ENGINE.followUpQuestion(new FollowUpRequest(m, null, s, label, type, answer, List.of(), "",
                List.of(), List.of(), false, 0, 1, answer, answer)).value();
    }

    @Test
    void no_expectation_question_right_after_a_stated_expectation() throws Exception {
        MethodologyConfig cjm = method("customer_journey_mapping");
        for (String answer : List.of("I filled in the form online. I figured I'd hear back within a day.",
                "We expected a letter at each step, like with the old system.",
                "Honestly I was hoping it would all be done by Friday.")) {
            String q = ask(cjm, "compare_expectations", "form", null, answer);
            assertThat(q).as(answer).doesNotContainIgnoringCase("expect").doesNotContainIgnoringCase("hoping");
        }
    }

    @Test
    void no_ranking_right_after_every_option_was_rated() throws Exception {
        MethodologyConfig rg = method("repertory_grid");
        String q = ask(rg, "rate_elements", "speed", "construct",
                "The tram's a 5. Bus a 3. Bike, 4 too. Taxi a 2, maybe a 1 at rush hour.");
        assertThat(q).doesNotContainIgnoringCase("rank").doesNotContainIgnoringCase("rate")
                .doesNotContainIgnoringCase("best to worst").doesNotContainIgnoringCase("compare");
    }

    @Test
    void no_question_names_a_filler_or_a_verb_torn_from_its_clause() throws Exception {
        MethodologyConfig rg = method("repertory_grid");
        assertThat(ask(rg, "explore_constructs", "dunno", "construct", "Dunno. It's cosy, I guess."))
                .doesNotContainIgnoringCase("dunno");
        MethodologyConfig jtbd = method("jobs_to_be_done");
        assertThat(ask(jtbd, "dig_motivation", "sit", "job_statement", "I just sit at the back and hum along."))
                .doesNotContainIgnoringCase("the sit");
        MethodologyConfig mec = method("means_end_chain");
        assertThat(ask(mec, "clarify", "doing", "terminal_value", "Doing our share, I suppose."))
                .doesNotContainIgnoringCase("about doing");
    }

    @Test
    void after_an_answer_with_several_points_the_question_names_the_one_it_means() throws Exception {
        assertThat(PointNaming.severalPoints("Relieved. And then furious, once the relief wore off.")).isTrue();
        assertThat(PointNaming.severalPoints("Relieved, mostly.")).isFalse();
        MethodologyConfig jtbd = method("jobs_to_be_done");
        String answer = "The practice tracks help. I play them in the car on the way to work every day.";
        var s = jtbd.strategy("dig_motivation").orElseThrow();
        String q = EngineHolder.ENGINE.followUpQuestion(new FollowUpRequest(jtbd, null, s, "car", "job_context",
                answer, List.of(), "", List.of(), List.of(), false, 0, 1, "I play them in the car", answer)).value();
        assertThat(q).as("not a bare 'that' between the tracks and the car; in a switch interview no focus word "
                + "laddered as the job, the next plain move").satisfiesAnyOf(
                x -> assertThat(x).containsIgnoringCase("car"),
                x -> assertThat(x).isIn(SwitchPlainMove.questions()));
        String hedge = "Doing our share, I suppose. Leaving things better for them, really.";
        var clarify = method("means_end_chain").strategy("clarify").orElseThrow();
        assertThat(EngineHolder.ENGINE.followUpQuestion(new FollowUpRequest(method("means_end_chain"), null, clarify,
                "doing", "terminal_value", hedge, List.of(), "", List.of(), List.of(), false, 0, 1, "Doing our share",
                hedge)).value()).as("a clause without its subject is not said back").doesNotContain("You said doing");
    }

    @Test
    void a_laddering_interview_asks_no_narrative_probe() throws Exception {
        MethodologyConfig mec = method("means_end_chain");
        for (String answer : List.of("I sold the car last spring and bought a season ticket.",
                "We switched to the green tariff after the bill went up.")) {
            String q = ask(mec, "deepen", "season ticket", "functional_consequence", answer);
            assertThat(q).as(answer).doesNotContain("happened next").doesNotContain("came of that")
                    .doesNotContain("before that");
        }
    }
}
