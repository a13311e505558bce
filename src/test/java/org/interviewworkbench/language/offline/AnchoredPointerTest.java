package org.interviewworkbench.language.offline;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.interviewworkbench.engine.config.MethodologyConfig;
import org.interviewworkbench.engine.model.Concept;
import org.interviewworkbench.engine.port.FollowUpRequest;
import org.junit.jupiter.api.Test;

/**
 * Stop 44: in a switch interview, a bare "that" after an answer of three sentences or more has several things to
 * point at; the probe names the job instead (the blind judges: "'that' has no clear referent"). Sentences written for
 * this test.
 */
class AnchoredPointerTest {

    private static final MethodologyConfig JTBD = Methodologies.load("jobs_to_be_done");
    private static final MethodologyConfig MEC = Methodologies.load("means_end_chain");
    private static final Concept BIKE = Methodologies.concept("Getting the kids to school by bike",
            "Why parents take their children to school by bike");
    private static final String LONG = "The trailer was fine till the twins got too big. Then we tried the bus, "
            + "forty minutes with a change. Now my partner drops them on his way and I collect by bike.";

    @Test
    void a_bare_motive_probe_after_a_long_answer_names_the_job() {
        assertThat(revise(JTBD, LONG, "Why does that matter to you?", List.of()))
                .isEqualTo("What makes getting the kids to school by bike so important to you?");
    }

    @Test
    void a_bare_trouble_probe_after_a_long_answer_names_the_job() {
        assertThat(revise(JTBD, LONG, "What makes that difficult at times?", List.of()))
                .isEqualTo("What's the hardest part of getting the kids to school by bike for you?");
        assertThat(revise(JTBD, LONG + " Parking the bike is the problem.", "What do you do about that?", List.of()))
                .as("a way round the struggle just told points at it").isEqualTo("What do you do about that?");
    }

    @Test
    void a_short_answer_a_said_back_clause_another_method_or_a_wording_asked_before_keep_the_question() {
        assertThat(revise(JTBD, "The bus takes forty minutes.", "Why does that matter to you?", List.of()))
                .isEqualTo("Why does that matter to you?");
        assertThat(revise(JTBD, LONG, "You said you collect by bike. Why does that matter to you?", List.of()))
                .startsWith("You said you collect by bike.");
        assertThat(revise(MEC, LONG, "Why does that matter to you?", List.of()))
                .isEqualTo("Why does that matter to you?");
        assertThat(revise(JTBD, LONG, "Why does that matter to you?",
                List.of("What makes getting the kids to school by bike so important to you?")))
                .isEqualTo("Why does that matter to you?");
    }

    private static String revise(MethodologyConfig m, String last, String question, List<String> asked) {
        List<String> questions = new java.util.ArrayList<>(List.of("Think about the last time getting the kids to "
                + "school by bike came up for you. What happened?"));
        questions.addAll(asked);
        FollowUpRequest request = new FollowUpRequest(m, BIKE, m.strategies().get(0), "focus", null, last, List.of(),
                "", List.of(), questions, false, 0, 1, null, null, List.of(), List.of(),
                List.of("Last Monday, in the rain."));
        return AnchoredPointer.revise(request, question);
    }
}
