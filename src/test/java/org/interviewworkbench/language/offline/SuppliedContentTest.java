package org.interviewworkbench.language.offline;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.interviewworkbench.engine.config.MethodologyConfig;
import org.junit.jupiter.api.Test;

/**
 * Issue 12 (stop 33), what a moderator notices: the interviewer asking for what the respondent has just said. After
 * an answer that gives the reason, the obstacle, the specifics, the feeling or that it matters most, the next question
 * (over twelve seeds) does not ask for that again; after an answer that does not give it, it still does. Run through
 * the offline engine with the shipped methodologies, on answers written for this test.
 */
class SuppliedContentTest {

    private static final String WHY = "(?is).*\\b(?:why (?:does|would|is|did) .{0,40}matter|what does (?:that|it) "
            + "(?:do|mean) for you|give you, in the end|ultimately about|important to you|something you care about|"
            + "would you miss|matters? (?:a lot|most)|is that right).*";
    private static final String PROBLEMS = "(?is).*\\b(?:problems?|get in the way|gets in the way|difficult|"
            + "hardest|not work for you|frustrating|make that easier).*";
    private static final String FEELING = "(?is).*\\b(?:how did (?:that|you) (?:make you )?feel|how do you feel|"
            + "feelings? come up|strongest feeling).*";

    private List<String> ask(String method, String intent, String label, String type, String quote, String answer) {
        MethodologyConfig m = Methodologies.load(method);
        return AskedQuestions.askAll(m, intent, Methodologies.concept("Reusable bottles", "x"), label, type, quote,
                answer);
    }

    @Test
    void a_concept_test_does_not_ask_why_it_matters_right_after_the_reason() {
        String answer = "The glass bottle, I like that. I'd rather not have more plastic in the house, because the "
                + "recycling bin is always overflowing.";
        assertThat(ask("concept_testing", "deepen", "glass bottle", "benefit", "The glass bottle, I like that",
                answer)).noneMatch(q -> q.matches(WHY));
    }

    @Test
    void a_concept_test_does_not_ask_to_confirm_what_was_said_to_matter_most() {
        String answer = "My kids, really. Whatever I buy ends up in their lunch boxes. Keeping them healthy, that's "
                + "the main thing for me.";
        assertThat(ask("concept_testing", "deepen", "kids", "value", "My kids, really", answer))
                .noneMatch(q -> q.matches(WHY));
    }

    @Test
    void a_journey_does_not_ask_for_problems_right_after_they_were_listed() {
        String answer = "The pick-up was a mess. The locker code failed twice and the queue behind me kept growing. "
                + "I was late for work in the end.";
        assertThat(ask("customer_journey_mapping", "obstacles", "pick-up", "touchpoint", "The pick-up was a mess",
                answer)).noneMatch(q -> q.matches(PROBLEMS));
    }

    @Test
    void a_jobs_interview_does_not_ask_what_gets_in_the_way_right_after_the_catch() {
        String answer = "We use a shared calendar for the school runs. It works, except nobody updates it when "
                + "plans change.";
        assertThat(ask("jobs_to_be_done", "obstacles", "shared calendar", "solution",
                "We use a shared calendar for the school runs", answer)).noneMatch(q -> q.matches(PROBLEMS));
    }

    @Test
    void a_journey_asks_no_problem_about_a_step_the_answer_named_none_at() {
        // stop 37: "What, if anything, was difficult about the pick-up?" pins a difficulty on a step told as going
        // well (judged usable 0 of 9 in the blind rounds); the journey walks on instead
        String answer = "The pick-up went quickly. I scanned the code and the parcel was there.";
        assertThat(ask("customer_journey_mapping", "obstacles", "pick-up", "touchpoint", "The pick-up went quickly",
                answer)).noneMatch(q -> q.matches(PROBLEMS));
    }

    @Test
    void a_jobs_interview_does_not_ask_for_specifics_that_were_just_given() {
        String answer = "I don't want to be the parent who forgets. The teachers keep a list of who brought what. "
                + "Last term one mum was named in the class chat for it.";
        assertThat(ask("jobs_to_be_done", "clarify", "parent who forgets", "struggle",
                "I don't want to be the parent who forgets", answer))
                .noneMatch(q -> q.matches("(?is).*\\b(?:what do you mean|an example|say a little more|have in mind"
                        + "|in your own words|explain that).*"));
    }

    @Test
    void an_incident_does_not_ask_how_it_felt_right_after_how_it_was() {
        String answer = "Then in spring the same crew came back to fix the fence. They rang first and cleaned up "
                + "after. It was completely fine, I even made them tea. So different from the first time.";
        List<String> asked = ask("critical_incident", "emotions", "made them tea", "action", "I even made them tea",
                answer);
        assertThat(asked).noneMatch(q -> q.matches(FEELING));
        assertThat(asked).anyMatch(q -> q.startsWith("What made"));
    }

    @Test
    void a_journey_moves_on_after_a_feeling_and_its_reason() {
        String answer = "The agent said the refund takes three days. So I stopped worrying, and I felt a lot calmer.";
        assertThat(ask("customer_journey_mapping", "emotions", "refund", "touchpoint", "the refund takes three days",
                answer)).noneMatch(q -> q.matches(FEELING));
    }

    @Test
    void an_incident_does_not_ask_what_led_up_to_a_change_that_followed_the_story() {
        String answer = "So now whenever a delivery is due I leave a note on the door. Last week I left one for the "
                + "pharmacy van.";
        assertThat(ask("critical_incident", "cause", "left one for the pharmacy van", "behavior_change",
                "Last week I left one for the pharmacy van", answer))
                .noneMatch(q -> q.matches("(?is).*\\b(?:led up to|led to|why do you think|caused|put that down to).*"));
    }

    @Test
    void an_answer_without_a_reason_or_a_feeling_supplies_neither() {
        assertThat(SuppliedContent.of("We took the bus to the market and bought some apples.", "bus"))
                .isEmpty();
        assertThat(SuppliedContent.felt("It was not easy at all.")).isEmpty();
        assertThat(SuppliedContent.felt("It was so easy, honestly.")).contains("easy");
        assertThat(SuppliedContent.felt("She said it's fine.")).isEmpty();
    }
}
