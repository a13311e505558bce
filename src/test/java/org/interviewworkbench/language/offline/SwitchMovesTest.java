package org.interviewworkbench.language.offline;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.interviewworkbench.engine.config.MethodologyConfig;
import org.interviewworkbench.engine.config.Strategy;
import org.interviewworkbench.engine.model.Concept;
import org.interviewworkbench.engine.port.FollowUpRequest;
import org.junit.jupiter.api.Test;

/**
 * Issue 12, stop 35: a jobs-to-be-done interview asks the switch moderator's next question after what the answer just
 * told (first thought, options compared, an earlier workaround, a social or emotional job), and other methods are
 * left alone.
 */
class SwitchMovesTest {

    private static final MethodologyConfig JTBD = Methodologies.load("jobs_to_be_done");
    private static final MethodologyConfig CI = Methodologies.load("critical_incident");
    private static final Concept GYM = Methodologies.concept("Joining a gym", "Why people join a gym");
    private static final String OPENING = "Think about the last time joining a gym came up for you. What was going on?";

    private final OfflineLanguageEngine engine = EngineHolder.ENGINE;

    @Test
    void after_the_first_thought_and_a_resolution_the_moderator_asks_what_they_did_first() {
        String q = ask(JTBD, "explore_situation", "back", "My back went in June, and I said to myself, right, that's"
                + " it, I need to get stronger.", List.of(OPENING), 1);
        assertThat(q).isIn("What did you do first?", "What was the first thing you did about it?");
    }

    @Test
    void a_purchase_told_without_its_moment_is_asked_what_first_got_them_thinking() {
        String q = ask(JTBD, "explore_situation", "membership", "Last Tuesday, at the leisure centre by the station. "
                + "That's the whole reason I bought the membership, for the pool.", List.of(OPENING), 2);
        assertThat(q).isIn("What first got you thinking about it?", "When did you first start thinking about it?");
    }

    @Test
    void options_compared_without_the_pick_are_asked_how_they_were_compared() {
        String q = ask(JTBD, "clarify_assumption", "three", "I looked at three. The council one, a chain in town and "
                + "the boxing club. The chain I didn't like at all.", List.of(OPENING, "What did you do first?"), 3);
        assertThat(q).isIn("How did you compare them?", "How did you weigh them up against each other?");
    }

    @Test
    void an_earlier_workaround_is_asked_what_was_wrong_with_it_unless_its_trouble_is_told() {
        List<String> asked = List.of(OPENING, "What did you do first?");
        assertThat(ask(JTBD, "dig_motivation", "kettlebell", "Before that it was just a kettlebell in the garage.",
                asked, 4)).isEqualTo("What was wrong with what you had before?");
        assertThat(ask(JTBD, "dig_motivation", "videos", "First I just did videos at home. But then I thought, who "
                + "am I kidding, I never press play.", asked, 4)).isIn("What did you do then?",
                "What did you do after that?");
    }

    @Test
    void an_option_fired_is_asked_what_came_instead_or_what_put_them_off() {
        List<String> asked = List.of(OPENING, "What did you do first?");
        assertThat(ask(JTBD, "dig_motivation", "class pass", "I had a class pass. Then I gave up on it after a month "
                + "because the classes were always full.", asked, 8)).isIn("What did you do instead?",
                "What did you try after that?");
        assertThat(ask(JTBD, "dig_motivation", "class pass", "I had a class pass. Then we cancelled it.", asked, 8))
                .isIn("What put you off it?", "What made you drop it?");
    }

    @Test
    void an_option_set_aside_with_its_reason_is_asked_what_would_make_it_work_and_a_delighted_group_what_it_means() {
        List<String> asked = List.of(OPENING, "What did you do first?");
        assertThat(ask(JTBD, "explore_situation", "home workouts", "Home workouts, well, it'd be fine if I had the "
                + "space. But I don't, the flat's tiny.", asked, 9))
                .isEqualTo("What would it take for that to work for you?");
        assertThat(ask(JTBD, "explore_situation", "trainer", "A personal trainer. I don't trust them.", asked, 9))
                .isEqualTo("What put you off it?");
        assertThat(ask(JTBD, "explore_situation", "pool", "We joined the pool and used the sauna, the bit we didn't "
                + "trust the gym with.", asked, 9)).isNotIn("What put you off it?",
                "What would it take for that to work for you?");
        assertThat(ask(JTBD, "explore_situation", "class", "I post the times on the chat. Everyone loved it, the "
                + "whole office turned up on Friday.", asked, 9)).isIn(
                "What does it mean to you when people react like that?",
                "How does it feel when people react like that?");
    }

    @Test
    void what_decided_the_choice_told_is_followed_by_what_made_them_hesitate() {
        String q = ask(JTBD, "dig_motivation", "coach", "Because the coach knew my name on day one. And no contract, "
                + "that's what swung it.", List.of(OPENING, "What did you do first?"), 10);
        assertThat(q).isIn("Was there anything that made you hesitate?", "What, if anything, nearly put you off?");
    }

    @Test
    void a_social_job_is_said_back_in_their_words_as_the_interviewer_says_them() {
        String q = ask(JTBD, "clarify_assumption", "slowest", "I'm not the slowest. But now I'm the one who gets us "
                + "all out on a Sunday. It's my thing.", List.of(OPENING, "What did you do first?"), 5);
        assertThat(q).isIn("What does being the one who gets you all out on a Sunday mean to you?",
                "What does being the one who gets you all out on a Sunday give you?");
    }

    @Test
    void a_role_clipped_to_the_one_is_never_said_back_but_the_one_who_is() {
        String q = ask(JTBD, "explore_situation", "app", "My wife checks the camera from work and she knows first. "
                + "I'm the one at home, I should be the one who knows first, no?", List.of(OPENING,
                "What did you do first?"), 5);
        assertThat(q).doesNotContain("being the one give").doesNotContain("being the one mean");
        assertThat(q).isIn("What does being the one who knows first mean to you?",
                "What does being the one who knows first give you?");
    }

    @Test
    void an_emotional_outcome_in_a_word_is_asked_what_it_gives_them_never_rebuilt_or_named_as_a_thing() {
        List<String> asked = List.of(OPENING, "What did you do first?");
        assertThat(ask(JTBD, "explore_situation", "calmer", "Calmer. Honestly. Like I'd put a bag down.", asked, 6))
                .isIn("You said \"calmer\". What does that give you?",
                        "You said \"calmer\". Why does that matter to you?");
        assertThat(ask(JTBD, "explore_situation", "peace", "Peace of mind, mostly. Knowing I can carry the shopping.",
                asked, 6)).isIn("What does peace of mind give you?", "Why does peace of mind matter to you?");
    }

    @Test
    void a_mixed_verdict_with_a_trouble_is_asked_about_the_workaround_not_what_weighed_most() {
        String q = ask(JTBD, "dig_motivation", "crowded", "Mixed. When it's quiet it's great. But after work it's "
                + "rammed and you wait for every machine.", List.of(OPENING, "What did you do first?"), 7);
        assertThat(q).isIn("How do you get round that?", "What have you tried, to get round that?");
    }

    @Test
    void a_struggle_under_a_ladder_is_asked_what_they_do_about_it_never_why_it_matters() {
        List<String> asked = List.of(OPENING, "What did you do first?");
        String q = ask(JTBD, "dig_motivation", "showers", "The showers are the problem. Half of them are cold by "
                + "seven and the queue is out the door.", asked, 11);
        assertThat(q).isIn("What do you do about that?", "How do you get round that?");
        String told = ask(JTBD, "dig_motivation", "lockers", "The lockers. I can't fit my bag in, so I'm carrying it "
                + "round the floor with me.", asked, 11);
        assertThat(told).isEqualTo("Has that ever made you look for another way of doing it?");
        String hard = ask(JTBD, "uncover_obstacles", "station", "Mostly fine. Parking is the problem. The gym's "
                + "behind the station and the car park fills by six.", asked, 11);
        assertThat(hard).as("what was hard is told: not asked again about a place named in it")
                .isIn("What do you do about that?", "How do you get round that?");
    }

    @Test
    void a_way_round_it_in_place_is_asked_how_well_it_works_and_a_hire_what_it_changed() {
        List<String> asked = List.of(OPENING, "What did you do first?");
        assertThat(ask(JTBD, "dig_motivation", "neighbour", "I asked my neighbour. She lets me borrow her bike now,"
                + " and I water her plants.", asked, 12)).isIn("How well is that working for you?",
                "How is that working out for you?");
        assertThat(ask(JTBD, "dig_motivation", "tracker", "I got one of those step trackers off my cousin, the "
                + "cheap one.", asked, 12)).isIn("What difference did that make for you?",
                "What changed once you had it?");
        assertThat(ask(JTBD, "dig_motivation", "shake", "A friend sent me a link, so I bought the protein shakes. "
                + "Fine after a session, but they were too sweet. So no.", asked, 12))
                .isEqualTo("What would work better for you?");
    }

    @Test
    void one_occasion_told_under_a_ladder_is_followed_along_the_timeline_not_asked_why_it_matters() {
        String q = ask(JTBD, "dig_motivation", "queue", "There was one Monday in May, packed, and I waited forty "
                + "minutes for a bench. Forty minutes!", List.of(OPENING, "What did you do first?"), 14);
        assertThat(q).isIn("What did you do after that?", "What did you do next?");
    }

    @Test
    void an_outcome_wished_for_is_asked_what_they_have_tried_whatever_the_strategy() {
        List<String> asked = List.of(OPENING, "What did you do first?");
        for (String strategy : List.of("explore_situation", "dig_motivation")) {
            assertThat(ask(JTBD, strategy, "longer", "Honestly? Something that fits round my shifts. If I could "
                    + "go at midnight I would.", asked, 13)).isIn("What have you tried so far, to get that?",
                    "What have you tried so far to get there?");
        }
    }

    @Test
    void an_option_offered_by_someone_else_is_asked_what_they_made_of_it_never_why_it_matters() {
        List<String> asked = List.of(OPENING, "What did you do first?", "What gets in the way?");
        assertThat(ask(JTBD, "dig_motivation", "other options", "Other options, you mean? The gym offered a "
                + "personal trainer plan. You get one session a week with the same person.", asked, 5))
                .isIn("What did you make of that?", "What did you think of it at the time?");
        assertThat(ask(JTBD, "dig_motivation", "trainer", "A friend recommended her trainer, but he's across town "
                + "and I don't drive.", asked, 5)).isNotIn("What did you make of that?",
                "What did you think of it at the time?"); // its reason told: not asked what they made of it
    }

    @Test
    void the_occasion_told_as_their_own_steps_is_asked_about_the_first_thought_never_why_a_step_mattered() {
        String q = ask(JTBD, "explore_situation", "bag", "Last Thursday. I packed my bag at lunch, cycled over "
                + "after work and did forty minutes on the bike.", List.of(OPENING), 1);
        assertThat(q).isIn("What got you started on it in the first place?", "When did you first start doing it?");
        String why = ask(JTBD, "explore_situation", "bag", "Last Thursday. I packed my bag at lunch and cycled over,"
                + " because the doctor had told me to lose weight.", List.of(OPENING), 1);
        assertThat(why).as("the trigger is told with it").isNotIn("What got you started on it in the first place?",
                "When did you first start doing it?");
    }

    @Test
    void a_resolve_told_with_how_it_started_is_no_struggle_to_get_round() {
        String q = ask(JTBD, "uncover_obstacles", "dust", "It started when my brother moved out and left his "
                + "weights behind. I couldn't let them gather dust.", List.of(OPENING, "What made you want to?"), 3);
        assertThat(q).isIn("What did you do first?", "What was the first thing you did?");
        assertThat(SwitchForces.struggles("I couldn't let them gather dust.")).isFalse();
        assertThat(SwitchForces.struggles("Evenings are impossible with the kids.")).isTrue();
        assertThat(SwitchForces.struggles("The booking app is so slow, it times out.")).isTrue();
    }

    @Test
    void a_struggle_named_impossible_under_a_ladder_is_asked_what_they_do_about_it_not_how_it_affects_them() {
        String q = ask(JTBD, "dig_motivation", "hours", "The hours, really. A class is ninety minutes with the "
                + "changing, and evenings are impossible with the kids.", List.of(OPENING, "What did you do first?"), 4);
        assertThat(q).isIn("What do you do about that?", "How do you get round that?");
    }

    @Test
    void an_option_dropped_in_reply_to_a_struggle_is_their_way_round_it_not_asked_why_they_dropped_it() {
        List<String> asked = List.of(OPENING, "What did you do first?", "What do you do about that?");
        String q = ask(JTBD, "dig_motivation", "lunch", "I go at lunch now, I gave up on evening classes.", asked, 5);
        assertThat(q).isIn(ToldWayRound.HOW_WELL.toArray(String[]::new));
        assertThat(ask(JTBD, "dig_motivation", "classes", "Honestly I just gave up on evening classes.", asked, 5))
                .as("nothing in place told: what came instead").isIn("What did you do instead?",
                        "What did you try after that?");
        String plain = ask(JTBD, "dig_motivation", "lunch", "I go at lunch now, I gave up on evening classes.",
                List.of(OPENING, "What did you do first?"), 5);
        assertThat(plain).as("no struggle before it: why they dropped it is not told")
                .isIn("What put you off it?", "What made you drop it?");
    }

    @Test
    void a_way_tried_with_a_lukewarm_verdict_is_asked_what_would_work_better() {
        String q = ask(JTBD, "dig_motivation", "cold", "Cold? It's because the changing room has no heating. I "
                + "tried bringing a hoodie, works sort of.", List.of(OPENING, "What did you do first?"), 7);
        assertThat(q).isEqualTo("What would work better for you?");
    }

    @Test
    void an_option_considered_and_set_aside_with_its_reason_is_asked_about_never_for_other_options() {
        List<String> asked = List.of(OPENING, "What did you do first?");
        assertThat(ask(JTBD, "probe_alternatives", "rower", "A rowing machine, maybe, but they're like 900 "
                + "pounds. No.", asked, 9)).isEqualTo("What would it take for that to work for you?");
        assertThat(ask(JTBD, "probe_alternatives", "app", "I did look at one of those workout apps. But the "
                + "subscription is silly money for what it is.", asked, 9))
                .isEqualTo("What would it take for that to work for you?");
    }

    @Test
    void a_method_without_a_switch_story_keeps_its_own_moves() {
        String q = ask(CI, "explore_emotions", "three", "I looked at three. The council one, a chain in town and "
                + "the boxing club.", List.of("What happened?", "What happened next?"), 3);
        assertThat(q).isNotIn("How did you compare them?", "How did you weigh them up against each other?");
        assertThat(SwitchMoves.reads(CI)).isFalse();
        assertThat(SwitchMoves.reads(JTBD)).isTrue();
    }

    private String ask(MethodologyConfig m, String strategy, String focus, String last, List<String> asked,
                       long seed) {
        Strategy s = m.strategies().stream().filter(x -> x.name().equals(strategy)).findFirst()
                .orElse(m.strategies().get(0));
        return engine.followUpQuestion(new FollowUpRequest(m, GYM, s, focus, null, last, List.of(), "", List.of(),
                asked, false, 0, seed, null, null, List.of(), List.of(), List.of())).value();
    }

    @Test
    void the_respondents_contractions_are_said_back_in_the_second_person() {
        assertThat(SwitchMoves.saidBack("I'm the one who plans the week")).isEqualTo("you're the one who plans the week");
        assertThat(SwitchMoves.saidBack("we\u2019ve tried it and I'd do it again"))
                .isEqualTo("you've tried it and you'd do it again");
    }
}
