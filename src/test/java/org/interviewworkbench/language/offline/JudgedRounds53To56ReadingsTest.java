package org.interviewworkbench.language.offline;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.interviewworkbench.language.offline.QuestionComposer.Intent;
import org.junit.jupiter.api.Test;

/**
 * Stop 48, the readings behind the questions the judges of blind rounds 53-56 marked "no" (the sentences here are the
 * test's own): a goodbye in another language, "I'll say bye", thanks with an address and a departure before the thanks
 * end the talk; a feeling told as "I felt like ...", "getting more and more ticked off", "Big relief." or "I could
 * breathe" is told; "finally picked up" is a step, not the end of the story; a word of time before a comma and a shop
 * an option is used at are no options, nor is "the colleague Sophie"; places given in order rank the options; a study
 * named by "where to ..." asks which places; "I want her to ..." is the outcome sought.
 */
class JudgedRounds53To56ReadingsTest {

    @Test
    void goodbyes_of_other_forms_end_the_talk() {
        assertThat(Valediction.endsWith("That's all the cards I have, I think. Bonne soirée!")).isTrue();
        assertThat(Valediction.endsWith("The baby is crying, so I'll say bye. Thanks, lovely to chat.")).isTrue();
        assertThat(Valediction.endsWith("Yeah, that's me done. Cheers mate.")).isTrue();
        assertThat(Valediction.endsWith("Right, I have to go, the shop opens at nine. Thank you, and if you're ever "
                + "in Leith, come by.")).isTrue();
        assertThat(Valediction.endsWith("Sorry, I need to go, my lunch is over. Cheers, all the best with it."))
                .isTrue();
        assertThat(Valediction.endsWith("Every morning I have to go, and then the bus is late.")).isFalse();
        assertThat(Valediction.endsWith("She said bye and left the shop.")).isFalse();
    }

    @Test
    void a_feeling_told_in_passing_is_told() {
        assertThat(AnsweredIntents.of("My son had to show me the button. I felt like a dinosaur, honestly."))
                .contains(Intent.EMOTIONS);
        assertThat(AnsweredIntents.of("The form kept crashing, I was there for an hour getting more and more "
                + "cross about it.")).contains(Intent.EMOTIONS);
        assertThat(AnsweredIntents.of("Then the signal came back. Big relief.")).contains(Intent.EMOTIONS);
        assertThat(AnsweredIntents.of("Honestly kind of dreading it.")).contains(Intent.EMOTIONS);
        assertThat(AnsweredIntents.of("Once the host took over I could finally breathe.")).contains(Intent.EMOTIONS);
        assertThat(AnsweredIntents.of("I was getting the tickets ready.")).doesNotContain(Intent.EMOTIONS);
    }

    @Test
    void someone_finally_picking_up_is_a_step_not_the_end() {
        assertThat(StoryCues.outcome(StoryCues.normal("After forty minutes a woman finally picked up and said she'd "
                + "pass it on."))).isFalse();
        assertThat(StoryCues.outcome(StoryCues.normal("We finally got the money back in March."))).isTrue();
    }

    @Test
    void words_of_time_places_of_use_and_people_are_no_options() {
        NounPhraseGate gate = new NounPhraseGate(EngineHolder.NLP);
        List<String> listed = ListedOptions.of("At work now Trello. Before, at my old place, Monday. "
                + "Points from Nectar, the ones at Sainsbury's and Argos, and Tesco Clubcard.", gate);
        assertThat(listed).noneMatch(o -> o.equalsIgnoreCase("Before") || o.equals("Argos"));
        assertThat(PersonName.names("the colleague Sophie", List.of("I tried it because my colleague Sophie loves "
                + "it."))).isTrue();
        assertThat(PersonName.names("the colleague app", List.of("the colleague app is slow."))).isFalse();
    }

    @Test
    void places_given_in_order_rank_the_options() {
        assertThat(GridEnd.ranked("Overall? Tusker first, White Cap second, Guinness last.")).isTrue();
        assertThat(GridEnd.ranked("Pilsner first, then Lager second, and the stout last.")).isTrue();
        assertThat(GridEnd.ranked("The first time I tried it was at a wedding.")).isFalse();
    }

    @Test
    void a_study_named_by_where_to_asks_which_places() {
        List<String> worded = TopicWording.wordedOptions(QuestionTemplates.OPTIONS_NEUTRAL, "where to buy sports kit");
        assertThat(worded).allMatch(q -> q.contains("which places") && !q.contains("which ones"));
        assertThat(TopicWording.wordedOptions(QuestionTemplates.OPENINGS.get("options"),
                "where young adults buy everyday clothes")).as("a place is not what the study's verb takes")
                .allMatch(q -> q.contains("which places") && !q.contains("{v}"));
        assertThat(TopicWording.wordedOptions(QuestionTemplates.OPTIONS_NEUTRAL, "running shoes"))
                .isEqualTo(QuestionTemplates.OPTIONS_NEUTRAL);
    }

    @Test
    void the_outcome_sought_is_said_back_and_asked_how_close_it_is() {
        assertThat(SwitchMoves.wanted("My sister is in Cork now. I want her to never feel left out at dinner, "
                + "that's it.")).isEqualTo("you want her to never feel left out at dinner");
        assertThat(SwitchMoves.wanted("I want to feel like I'm on top of it.")).isEqualTo(
                "you want to feel like you're on top of it");
        assertThat(SwitchMoves.wanted("I want to try the other app next month.")).isNull();
        assertThat(SwitchMoves.wanted("I don't want to be that guy.")).isNull();
    }
}
