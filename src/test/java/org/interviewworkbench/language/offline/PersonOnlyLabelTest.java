package org.interviewworkbench.language.offline;

import static org.assertj.core.api.Assertions.assertThat;
import static org.interviewworkbench.language.offline.Extractions.labels;

import java.util.List;
import org.interviewworkbench.engine.config.MethodologyConfig;
import org.interviewworkbench.engine.model.Concept;
import org.junit.jupiter.api.Test;

/**
 * Issue 12: a label that only names who was there ("wife", "my sister", "the nurse") is no code a researcher would
 * keep, and a question on it is nonsense ("What makes the mother important to you?"); what the person did or was
 * stays a concept, and "family" (a value as often as people) is kept.
 */
class PersonOnlyLabelTest {

    private static final MethodologyConfig MEC = Methodologies.load("means_end_chain");
    private static final Concept PRAMS = Methodologies.concept("Choosing a pram", "Understand why parents choose a pram");

    private static List<String> extract(String answer) {
        return labels(EngineHolder.ENGINE.extract(ExtractionTest.request(MEC, PRAMS, answer, null, null,
                List.of())).value());
    }

    @Test
    void a_bare_person_is_no_concept_but_what_they_did_is() {
        assertThat(extract("My sister lent us hers, and the wheels are huge, so the ride is smooth on cobbles."))
                .noneMatch(l -> l.equals("sister") || l.equals("my sister"))
                .anyMatch(l -> l.contains("wheel") || l.contains("smooth"));
        assertThat(LabelCleaner.keep("young bloke", "")).isFalse();
        assertThat(LabelCleaner.keep("the nurse", "")).isFalse();
        assertThat(LabelCleaner.keep("nurse was rude", "")).isTrue();
        assertThat(LabelCleaner.keep("family", "")).isTrue();
        assertThat(LabelCleaner.keep("your own boss", "")).isTrue(); // being one's own boss is a construct, not a person
        assertThat(LabelCleaner.keep("loads", "")).isFalse(); // "Loads, like.": an amount, no option to compare
        assertThat(LabelCleaner.keep("loads of homework", "")).isTrue();
        assertThat(LabelCleaner.keep("time with family", "")).isTrue();
    }
}
