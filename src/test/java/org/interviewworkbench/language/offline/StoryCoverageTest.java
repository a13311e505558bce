package org.interviewworkbench.language.offline;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.interviewworkbench.engine.config.MethodologyConfig;
import org.interviewworkbench.engine.config.Strategy;
import org.interviewworkbench.engine.model.Concept;
import org.interviewworkbench.engine.port.FollowUpRequest;
import org.interviewworkbench.language.offline.QuestionComposer.Intent;
import org.interviewworkbench.language.offline.StoryCoverage.Part;
import org.junit.jupiter.api.Test;

/**
 * Issue 12, stop 34: a story-telling interview never asks for a part of the story the respondent already told in any
 * answer, and asks for the first part the method walks through that is still missing.
 */
class StoryCoverageTest {

    private static final MethodologyConfig CI = Methodologies.load("critical_incident");
    private static final MethodologyConfig CJM = Methodologies.load("customer_journey_mapping");
    private static final MethodologyConfig MEC = Methodologies.load("means_end_chain");
    private static final Concept REPAIR = Methodologies.concept("Getting a phone repaired",
            "How people experienced getting a phone repaired");
    private static final Concept LIBRARY = Methodologies.concept("Joining a library",
            "How people experienced joining a public library");

    private static final String START = "My screen cracked the week before a trip, so I took it to a shop in town.";
    private static final String MIDDLE = "They kept it four days and then said a part was on back order.";
    private static final String END = "In the end they swapped the whole screen and I got the phone back on Friday.";
    private static final String FEELING = "I was relieved, mostly, and a bit annoyed it took so long.";
    private static final String CAUSE = "I think it was because the shop was tiny and they only had one technician.";
    private static final String LESSON = "I learned to ask how long a repair takes before handing anything over.";
    private static final String CHANGE = "Now I always ask for a loan phone when I drop one off.";

    private final OfflineLanguageEngine engine = EngineHolder.ENGINE;

    @Test
    void the_parts_of_an_incident_are_read_from_every_answer_not_only_the_last() {
        StoryCoverage story = StoryCoverage.of(List.of(START, FEELING, END), "We drove home after that.", List.of());
        assertThat(story.told()).contains(Part.OUTCOME, Part.FEELING).doesNotContain(Part.LESSON, Part.CHANGE);
        assertThat(StoryCoverage.of(List.of(START, MIDDLE), "Then I rang them again.", List.of()).told())
                .doesNotContain(Part.OUTCOME);
        assertThat(StoryCoverage.of(List.of(), "I got back home and rang them.", List.of()).told())
                .as("coming back home is not getting something back").doesNotContain(Part.OUTCOME);
    }

    @Test
    void money_back_or_a_decision_reversed_ends_the_story_and_advice_in_the_imperative_is_a_lesson() {
        assertThat(StoryCoverage.of(List.of(START), "Took six weeks. The ombudsman's letter did it, so £840 back.",
                List.of()).told()).contains(Part.OUTCOME);
        assertThat(StoryCoverage.of(List.of(START), "In March the council reversed it and apologised.", List.of())
                .told()).contains(Part.OUTCOME);
        assertThat(StoryCoverage.of(List.of(START, END), "Never sign on the day. And keep every receipt.", List.of())
                .told()).contains(Part.LESSON);
        assertThat(StoryCoverage.of(List.of(START), "Then I texted her. Eventually she replied with a thumbs up.",
                List.of()).told()).as("a reply is a step, not the end").doesNotContain(Part.OUTCOME);
        assertThat(StoryCoverage.of(List.of(START), "Then I paid the fine and rang them.", List.of()).told())
                .doesNotContain(Part.OUTCOME, Part.LESSON);
    }

    @Test
    void a_feeling_followed_by_what_they_went_through_is_explained() {
        assertThat(StoryCoverage.feelingExplained("Proud. And a bit tired, we walked the last ten miles in the rain."))
                .isTrue();
        assertThat(StoryCoverage.feelingExplained("Proud. Really proud, honestly.")).isFalse();
    }

    @Test
    void a_reason_counts_as_the_cause_of_the_outcome_only_once_the_outcome_is_told() {
        assertThat(StoryCoverage.of(List.of(START), "I was worried because I needed it for work.", List.of()).told())
                .doesNotContain(Part.CAUSE);
        assertThat(StoryCoverage.of(List.of(START, END), CAUSE, List.of()).told()).contains(Part.CAUSE);
    }

    @Test
    void after_the_outcome_the_story_is_not_asked_to_go_on() {
        for (String intent : List.of("next_step", "story")) {
            for (long seed = 0; seed < 4; seed++) {
                String q = ask(CI, REPAIR, intent, List.of(START, MIDDLE), END, seed);
                assertThat(q).as("%s, seed %d", intent, seed)
                        .doesNotContain("happened next", "then what", "from there", "right after");
            }
        }
    }

    @Test
    void after_the_outcome_the_incident_is_walked_in_order_skipping_what_was_told() {
        assertThat(ask(CI, REPAIR, "next_step", List.of(START, MIDDLE), END, 1)).isIn(StoryCoverage.OUTCOME_FEELING);
        String felt = ask(CI, REPAIR, "emotions", List.of(START, MIDDLE, END), FEELING, 1);
        assertThat(felt).as("the feeling is not asked again: on to why it ended so").isIn(StoryCoverage.OUTCOME_CAUSE);
        String cause = ask(CI, REPAIR, "learning", List.of(START, MIDDLE, END, FEELING), "Mostly that it was over.", 1);
        assertThat(cause).isIn(StoryCoverage.OUTCOME_CAUSE);
        String lesson = ask(CI, REPAIR, "emotions", List.of(START, MIDDLE, END, FEELING), CAUSE, 1);
        assertThat(lesson).isIn(StoryCoverage.TAKE_AWAY);
        String change = ask(CI, REPAIR, "next_step", List.of(START, END, FEELING, CAUSE), LESSON, 1);
        assertThat(StoryCoverage.differently(change)).as(change).isTrue();
    }

    @Test
    void once_the_whole_incident_is_told_another_is_asked_for_and_then_nothing_is_asked_again() {
        List<String> whole = List.of(START, END, FEELING, CAUSE, LESSON);
        assertThat(ask(CI, REPAIR, "emotions", whole, CHANGE, 0)).isIn(StoryCoverage.ANOTHER);
        String second = "The next time, a big chain did it while I waited and I got it back within an hour.";
        String after = ask(CI, REPAIR, "next_step", List.of(START, END, FEELING, CAUSE, LESSON, CHANGE), second, 0);
        assertThat(after).isIn(StoryCoverage.ANYTHING_ELSE);
    }

    @Test
    void a_second_occasion_told_with_what_made_it_differ_is_compared_not_wrapped_up_with_no_referent() {
        String second = "I had another one last spring, a cracked screen, and that shop fixed it in an hour. "
                + "It's just who you go to, really.";
        String after = ask(CI, REPAIR, "emotions", List.of(START, END, FEELING, CAUSE, LESSON, CHANGE), second, 0);
        assertThat(after).isIn(StoryCoverage.BOTH_TIMES).isNotIn(StoryCoverage.ANYTHING_ELSE)
                .isNotIn(StoryCoverage.DIFFERENT);
    }

    @Test
    void a_part_already_asked_for_is_not_asked_again_even_when_the_answer_gave_no_cue() {
        StoryCoverage story = StoryCoverage.of(List.of(START, END, FEELING), "Probably just a busy week for them.",
                List.of("What happened?", StoryCoverage.OUTCOME_CAUSE.get(0)));
        assertThat(story.told()).contains(Part.CAUSE);
        assertThat(story.step(CI, Intent.CAUSE).questions()).isEqualTo(StoryCoverage.TAKE_AWAY);
    }

    @Test
    void a_lesson_means_the_incident_has_ended() {
        assertThat(StoryCoverage.of(List.of(START), LESSON, List.of()).told()).contains(Part.OUTCOME, Part.LESSON);
        assertThat(ask(CI, REPAIR, "next_step", List.of(START, FEELING), LESSON, 2))
                .as("not what happened next, nor back to the cause: what they do differently")
                .matches(StoryCoverage::differently);
    }

    @Test
    void another_incident_is_not_asked_for_when_one_was_already_told() {
        String other = "The other time was nothing like it: the shop down the road fixed it in an hour.";
        List<String> whole = List.of(START, END, other, FEELING, CAUSE, LESSON);
        assertThat(ask(CI, REPAIR, "next_step", whole, CHANGE, 0)).as("stop 42: two times told, neither named")
                .isIn(StoryCoverage.ANYTHING_ELSE_BOTH);
    }

    @Test
    void a_feeling_with_its_reason_is_not_asked_what_caused_it() {
        String answer = "Honestly I was livid, because I'd paid extra for the fast service.";
        for (long seed = 0; seed < 4; seed++) {
            String q = ask(CI, REPAIR, "learning", List.of(START), answer, seed);
            assertThat(q).as("seed %d", seed).isNotIn(FocusFreeQuestions.AFTER_FEELING)
                    .doesNotContain("What made you feel", "brought that feeling", "learn");
        }
    }

    @Test
    void a_journey_does_not_ask_for_what_the_last_answer_gave_at_that_step() {
        String expected = "I filled in the form at the desk. I thought, surely they can just scan my ID.";
        String problem = "The card arrived but my name was spelled wrong on it, so it didn't work at the machines.";
        for (long seed = 0; seed < 4; seed++) {
            assertThat(ask(CJM, LIBRARY, "expectation", List.of(START), expected, seed)).as("seed %d", seed)
                    .doesNotContainIgnoringCase("expect").doesNotContainIgnoringCase("hoping");
            assertThat(ask(CJM, LIBRARY, "obstacles", List.of(START), problem, seed)).as("seed %d", seed)
                    .doesNotContainIgnoringCase("problem").doesNotContainIgnoringCase("get in the way")
                    .doesNotContainIgnoringCase("not work").doesNotContainIgnoringCase("difficult");
        }
    }

    @Test
    void a_journey_goes_on_after_the_moment_that_decided_it() {
        String moment = "The librarian found the book I wanted in a minute. I felt so welcome. "
                + "That was when I knew I'd keep coming.";
        StoryCoverage.Step step = StoryCoverage.of(List.of(), moment, List.of()).step(CJM, Intent.EMOTIONS);
        assertThat(step).isNotNull();
        assertThat(step.intent()).isEqualTo(Intent.NEXT_STEP);
    }

    @Test
    void a_journey_step_not_yet_told_is_still_asked() {
        String touch = "Next I went to the front desk and they took my photo for the card.";
        StoryCoverage story = StoryCoverage.of(List.of(), touch, List.of());
        assertThat(story.step(CJM, Intent.EXPECTATION)).isNull();
        // stop 37: nothing said to be hard at that step, so no problem is asked about it; how it felt is asked instead
        assertThat(story.step(CJM, Intent.OBSTACLES).intent()).isEqualTo(Intent.EMOTIONS);
    }

    @Test
    void a_ladder_and_a_bare_feeling_keep_their_own_moves() {
        assertThat(StoryCoverage.of(List.of(START, END, FEELING), CAUSE, List.of()).step(MEC, Intent.DEEPEN)).isNull();
        assertThat(StoryCoverage.of(List.of(START, END), "Furious.", List.of()).step(CI, Intent.EMOTIONS)).isNull();
        assertThat(StoryCoverage.of(List.of(START, END), "Furious.", List.of("What made you feel that way?"))
                .step(CI, Intent.EMOTIONS)).isNotNull();
    }

    @Test
    void a_bare_result_a_lesson_in_the_imperative_and_a_habit_now_are_heard_without_stock_continuations() {
        List<String> story = List.of("The first time I sat my driving theory test I failed by one mark.", START,
                "I booked it again and practised every evening for a month.");
        String passed = "Passed. Forty-eight out of fifty. I rang my dad from the car park.";
        assertThat(StoryCoverage.of(story, passed, List.of()).told()).contains(Part.OUTCOME);
        assertThat(StoryCoverage.of(List.of(), "I failed. Then I booked again.", List.of()).told())
                .as("the opening answer only sets the incident up").doesNotContain(Part.OUTCOME);
        List<String> ended = List.of(START, MIDDLE, END, FEELING, CAUSE);
        String advice = "That it is a test of the book, not of driving. Learn the official questions, not the road.";
        String q = ask(CI, REPAIR, "next_step", ended, advice, 1);
        assertThat(q).as("after a lesson: what they do now, never what happened next").matches(StoryCoverage::differently);
        String habit = "I keep a spare charger in the car now, and I tell everyone at work to do the same.";
        List<String> lessoned = List.of(START, MIDDLE, END, FEELING, CAUSE, advice);
        assertThat(ask(CI, REPAIR, "next_step", lessoned, habit, 1)).isIn(StoryCoverage.ANOTHER);
        assertThat(ask(CI, REPAIR, "next_step", lessoned, "Now when a friend's phone breaks, I send them to a "
                + "chain store.", 1)).isIn(StoryCoverage.ANOTHER);
    }

    @Test
    void imperative_advice_is_told_by_its_verb_and_a_past_tense_or_formula_is_not() {
        StoryCues cues = new StoryCues(EngineHolder.NLP);
        assertThat(cues.advises("Check the small print before you sign anything.")).isTrue();
        assertThat(cues.advises("Know where your fuse box is. Sounds daft.")).isTrue();
        assertThat(cues.advises("Turned out to be a loose cable.")).isFalse();
        assertThat(cues.advises("Thank you so much for this.")).isFalse();
        assertThat(cues.advises("Written for an older model, maybe.")).isFalse();
        assertThat(cues.advises("Rang them the next morning. Twenty minutes on hold.")).as("a story without its "
                + "subject: an irregular past, not an order").isFalse();
        assertThat(cues.advises("Took the whole lot back to the shop on Monday.")).isFalse();
    }

    @Test
    void a_contrasting_second_incident_is_asked_what_made_it_different_once() {
        List<String> whole = List.of(START, MIDDLE, END, FEELING, CAUSE, LESSON, CHANGE);
        String other = "The other time was the opposite: a tiny shop in my road had it fixed while I waited.";
        assertThat(ask(CI, REPAIR, "next_step", whole, other, 0)).isIn(StoryCoverage.DIFFERENT);
        String explained = "The other time was the opposite: same shop, fixed in an hour. So it's who is on shift.";
        assertThat(ask(CI, REPAIR, "next_step", whole, explained, 0)).as("the difference was said: the two compared,"
                + " not 'anything else about what happened' with two told").isIn(StoryCoverage.BOTH_TIMES);
    }

    @Test
    void a_feeling_explained_by_what_anyone_in_their_place_goes_through_is_not_asked_why() {
        assertThat(StoryCoverage.feelingExplained("Fed up. Properly fed up. You've just moved house and you "
                + "feel like nobody is listening.")).isTrue();
        assertThat(StoryCoverage.feelingExplained("Fed up. Properly fed up, you know.")).isFalse();
    }

    @Test
    void a_journey_moves_on_from_a_feeling_shown_and_asks_the_moment_of_truth_how_it_felt() {
        String gap = "I expected the card in a week. It took five. And the fines kept coming in the meantime, "
                + "which put the fear in me.";
        for (long seed = 0; seed < 4; seed++) {
            String q = ask(CJM, LIBRARY, "emotions", List.of(START), gap, seed);
            assertThat(q).as("seed %d", seed).doesNotContainIgnoringCase("feel").doesNotContainIgnoringCase("expect");
        }
        String fixed = "I rang them. The woman looked it up and said it's approved, and she waived the fines there "
                + "and then.";
        assertThat(ask(CJM, LIBRARY, "expectation", List.of(START, gap), fixed, 1)).isIn(JourneyWalk.SETTLED);
    }

    @Test
    void the_respondents_own_deed_is_asked_what_made_them_decide_and_never_why_it_happened() {
        String deed = "I emailed the manager and asked for a refund on the spot.";
        for (long seed = 0; seed < 4; seed++) {
            String q = ask(CI, REPAIR, "cause", List.of(START, MIDDLE), deed, seed);
            assertThat(q).as("seed %d", seed).isIn(OwnAction.DECIDED).doesNotContain("happened");
            String followed = ask(CI, REPAIR, "cause", List.of(START, MIDDLE), "So I emailed the manager and asked "
                    + "for a refund.", seed);
            assertThat(followed).as("the answer before was the reason: on with the story, seed %d", seed)
                    .isNotIn(OwnAction.DECIDED).doesNotContain("Why do you think", "What made you decide");
        }
        assertThat(OwnAction.told("i was furious, to be honest.")).isFalse();
        assertThat(OwnAction.told("then we waited. nearly five hours on plastic chairs.")).as("nothing decided")
                .isFalse();
        assertThat(OwnAction.told("i tried turning the brightness up. neither worked.")).isFalse();
        assertThat(OwnAction.told("then we rang the council.")).isTrue();
    }

    @Test
    void a_lesson_only_asked_for_does_not_end_an_unfinished_story() {
        List<String> asked = List.of("What happened?", StoryCoverage.DIFFERENTLY.get(0));
        StoryCoverage story = StoryCoverage.of(List.of(START), MIDDLE, asked);
        assertThat(story.told()).doesNotContain(Part.OUTCOME);
        StoryCoverage.Step step = story.step(CI, Intent.NEXT_STEP);
        assertThat(step == null ? null : step.questions()).as("no other incident, no wrap-up mid-story")
                .isNotEqualTo(StoryCoverage.ANOTHER).isNotEqualTo(StoryCoverage.ANYTHING_ELSE);
    }

    @Test
    void the_other_side_giving_in_ends_the_story_so_it_is_not_asked_to_go_on() {
        String paid = "They paid. All of it, about a month later. Why'd they change their mind? The letter, I reckon.";
        assertThat(StoryCoverage.of(List.of(START, MIDDLE), paid, List.of()).told()).contains(Part.OUTCOME,
                Part.CAUSE);
        for (long seed = 0; seed < 4; seed++) {
            assertThat(ask(CI, REPAIR, "next_step", List.of(START, MIDDLE), paid, seed)).as("seed %d", seed)
                    .isIn(StoryCoverage.OUTCOME_FEELING);
        }
        assertThat(StoryCoverage.of(List.of(START), "Then we paid for a taxi to the hotel.", List.of()).told())
                .doesNotContain(Part.OUTCOME);
        assertThat(StoryCoverage.of(List.of(START, MIDDLE), "I bought a new charger, which the shop refunded months "
                + "later.", List.of()).told()).contains(Part.OUTCOME);
        assertThat(StoryCoverage.of(List.of(START, MIDDLE, END), "Why? Partly the timing, I think. They were swamped.",
                List.of()).told()).as("the respondent's own 'why?' answered").contains(Part.CAUSE);
    }

    @Test
    void a_total_summed_up_ends_the_story_and_a_wish_for_the_future_does_not() {
        assertThat(StoryCoverage.of(List.of(START, MIDDLE), "They found my booking on a list. An hour and a half in "
                + "all, and I missed the start.", List.of()).told()).contains(Part.OUTCOME);
        assertThat(StoryCoverage.of(List.of(START), "In all honesty I had no idea what to do next.", List.of()).told())
                .doesNotContain(Part.OUTCOME);
        assertThat(StoryCoverage.of(List.of(START, MIDDLE), "Angry. You pay for years and when you finally need "
                + "them you're just a number.", List.of()).told()).doesNotContain(Part.OUTCOME);
    }

    @Test
    void how_it_felt_at_the_end_is_asked_even_after_a_feeling_told_mid_story() {
        String gutted = "Gutted, honestly. I needed that phone for work.";
        for (long seed = 0; seed < 4; seed++) {
            assertThat(ask(CI, REPAIR, "cause", List.of(START, gutted, MIDDLE), END, seed)).as("seed %d", seed)
                    .isIn(StoryCoverage.OUTCOME_FEELING);
        }
        assertThat(ask(CI, REPAIR, "emotions", List.of(START, gutted, MIDDLE, END), FEELING, 0))
                .isIn(StoryCoverage.OUTCOME_CAUSE);
        assertThat(ask(CI, REPAIR, "emotions", List.of(START, gutted, MIDDLE, END), CAUSE, 0))
                .as("told why it ended so: on to the lesson, never back to the feeling").isIn(StoryCoverage.TAKE_AWAY);
        assertThat(StoryCoverage.of(List.of(START, MIDDLE), "Antibiotics, twice a day. Cleared up in about a week.",
                List.of()).told()).contains(Part.OUTCOME);
        assertThat(StoryCoverage.of(List.of(START, MIDDLE), "They rang at eight to say he was fine and could come "
                + "home. I just sat down and cried. Relief, mostly.", List.of()).told()).contains(Part.OUTCOME);
        assertThat(StoryCoverage.of(List.of(START), "I was relieved to find a bus, but it took an extra hour.",
                List.of()).told()).doesNotContain(Part.OUTCOME);
        assertThat(StoryCoverage.of(List.of(START, MIDDLE), "Relieved. Knackered. And then annoyed with myself.",
                List.of()).told()).as("relief at one step is no ending").doesNotContain(Part.OUTCOME);
    }

    @Test
    void another_occasion_is_not_asked_for_while_the_first_is_still_being_told() {
        for (long seed = 0; seed < 4; seed++) {
            String q = ask(CI, REPAIR, "story", List.of(START), MIDDLE, seed);
            assertThat(q).as("seed %d", seed).doesNotContainIgnoringCase("occasion")
                    .doesNotContainIgnoringCase("another time").doesNotContainIgnoringCase("one specific time")
                    .doesNotContainIgnoringCase("last time").doesNotContainIgnoringCase("example");
        }
    }

    @Test
    void once_another_occasion_was_told_the_first_is_not_asked_to_go_on() {
        String other = "Oh, the other time was completely different: a small shop fixed it in an hour.";
        List<String> asked = List.of("What happened?", "How did things go from there?", "What happened next?",
                StoryCoverage.DIFFERENT.get(0));
        StoryCoverage story = StoryCoverage.of(List.of(START, MIDDLE, other), "Relief, mostly. Why can't they all "
                + "be like that?", asked);
        assertThat(story.told()).contains(Part.OUTCOME);
        assertThat(story.step(CI, Intent.NEXT_STEP).questions()).isEqualTo(StoryCoverage.TAKE_AWAY);
    }

    private String ask(MethodologyConfig m, Concept c, String intent, List<String> earlier, String last, long seed) {
        Strategy s = byIntent(m, intent);
        return engine.followUpQuestion(new FollowUpRequest(m, c, s, "shop", "incident", last, List.of(), "",
                List.of(), List.of("What happened?"), false, 0, seed, null, null, List.of(), List.of(), earlier))
                .value();
    }

    private static Strategy byIntent(MethodologyConfig m, String intent) {
        return m.strategies().stream().filter(s -> intent.equals(s.intent())).findFirst().orElseThrow();
    }
}
