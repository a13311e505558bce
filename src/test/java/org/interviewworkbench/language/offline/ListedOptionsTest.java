package org.interviewworkbench.language.offline;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The options a respondent lists in answer to a grid's opening question, in the list shapes people use. */
class ListedOptionsTest {

    private static List<String> listed(String answer) {
        return ListedOptions.of(answer, new NounPhraseGate(EngineHolder.NLP));
    }

    @Test
    void an_item_after_there_is_is_an_option() {
        assertThat(listed("Well, there's the blue kettle we got as a present, and there is a little travel kettle."))
                .contains("the blue kettle", "a little travel kettle");
    }

    @Test
    void a_name_listed_after_a_verb_of_doing_or_playing_is_an_option() {
        assertThat(listed("Between the two of them we've done Auskick, swimming lessons, netball and karate."))
                .contains("Auskick");
        assertThat(listed("Mostly we played Catan and Dixit last winter.")).contains("Catan", "Dixit");
    }

    @Test
    void an_item_led_by_a_possessor_is_an_option_but_a_contraction_is_not() {
        assertThat(listed("The hatchback, Dad's old van when it starts, and the bikes."))
                .contains("the hatchback", "Dad's old van", "the bikes");
        assertThat(listed("It's hard to say, that's the thing.")).isEmpty();
    }

    @Test
    void a_possessive_inside_an_item_stays_when_the_phrase_holds_together() {
        assertThat(listed("Well, there's the big doctor's bag I inherited, and a canvas tote."))
                .contains("the big doctor's bag", "a canvas tote");
        assertThat(listed("The car's great, honestly.")).noneMatch(o -> o.contains("great"));
    }

    @Test
    void a_brand_after_an_article_and_the_brand_one_are_options_but_the_new_one_is_not() {
        List<String> options = listed("There's a Dyson that my sister gave me, and, um, the Bosch one? "
                + "And the new one, I suppose.");
        assertThat(options).contains("a Dyson", "the Bosch one").doesNotContain("the new one");
    }

    @Test
    void a_name_heading_a_list_item_without_a_verb_is_an_option() {
        List<String> options = listed("Bunnings mostly, it's ten minutes from us. Mitre 10 Mega over at Ferrymead. "
                + "Screwfix for power tools. Sunday at the market, sometimes.");
        assertThat(options).contains("Bunnings", "Mitre 10 Mega", "Screwfix").doesNotContain("Sunday");
        assertThat(listed("Honestly mostly the bus. Okay for short trips.")).doesNotContain("Honestly", "Okay");
        assertThat(listed("Babysitting for the neighbours. Sunday shifts at the garden centre."))
                .doesNotContain("Babysitting");
    }
}
