package org.interviewworkbench.language.offline;

import static org.assertj.core.api.Assertions.assertThat;
import static org.interviewworkbench.language.offline.Extractions.labels;

import java.util.List;
import org.interviewworkbench.engine.config.MethodologyConfig;
import org.interviewworkbench.engine.model.Concept;
import org.interviewworkbench.engine.port.Extraction;
import org.junit.jupiter.api.Test;

/**
 * Issue 12: an interjection, a form of address or a backchannel is no concept (a question "What's behind X for you?"
 * on one makes no sense), while the same noun inside a clause, or a one-word answer, stays one. Judged by position
 * and structure ({@link Interjections}), so the sentences here use words no rule lists.
 */
class InterjectionTest {

    private static final MethodologyConfig JTBD = Methodologies.load("jobs_to_be_done");
    private static final Concept COMMUTE = Methodologies.concept("Commuting", "Understand how people get to work");

    private static List<String> extract(String answer) {
        Extraction x = EngineHolder.ENGINE.extract(ExtractionTest.request(JTBD, COMMUTE, answer, null, null,
                List.of())).value();
        return labels(x);
    }

    @Test
    void a_name_addressed_at_the_start_is_no_concept_but_the_same_noun_in_the_clause_is() {
        assertThat(extract("Heavens, I hate the crowded platform at rush hour."))
                .noneMatch(l -> l.contains("heaven")).anyMatch(l -> l.contains("platform"));
        assertThat(extract("My grandmother says the heavens open every time I cycle to the office."))
                .anyMatch(l -> l.contains("heaven"));
    }

    @Test
    void a_name_addressed_at_the_start_of_a_quotation_or_reported_speech_is_no_concept() {
        assertThat(extract("Every morning it's the same panic, 'Grandpa, my bus pass is gone', at eight o'clock."))
                .noneMatch(l -> l.contains("grandpa")).anyMatch(l -> l.contains("bus pass"));
        assertThat(extract("He texted me from the depot saying, Grandpa, we missed the last bus."))
                .noneMatch(l -> l.contains("grandpa"));
    }

    @Test
    void a_noun_of_address_closing_the_sentence_is_no_concept_but_a_noun_in_the_clause_is() {
        assertThat(extract("The parking alone costs a fortune, sweetheart."))
                .noneMatch(l -> l.contains("sweetheart")).anyMatch(l -> l.contains("parking") || l.contains("fortune"));
        assertThat(extract("My sweetheart drives me to the station when it rains."))
                .anyMatch(l -> l.contains("sweetheart"));
    }

    @Test
    void an_exclamation_formula_names_nothing() {
        assertThat(extract("The trains, Heaven help us, are late every single morning."))
                .noneMatch(l -> l.contains("heaven") || l.contains("help us"));
    }

    @Test
    void a_company_with_a_plural_verb_is_a_statement_not_a_formula() {
        // British English: "Aldi have ..." states something about the shop; only an exclamation names nothing
        assertThat(extract("Aldi have everything.")).anyMatch(l -> l.contains("aldi") || l.contains("everything"));
        assertThat(extract("Lidl have bread.")).anyMatch(l -> l.contains("lidl") || l.contains("bread"));
    }

    @Test
    void a_hummed_backchannel_is_no_concept() {
        assertThat(extract("Mhm, the cost of the season ticket mostly."))
                .noneMatch(l -> l.contains("mhm")).anyMatch(l -> l.contains("season ticket"));
        assertThat(extract("Uh-huh, the crowded platform, that's the worst bit."))
                .noneMatch(l -> l.contains("uh-huh")).anyMatch(l -> l.contains("platform"));
    }

    @Test
    void a_one_word_answer_or_a_fronted_topic_stays_a_concept() {
        assertThat(extract("Punctuality. Honestly, punctuality.")).anyMatch(l -> l.contains("punctuality"));
        assertThat(extract("Legroom, mostly, honestly.")).anyMatch(l -> l.contains("legroom"));
        assertThat(extract("Citymapper, you check it before you leave the house."))
                .anyMatch(l -> l.contains("citymapper"));
    }

    @Test
    void sound_words_are_told_from_abbreviations_and_words() {
        assertThat(List.of("mm", "hmm", "mhm", "shh", "mm-hm", "uh-huh", "uh-oh", "Uff", "oof", "ooh", "ahh"))
                .allMatch(Interjections::soundWord);
        assertThat(List.of("NHS", "hrs", "mum", "hum", "no-no", "x-ray", "t-shirt", "km", "off", "each", "inch", "ash",
                "Uffizi", "Ohio"))
                .noneMatch(Interjections::soundWord);
    }
}
