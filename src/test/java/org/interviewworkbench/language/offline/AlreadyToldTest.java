package org.interviewworkbench.language.offline;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.interviewworkbench.engine.config.MethodologyConfig;
import org.interviewworkbench.engine.config.Strategy;
import org.interviewworkbench.engine.model.Concept;
import org.interviewworkbench.engine.port.FollowUpRequest;
import org.interviewworkbench.language.offline.QuestionComposer.Intent;
import org.interviewworkbench.language.offline.StoryCoverage.Part;
import org.junit.jupiter.api.Test;

/**
 * Stop 42 (issue 12, rubric rule 1, "asks what was just answered"): critical incident and customer journey questions
 * never ask for what the respondent has just told: a story closed with a formula is not asked what happened next, a
 * second occasion told in answer to the request for one is probed (not wrapped up), a cause given as what others do
 * is not asked again, an expectation said in a relative clause or without its subject is not asked again, a feeling
 * shown by the body is not asked again, fresh scores are asked what lies behind them (never advice to a friend), and
 * mid-journey the feeling is asked at the touchpoint, not "now, looking back". Answers written for this test.
 */
class AlreadyToldTest {

    private static final MethodologyConfig CI = Methodologies.load("critical_incident");
    private static final MethodologyConfig CJM = Methodologies.load("customer_journey_mapping");
    private static final Concept REPAIR = Methodologies.concept("Getting a phone repaired",
            "How people experienced getting a phone repaired");
    private static final Concept LIBRARY = Methodologies.concept("Joining a library",
            "How people experienced joining a public library");
    private static final String START = "My screen cracked the week before a trip, so I took it to a shop in town.";
    private static final String MIDDLE = "They kept it four days and then said a part was on back order.";

    @Test
    void a_story_closed_with_a_formula_is_not_asked_what_happened_next() {
        for (String closed : List.of("I picked it up on the Friday and it worked. So that's the story, the end.",
                "I took it to another place across town and paid cash. End of story.",
                "I walked out with a loan phone and that was it.")) {
            for (String intent : List.of("next_step", "story")) {
                for (long seed = 0; seed < 3; seed++) {
                    String q = ask(CI, REPAIR, intent, List.of(START, MIDDLE), closed, List.of("What happened?",
                            "What happened next?"), seed);
                    assertThat(q).as("%s / %s / %d", closed, intent, seed).isNotIn(StoryCoverage.ON_WITH_IT)
                            .doesNotContainIgnoringCase("what happened");
                }
            }
        }
        assertThat(StoryCoverage.of(List.of(START), "That was it, the last straw, so I rang them.", List.of()).told())
                .as("'that was it' inside a sentence closes nothing").doesNotContain(Part.OUTCOME);
    }

    @Test
    void another_occasion_told_in_answer_to_the_request_is_probed_not_wrapped_up() {
        List<String> whole = List.of(START, "In the end they swapped the whole screen and I got it back on Friday.",
                "I was relieved, mostly.", "I think it was because the shop was tiny.",
                "I learned to ask how long a repair takes.", "Now I always ask for a loan phone.");
        String told = "A good one, yes. Last month my charging port went and I took it to the chain store. A young "
                + "guy fixed it at the counter while I waited and I walked out twenty minutes later.";
        List<String> asked = List.of("What happened?", "How did you feel once it was all over?",
                "Why do you think it turned out the way it did?", "What did you take away from the whole experience?",
                "What do you do differently now because of it?",
                "Has there been another time like this that turned out differently?");
        List<String> answers = new ArrayList<>(whole);
        answers.add(told);
        for (long seed = 0; seed < 3; seed++) {
            String q = ask(CI, REPAIR, "emotions", answers.subList(0, answers.size() - 1), told, asked, seed);
            assertThat(q).as("seed %d", seed).isIn(StoryCoverage.DIFFERENT).doesNotContainIgnoringCase("anything else");
        }
        List<String> more = new ArrayList<>(asked);
        more.add(StoryCoverage.DIFFERENT.get(0));
        String why = "The person. Same kind of phone, same me, but someone who had time for it.";
        answers.add(why);
        String q = ask(CI, REPAIR, "emotions", answers.subList(0, answers.size() - 1), why, more, 0);
        assertThat(q).as("two times told: the catch-all names neither").isIn(StoryCoverage.ANYTHING_ELSE_BOTH);
    }

    @Test
    void a_cause_said_as_what_others_do_is_the_cause_once_it_has_ended() {
        String ended = "Eventually she came over, tapped her card and off I went.";
        String blame = "Well, they've cut the staff, haven't they. They want us doing their work for free.";
        assertThat(StoryCoverage.of(List.of(START, ended), blame, List.of()).told()).contains(Part.CAUSE);
        for (long seed = 0; seed < 3; seed++) {
            assertThat(ask(CI, REPAIR, "cause", List.of(START, ended), blame,
                    List.of("What happened?", "How did you feel once it was all over?"), seed))
                    .as("seed %d", seed).isNotIn(StoryCoverage.OUTCOME_CAUSE);
        }
    }

    @Test
    void an_expectation_in_a_relative_clause_or_without_its_subject_is_told() {
        assertThat(AnsweredIntents.of("It said $34 a person, which I thought was the whole price, and then a fee."))
                .contains(Intent.EXPECTATION);
        assertThat(AnsweredIntents.of("The applying part. Thought it'd be a ten minute job.")).contains(Intent.EXPECTATION);
        assertThat(AnsweredIntents.of("It was supposed to take two days.")).contains(Intent.EXPECTATION);
        assertThat(AnsweredIntents.of("I thought it was great, honestly.")).doesNotContain(Intent.EXPECTATION);
        for (long seed = 0; seed < 3; seed++) {
            assertThat(ask(CJM, LIBRARY, "expectation", List.of(START),
                    "The form said free membership, which I thought was the whole cost, then a £5 card fee.",
                    List.of("What happened next?"), seed)).as("seed %d", seed).doesNotContainIgnoringCase("expect");
        }
    }

    @Test
    void a_feeling_shown_by_the_body_or_explained_by_what_they_went_through_is_told() {
        assertThat(StoryCues.felt("We got out with four minutes left, we were all screaming.")).isTrue();
        assertThat(StoryCues.felt("We were all there by six.")).isFalse();
        assertThat(StoryCoverage.feelingExplained("Fuming. Meanwhile I'm parking three streets away and paying for it."))
                .isTrue();
    }

    @Test
    void fresh_scores_are_asked_what_lies_behind_them_never_advice_to_a_friend() {
        List<String> walked = List.of("What happened next?", "What did you do then?", "Where did things go from there?");
        for (long seed = 0; seed < 3; seed++) {
            assertThat(ask(CJM, LIBRARY, "next_step", List.of(START), "Joining, like a 3 out of 10. Using it, a 7.",
                    walked, seed)).as("seed %d", seed).isIn(JourneyEnd.SCORES);
        }
        assertThat(JourneyWalk.LOOK_BACK).noneMatch(q -> q.contains("friend"));
    }

    @Test
    void mid_journey_the_feeling_is_asked_at_the_touchpoint_not_looking_back() {
        Strategy s = CJM.strategies().stream().filter(x -> "emotions".equals(x.intent())).findFirst().orElseThrow();
        FollowUpRequest stuck = new FollowUpRequest(CJM, LIBRARY, s, "form", "touchpoint",
                "The form was fine. But they wanted proof of address and my letter hadn't come. So I was stuck.",
                List.of(), "", List.of(), List.of("What happened next?"), false, 0, 0, "form", null, List.of(),
                List.of(), List.of(START));
        assertThat(FeelingMoment.revise(stuck, FeelingMoment.LOOKING_BACK)).isIn(FeelingMoment.AT_THAT_POINT);
        assertThat(FeelingMoment.revise(stuck, FeelingMoment.THINK_BACK)).as("three things told: no single 'that'")
                .isIn(FeelingMoment.ALL_OF_IT);
        assertThat(FeelingMoment.revise(stuck, "You said the form was fine. " + FeelingMoment.THINK_BACK))
                .as("the clause said back is its referent").endsWith(FeelingMoment.THINK_BACK);
        FollowUpRequest answered = new FollowUpRequest(CJM, LIBRARY, s, "form", "touchpoint",
                "Sweating. Literally. I rang the branch and sat on hold for twelve minutes.", List.of(), "", List.of(),
                List.of("What happened next?", "How were you feeling by then?"), false, 0, 0, "form", null, List.of(),
                List.of(), List.of(START));
        assertThat(FeelingMoment.revise(answered, FeelingMoment.LOOKING_BACK))
                .as("the feeling at that point was just asked and given: the look back stays")
                .isEqualTo(FeelingMoment.LOOKING_BACK);
    }

    private static String ask(MethodologyConfig m, Concept c, String intent, List<String> earlier, String last,
            List<String> asked, long seed) {
        Strategy s = m.strategies().stream().filter(x -> intent.equals(x.intent())).findFirst().orElseThrow();
        return EngineHolder.ENGINE.followUpQuestion(new FollowUpRequest(m, c, s, "shop", "incident", last, List.of(),
                "", List.of(), asked, false, 0, seed, null, null, List.of(), List.of(), earlier)).value();
    }
}
