package org.interviewworkbench.language.offline;

import static org.assertj.core.api.Assertions.assertThat;

import org.interviewworkbench.engine.config.MethodologyConfig;
import org.interviewworkbench.engine.model.Concept;
import org.interviewworkbench.engine.port.OpeningRequest;
import org.junit.jupiter.api.Test;

/**
 * Issue 12, a repertory grid's opening asks for the options the respondent actually has, with the study's own verb
 * for them ("which ones do you actually cook with?") or a neutral one, never "used or thought about".
 */
class StudyVerbTest {

    @Test
    void the_verb_is_the_one_the_objective_uses_for_the_options() {
        assertThat(StudyVerb.of("Find how people compare the card games they actually play at family dinners"))
                .isEqualTo("play");
        assertThat(StudyVerb.of("Find how people tell apart the cafés they study at")).isEqualTo("study at");
        assertThat(StudyVerb.of("Find how people tell apart the knives they own, and why")).isEqualTo("own");
    }

    @Test
    void a_verb_of_judging_or_one_with_a_particle_gives_none() {
        assertThat(StudyVerb.of("Find the constructs people use to tell apps apart and how they rate the ones they "
                + "know")).isNull();
        assertThat(StudyVerb.of("Compare the ways they keep up with friends abroad")).isNull();
        assertThat(StudyVerb.of("Elicit the constructs used to compare garden tools")).isNull();
    }

    @Test
    void the_opening_asks_for_the_ones_they_actually_have_in_the_studys_words() {
        MethodologyConfig grid = Methodologies.load("repertory_grid");
        for (long seed = 0; seed < 4; seed++) {
            String played = EngineHolder.ENGINE.openingQuestion(new OpeningRequest(grid, Methodologies.concept(
                    "Card games for family dinners", "Find how people compare the card games they actually play"),
                    seed)).value();
            assertThat(played).as(played).contains("play").doesNotContain("used").doesNotContain("thought about");
            String neutral = EngineHolder.ENGINE.openingQuestion(new OpeningRequest(grid, Methodologies.concept(
                    "Garden tools", "Elicit the constructs used to compare garden tools"), seed)).value();
            assertThat(neutral).as(neutral).doesNotContain("used or").doesNotContain("thought about")
                    .doesNotContain("null").containsIgnoringCase("your own experience");
        }
    }
}
