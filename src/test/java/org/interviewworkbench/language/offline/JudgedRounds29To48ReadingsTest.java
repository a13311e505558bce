package org.interviewworkbench.language.offline;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.interviewworkbench.engine.config.MethodologyConfig;
import org.interviewworkbench.engine.config.Strategy;
import org.interviewworkbench.engine.model.Concept;
import org.interviewworkbench.engine.model.Speaker;
import org.interviewworkbench.engine.port.ConversationLine;
import org.interviewworkbench.engine.port.FollowUpRequest;
import org.interviewworkbench.language.offline.QuestionComposer.Intent;
import org.junit.jupiter.api.Test;

/**
 * Stop 47, the question kinds the judges of rounds 29 to 48 marked "no" most often, read from every judged question
 * with the answer before it (the sentences here are the test's own): in a switch interview a bare "why does that
 * matter" has nothing to point at (0 of 17 usable), "how do you handle it" names the job, a feeling or an expectation
 * told in passing is told, "in the end" that opens the next step ends no story, a tag or a run of guesses is no
 * question to the interviewer, "for me it is X or Y" names a construct, and a triad the respondent already compared
 * is not asked again. Then the readings behind the failures of blind rounds 49-52: a story told in the past without
 * its subject is no advice, "lesson:" names a lesson, "kind of the end of it" closes a story, delight put as a
 * question is none, a clause in an order standard English does not build is not said back, "cheap as chips" is an
 * idiom.
 */
class JudgedRounds29To48ReadingsTest {

    private static final MethodologyConfig JTBD = Methodologies.load("jobs_to_be_done");
    private static final MethodologyConfig GRID = Methodologies.load("repertory_grid");
    private static final Concept GYM = Methodologies.concept("Joining a gym", "Why people join a gym");
    private static final String OPENING = "Last Monday. I got on the scales after Christmas and thought, right.";

    @Test
    void in_a_switch_interview_a_bare_why_it_matters_becomes_the_way_round_a_struggle_or_the_next_plain_move() {
        assertThat(switchRevise("The early classes are a nightmare. The car park is full by six and I give up.",
                "Why is that important to you?", List.of())).isEqualTo(SwitchProbeFit.ROUND_STRUGGLE);
        assertThat(switchRevise("I want to be able to keep up with my kids at the park.",
                "What does that give you, in the end?", List.of())).isIn(SwitchPlainMove.questions());
        assertThat(switchRevise("The early classes are a nightmare. The car park is full by six.",
                "Why is that important to you?", List.of("How do you get round that?")))
                .as("a way round asked already: the next plain move").isIn(SwitchPlainMove.questions());
        assertThat(switchRevise("I want to be able to keep up with my kids at the park.",
                "You said you want to keep up with your kids. Why does that matter to you?", List.of()))
                .as("said back, the rung is no better: the next plain move").isIn(SwitchPlainMove.questions());
    }

    @Test
    void the_last_plain_move_asks_for_the_one_change_not_how_it_is_going_all_in_all() {
        assertThat(SwitchPlainMove.questions()).contains(SwitchPlainMove.CHANGE_ONE)
                .noneMatch(q -> q.startsWith("All in all"));
    }

    @Test
    void how_they_handle_it_these_days_names_the_job_after_a_long_answer() {
        String last = "Coach is four thousand a month, too much. A friend said join the club on Sundays. It's far.";
        FollowUpRequest request = request(JTBD, last, List.of());
        assertThat(AnchoredPointer.revise(request, "How do you handle it these days?"))
                .isEqualTo("How do you handle joining a gym these days?");
    }

    @Test
    void a_moment_judged_by_how_it_hit_them_or_a_promise_they_were_given_is_told() {
        assertThat(AnsweredIntents.of("Then a catch-up bill for two hundred. That was a shock."))
                .contains(Intent.EMOTIONS);
        assertThat(AnsweredIntents.of("Twenty minutes into town and nobody is stressed about parking."))
                .contains(Intent.EMOTIONS);
        assertThat(AnsweredIntents.of("That was the bill for the parking.")).doesNotContain(Intent.EMOTIONS);
        assertThat(AnsweredIntents.of("The website said up to six weeks, so I waited.")).contains(Intent.EXPECTATION);
        assertThat(AnsweredIntents.of("The room was not what the photos looked like at all."))
                .contains(Intent.EXPECTATION);
        assertThat(AnsweredIntents.of("The room was small and the bed was hard.")).doesNotContain(Intent.EXPECTATION);
    }

    @Test
    void in_the_end_someone_came_opens_a_step_but_in_the_end_they_paid_ends_the_story() {
        assertThat(StoryCues.outcome(StoryCues.normal("We waited two hours. In the end a woman came out and took "
                + "me into an office."))).isFalse();
        assertThat(StoryCues.outcome(StoryCues.normal("We waited two hours. In the end they gave me the form and "
                + "that was that."))).isTrue();
    }

    @Test
    void a_tag_a_worry_with_a_generic_you_or_guesses_about_their_own_things_are_no_question_to_the_interviewer() {
        assertThat(QuestionBack.putToInterviewer("That's my first thought, it's a park, you know?")).isFalse();
        assertThat(QuestionBack.putToInterviewer("And what if your phone dies in the queue?")).isFalse();
        assertThat(QuestionBack.putToInterviewer("Is it the dryer, is it my son's computer, is it the fish tank?"))
                .isFalse();
        assertThat(QuestionBack.putToInterviewer("Is it a bank account, is it in someone's name?")).isTrue();
        assertThat(QuestionBack.putToInterviewer("What if the bus is late?")).isTrue();
    }

    @Test
    void a_difference_summed_up_for_me_names_both_poles() {
        assertThat(GridConstructs.poles("Pilates is quiet. So for me it is party or concentration."))
                .anySatisfy(p -> assertThat(p).containsExactly("party", "concentration"));
        assertThat(GridConstructs.poles("Nobody knows you. For me this is personal against anonymous."))
                .anySatisfy(p -> assertThat(p).containsExactly("personal", "anonymous"));
    }

    @Test
    void a_triad_the_respondent_already_compared_is_not_asked_again() {
        String opening = "I go to spinning, pilates, yoga and zumba, and I tried aqua fitness once.";
        String compared = "Zumba and aqua fitness are the same, loud music. Pilates is quiet, you concentrate.";
        Strategy compare = GRID.strategies().stream().filter(s -> "compare".equals(s.intent())).findFirst()
                .orElseThrow();
        Concept classes = Methodologies.concept("Group fitness classes", "How people compare fitness classes");
        FollowUpRequest request = new FollowUpRequest(GRID, classes, compare, "pilates", "element", compared,
                List.of(new ConversationLine(2, Speaker.USER, compared)), "", List.of(),
                List.of("When it comes to group fitness classes, which ones do you know?", "Which two are alike?"),
                false, 0, 1, "Pilates is quiet", compared, List.of("spinning", "pilates", "yoga", "zumba",
                "aqua fitness"), List.of(), List.of(opening));
        String q = new TriadQuestion(new NounPhraseGate(EngineHolder.NLP)).question(request);
        assertThat(q).isNotNull();
        String lower = q.toLowerCase(java.util.Locale.ROOT);
        assertThat(lower.contains("zumba") && lower.contains("aqua fitness") && lower.contains("pilates"))
                .as(q).isFalse();
        assertThat(lower).contains("pilates");
    }

    @Test
    void a_story_told_without_its_subject_in_the_past_is_no_advice_but_ring_them_the_day_before_is() {
        StoryCues cues = new StoryCues(EngineHolder.NLP);
        assertThat(cues.advises("Rang the bank the next morning. Put the money back straight away as a credit."))
                .isFalse();
        assertThat(cues.advises("Went to the office. Sign on the door saying back at five and it was four."))
                .isFalse();
        assertThat(cues.advises("Ring them the day before. And keep the confirmation on your phone.")).isTrue();
        assertThat(cues.advises("Put the receipt in a safe place.")).isTrue();
    }

    @Test
    void a_lesson_named_with_a_colon_is_a_lesson() {
        assertThat(StoryCues.lesson(StoryCues.normal("They paid it back. So lesson: be loud, the form is useless.")))
                .isTrue();
        assertThat(StoryCues.lesson(StoryCues.normal("I had a piano lesson at four."))).isFalse();
    }

    @Test
    void a_story_closed_as_kind_of_the_end_of_it_is_closed() {
        assertThat(StoryCues.closed(StoryCues.normal("I never went back, so that's kind of the end of it."))).isTrue();
        assertThat(StoryCues.closed(StoryCues.normal("That's kind of the end of the road for the old one, but I "
                + "kept the charger."))).isFalse();
    }

    @Test
    void delight_put_as_a_question_is_no_question_to_the_interviewer() {
        assertThat(QuestionBack.putToInterviewer("Where was this two years ago?")).isFalse();
        assertThat(QuestionBack.putToInterviewer("Why didn't anyone think of this before?")).isFalse();
        assertThat(QuestionBack.putToInterviewer("Where would the bikes be kept?")).isTrue();
    }

    @Test
    void a_clause_in_an_order_standard_english_does_not_build_is_not_said_back() {
        SayableClause gate = new SayableClause(EngineHolder.NLP);
        assertThat(gate.sayable("Saturday just gone")).isFalse();
        assertThat(gate.sayable("I don't want she works in a warehouse like me")).isFalse();
        assertThat(gate.sayable("it gives me is nothing")).isFalse();
        assertThat(gate.sayable("she is correct only")).isFalse();
        assertThat(gate.sayable("I ring them every Monday")).isTrue();
        assertThat(gate.sayable("I want them to go further than me")).isTrue();
        assertThat(gate.sayable("I only shop there on Sundays only")).isTrue();
    }

    @Test
    void the_image_of_a_simile_of_degree_is_an_idiom_not_a_thing_talked_about() {
        List<OpenNlpPipeline.Token> t = EngineHolder.NLP.process("Tesco's own are cheap as chips.").get(0).tokens();
        int chips = 0;
        while (!t.get(chips).lower().equals("chips")) {
            chips++;
        }
        assertThat(FixedIdioms.covers(t, chips, chips)).isTrue();
    }

    private static String switchRevise(String last, String question, List<String> asked) {
        return SwitchProbeFit.revise(request(JTBD, last, asked), question);
    }

    private static FollowUpRequest request(MethodologyConfig m, String last, List<String> asked) {
        List<String> questions = new java.util.ArrayList<>(List.of(
                "Think about the last time joining a gym came up for you. What happened?"));
        questions.addAll(asked);
        return new FollowUpRequest(m, GYM, m.strategies().get(0), "focus", null, last, List.of(), "", List.of(),
                questions, false, 0, 1, null, null, List.of(), List.of(), List.of(OPENING));
    }
}
