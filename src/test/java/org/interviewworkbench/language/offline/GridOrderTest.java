package org.interviewworkbench.language.offline;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.interviewworkbench.engine.model.Concept;
import org.junit.jupiter.api.Test;

/**
 * The repertory grid's order guards (GridOrder): no ladder before a construct is named, no ideal while a request for
 * another construct is unanswered (it is asked once more, naming the constructs so far), and no ladder on the ideal.
 */
class GridOrderTest {

    private static final Concept BLENDERS = GridTurns.BLENDERS;
    private static final List<String> OPTIONS = GridTurns.BLENDER_OPTIONS;
    private static final String OPTIONS_ANSWER = GridTurns.BLENDER_OPTIONS_ANSWER;
    private static final String TRIAD = GridTurns.BLENDER_TRIAD;
    private static final String CLEAN = GridTurns.BLENDER_CONSTRUCT;
    private static final String RATE_CLEAN = "On \"easy to clean versus a faff to wash up\", where would you put each "
            + "of your options?";
    private static final String WHY_CLEAN = "Why does \"easy to clean versus a faff to wash up\" matter to you when you "
            + "choose?";
    private static final String TRIAD_TWO = "Of the Kenwood, the stick blender and the Vitamix, which two are most "
            + "alike for you, and how is the third different?";
    private static final String LASTING = "The Kenwood and the Vitamix will outlive me, the stick blender is "
            + "disposable. Built to last versus disposable.";
    private static final String RATE_LASTING = "On \"built to last versus disposable\", where would you put each of "
            + "your options?";
    private static final String ANOTHER = "Besides \"built to last versus disposable\", is there another way your "
            + "options differ that matters to you when you choose?";
    private static final String MATTERS_MOST =
            "Of all the differences you've described, which one matters most when you choose?";

    /** The question after {@code answers} (alternating with {@code questions}, the last answer last). */
    private static String ask(String intent, String focus, String focusType, List<String> questions,
                              List<String> answers, long seed) {
        return GridTurns.ask(BLENDERS, OPTIONS, intent, focus, focusType, questions, answers, seed);
    }

    @Test
    void a_difference_described_before_any_construct_is_named_gets_its_two_ends_not_a_ladder() {
        for (long seed = 0; seed < 4; seed++) {
            String q = ask("deepen", "nutribullet", "element",
                    List.of("Which blenders do you use?", "What sets the Nutribullet apart from the others?"),
                    List.of(OPTIONS_ANSWER, "The Nutribullet and the stick blender are both tiny, the Kenwood "
                            + "takes up half the counter."), seed);
            assertThat(GridMoves.asksPoles(q)).as(q).isTrue();
            assertThat(q).doesNotContainIgnoringCase("matter").doesNotContainIgnoringCase("important");
        }
    }

    @Test
    void the_ideal_waits_while_a_request_for_another_construct_is_unanswered_and_that_request_is_asked_again() {
        List<String> questions = List.of("Which blenders do you use?", TRIAD, RATE_CLEAN, WHY_CLEAN, TRIAD_TWO,
                RATE_LASTING, ANOTHER);
        List<String> answers = List.of(OPTIONS_ANSWER, CLEAN, "Nutribullet 5, stick blender 4, Vitamix 3, Kenwood 1.",
                "Because I make a smoothie before work and hate coming home to a dirty jug.", LASTING,
                "Vitamix 5, Kenwood 5, Nutribullet 3, stick blender 1.",
                "Because I hate throwing things away, honestly.");
        for (String intent : List.of("ideal", "rate", "deepen")) {
            String q = ask(intent, "throwing things away", "laddered_construct", questions, answers, 2);
            assertThat(GridIdeal.asksIdeal(q)).as(intent + ": " + q).isFalse();
            assertThat(q).as(intent).contains("easy to clean versus a faff to wash up")
                    .contains("built to last versus disposable").containsIgnoringCase("another way");
        }
    }

    @Test
    void a_request_for_another_construct_left_unanswered_twice_ends_elicitation() {
        List<String> questions = new ArrayList<>(List.of("Which blenders do you use?", TRIAD, RATE_CLEAN, WHY_CLEAN,
                TRIAD_TWO, RATE_LASTING, ANOTHER));
        List<String> answers = new ArrayList<>(List.of(OPTIONS_ANSWER, CLEAN,
                "Nutribullet 5, stick blender 4, Vitamix 3, Kenwood 1.",
                "Because I make a smoothie before work and hate coming home to a dirty jug.", LASTING,
                "Vitamix 5, Kenwood 5, Nutribullet 3, stick blender 1.",
                "Because I hate throwing things away, honestly."));
        String again = ask("ideal", "throwing things away", "laddered_construct", questions, answers, 2);
        questions.add(again);
        answers.add("Not really, no. Those two are it.");
        String q = ask("ideal", "those two", "construct_pole", questions, answers, 2);
        assertThat(q).as("not asked a third time").doesNotContainIgnoringCase("another way");
    }

    @Test
    void a_rating_answered_with_a_feeling_instead_is_not_laddered_on_a_phrase_of_it() {
        List<String> questions = List.of("Which blenders do you use?", TRIAD, RATE_CLEAN, WHY_CLEAN, TRIAD_TWO,
                RATE_LASTING);
        List<String> answers = List.of(OPTIONS_ANSWER, CLEAN, "Nutribullet 5, stick blender 4, Vitamix 3, Kenwood 1.",
                "Because I make a smoothie before work and hate coming home to a dirty jug.", LASTING,
                "I don't know. It makes me feel like my grandmother's kitchen, somehow. Sorry, that's a bit deep.");
        for (long seed = 0; seed < 4; seed++) {
            String q = ask("deepen", "grandmother's kitchen", "construct_pole", questions, answers, seed);
            assertThat(q).as(q).doesNotContainIgnoringCase("grandmother").doesNotStartWith("Why")
                    .doesNotContainIgnoringCase("you mentioned");
        }
    }

    @Test
    void an_ideal_given_in_answer_to_which_difference_matters_most_is_not_laddered() {
        List<String> questions = List.of("Which blenders do you use?", TRIAD, RATE_CLEAN, WHY_CLEAN, TRIAD_TWO,
                RATE_LASTING, MATTERS_MOST);
        List<String> answers = List.of(OPTIONS_ANSWER, CLEAN, "Nutribullet 5, stick blender 4, Vitamix 3, Kenwood 1.",
                "Because I make a smoothie before work and hate coming home to a dirty jug.", LASTING,
                "Vitamix 5, Kenwood 5, Nutribullet 3, stick blender 1.",
                "Dream blender: quiet, dishwasher-proof and under a hundred pounds. The Nutribullet is closest.");
        for (long seed = 0; seed < 4; seed++) {
            String q = ask("deepen", "dream blender", "ideal_element", questions, answers, seed);
            assertThat(q).as(q).doesNotContainIgnoringCase("dream").doesNotStartWith("Why")
                    .doesNotContainIgnoringCase("important to you");
        }
    }
}
