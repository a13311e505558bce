package org.interviewworkbench.language.offline;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.interviewworkbench.engine.config.MethodologyConfig;
import org.interviewworkbench.engine.model.Concept;
import org.junit.jupiter.api.Test;

/** Questions about a wish, a verdict, a complaint or a price ({@link AnswerRole}), on answers written for this test. */
class RoleQuestionsTest {

    private static final MethodologyConfig CI = Methodologies.load("critical_incident");
    private static final MethodologyConfig JTBD = Methodologies.load("jobs_to_be_done");
    private static final MethodologyConfig CJM = Methodologies.load("customer_journey_mapping");
    private static final Concept CLINIC = Methodologies.concept("Visiting a walk-in clinic",
            "What happens when people visit a walk-in clinic");
    private static final Concept MOVING = Methodologies.concept("Hiring a removal company",
            "How people choose and use a removal company");

    @Test
    void a_wish_is_never_asked_what_happened_before_or_after_it() {
        String answer = "I wish they'd just text me when the doctor is free.";
        for (String q : askAll(CI, "next_step", CLINIC, "text", "outcome", answer, answer)) {
            assertThat(q).doesNotContain("happened", "before that", "after that", "get out of");
        }
    }

    @Test
    void a_complaint_is_asked_what_it_costs_not_what_they_get_out_of_it() {
        String answer = "Sitting in the corridor in a paper gown is embarrassing, man.";
        for (String q : askAll(JTBD, "deepen", MOVING, "paper gown", "gain_point", answer, answer)) {
            assertThat(q).doesNotContain("get out of", "give you", "do for you", "matter to you", ", man");
        }
    }

    @Test
    void a_price_is_never_the_focus_of_a_question() {
        String answer = "The movers quoted about nine hundred quid-ish.";
        for (String q : askAll(CJM, "obstacles", MOVING, "nine hundred quid-ish", "touchpoint", answer, answer)) {
            assertThat(q.toLowerCase()).doesNotContain("about nine hundred quid-ish?", "of nine hundred",
                    "about nine hundred quid-ish ");
        }
    }

    @Test
    void a_one_word_focus_followed_by_a_request_is_asked_as_a_wish() {
        String answer = "Emails. Just email me when the van is booked. And give the deposit back, come on.";
        for (String q : askAll(CJM, "next_step", MOVING, "emails", "touchpoint", "Emails", answer)) {
            assertThat(q).doesNotContain("happened", "before that", "after that", "from there");
        }
    }

    @Test
    void an_answer_that_sums_up_is_asked_what_tipped_it_when_its_focus_cannot_be_said_back() {
        String answer = "Mixed. We'd use them again, probably. Somebody has to carry the piano.";
        List<String> qs = askAll(CJM, "next_step", MOVING, "has to carry", "stage", "has to carry", answer);
        assertThat(qs).allMatch(q -> !q.contains("happened") && !q.contains("from there"))
                .anyMatch(q -> q.contains("tipped it") || q.contains("weighed most") || q.contains("say that"));
    }

    @Test
    void a_verdict_is_asked_what_tipped_it() {
        String answer = "Honestly? Worth every penny.";
        List<String> qs = askAll(CI, "emotions", MOVING, "every penny", "outcome", "Worth every penny", answer);
        assertThat(qs).anyMatch(q -> q.contains("tipped it") || q.contains("weighed most")
                || q.contains("makes you say that"));
    }

    private static List<String> askAll(MethodologyConfig m, String intent, Concept concept, String label, String type,
                                       String quote, String answer) {
        return AskedQuestions.askAll(m, intent, concept, label, type, quote, answer);
    }
}
