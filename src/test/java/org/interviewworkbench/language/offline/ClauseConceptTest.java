package org.interviewworkbench.language.offline;

import static org.assertj.core.api.Assertions.assertThat;
import static org.interviewworkbench.language.offline.Extractions.labels;
import static org.interviewworkbench.language.offline.Extractions.hasEdge;

import java.util.List;
import java.util.Map;
import org.interviewworkbench.engine.config.MethodologyConfig;
import org.interviewworkbench.engine.model.Concept;
import org.interviewworkbench.engine.port.Extraction;
import org.interviewworkbench.engine.port.RatingRequest;
import org.junit.jupiter.api.Test;

/**
 * Clause-level concepts (issue 4): prepositional phrases and comparison standards are no concepts of their own,
 * objects of generic verbs and infinitives stay in the concept, bedrock frames and asides only silence their own
 * words, and a respondent who returns to an earlier point neither revises nor answers the focus.
 */
class ClauseConceptTest {

    private static final MethodologyConfig MEC = Methodologies.load("means_end_chain");
    private static final Concept OAT_MILK = Methodologies.concept("Oat milk", "Understand why people choose oat milk");

    private Extraction extract(String answer) {
        return extract(answer, null, null, List.of());
    }

    private Extraction extract(String answer, String focus, String focusType, List<String> existing) {
        return EngineHolder.ENGINE.extract(ExtractionTest.request(MEC, OAT_MILK, answer, focus, focusType, existing))
                .value();
    }

    @Test
    void a_time_phrase_is_no_concept_and_thats_why_links_the_previous_sentence() {
        Extraction x = extract("I don't get bloated after breakfast anymore. That's why I don't feel sluggish "
                + "before work.");
        assertThat(labels(x)).noneMatch(l -> l.equals("breakfast") || l.equals("work"))
                .anyMatch(l -> l.contains("bloated")).anyMatch(l -> l.contains("sluggish"));
        assertThat(hasEdge(x, "bloated", "sluggish")).as("%s", x.relationships()).isTrue();
    }

    @Test
    void the_object_of_a_generic_verb_is_kept_and_takes_the_stated_link() {
        Extraction x = extract("Basically it has this creamy body that skimmed milk never had, so I get proper foam "
                + "for a flat white.");
        assertThat(labels(x)).anyMatch(l -> l.contains("foam"));
        assertThat(hasEdge(x, "creamy", "foam")).as("%s", x.relationships()).isTrue();
    }

    @Test
    void the_standard_of_a_comparison_is_no_concept() {
        Extraction x = extract("It's completely plant-based, so my stomach handles it much better than cow's milk.");
        assertThat(labels(x)).noneMatch(l -> l.equals("cow") || l.startsWith("cow "))
                .anyMatch(l -> l.contains("stomach handles"));
        assertThat(hasEdge(x, "plant-based", "stomach")).as("%s", x.relationships()).isTrue();
    }

    @Test
    void infinitives_gerunds_and_negated_objects_keep_their_words() {
        assertThat(labels(extract("Because it feels like I'm at my favourite cafe, I think it's important to be kind "
                + "to myself."))).contains("be kind to myself");
        assertThat(labels(extract("Honestly, I like being organised."))).anyMatch(l -> l.contains("organised"));
        assertThat(labels(extract("I'd say it doesn't need the fridge until I open it.")))
                .anyMatch(l -> l.startsWith("not need fridge"));
    }

    @Test
    void a_bedrock_frame_keeps_the_statement_it_frames() {
        Extraction x = extract("It's hard to explain further; I like allowing myself small pleasures is kind of the "
                + "core of it.");
        assertThat(labels(x)).anyMatch(l -> l.contains("small pleasure")).noneMatch(l -> l.contains("core"));
        assertThat(labels(extract("I think I feel calm and settled is simply the bottom line for me.")))
                .noneMatch(l -> l.contains("bottom line"));
    }

    @Test
    void returning_to_an_earlier_point_neither_revises_nor_answers_the_focus() {
        Extraction x = extract("That's not really the point for me. But honestly, what really matters is that it's "
                + "really creamy. I really can't stress enough that it has this creamy body that skimmed milk never "
                + "had.", "throw away less packaging", "attribute", List.of("creamy", "throw away less packaging"));
        assertThat(x.relationships()).as("a re-mention gives the focus no new edge").isEmpty();
    }

    @Test
    void an_answer_that_returns_to_an_earlier_point_instead_of_the_question_is_shallow() {
        String fixated = "Sure, that's fine. Sure, but going back to what I said, it has this creamy body that skimmed "
                + "milk never had. It's the thing I notice every single time: it's really creamy.";
        Map<String, Integer> offTopic = EngineHolder.ENGINE.rate(new RatingRequest(
                "What does the fact that carton keeps for months do for you personally?", fixated,
                List.of("response_depth"))).value().scores();
        Map<String, Integer> onTopic = EngineHolder.ENGINE.rate(new RatingRequest(
                "Why does the creamy body matter to you?", fixated, List.of("response_depth"))).value().scores();
        assertThat(offTopic.get("response_depth")).isLessThanOrEqualTo(2);
        assertThat(onTopic.get("response_depth")).isGreaterThan(offTopic.get("response_depth"));
    }

    private static String typeOf(String methodology, String answer, String labelPart) {
        Extraction x = EngineHolder.ENGINE.extract(ExtractionTest.request(Methodologies.load(methodology), OAT_MILK,
                answer, null, null, List.of())).value();
        return x.concepts().stream().filter(c -> c.text().contains(labelPart)).map(Extraction.Concept::nodeType)
                .findFirst().orElse("none: " + labels(x));
    }

    @Test
    void lessons_changed_habits_and_scores_are_typed_by_what_the_clause_says() {
        assertThat(typeOf("critical_incident", "I'd say I learned to sort the food out in advance for groups.",
                "sort")).isEqualTo("learning");
        assertThat(typeOf("critical_incident", "I'd say I don't go out for lunch on workdays anymore.", "lunch"))
                .isEqualTo("behavior_change");
        assertThat(typeOf("repertory_grid", "I'd say I'd rate MUBI nine out of ten.", "mubi")).isEqualTo("rating");
    }

    @Test
    void a_preposition_opening_the_sentence_is_no_concept_but_the_noun_is() {
        assertThat(labels(extract("Till then it's me and the old kettle, same as ever.")))
                .noneMatch(l -> l.equals("till") || l.startsWith("till "));
        assertThat(labels(extract("The till kept crashing, so I paid by card.")))
                .anyMatch(l -> l.contains("till"));
    }
}
