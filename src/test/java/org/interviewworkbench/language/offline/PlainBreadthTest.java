package org.interviewworkbench.language.offline;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.interviewworkbench.engine.config.MethodologyConfig;
import org.interviewworkbench.engine.model.Concept;
import org.interviewworkbench.engine.port.FollowUpRequest;
import org.junit.jupiter.api.Test;

/**
 * Stop 44: a means-end breadth question is asked plainly, never set against a shop, a brand or a figure of speech,
 * nor opened by a clause said back and then left (the blind rounds' means-end judgements). Sentences written for
 * this test.
 */
class PlainBreadthTest {

    private static final MethodologyConfig MEC = Methodologies.load("means_end_chain");
    private static final MethodologyConfig CT = Methodologies.load("concept_testing");
    private static final Concept BREAD = Methodologies.concept("Choosing a loaf of bread",
            "What people look for when they choose bread");

    @Test
    void a_breadth_question_set_against_something_named_is_asked_plainly() {
        for (String q : List.of("Apart from Lidl, what else comes to mind?",
                "Which other things matter to you, besides the bakery on the corner?",
                "Besides the crust, what else matters to you here?",
                "Apart from that, is there anything about choosing a loaf of bread that puts you off?")) {
            assertThat(revise(MEC, q, List.of())).as(q).isIn(plain());
        }
    }

    @Test
    void a_clause_said_back_and_then_left_is_dropped_for_the_plain_question() {
        assertThat(revise(MEC, "You said you look at the crust first. Is there anything else about choosing a loaf "
                + "of bread that you pay attention to?", List.of())).isIn(plain());
    }

    @Test
    void a_plain_question_a_ladder_what_we_have_covered_and_other_methods_are_kept() {
        for (String q : List.of("You said you look at the crust first. What does that do for you?",
                "That sounds like what it comes down to for you. Apart from what we've covered, what else matters "
                        + "to you about choosing a loaf of bread?",
                "What else plays a role for you when it comes to choosing a loaf of bread?")) {
            assertThat(revise(MEC, q, List.of())).isEqualTo(q);
        }
        assertThat(revise(CT, "Apart from the price, what else comes to mind?", List.of()))
                .isEqualTo("Apart from the price, what else comes to mind?");
    }

    @Test
    void the_plain_question_asked_just_before_is_not_asked_again() {
        for (String asked : plain()) {
            assertThat(revise(MEC, "Apart from Lidl, what else comes to mind?", List.of(asked))).isNotEqualTo(asked);
        }
    }

    private static List<String> plain() {
        return PlainBreadth.PLAIN.stream().map(p -> p.replace("{t}", "choosing a loaf of bread")).toList();
    }

    private static String revise(MethodologyConfig m, String question, List<String> asked) {
        List<String> questions = new java.util.ArrayList<>(List.of("When you choose a loaf of bread, what do you "
                + "look at?"));
        questions.addAll(asked);
        FollowUpRequest request = new FollowUpRequest(m, BREAD, m.strategies().get(0), "focus", null,
                "Sourdough, mostly from Lidl. The crust has to be dark.", List.of(), "", List.of(), questions, false,
                0, 1, null, null, List.of(), List.of(), List.of());
        return PlainBreadth.revise(request, question);
    }
}
