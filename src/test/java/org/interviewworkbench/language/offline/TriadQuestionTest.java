package org.interviewworkbench.language.offline;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.interviewworkbench.engine.config.MethodologyConfig;
import org.interviewworkbench.engine.config.Strategy;
import org.interviewworkbench.engine.model.Concept;
import org.interviewworkbench.engine.port.ConversationLine;
import org.interviewworkbench.engine.port.FollowUpRequest;
import org.junit.jupiter.api.Test;

/**
 * Issue 12, the repertory grid's triad: a comparison names three of the options the respondent named and asks how two
 * are alike and different from the third; the next comparison takes another three; with fewer than three options
 * there is no triad.
 */
class TriadQuestionTest {

    private static final MethodologyConfig GRID = Methodologies.load("repertory_grid");
    private static final Concept BIKES = Methodologies.concept("Choosing a commuter bike",
            "The constructs commuters use to compare bikes");
    private static final String ANSWER = "I looked at a Brompton, a second-hand road bike and the Decathlon hybrid."
            + " My neighbour swears by her e-bike too.";
    private static final List<String> OPTIONS = List.of("brompton", "second-hand road bike", "decathlon hybrid",
            "e-bike");

    private final OfflineLanguageEngine engine = EngineHolder.ENGINE;

    private String ask(List<String> elements, List<String> recent, long seed) {
        Strategy compare = GRID.strategies().stream().filter(s -> "compare".equals(s.intent())).findFirst()
                .orElseThrow();
        return engine.followUpQuestion(new FollowUpRequest(GRID, BIKES, compare, "brompton", "element", ANSWER,
                List.of(new ConversationLine(1, org.interviewworkbench.engine.model.Speaker.USER, ANSWER)), "", List.of(), recent,
                false, 0, seed, "a Brompton", ANSWER, elements)).value();
    }

    private static long named(String question) {
        String q = question.toLowerCase();
        return OPTIONS.stream().filter(q::contains).count();
    }

    @Test
    void a_comparison_names_three_options_and_asks_how_two_differ_from_the_third() {
        for (long seed = 0; seed < 6; seed++) {
            String q = ask(OPTIONS, List.of(), seed);
            assertThat(named(q)).as(q).isEqualTo(3);
            assertThat(q).as("the focus option is in the triad").containsIgnoringCase("brompton");
            assertThat(q.toLowerCase()).contains("two").contains("third");
            assertThat(q).as("with the capitals the respondent used").contains("Brompton").contains("Decathlon");
        }
    }

    @Test
    void each_comparison_takes_another_three() {
        List<String> asked = new ArrayList<>();
        for (int turn = 0; turn < 3; turn++) {
            String q = ask(OPTIONS, asked, turn);
            assertThat(named(q)).as(q).isEqualTo(3);
            for (String before : asked) {
                assertThat(OPTIONS.stream().filter(o -> q.toLowerCase().contains(o)).toList())
                        .as("a new triad after \"%s\"", before)
                        .isNotEqualTo(OPTIONS.stream().filter(o -> before.toLowerCase().contains(o)).toList());
            }
            asked.add(q);
        }
    }

    @Test
    void the_owner_of_an_option_is_no_option_to_compare() {
        assertThat(TriadQuestion.possessorOnly("old Ron", List.of("The little Hammer Hardware in Sumner, old Ron's "
                + "place. Ron's got everything."))).isTrue();
        assertThat(TriadQuestion.possessorOnly("Ron", List.of("Ron's place, mostly. Ron knows his stuff.")))
                .isFalse();
        assertThat(TriadQuestion.possessorOnly("Bunnings", List.of("Bunnings mostly."))).isFalse();
    }

    @Test
    void with_fewer_than_three_options_there_is_no_triad() {
        String q = askAfterOpening("I've only ever ridden a Brompton and my sister's e-bike.", List.of("brompton",
                "e-bike"), 1);
        assertThat(q.toLowerCase()).doesNotContain("third");
    }

    private String askAfterOpening(String answer, List<String> elements, long seed) {
        return askAfterOpening(answer, elements, seed, List.of("Which ones have you used or thought about?"));
    }

    private String askAfterOpening(String answer, List<String> elements, long seed, List<String> asked) {
        Strategy compare = GRID.strategies().stream().filter(s -> "compare".equals(s.intent())).findFirst()
                .orElseThrow();
        return engine.followUpQuestion(new FollowUpRequest(GRID, BIKES, compare, elements.get(0), "element", answer,
                List.of(new ConversationLine(1, org.interviewworkbench.engine.model.Speaker.USER, answer)), "",
                List.of(), asked, false, 0, seed, answer, answer,
                elements)).value();
    }

    @Test
    void options_listed_as_activities_make_a_triad_named_as_the_respondent_listed_them() {
        String answer = "Quite a few. Walking dogs for the neighbours, weekend shifts at a bakery in town, delivering"
                + " leaflets round the estate, and I tutor at the homework club. Also paper rounds, for a while.";
        for (long seed = 0; seed < 4; seed++) {
            String q = askAfterOpening(answer, List.of("walk dog for neighbour", "bakery", "town"), seed);
            assertThat(q).as(q).contains("third").contains("walking dogs").contains("weekend shifts")
                    .doesNotContain("town").doesNotContain("Quite");
        }
    }

    @Test
    void options_named_as_names_come_before_common_nouns_that_may_be_where_they_are_used() {
        String answer = "A few, yeah. There's the Kobo on my bedside table, that's the one I use most. A Tolino in the "
                + "spare room, my brother gave it to me. I use the Kindle app on my phone on the tram. And the old tablet, "
                + "but the screen is cracked.";
        List<String> typed = List.of("kobo", "room", "tram", "old tablet", "tolino", "kindle app");
        for (long seed = 0; seed < 4; seed++) {
            String q = askAfterOpening(answer, typed, seed);
            assertThat(q).as(q).contains("third").contains("Kobo").contains("Tolino").contains("Kindle")
                    .doesNotContain("room").doesNotContain("tram");
        }
    }

    @Test
    void a_word_capitalised_only_because_it_opens_a_sentence_is_no_name_to_put_first() {
        String answer = "Quite a few. The gym, the pool, the park run on Saturdays. Honestly! Cycling to work, "
                + "when it is dry.";
        List<String> typed = List.of("gym", "pool", "park run", "honestly");
        for (long seed = 0; seed < 4; seed++) {
            String q = askAfterOpening(answer, typed, seed);
            assertThat(q).as(q).contains("third").doesNotContain("Honestly");
        }
    }

    @Test
    void the_triad_names_listed_options_with_their_article_never_a_place_a_meal_or_a_person_acting() {
        String answer = "Podcasts on the bus, most days. The Guardian, I still buy the paper at weekends. The village "
                + "WhatsApp group, that's where the gossip is. The BBC app at work. And my son Tom sends me clips on "
                + "his Instagram, if that counts.";
        List<String> typed = List.of("podcasts", "bus", "guardian", "village whatsapp group", "son tom sends",
                "work", "bbc app");
        for (long seed = 0; seed < 4; seed++) {
            String q = askAfterOpening(answer, typed, seed);
            assertThat(q).as(q).contains("third").contains("the Guardian").doesNotContain("bus")
                    .doesNotContain("work").doesNotContain("Tom").doesNotContain("weekend");
        }
    }

    @Test
    void a_person_named_beside_the_options_is_never_put_in_a_triad() {
        String answer = "The Brompton, mostly. The tram when it rains. Jonas, my flatmate. And the hire bikes.";
        List<String> typed = List.of("brompton", "tram", "jonas", "hire bikes");
        for (long seed = 0; seed < 6; seed++) {
            String q = askAfterOpening(answer, typed, seed);
            assertThat(q).as(q).contains("third").doesNotContain("Jonas");
        }
    }

    @Test
    void options_listed_by_name_make_a_triad_even_when_few_were_typed_as_options() {
        String answer = "Well, I've got Strava, Komoot and Garmin Connect, and I tried MapMyRide in Spain once.";
        String q = askAfterOpening(answer, List.of("got strava", "komoot"), 1);
        assertThat(q).as(q).contains("third").contains("Komoot").contains("Garmin Connect")
                .doesNotContain("Spain").doesNotContain("got");
    }
    @Test
    void the_triad_names_only_the_things_listed_never_a_venue_a_district_a_person_acting_or_an_item_waved_off() {
        String answer = "The ones we actually play: Scrabble, which my uncle gave us, the box is falling apart. Dobble,"
                + " usually at the pub quiz night in Shoreditch. Jenga, that one's my brother's. Carcassonne. And Azul,"
                + " a colleague from the ward recommended it, he loves it. Oh, and Snap, but does Snap count? Probably"
                + " not.";
        List<String> typed = List.of("scrabble", "dobble", "pub quiz night", "shoreditch", "jenga", "carcassonne",
                "azul", "colleague", "snap");
        for (long seed = 0; seed < 4; seed++) {
            String q = askAfterOpening(answer, typed, seed);
            assertThat(q).as(q).contains("third").doesNotContainIgnoringCase("pub").doesNotContain("Shoreditch")
                    .doesNotContainIgnoringCase("colleague").doesNotContain("Snap");
        }
        List<String> asked = new ArrayList<>(List.of("Which ones have you used or thought about?"));
        for (int turn = 0; turn < 6; turn++) { // every triad of the six options, none with a thing not listed
            String q = askAfterOpening(answer, typed, turn, asked);
            if (q.contains("third")) {
                assertThat(q).as(q).doesNotContainIgnoringCase("pub").doesNotContain("Shoreditch")
                        .doesNotContainIgnoringCase("colleague").doesNotContain("Snap");
            }
            asked.add(q);
        }
    }
    @Test
    void names_standing_as_list_items_on_their_own_are_options_but_a_word_opening_the_reply_is_not() {
        String answer = "Okay, so the ones we play most: Scrabble, the box is falling apart. Dobble, mostly on trains. "
                + "Lord of the Rings. And Jenga, that one's my brother's.";
        for (long seed = 0; seed < 4; seed++) {
            String q = askAfterOpening(answer, List.of("scrabble"), seed);
            assertThat(q).as(q).contains("third").contains("Scrabble").contains("Dobble")
                    .doesNotContain("Okay").doesNotContain("trains");
        }
    }
    @Test
    void an_option_that_is_part_of_another_is_named_once_by_the_whole() {
        String answer = "Well, the wood stove mostly, the space heater in the office, and the electric blanket.";
        List<String> typed = List.of("wood", "space heater", "wood stove", "electric blanket");
        for (long seed = 0; seed < 4; seed++) {
            String q = askAfterOpening(answer, typed, seed);
            assertThat(q).as(q).contains("third").contains("the wood stove").doesNotContain("the wood,")
                    .doesNotContain("the wood and");
        }
    }

    @Test
    void a_phrase_that_opens_inside_a_fixed_phrase_is_no_option() {
        String answer = "Mostly the tablet. Before that the laptop, the old radio, and of course paper maps in the car.";
        List<String> typed = List.of("tablet", "course paper", "laptop", "old radio");
        for (long seed = 0; seed < 4; seed++) {
            String q = askAfterOpening(answer, typed, seed);
            assertThat(q).as(q).contains("third").doesNotContainIgnoringCase("course").contains("paper");
        }
    }
}
