package org.interviewworkbench.language.offline;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.interviewworkbench.engine.model.Concept;
import org.junit.jupiter.api.Test;

/**
 * Issue 12, the repertory grid's order of moves (GridMoves): a construct just named is rated, naming both its poles;
 * a rated construct is laddered once, by name; after the ladder comes the next triad, never a rating on the value the
 * ladder reached; a rating already given is not asked again.
 */
class GridMovesTest {

    private static final Concept BLENDERS = GridTurns.BLENDERS;
    private static final List<String> OPTIONS = GridTurns.BLENDER_OPTIONS;
    private static final String OPTIONS_ANSWER = GridTurns.BLENDER_OPTIONS_ANSWER;
    private static final String TRIAD = GridTurns.BLENDER_TRIAD;
    private static final String CONSTRUCT_ANSWER = GridTurns.BLENDER_CONSTRUCT;
    private static final String RATING_ANSWER = "Nutribullet 5, stick blender 4, Vitamix 3, Kenwood 1.";
    private static final String LADDER_ANSWER = "Because I make a smoothie before work, and if the jug sits dirty "
            + "all day the kitchen feels like a mess I come home to. The Vitamix jug is the worst for that.";

    /** The question after {@code answers} (alternating with {@code questions}, the last answer last). */
    private static String ask(String intent, String focus, String focusType, List<String> questions,
                              List<String> answers, long seed) {
        return GridTurns.ask(BLENDERS, OPTIONS, intent, focus, focusType, questions, answers, seed);
    }

    @Test
    void a_construct_just_named_is_rated_by_its_two_poles_whatever_the_strategy() {
        for (String intent : List.of("rate", "compare", "deepen")) {
            for (long seed = 0; seed < 4; seed++) {
                String q = ask(intent, "easy to clean", "construct_pole", List.of("Which blenders?", TRIAD),
                        List.of(OPTIONS_ANSWER, CONSTRUCT_ANSWER), seed);
                assertThat(q).as(intent).contains("easy to clean").contains("a faff to wash up")
                        .containsIgnoringCase("each of your options").doesNotContain(" that?");
            }
        }
    }

    @Test
    void once_rated_the_construct_is_laddered_by_name_not_rated_again() {
        String rating = ask("rate", "easy to clean", "construct_pole", List.of("Which blenders?", TRIAD),
                List.of(OPTIONS_ANSWER, CONSTRUCT_ANSWER), 1);
        for (long seed = 0; seed < 4; seed++) {
            String q = ask("rate", "nutribullet", "element", List.of("Which blenders?", TRIAD, rating),
                    List.of(OPTIONS_ANSWER, CONSTRUCT_ANSWER, RATING_ANSWER), seed);
            assertThat(q).contains("easy to clean").containsIgnoringCase("matter")
                    .doesNotContainIgnoringCase("each of your options").doesNotContain("the one at the top");
        }
    }

    @Test
    void after_the_ladder_comes_the_next_triad_not_a_rating_on_the_value_reached() {
        String rating = "On \"easy to clean versus a faff to wash up\", where would you put each of your options?";
        String why = "Why does \"easy to clean versus a faff to wash up\" matter to you when you choose?";
        for (String intent : List.of("rate", "deepen")) {
            for (long seed = 0; seed < 4; seed++) {
                String q = ask(intent, "kitchen feels like a mess", "laddered_construct",
                        List.of("Which blenders?", TRIAD, rating, why),
                        List.of(OPTIONS_ANSWER, CONSTRUCT_ANSWER, RATING_ANSWER, LADDER_ANSWER), seed);
                assertThat(q).as(intent).doesNotContainIgnoringCase("mess").doesNotContain("that?")
                        .contains("third").containsIgnoringCase("vitamix");
            }
        }
    }

    @Test
    void of_two_constructs_the_one_not_yet_rated_is_asked_and_named() {
        String rating = "On \"easy to clean versus a faff to wash up\", where would you put each of your options?";
        String second = "Noise too. The Vitamix sounds like a jet engine, the stick blender just hums, so loud versus "
                + "quiet.";
        String q = ask("rate", "vitamix", "element", List.of("Which blenders?", TRIAD, rating),
                List.of(OPTIONS_ANSWER, CONSTRUCT_ANSWER, RATING_ANSWER + " " + second), 2);
        assertThat(q).contains("loud").contains("quiet").doesNotContain("easy to clean");
    }

    @Test
    void after_the_ladder_an_option_named_only_once_is_no_option_to_compare() {
        String rating = "On \"easy to clean versus a faff to wash up\", where would you put each of your options?";
        String why = "Why does \"easy to clean versus a faff to wash up\" matter to you when you choose?";
        String ladder = "Because I make a smoothie before work. Otherwise the kitchen feels like a mess.";
        String q = ask("rate", "kitchen", "element", List.of("Which blenders?", TRIAD, rating, why),
                List.of(OPTIONS_ANSWER, CONSTRUCT_ANSWER, RATING_ANSWER, ladder), 0);
        assertThat(q).as("the triad of the three named twice was asked: a new construct instead")
                .doesNotContain("third").doesNotContainIgnoringCase("vitamix")
                .contains("easy to clean versus a faff to wash up");
    }

    @Test
    void two_ends_set_against_each_other_are_a_construct_rated_by_both_poles() {
        for (String answer : List.of("The Vitamix roars, the stick blender hums. Quiet against, what, a jet engine, "
                + "I'd say.", "Quiet as opposed to deafening, that's the other one.")) {
            String q = ask("rate", "vitamix", "element", List.of("Which blenders?", TRIAD), List.of(OPTIONS_ANSWER,
                    answer), 1);
            assertThat(q).as(answer).containsIgnoringCase("quiet").contains("each of your options")
                    .doesNotContain("what,").doesNotContain(" that?");
        }
        String q = ask("rate", "vitamix", "element", List.of("Which blenders?", TRIAD), List.of(OPTIONS_ANSWER,
                "I'm dead against the Vitamix, to be honest."), 1);
        assertThat(q).as("'dead against' names no dimension").doesNotContain("each of your options");
    }

    @Test
    void a_triad_answered_without_poles_is_asked_to_name_the_two_ends_before_any_rating() {
        String contrast = "The Nutribullet and the stick blender both rinse clean in seconds, whereas the Kenwood has "
                + "to come apart.";
        String unmarked = "The Nutribullet and the stick blender, you rinse them under the tap. The Kenwood, you're "
                + "taking it apart for ten minutes.";
        for (String answer : List.of(contrast, unmarked)) {
            for (String intent : List.of("rate", "compare", "deepen")) {
                String q = ask(intent, "nutribullet", "element", List.of("Which blenders?", TRIAD),
                        List.of(OPTIONS_ANSWER, answer), 0);
                assertThat(q).as(intent).containsIgnoringCase("end").doesNotContain("each of your options")
                        .doesNotContain("third").doesNotContainIgnoringCase("why");
            }
        }
    }

    @Test
    void a_difference_described_without_poles_outside_a_triad_is_rated_as_the_difference_just_described() {
        String rating = "On \"easy to clean versus a faff to wash up\", where would you put each of your options?";
        String alike = "The Nutribullet and the stick blender are alike: small and quick to rinse. The Kenwood is "
                + "the big job.";
        String q = ask("rate", "nutribullet", "element", List.of("Which blenders?", TRIAD, rating),
                List.of(OPTIONS_ANSWER, CONSTRUCT_ANSWER, alike), 1);
        assertThat(q).containsIgnoringCase("difference you just described").contains("each of your options");
    }

    @Test
    void a_rating_with_every_move_made_names_no_unranked_that_or_one_at_the_top() {
        String rating = "On \"easy to clean versus a faff to wash up\", where would you put each of your options?";
        String why = "Why does \"easy to clean versus a faff to wash up\" matter to you when you choose?";
        String another = "Apart from \"easy to clean versus a faff to wash up\", what else makes your options "
                + "different for you?";
        String ideal = "If you could design the ideal option, what would it be like?";
        String most = "Of all the differences you've described, which one matters most when you choose?";
        String answer = "Honestly I think that's about everything for the kitchen.";
        List<String> questions = List.of("Which blenders?", TRIAD, rating, why, another, ideal, most);
        List<String> answers = List.of(OPTIONS_ANSWER, CONSTRUCT_ANSWER, RATING_ANSWER, LADDER_ANSWER,
                "Not really, no.", "One that cleans itself.", answer);
        for (long seed = 0; seed < 4; seed++) {
            String q = ask("rate", "kitchen", "laddered_construct", questions, answers, seed);
            assertThat(q).doesNotContain("the one at the top").doesNotEndWith(" that?")
                    .doesNotContain("rate that");
        }
    }

    @Test
    void a_new_construct_is_asked_for_once_not_turn_after_turn() {
        String rating = "On \"easy to clean versus a faff to wash up\", where would you put each of your options?";
        String why = "Why does \"easy to clean versus a faff to wash up\" matter to you when you choose?";
        String another = "Apart from \"easy to clean versus a faff to wash up\", what else makes your options "
                + "different for you?";
        String q = ask("rate", "kitchen", "element", List.of("Which blenders?", TRIAD, rating, why, another),
                List.of(OPTIONS_ANSWER, CONSTRUCT_ANSWER, RATING_ANSWER, "Because I'm in a rush.",
                        "Hard to say, they all blend fine."), 0);
        assertThat(q).doesNotContainIgnoringCase("what else makes").doesNotContainIgnoringCase("another way")
                .doesNotContainIgnoringCase("other difference")
                .as("one construct is too few for the ideal").doesNotContainIgnoringCase("ideal");
    }

    @Test
    void a_construct_whose_reason_was_given_unasked_is_not_laddered_again() {
        String rating = "On \"easy to clean versus a faff to wash up\", where would you put each of your options?";
        String q = ask("rate", "nutribullet", "element", List.of("Which blenders?", TRIAD, rating, "And then?"),
                List.of(OPTIONS_ANSWER, CONSTRUCT_ANSWER, "Because I hate scrubbing blades at night.",
                        RATING_ANSWER), 0);
        assertThat(q).as("not asked why it matters").doesNotStartWith("Why").doesNotContain("important to you")
                .doesNotStartWith("What is it about");
    }

    @Test
    void after_an_ideal_described_the_grid_asks_which_option_comes_closest() {
        String q = ask("rate", "nutribullet", "element", List.of("Which blenders?", TRIAD),
                List.of(OPTIONS_ANSWER, "The perfect one would blend like the Vitamix and rinse like the stick "
                        + "blender."), 0);
        assertThat(q).containsIgnoringCase("closest").doesNotContainIgnoringCase("other difference");
    }

    @Test
    void an_ideal_given_as_the_perfect_one_counts_as_described() {
        assertThat(GridRatings.describesIdeal("The perfect one? Something as strong as the Vitamix but as easy to "
                + "rinse as the stick blender.")).isTrue();
        assertThat(GridRatings.describesIdeal("The Vitamix is perfect for soup, the stick blender for sauces."))
                .isFalse();
    }

    @Test
    void a_pole_of_what_an_option_can_take_keeps_its_modal() {
        assertThat(GridConstructs.poles("The steel ones, so, can be dropped versus needs care."))
                .as("'dropped' alone reads as a fault, not as sturdy").containsExactly(new String[] {"can be dropped",
                        "needs care"});
        assertThat(GridConstructs.poles("The main one would be price versus quality."))
                .containsExactly(new String[] {"price", "quality"});
    }

    @Test
    void a_new_dimension_named_by_one_end_is_rated_by_that_end() {
        String rating = "On \"easy to clean versus a faff to wash up\", where would you put each of your options?";
        String q = ask("rate", "kenwood", "element", List.of("Which blenders?", TRIAD, rating),
                List.of(OPTIONS_ANSWER, CONSTRUCT_ANSWER, "Noise is the other thing. The Kenwood is a racket."), 0);
        assertThat(q).contains("\"noise\"").doesNotContain("easy to clean").containsIgnoringCase("options");
        assertThat(GridConstructs.poles("Battery life, I forgot that one. Mine dies by lunch."))
                .containsExactly(new String[] {"battery life", null});
        assertThat(GridConstructs.poles("Price as well. So dear versus cheap, really."))
                .as("with both ends named, one construct").containsExactly(new String[] {"dear", "cheap"});
        assertThat(GridConstructs.poles("It matters to me too.")).isEmpty();
        assertThat(GridConstructs.poles("The Kenwood is the opposite of portable, it weighs a ton."))
                .containsExactly(new String[] {"portable", null});
        assertThat(GridConstructs.poles("Which is the opposite of quiet.")).isEmpty();
        assertThat(GridConstructs.poles("Weight, obviously. Mine is heavy."))
                .containsExactly(new String[] {"weight", null});
        assertThat(GridConstructs.poles("Hmm. Weight.")).as("an interjection, then not the answer's opening").isEmpty();
        assertThat(GridConstructs.poles("Honestly? Weight.")).isEmpty();
        assertThat(GridConstructs.poles("Don't know. Maybe.")).isEmpty();
        assertThat(GridConstructs.poles("Kenwood's heavy, obviously.")).isEmpty();
        assertThat(GridConstructs.poles("Weight.", "Which of your options comes closest?"))
                .as("a word said after 'which' names an option").isEmpty();
        assertThat(GridConstructs.poles("Weight.", "What else?")).containsExactly(new String[] {"weight", null});
        assertThat(GridConstructs.poles("Bores me versus grips me, that's it."))
                .containsExactly(new String[] {"bores me", "grips me"});
    }

    @Test
    void with_the_ideal_and_the_closest_option_given_the_grid_moves_on() {
        String rating = "On \"easy to clean versus a faff to wash up\", where would you put each of your options?";
        String why = "Why does \"easy to clean versus a faff to wash up\" matter to you when you choose?";
        String q = ask("rate", "ideal blender", "ideal_element", List.of("Which blenders?", TRIAD, rating, why),
                List.of(OPTIONS_ANSWER, CONSTRUCT_ANSWER, RATING_ANSWER, "The ideal would be silent and rinse "
                        + "itself. The Nutribullet is closest."), 0);
        assertThat(q).doesNotContain(" that?").doesNotContainIgnoringCase("closest")
                .contains("easy to clean versus a faff to wash up");
    }

    @Test
    void an_option_named_as_the_other_thing_is_no_dimension() {
        String q = ask("rate", "kenwood", "element", List.of("Which blenders?", TRIAD),
                List.of(OPTIONS_ANSWER, "The Kenwood is the other thing. It's my mum's."), 0);
        assertThat(q).doesNotContain("\"kenwood\"").doesNotContain("\"Kenwood\"");
    }

    @Test
    void poles_are_cut_at_the_clause_and_their_fillers() {
        assertThat(GridConstructs.poles("For me it's pricey vs. basically free, I suppose."))
                .containsExactly(new String[] {"pricey", "free"});
        assertThat(GridConstructs.poles("Tough versus delicate, that's the main one really."))
                .containsExactly(new String[] {"tough", "delicate"});
        assertThat(GridConstructs.poles("So, cramped versus, um, actually roomy."))
                .containsExactly(new String[] {"cramped", "roomy"});
        assertThat(GridConstructs.poles("The opposite of sturdy would be wobbly, like the cheap one."))
                .containsExactly(new String[] {"sturdy", "wobbly"});
        assertThat(GridConstructs.poles("Light on the wrist versus, what's the word, heavy as a brick."))
                .containsExactly(new String[] {"light on the wrist", "heavy as a brick"});
        assertThat(GridConstructs.poles("I compared them on weight versus the."))
                .as("a pole ending in a function word is none").isEmpty();
        assertThat(GridConstructs.poles("What I'd rate them on is that easy-going versus fussy stuff.").get(0))
                .as("a pointing word before the first end is no part of it")
                .containsExactly(new String[] {"easy-going", "fussy stuff"});
    }

    @Test
    void asking_for_another_difference_is_never_worded_the_same_twice() {
        String plain = "What other difference between your options matters to you when you choose?";
        List<String> questions = List.of("Which blenders?", plain, "Could you give me an example of that?",
                "What exactly do you have in mind there?");
        List<String> answers = List.of("I've had a few over the years.", "Mostly it's about the noise, I think.",
                "Well, at six in the morning everyone else is asleep.", "Just that I don't want to wake anybody.");
        for (long seed = 0; seed < 4; seed++) {
            String q = ask("rate", "morning", "element", questions, answers, seed);
            assertThat(q).as("seed %d", seed).isNotEqualTo(plain);
        }
    }
    @Test
    void a_pole_keeps_its_whole_phrase_and_loses_only_the_speakers_aside() {
        assertThat(GridConstructs.poles("Quiet ones versus each man for himself, that's the split.").get(0))
                .containsExactly(new String[] {"quiet ones", "each man for himself"});
        assertThat(GridConstructs.poles("Compact versus bulky for me, honestly.").get(0))
                .containsExactly(new String[] {"compact", "bulky"});
    }

    @Test
    void a_change_of_angle_in_a_grid_is_a_new_triad_not_another_side_of_the_topic() {
        String rating = "On \"easy to clean versus a faff to wash up\", where would you put each of your options?";
        for (long seed = 0; seed < 4; seed++) {
            String q = ask("revitalize", null, null, List.of("Which blenders?", TRIAD, rating),
                    List.of(OPTIONS_ANSWER, CONSTRUCT_ANSWER, RATING_ANSWER), seed);
            assertThat(q).as("seed %d", seed).doesNotContainIgnoringCase("another side")
                    .doesNotContainIgnoringCase("switching gears").contains("third").containsIgnoringCase("vitamix");
        }
    }
    @Test
    void one_end_denied_and_the_other_put_in_its_place_is_a_construct() {
        assertThat(GridConstructs.poles("So the Vitamix is not gentle like the stick blender, it's more, brutal.")
                .get(0)).containsExactly(new String[] {"gentle", "brutal"});
        assertThat(GridConstructs.poles("It's not the one I use most, more a backup.")).as("no end named").isEmpty();
    }

    @Test
    void a_construct_named_with_its_reason_is_not_laddered_again_after_its_rating() {
        String named = "The Nutribullet and the stick blender rinse under the tap, the Kenwood comes apart. Easy to "
                + "clean versus a faff to wash up, that one matters because I cook before work.";
        String rating = "On \"easy to clean versus a faff to wash up\", where would you put each of your options?";
        for (long seed = 0; seed < 4; seed++) {
            String q = ask("deepen", "easy to clean", "construct_pole", List.of("Which blenders?", TRIAD, rating),
                    List.of(OPTIONS_ANSWER, named, RATING_ANSWER), seed);
            assertThat(q).as("seed %d", seed).doesNotContainIgnoringCase("why does")
                    .doesNotContainIgnoringCase("what is it about").doesNotContainIgnoringCase("important to you")
                    .doesNotContainIgnoringCase("each of your options");
        }
    }
    @Test
    void a_triad_answered_two_against_one_is_asked_for_its_ends_even_when_an_option_was_never_typed() {
        String triad = "If you take the Nutribullet, the Magimix and the Kenwood, how are two of them alike in a way "
                + "that the third is not?";
        String answer = "Hmm. The Nutribullet and the Magimix, you rinse them in seconds. The Kenwood, you're taking "
                + "it apart for ten minutes.";
        for (long seed = 0; seed < 4; seed++) {
            String q = ask("rate", "nutribullet", "element", List.of("Which blenders?", triad),
                    List.of(OPTIONS_ANSWER, answer), seed);
            assertThat(q).as("seed %d", seed).containsIgnoringCase("end").doesNotContain("each of your options")
                    .doesNotContain("other difference");
        }
    }

    @Test
    void past_the_ideal_with_no_move_left_the_grid_closes_with_its_end_moves_never_a_bare_that() {
        List<String> questions = new ArrayList<>(List.of("Which blenders?", TRIAD,
                "Where does each of your options sit between \"easy to clean\" and \"a faff to wash up\"?",
                "Why does \"easy to clean versus a faff to wash up\" matter to you when you choose?",
                "On \"loud versus quiet\", where would you put each of your options?",
                "If you could design the ideal option, what would it be like?",
                "Which of your options comes closest to that ideal, and why?"));
        List<String> answers = new ArrayList<>(List.of(OPTIONS_ANSWER, CONSTRUCT_ANSWER, RATING_ANSWER,
                LADDER_ANSWER, "Kenwood 5, Vitamix 4, Nutribullet 2, stick blender 1.",
                "Quiet, rinses in seconds and makes soup too.",
                "The stick blender, because it rinses in seconds and it's quiet enough at six in the morning."));
        String first = ask("deepen", "quiet enough", "construct_pole", questions, answers, 1);
        assertThat(first).as("which difference matters most, never a ladder on 'that'").containsIgnoringCase(
                "matters most").doesNotContain("that?");
        questions.add(first);
        answers.add("Probably the noise, to be honest.");
        questions.add("Why does that matter to you?"); // the difference that matters most, laddered
        answers.add("Because the baby sleeps in the next room.");
        for (long seed = 0; seed < 3; seed++) {
            String q = ask("deepen", "baby", "laddered_construct", questions, answers, seed);
            assertThat(q).as(q).containsIgnoringCase("options").doesNotContain("that?").isNotEqualTo(first);
        }
    }

    @Test
    void an_ideal_volunteered_over_the_first_difference_does_not_end_the_grid() {
        List<String> questions = new ArrayList<>(List.of("Which blenders?", TRIAD,
                "Where does each of your options sit between \"easy to clean\" and \"a faff to wash up\"?",
                "Which of your options comes closest to that ideal, and why?"));
        List<String> answers = new ArrayList<>(List.of(OPTIONS_ANSWER, CONSTRUCT_ANSWER,
                "Ideally it would rinse in seconds and never need taking apart.",
                "The stick blender, because it rinses in seconds."));
        for (long seed = 0; seed < 3; seed++) {
            String q = ask("deepen", "rinses in seconds", "construct_pole", questions, answers, seed);
            assertThat(q).as("seed %d: %s", seed, q).doesNotContainIgnoringCase("matters most")
                    .doesNotContainIgnoringCase("choose first").doesNotContainIgnoringCase("before we finish");
        }
    }

    @Test
    void a_construct_named_after_its_reason_is_not_laddered_again_once_rated() {
        String because = "Because I make a smoothie before work and the jug sits dirty all day otherwise. "
                + "So easy to clean versus a faff to wash up, I'd say.";
        String rating = ask("rate", "easy to clean", "construct_pole", List.of("Which blenders?", TRIAD),
                List.of(OPTIONS_ANSWER, because), 1);
        for (long seed = 0; seed < 4; seed++) {
            String q = ask("rate", "nutribullet", "element", List.of("Which blenders?", TRIAD, rating),
                    List.of(OPTIONS_ANSWER, because, RATING_ANSWER), seed);
            assertThat(q).as("its reason opened the answer that named it").doesNotContainIgnoringCase("matter")
                    .doesNotContainIgnoringCase("important to you");
        }
    }
}
