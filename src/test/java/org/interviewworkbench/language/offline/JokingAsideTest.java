package org.interviewworkbench.language.offline;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Stop 42: a joke, a comparison or a self-deprecating aside is never laddered ("You said it sounds a bit like Miss
 * Universe. Why does that matter to you?"), and a person's first name is never put in a ladder's slot ("If you think
 * about the Aoife, ..."). The sentences are the test's own.
 */
class JokingAsideTest {

    @Test
    void a_comparison_or_a_hedged_trait_is_a_joke_and_a_plain_clause_is_not() {
        assertThat(JokingAside.joking("Sounds a bit like a song contest", null)).isTrue();
        assertThat(JokingAside.joking("it's kind of like a second job", null)).isTrue();
        assertThat(JokingAside.joking("I'm a bit Scottish with money", null)).isTrue();
        assertThat(JokingAside.joking("I want a world that stays green", null)).isFalse();
        assertThat(JokingAside.joking("I like the way it looks", null)).isFalse();
    }

    @Test
    void a_clause_in_a_sentence_that_laughs_at_itself_is_an_aside() {
        String answer = "It lasts five years, so it's good value. And I count every penny, everybody knows, haha.";
        assertThat(JokingAside.joking("I count every penny", answer)).isTrue();
        assertThat(JokingAside.joking("it's good value", answer)).isFalse();
    }

    @Test
    void a_first_name_after_a_kin_noun_or_before_a_verb_of_saying_is_a_person_and_a_brand_is_not() {
        List<String> answers = List.of("My grandson Callum has me recycling everything now.",
                "I tried the Lidl ones once. Dennis said they tasted of dust. Lidl is cheaper though.");
        assertThat(PersonName.names("callum", answers)).isTrue();
        assertThat(PersonName.names("dennis", answers)).isTrue();
        assertThat(PersonName.names("lidl", answers)).isFalse();
        assertThat(PersonName.names("lidl ones", answers)).isFalse();
    }

    @Test
    void a_first_name_with_an_age_after_it_or_a_role_noun_beside_it_is_a_person_and_a_shop_possessive_is_not() {
        List<String> answers = List.of("Mia's ten, Jack's seven, and we've done swimming and karate.",
                "Jonas, my flatmate, has the big telly. Aldi's cheaper anyway.");
        assertThat(PersonName.names("mia", answers)).isTrue();
        assertThat(PersonName.names("jack", answers)).isTrue();
        assertThat(PersonName.names("jonas", answers)).isTrue();
        assertThat(PersonName.names("aldi", answers)).isFalse();
        assertThat(PersonName.names("karate", answers)).isFalse();
    }
}
