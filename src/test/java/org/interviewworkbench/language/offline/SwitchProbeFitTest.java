package org.interviewworkbench.language.offline;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.interviewworkbench.engine.config.MethodologyConfig;
import org.interviewworkbench.engine.model.Concept;
import org.interviewworkbench.engine.port.FollowUpRequest;
import org.junit.jupiter.api.Test;

/**
 * Stop 41: a jobs-to-be-done probe fits the act of what it points at (a way in use is asked how well it works, a
 * struggle what they do about it); where it does not, nothing is said back and the switch interview's next plain move
 * is asked (the blind rounds' jtbd judgements).
 */
class SwitchProbeFitTest {

    private static final MethodologyConfig JTBD = Methodologies.load("jobs_to_be_done");
    private static final MethodologyConfig CI = Methodologies.load("critical_incident");
    private static final Concept GYM = Methodologies.concept("Joining a gym", "Why people join a gym");
    private static final String OPENING = "Last Monday. I got on the scales after Christmas and thought, right.";
    /** The switch interview's plain moves: what a probe that does not fit its pointer is swapped for. */
    private static final List<String> PLAIN = SwitchPlainMove.questions();

    @Test
    void an_event_just_told_is_followed_up_not_asked_why_it_matters() {
        for (String last : List.of("Got a tag on the bin.",
                "honestly? I forgot it was that week lol. my friend texted the group chat at 10:40 and I was like. "
                        + "what. so that was fun",
                "We looked at a rowing machine, the folding one was $1,299. That's a lot.")) {
            assertThat(revise(JTBD, last, "Why does that matter to you?")).as(last)
                    .isIn(SwitchProbeFit.AFTER_EVENT);
        }
    }

    @Test
    void an_event_told_with_the_aim_or_feeling_behind_it_is_not_followed_up_as_an_event_nor_laddered_on_a_bare_that() {
        // stop 47: a bare "why does that matter" in a switch interview was usable 0 times in 17 (rounds 29-48)
        for (String last : List.of("I went back in January. I want to be able to keep up with my kids.",
                "My brother asked how I was doing. I felt proud, like I had it in hand.",
                "We worked out it saves about eighty a month on fees.")) {
            assertThat(revise(JTBD, last, "Why does that matter to you?")).as(last)
                    .isNotIn(SwitchProbeFit.AFTER_EVENT).isIn(PLAIN);
        }
    }

    @Test
    void a_job_or_a_feeling_said_back_is_not_asked_how_well_it_works() {
        String last = "The early classes are a pain. My knees are sore and I work with my hands, I'm a joiner.";
        assertThat(revise(JTBD, last, "You said you work with your hands. How well is that working for you?"))
                .isIn(PLAIN);
        assertThat(revise(JTBD, "Asking for a lift is the worst. I feel small, like I owe everybody.",
                "You said you owe everybody. How well is that working for you?")).isIn(PLAIN);
        assertThat(revise(JTBD, "I put my kit in the car the night before.",
                "You said you put your kit in the car the night before. How well is that working for you?"))
                .startsWith("You said you put your kit");
    }

    @Test
    void a_way_whose_verdict_the_answer_gave_is_not_asked_how_well_it_works() {
        assertThat(revise(JTBD, "First I tried the app. But it is so slow. I went three times in two weeks.",
                "You said you tried the app. How well is that working for you?")).isIn(PLAIN);
        assertThat(revise(JTBD, "It works, mostly. The problem is the queue at six.",
                "How well is that working for you?")).isIn(PLAIN);
    }

    @Test
    void a_wish_told_with_would_is_not_laddered_on_a_bare_that() {
        assertThat(revise(JTBD, "Somebody who comes and plans it all for me. I would pay for that. Does this exist?",
                "What does that do for you?")).isIn(PLAIN);
        assertThat(revise(JTBD, "I feel fitter and calmer at work.", "What does that do for you?"))
                .as("stop 47: no bare ladder probe in a switch interview, wish or not").isIn(PLAIN);
    }

    @Test
    void an_aim_said_back_is_not_asked_when_and_where_it_happens() {
        assertThat(revise(JTBD, "This morning. I'm trying to keep my weight down, that's the whole thing.",
                "You said you're trying to keep your weight down. When and where does that usually happen?"))
                .isIn(PLAIN);
    }

    @Test
    void a_fact_said_back_is_not_asked_what_difference_it_makes() {
        assertThat(revise(JTBD, "I want to be around. My grandson is four, I want to see him graduate.",
                "You mentioned that your grandson is four. What difference does that make for you?"))
                .isIn(PLAIN);
        assertThat(revise(JTBD, "So I went back to the old pool in the end.",
                "You said you went back to the old pool. What difference did that make for you?"))
                .as("a rung said back is mostly told with it in a switch story").isIn(PLAIN);
        assertThat(revise(JTBD, "Honestly? I feel off duty there.",
                "You mentioned that you feel off duty. What difference does that make for you?"))
                .as("a feeling said back is laddered").startsWith("You mentioned that you feel off duty");
    }

    @Test
    void a_bare_that_with_nothing_to_do_is_asked_what_else_they_tried() {
        assertThat(revise(JTBD, "At work, mostly. Lunch.", "What other ways of doing that have you considered?"))
                .isEqualTo("What else have you tried, or thought about trying?");
    }

    @Test
    void a_feeling_is_not_asked_what_makes_it_difficult_but_a_struggle_is_asked_what_they_do() {
        assertThat(revise(JTBD, "I worry all week. When it's done I feel peace of mind.",
                "What makes that difficult at times?")).isIn(PLAIN);
        assertThat(revise(JTBD, "The hardest part is the short notice, you can't plan a class you hear about on "
                + "Thursday.", "What's frustrating or difficult about the short notice?"))
                .isEqualTo("What do you do about that?");
    }

    @Test
    void what_gets_in_the_way_after_a_pain_is_asked_what_they_do_about_it() {
        assertThat(revise(JTBD, "My back, mainly. It's a pain, I've pulled something twice now.",
                "What gets in the way of that?")).isEqualTo("What do you do about that?");
        assertThat(revise(JTBD, "My partner keeps telling me to try the pool.", "What gets in the way of that?"))
                .isEqualTo("What gets in the way of that?");
    }

    @Test
    void a_focus_word_is_not_asked_about_as_if_it_were_the_job() {
        assertThat(revise(JTBD, "The insurance don't cover it, so it's $75 a month out of pocket.",
                "How does the pocket affect you?")).isIn(PLAIN);
        assertThat(revise(JTBD, "Feeling in control, I suppose.", "Why does feeling in control matter to you?"))
                .isEqualTo("Why does feeling in control matter to you?");
    }

    @Test
    void the_plain_moves_skip_what_the_answers_told_and_the_questions_asked() {
        List<String> answers = List.of(OPENING, "Before that I used to run, but my knees gave up.",
                "The worst part is the changing rooms.");
        assertThat(SwitchPlainMove.next(answers, List.of())).isEqualTo("What else have you tried, or thought about "
                + "trying?");
        assertThat(SwitchPlainMove.next(answers, List.of("What else have you tried, or thought about trying?")))
                .as("how they handle it these days is no plain move").isEqualTo(SwitchPlainMove.WORK_BETTER);
    }

    @Test
    void other_methods_and_closing_questions_are_left_alone() {
        String q = "When and where does that usually happen?";
        assertThat(revise(CI, "At work, mostly. Lunch.", q)).isEqualTo(q);
        String close = "Thank you very much for your time. Before we finish, do you have any questions for me?";
        assertThat(revise(JTBD, "At work, mostly. Lunch.", close)).isEqualTo(close);
    }

    private static String revise(MethodologyConfig m, String last, String question) {
        FollowUpRequest request = new FollowUpRequest(m, GYM, m.strategies().get(0), "focus", null, last, List.of(),
                "", List.of(), List.of("Think about the last time joining a gym came up for you. What happened?"),
                false, 0, 1, null, null, List.of(), List.of(), List.of(OPENING));
        return SwitchProbeFit.revise(request, question);
    }
}
