package org.interviewworkbench.language.offline;

import static org.assertj.core.api.Assertions.assertThat;
import static org.interviewworkbench.language.offline.Extractions.labels;

import java.util.List;
import org.interviewworkbench.engine.config.MethodologyConfig;
import org.interviewworkbench.engine.model.Concept;
import org.junit.jupiter.api.Test;

/**
 * Issue 12: a closing sentence that is wholly leave-taking names nothing a researcher would code ("Doei!" is no
 * benefit, "I gotta jump on a standup" no touchpoint), while the content before it is still coded and a goodbye
 * that shares its sentence with content does not swallow it.
 */
class GoodbyeExtractionTest {

    private static final MethodologyConfig CJM = Methodologies.load("customer_journey_mapping");
    private static final Concept MOVE = Methodologies.concept("Moving house", "Understand the house-moving journey");

    private static List<String> extract(String answer) {
        return labels(EngineHolder.ENGINE.extract(ExtractionTest.request(CJM, MOVE, answer, null, null,
                List.of())).value());
    }

    @Test
    void a_closing_goodbye_in_another_language_or_a_wish_is_no_concept() {
        assertThat(extract("The van arrived two hours late and the driver lost our keys. Doei!"))
                .anyMatch(l -> l.contains("van") || l.contains("key"))
                .noneMatch(l -> l.contains("doei"));
        assertThat(extract("The removal firm was brilliant in the end. Mind yourself."))
                .noneMatch(l -> l.contains("mind"));
    }

    @Test
    void a_departure_and_thanks_with_a_remark_name_nothing() {
        assertThat(extract("Unpacking took a month, honestly. Right, I gotta jump on a standup."))
                .noneMatch(l -> l.contains("standup") || l.contains("jump"));
        assertThat(extract("The storage unit was a lifesaver. Thanks, this was kinda fun."))
                .anyMatch(l -> l.contains("storage unit") || l.contains("lifesaver"))
                .noneMatch(l -> l.contains("fun") || l.contains("thank"));
    }

    @Test
    void content_in_the_same_sentence_as_a_goodbye_is_still_coded() {
        assertThat(extract("Bye, and the moving boxes were useless."))
                .anyMatch(l -> l.contains("box") || l.contains("useless"));
    }

    @Test
    void wholly_reads_the_whole_sentence() {
        assertThat(Valediction.wholly("Thanks, this was kinda fun.")).isTrue();
        assertThat(Valediction.wholly("I have to run, my son's got cricket at two.")).isTrue();
        assertThat(Valediction.wholly("Cheers, good luck with it.")).isTrue();
        assertThat(Valediction.wholly("She said goodbye and left the keys.")).isFalse();
        assertThat(Valediction.wholly("Thanks to the movers, nothing broke.")).isFalse();
    }
}
