package org.interviewworkbench.language.offline;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.interviewworkbench.engine.model.Concept;
import org.interviewworkbench.engine.model.StimulusElement;
import org.junit.jupiter.api.Test;

/** When an answer names a stimulus element in other words (ElementReactions). Sentences written for this test. */
class ElementReactionsTest {

    private static final StimulusElement CODE = new StimulusElement("code",
            "a code by text message unlocks your locker", List.of(), "feature", "high");
    private static final StimulusElement HOURS = new StimulusElement("hours",
            "lockers at the station open around the clock", List.of(), "feature", "high");
    private static final StimulusElement SLOT = new StimulusElement("slot", "book a pickup slot online",
            List.of(), "feature", "medium");
    private static final Concept LOCKERS = new Concept("lockers", "Parcel lockers at the railway station",
            "concept_testing", "Test reactions to parcel lockers", List.of(CODE, HOURS, SLOT), List.of());

    @Test
    void the_head_word_of_the_label_names_the_element() {
        assertThat(ElementReactions.names(LOCKERS, CODE, "The codes are fine, I get fifty a week from my bank."))
                .isTrue();
    }

    @Test
    void two_content_words_of_the_label_name_the_element_in_any_form() {
        assertThat(ElementReactions.names(LOCKERS, SLOT, "Booking online beats queueing, every time.")).isTrue();
        assertThat(ElementReactions.names(LOCKERS, SLOT, "I would book it, sure.")).isFalse();
    }

    @Test
    void a_word_of_the_concepts_own_name_says_nothing_about_which_element_was_meant() {
        assertThat(ElementReactions.head(HOURS.label())).isEqualTo("locker");
        assertThat(ElementReactions.names(LOCKERS, HOURS, "Lockers, sure, everybody has them now.")).isFalse();
        assertThat(ElementReactions.names(LOCKERS, HOURS, "Open round the clock is what I need, I work nights."))
                .isTrue();
    }
}
