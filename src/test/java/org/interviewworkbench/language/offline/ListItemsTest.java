package org.interviewworkbench.language.offline;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * The options a respondent lists as activities or plain phrases in answer to a grid's opening question are the
 * options a triad names: each list item by its opening words, as the respondent wrote them.
 */
class ListItemsTest {

    private final NounPhraseGate gate = new NounPhraseGate(EngineHolder.NLP);

    @Test
    void a_list_of_activities_gives_each_activity_in_the_respondents_order() {
        assertThat(ListItems.of("Quite a few. Walking the dog for a neighbour, weekend shifts at a bakery in town,"
                + " delivering leaflets round the estate, and I tutor at the homework club. Also paper rounds, twice.",
                gate)).containsExactly("walking the dog", "weekend shifts", "delivering leaflets",
                "tutoring at the homework club", "paper rounds");
    }

    @Test
    void a_name_keeps_its_capitals_and_a_sentence_that_is_no_list_gives_nothing() {
        assertThat(ListItems.of("Trello, sticky notes, email reminders, and a paper diary.", gate))
                .containsExactly("Trello", "sticky notes", "email reminders");
        assertThat(ListItems.of("Honestly, I use whatever is open, it depends on the day.", gate)).isEmpty();
    }
}
