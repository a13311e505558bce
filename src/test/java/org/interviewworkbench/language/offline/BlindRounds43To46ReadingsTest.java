package org.interviewworkbench.language.offline;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.interviewworkbench.engine.model.Concept;
import org.interviewworkbench.language.offline.QuestionComposer.Intent;
import org.junit.jupiter.api.Test;

/**
 * Stop 46, the readings behind the failures of blind rounds 43 to 46 (the sentences here are the test's own): a
 * clause said back must be a whole standard clause, a story or a journey that has ended is not walked on, a feeling
 * held ("I stayed very nervous") is told, a street is a place, a cleft ("X is what counts") names the pole X, a
 * departure to fetch someone takes leave ("Peace." after it too), a terminal value named as what a rung amounts to
 * ends the ladder, the "so" that opens a summed-up difference is no part of its pole, and a study topic keeps "to
 * study".
 */
class BlindRounds43To46ReadingsTest {

    private final ReportedSpeech speech = new ReportedSpeech(EngineHolder.NLP);

    @Test
    void a_phrase_a_cut_off_clause_or_a_role_without_its_article_is_not_said_back() {
        assertThat(speech.clause("The school shoes, in a bag.")).isEmpty();
        assertThat(speech.clause("I feel more.")).isEmpty();
        assertThat(speech.clause("I am freelancer.")).isEmpty();
        assertThat(speech.clause("I am a freelancer.")).contains("you are a freelancer");
        assertThat(speech.clause("The cheap paste made my teeth hurt more.")).isPresent();
    }

    @Test
    void a_story_closed_settled_or_cleared_is_over_but_one_going_on_is_not() {
        assertThat(StoryCues.outcome(StoryCues.normal("Nothing. One email after three weeks. That's all."))).isTrue();
        assertThat(StoryCues.outcome(StoryCues.normal("What actually sorted it was the local paper."))).isTrue();
        assertThat(StoryCues.outcome(StoryCues.normal("When the appointment came, the scan was clear."))).isTrue();
        assertThat(StoryCues.outcome(StoryCues.normal("That's all I know about the form, then I rang them."))).isFalse();
    }

    @Test
    void a_feeling_held_or_a_fear_shown_in_a_thought_is_told() {
        assertThat(AnsweredIntents.of("They kept it for a month. So I stayed very nervous.")).contains(Intent.EMOTIONS);
        assertThat(AnsweredIntents.of("So I'm up at midnight reading forums, thinking I'm dying."))
                .contains(Intent.EMOTIONS);
        assertThat(AnsweredIntents.of("So I stayed at my sister's for the week.")).doesNotContain(Intent.EMOTIONS);
    }

    @Test
    void a_street_after_on_is_a_place_but_an_app_after_on_is_an_option() {
        List<String> texts = List.of("The library, mostly. Java on Kenyatta Avenue when I have money.");
        assertThat(OptionMentions.circumstance("Kenyatta Avenue", texts)).isTrue();
        assertThat(OptionMentions.circumstance("TikTok", List.of("I found her on TikTok, the cooking lady."))).isFalse();
    }

    @Test
    void what_counts_names_the_pole_before_it_and_what_matters_less_names_none() {
        assertThat(GridConstructs.poles("Finishing is what counts.")).anySatisfy(p -> assertThat(p[0])
                .isEqualTo("finishing"));
        assertThat(GridConstructs.poles("Comfortable matters less than people think.")).isEmpty();
    }

    @Test
    void leaving_to_fetch_someone_takes_leave_and_luck_wished_after_it_too() {
        assertThat(Valediction.endsWith("Put me down as a maybe. Right, I've to collect them from football, best of "
                + "luck with it.")).isTrue();
        assertThat(Valediction.endsWith("No, I think you have everything. Okay, my husband is in the car. Dag!"))
                .isTrue();
        assertThat(Valediction.endsWith("Every Friday I've to collect them from football.")).isFalse();
    }

    @Test
    void a_topic_to_study_keeps_its_verb_and_a_study_of_a_thing_loses_the_method_word() {
        assertThat(QuestionComposer.topic(concept("Places to study"))).isEqualTo("places to study");
        assertThat(QuestionComposer.topic(concept("Oat milk study"))).isEqualTo("oat milk");
    }

    private static Concept concept(String name) {
        return Methodologies.concept(name, "What people think about " + name.toLowerCase(java.util.Locale.ROOT));
    }

    @Test
    void peace_after_a_departure_and_luck_with_the_research_take_leave_but_peace_alone_is_a_value() {
        assertThat(Valediction.endsWith("The bits get stuck in my teeth. Ok I gotta dip, gym at 4. Peace.")).isTrue();
        assertThat(Valediction.endsWith("No, is all. Ok, obrigado, good luck with the research.")).isTrue();
        assertThat(Valediction.endsWith("What does it give me? Peace.")).isFalse();
    }

    @Test
    void a_terminal_value_named_as_what_a_rung_amounts_to_is_the_top() {
        assertThat(AnsweredRung.topReached("Being someone people can count on, that's self-respect, I guess."))
                .isTrue();
        assertThat(AnsweredRung.topReached("That's the price, I guess, it's cheaper.")).isFalse();
    }

    @Test
    void the_so_that_opens_a_summed_up_difference_is_no_part_of_its_pole() {
        assertThat(GridConstructs.poles("Sister Club's instant. So long game or instant, that's the split."))
                .anySatisfy(p -> assertThat(p).containsExactly("long game", "instant"));
    }
}
