package org.interviewworkbench.language.offline;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.interviewworkbench.engine.model.Concept;
import org.junit.jupiter.api.Test;

/**
 * The repertory grid's order of moves around the ideal (GridIdeal, GridMoves): the ideal comes only after two
 * constructs are rated and one laddered, never while ratings just asked for are still to come; "how close is that"
 * is never asked with no ideal described; a construct on which the respondent already placed most options is not rated
 * again; after the ideal the grid does not go back to eliciting constructs; an exclamation never becomes an option.
 */
class GridIdealTest {

    private static final Concept COMMUTE = Methodologies.concept("Getting to work",
            "The constructs commuters use to compare ways of getting to work");
    private static final List<String> OPTIONS = List.of("bus", "bike", "car", "train", "scooter");

    private static final String OPTIONS_ANSWER = "Mostly the bus, sometimes my bike. The car when it rains, the train "
            + "to the city office, and I tried an e-scooter for a month.";
    private static final String TRIAD = "Thinking of the bus, the bike and the car: in what important way are two "
            + "of them alike, and different from the third?";
    private static final String FIRST = "The bus and the car keep me dry, the bike soaks me. So dry versus wet.";
    private static final String RATE_FIRST = "On \"dry versus wet\", where would you put each of your options?";
    private static final String RATED_FIRST = "Car 5, bus 4, train 5, bike 1, scooter 1.";
    private static final String WHY_FIRST = "Why does \"dry versus wet\" matter to you when you choose?";
    private static final String LADDER_FIRST = "Because I teach all morning and can't stand there dripping.";
    private static final String ANOTHER = "Apart from \"dry versus wet\", what else makes your options different "
            + "for you?";
    private static final String SECOND = "The bike and the scooter cost nothing to run, the car eats money. So free "
            + "versus pricey.";
    private static final String RATE_SECOND = "Where does each of your options sit between \"free\" and \"pricey\"?";
    private static final String RATED_SECOND = "Bike 1, scooter 2, bus 3, train 4, car 5.";

    /** The question after {@code answers} (alternating with {@code questions}, the last answer last). */
    private static String ask(String intent, List<String> elements, List<String> questions, List<String> answers,
                              long seed) {
        return GridTurns.ask(COMMUTE, elements, intent, "bus", "element", questions, answers, seed);
    }

    @Test
    void the_ideal_is_not_asked_after_a_single_construct_even_rated_and_laddered() {
        List<String> questions = List.of("Which ways?", TRIAD, RATE_FIRST, WHY_FIRST, ANOTHER);
        List<String> answers = List.of(OPTIONS_ANSWER, FIRST, RATED_FIRST, LADDER_FIRST,
                "Hmm, let me think. Honestly it's mostly the weather.");
        for (String intent : List.of("ideal", "rate", "compare", "deepen")) {
            for (long seed = 0; seed < 3; seed++) {
                String q = ask(intent, OPTIONS, questions, answers, seed);
                assertThat(q).as(intent).doesNotContainIgnoringCase("ideal")
                        .doesNotContainIgnoringCase("how close is that");
            }
        }
    }

    @Test
    void the_ideal_comes_once_two_constructs_are_rated_and_one_laddered() {
        List<String> questions = List.of("Which ways?", TRIAD, RATE_FIRST, WHY_FIRST, ANOTHER, RATE_SECOND);
        List<String> answers = List.of(OPTIONS_ANSWER, FIRST, RATED_FIRST, LADDER_FIRST, SECOND, RATED_SECOND);
        for (long seed = 0; seed < 3; seed++) {
            assertThat(ask("ideal", OPTIONS, questions, answers, seed)).containsIgnoringCase("ideal option");
        }
    }

    @Test
    void while_ratings_just_asked_for_are_still_to_come_the_ideal_is_not_asked() {
        List<String> questions = List.of("Which ways?", TRIAD, RATE_FIRST, WHY_FIRST, ANOTHER, RATE_SECOND);
        List<String> answers = List.of(OPTIONS_ANSWER, FIRST, RATED_FIRST, LADDER_FIRST, SECOND,
                "Money's tight since we had the baby, every pound counts now.");
        for (String intent : List.of("ideal", "rate", "compare")) {
            String q = ask(intent, OPTIONS, questions, answers, 1);
            assertThat(q).as(intent).doesNotContainIgnoringCase("ideal").isNotEqualTo(RATE_SECOND);
        }
    }

    @Test
    void a_declined_rating_is_not_asked_again() {
        List<String> questions = List.of("Which ways?", TRIAD, RATE_FIRST, WHY_FIRST, ANOTHER, RATE_SECOND);
        List<String> answers = List.of(OPTIONS_ANSWER, FIRST, RATED_FIRST, LADDER_FIRST, SECOND,
                "Hard to say, honestly, I never add it up.");
        String q = ask("rate", OPTIONS, questions, answers, 0);
        assertThat(q).doesNotContain("\"free\" and \"pricey\"").doesNotContain("On \"free versus pricey\"");
    }

    @Test
    void a_construct_on_which_four_options_were_placed_as_it_was_named_is_laddered_not_rated() {
        String placed = "The bus and the train are slow, you wait and wait. The bike is quick, door to door. "
                + "So quick versus slow. The car's quick too, outside rush hour.";
        for (long seed = 0; seed < 3; seed++) {
            String q = ask("rate", OPTIONS, List.of("Which ways?", TRIAD), List.of(OPTIONS_ANSWER, placed), seed);
            assertThat(q).doesNotContainIgnoringCase("each of your options").contains("quick")
                    .containsIgnoringCase("matter");
        }
        String triadOnly = "The bus and the train are slow, you wait and wait. The bike is quick. So quick versus slow.";
        assertThat(ask("rate", OPTIONS, List.of("Which ways?", TRIAD), List.of(OPTIONS_ANSWER, triadOnly), 0))
                .as("three options placed, as a triad answer does: rated").containsIgnoringCase("options");
    }

    @Test
    void how_close_is_that_is_never_asked_without_an_ideal_described() {
        List<String> questions = List.of("Which ways?", TRIAD, RATE_FIRST, WHY_FIRST, ANOTHER, RATE_SECOND,
                "If you could design the ideal option, what would it be like?");
        List<String> answers = List.of(OPTIONS_ANSWER, FIRST, RATED_FIRST, LADDER_FIRST, SECOND, RATED_SECOND,
                "Hmm. The train and the scooter are both a gamble, delays versus dead batteries. So reliable versus "
                        + "a gamble.");
        for (long seed = 0; seed < 4; seed++) {
            String q = ask("ideal", OPTIONS, questions, answers, seed);
            assertThat(q).doesNotContainIgnoringCase("how close is that").doesNotContainIgnoringCase("that ideal");
        }
    }

    @Test
    void an_ideal_described_without_the_word_is_asked_which_option_comes_closest() {
        List<String> questions = List.of("Which ways?", TRIAD, RATE_FIRST, WHY_FIRST, ANOTHER, RATE_SECOND,
                "If you could design the ideal option, what would it be like?");
        List<String> answers = List.of(OPTIONS_ANSWER, FIRST, RATED_FIRST, LADDER_FIRST, SECOND, RATED_SECOND,
                "Something dry like the car, free like the bike, and no parking hunt. Doesn't exist, does it?");
        for (String intent : List.of("deepen", "rate", "clarify")) {
            assertThat(ask(intent, OPTIONS, questions, answers, 0)).as(intent)
                    .containsPattern("(?i)closest to that ideal|nearest to that");
        }
    }

    @Test
    void after_the_ideal_the_grid_asks_why_the_closest_and_never_goes_back_to_new_constructs() {
        String closest = "Which of your options comes closest to that ideal, and why?";
        List<String> questions = List.of("Which ways?", TRIAD, RATE_FIRST, WHY_FIRST, ANOTHER, RATE_SECOND,
                "If you could design the ideal option, what would it be like?", closest);
        List<String> answers = new ArrayList<>(List.of(OPTIONS_ANSWER, FIRST, RATED_FIRST, LADDER_FIRST, SECOND,
                RATED_SECOND, "The perfect one would be dry, free and never late.", "The train, probably."));
        for (String intent : List.of("rate", "compare", "clarify")) {
            assertThat(ask(intent, OPTIONS, questions, answers, 0)).as(intent).containsIgnoringCase("closest")
                    .doesNotContainIgnoringCase("what else").doesNotContainIgnoringCase("third");
        }
        List<String> later = new ArrayList<>(questions);
        later.add("What makes that one come closest to your ideal?");
        answers.add("It's dry and I can read on it. And I'm not fighting traffic.");
        for (String intent : List.of("rate", "compare", "clarify", "deepen")) {
            for (long seed = 0; seed < 3; seed++) {
                assertThat(ask(intent, OPTIONS, later, answers, seed)).as(intent)
                        .doesNotContainIgnoringCase("apart from").doesNotContainIgnoringCase("what else")
                        .doesNotContainIgnoringCase("another way").doesNotContainIgnoringCase("third");
            }
        }
    }

    @Test
    void an_exclamation_before_the_speakers_own_clause_is_never_an_option() {
        String answer = "Ooh, I've had a few. Strava, Runkeeper, and Garmin Connect with the watch.";
        List<String> named = ListedOptions.of(answer, new NounPhraseGate(EngineHolder.NLP));
        assertThat(named).as("the exclamation").noneMatch(o -> o.equalsIgnoreCase("Ooh"));
        assertThat(named).contains("Runkeeper");
        List<String> parlours = ListedOptions.of("Uff, a lot. Freddo, Rapanui, Cadore on Corrientes, and Persicco.",
                new NounPhraseGate(EngineHolder.NLP));
        assertThat(parlours).as("a sigh before the list").noneMatch(o -> o.equalsIgnoreCase("Uff")).contains("Rapanui");
        assertThat(ListedOptions.of("Codenames, I play it most. And Pandemic, at Christmas.",
                new NounPhraseGate(EngineHolder.NLP))).as("a name the clause takes up again").contains("Codenames");
    }
}
