package org.interviewworkbench.language.offline;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.interviewworkbench.engine.config.MethodologyConfig;
import org.interviewworkbench.engine.model.Concept;
import org.interviewworkbench.engine.model.StimulusElement;
import org.interviewworkbench.engine.port.OpeningRequest;
import org.junit.jupiter.api.Test;

/**
 * Issue 12, wording that cannot break when a slot is filled: a question that names the topic or the focus and refers
 * back to it agrees with its number ("nap pods ... make them work"), a plural event topic is asked about one instance
 * at a time ("one particular dentist appointment"), a bare singular count noun gets its article ("the 7am shift"),
 * and a grid's opening asks with the verb of the options the study names ("Which cafés do you actually study at?").
 * Topics and phrases written for this test.
 */
class SlotAgreementTest {

    private static final Concept KIOSKS = new Concept("kiosks", "Self-service returns kiosks at the station",
            "concept_testing", "Test reactions to returns kiosks", List.of(
            new StimulusElement("label", "print the label at the kiosk", List.of("label"), "feature", "high")),
            List.of());
    private static final Concept KIOSK = new Concept("kiosk", "A self-service returns kiosk at the station",
            "concept_testing", "Test reactions to a returns kiosk", List.of(
            new StimulusElement("label", "print the label at the kiosk", List.of("label"), "feature", "high")),
            List.of());

    @Test
    void a_concept_named_in_the_plural_is_referred_back_to_as_them_and_takes_plural_verbs() {
        String topic = QuestionComposer.topic(KIOSKS);
        assertThat(ConceptTestMoves.worded(ConceptTestMoves.CHANGE.get(0), topic))
                .isEqualTo("What, if anything, would you change about self-service returns kiosks at the station to "
                        + "make them work better for you?");
        assertThat(ConceptTestMoves.worded(ConceptTestMoves.LIKELY_USE.get(1), topic))
                .endsWith("how likely is it that you would use them, and why?");
        assertThat(ConceptTestMoves.worded("How does {t} fit into your week?", topic))
                .startsWith("How do self-service returns kiosks at the station fit");
    }

    @Test
    void a_concept_named_in_the_singular_or_by_an_activity_stays_it() {
        assertThat(ConceptTestMoves.worded(ConceptTestMoves.CHANGE.get(0), QuestionComposer.topic(KIOSK)))
                .contains("to make it work better").doesNotContain("{it}");
        assertThat(ConceptTestMoves.worded(ConceptTestMoves.CHANGE.get(0), "borrowing e-books from the library"))
                .contains("to make it work better");
    }

    @Test
    void the_number_is_the_head_nouns_not_the_last_words() {
        assertThat(SlotNumber.plural("bookable nap pods at the office")).isTrue();
        assertThat(SlotNumber.plural("boxes of food")).isTrue();
        assertThat(SlotNumber.plural("cafés you study at")).isTrue();
        assertThat(SlotNumber.plural("bakeries you buy from")).isTrue();
        assertThat(SlotNumber.plural("peace of mind")).isFalse();
        assertThat(SlotNumber.plural("lost luggage when flying")).isFalse();
        assertThat(SlotNumber.plural("noise from the neighbours")).isFalse();
        assertThat(SlotNumber.plural("the bus")).isFalse();
        assertThat(SlotNumber.plural("choosing bed sheets")).isFalse();
    }

    @Test
    void a_course_named_after_its_time_of_day_is_plural_like_any_other() {
        String topic = "evening skills courses at the local high school";
        assertThat(ConceptTestMoves.worded(ConceptTestMoves.LIKELY_USE.get(1), topic))
                .isEqualTo("If evening skills courses at the local high school were available to you tomorrow, how "
                        + "likely is it that you would use them, and why?");
        assertThat(ConceptTestMoves.worded(ConceptTestMoves.CHANGE.get(0), "wedding venues by the sea"))
                .contains("to make them work better");
    }

    @Test
    void a_plural_focus_is_described_to_someone_who_has_not_come_across_them() {
        String template = "How would you describe {f} to someone who hasn't come across {it}?";
        assertThat(LabelFit.agree(template, "the night buses").replace("{f}", "the night buses"))
                .isEqualTo("How would you describe the night buses to someone who hasn't come across them?");
        assertThat(LabelFit.agree(template, "the night bus").replace("{f}", "the night bus"))
                .isEqualTo("How would you describe the night bus to someone who hasn't come across it?");
        assertThat(LabelFit.agree("Why does {f} matter when you compare {t}?", "late fees"))
                .isEqualTo("Why do {f} matter when you compare {t}?");
        assertThat(SlotNumber.agree("What else about {t} is on your mind?", "{t}", true))
                .isEqualTo("What else about {t} is on your mind?");
    }

    @Test
    void a_bare_singular_count_noun_after_a_number_gets_its_article() {
        NounPhraseGate gate = new NounPhraseGate(EngineHolder.NLP);
        assertThat(gate.render("7am shift")).isEqualTo("the 7am shift");
        assertThat(gate.render("two kids")).isEqualTo("two kids");
    }

    @Test
    void an_incident_opening_on_a_plural_topic_asks_for_one_of_them() {
        MethodologyConfig ci = Methodologies.load("critical_incident");
        Concept appointments = Methodologies.concept("Dentist appointments",
                "Collect specific, memorable dentist appointments that went especially well or badly");
        boolean one = false;
        for (long seed = 0; seed < 12; seed++) {
            String q = EngineHolder.ENGINE.openingQuestion(new OpeningRequest(ci, appointments, seed)).value();
            assertThat(q).as(q).doesNotContain("time with").doesNotContain("occasion with");
            one |= q.contains("one particular dentist appointment that") || q.contains("one recent dentist "
                    + "appointment that");
        }
        assertThat(one).as("one instance asked for at least once").isTrue();
    }

    @Test
    void a_grid_study_named_with_its_own_verb_asks_which_ones_they_go_to_not_what_they_eat() {
        MethodologyConfig grid = Methodologies.load("repertory_grid");
        Concept cafes = Methodologies.concept("Cafés you study at",
                "Find how students tell apart the cafés and cakes they actually eat");
        for (long seed = 0; seed < 4; seed++) {
            String q = EngineHolder.ENGINE.openingQuestion(new OpeningRequest(grid, cafes, seed)).value();
            assertThat(q).isEqualTo("Which cafés do you actually study at?");
        }
    }
}
