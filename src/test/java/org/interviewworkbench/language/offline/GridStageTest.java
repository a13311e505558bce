package org.interviewworkbench.language.offline;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Issue 12, how far a repertory grid has got: a difference summed up as "it's X or Y" is a construct rated by its two
 * poles; no overall ranking is asked while the options are rated on one construct only; a request for another
 * construct names none of several already given; a new construct given with its options placed is laddered before
 * the ideal. The kitchen-blender study (GridTurns), answers written for this test.
 */
class GridStageTest {

    private static final String OPENING = "Which blenders?";
    private static final String TRIAD = GridTurns.BLENDER_TRIAD;
    private static final String OR_CONSTRUCT = "The Nutribullet and the stick blender go in a drawer, the Kenwood "
            + "lives on the counter. So it's tucked away or always out, basically.";

    private static String ask(String intent, List<String> questions, List<String> answers, long seed) {
        return GridTurns.askWhole(GridTurns.BLENDERS, GridTurns.BLENDER_OPTIONS, intent, "kenwood", "element",
                questions, answers, seed);
    }

    @Test
    void a_difference_summed_up_as_one_or_the_other_is_rated_by_its_two_poles() {
        for (String intent : List.of("rate", "compare", "deepen")) {
            String q = ask(intent, List.of(OPENING, TRIAD), List.of(GridTurns.BLENDER_OPTIONS_ANSWER, OR_CONSTRUCT), 1);
            assertThat(q).as(intent).contains("tucked away").contains("always out")
                    .containsIgnoringCase("each of your options");
        }
    }

    @Test
    void no_overall_ranking_while_the_options_are_rated_on_one_construct_only() {
        String rating = "On \"easy to clean versus a faff to wash up\", where would you put each of your options?";
        String another = "Apart from \"easy to clean versus a faff to wash up\", what else makes your options "
                + "different for you?";
        for (long seed = 0; seed < 4; seed++) {
            String q = ask("rate", List.of(OPENING, TRIAD, rating, another),
                    List.of(GridTurns.BLENDER_OPTIONS_ANSWER, GridTurns.BLENDER_CONSTRUCT,
                            "Because I make a smoothie every morning before work.",
                            "Because I hate a sink full of bits when I get home, the Vitamix is the worst for that."), seed);
            assertThat(q).as("seed %d", seed).doesNotContain("choose first").doesNotContain("which last")
                    .contains("Vitamix").contains("third"); // the next triad, with the option the opening listed
        }
    }

    @Test
    void a_request_for_another_construct_names_none_of_several_already_given() {
        String rating = "On \"easy to clean versus a faff to wash up\", where would you put each of your options?";
        String second = "Noise too. The Vitamix sounds like a jet engine, the stick blender just hums, so loud versus "
                + "quiet.";
        String rating2 = "Where does each of your options sit between \"loud\" and \"quiet\"?";
        String why = "Why does \"loud versus quiet\" matter to you when you choose?";
        for (long seed = 0; seed < 4; seed++) {
            String q = ask("rate", List.of(OPENING, TRIAD, rating, TRIAD.replace("the stick blender", "the Vitamix"),
                    rating2, why), List.of(GridTurns.BLENDER_OPTIONS_ANSWER, GridTurns.BLENDER_CONSTRUCT,
                    "Nutribullet 5, stick blender 4, Vitamix 3, Kenwood 1.", second,
                    "Stick blender 5, Nutribullet 3, Kenwood 2, Vitamix 1.",
                    "Because the baby sleeps in the next room when I make breakfast."), seed);
            assertThat(q).as("seed %d", seed).doesNotContain("Apart from \"loud versus quiet\"")
                    .doesNotContain("Besides \"loud versus quiet\"");
        }
    }

    @Test
    void a_new_construct_given_with_its_options_scored_is_laddered_before_the_ideal() {
        String rating = "On \"easy to clean versus a faff to wash up\", where would you put each of your options?";
        String why = "Why does \"easy to clean versus a faff to wash up\" matter to you when you choose?";
        String another = "Apart from \"easy to clean versus a faff to wash up\", what else makes your options "
                + "different for you?";
        String price = "Price, obviously. The Vitamix was 500, the Nutribullet 80, the stick blender 20 and the Kenwood "
                + "was a gift. So it's everyday or a splurge.";
        String q = ask("ideal", List.of(OPENING, TRIAD, rating, why, another),
                List.of(GridTurns.BLENDER_OPTIONS_ANSWER, GridTurns.BLENDER_CONSTRUCT,
                        "Nutribullet 5, stick blender 4, Vitamix 3, Kenwood 1.",
                        "Because the kitchen is tiny and I hate mess.", price), 1);
        assertThat(q).contains("everyday").containsPattern("matters?|important").doesNotContainIgnoringCase("ideal");
    }
}
