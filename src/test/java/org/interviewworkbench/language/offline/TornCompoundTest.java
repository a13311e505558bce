package org.interviewworkbench.language.offline;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.interviewworkbench.engine.config.MethodologyConfig;
import org.interviewworkbench.engine.model.Concept;
import org.interviewworkbench.engine.port.ExtractionRequest;
import org.interviewworkbench.engine.port.FollowUpRequest;
import org.junit.jupiter.api.Test;

/**
 * Issue 12: a hyphenated compound is one word: no label, quote or question carries one half of it ("your office is
 * open" from "open-plan"), and a remark about wording ("That's the word.") is no concept.
 */
class TornCompoundTest {

    private static final MethodologyConfig MEC = Methodologies.load("means_end_chain");
    private static final Concept HEADPHONES = Methodologies.concept("Noise-cancelling headphones",
            "Why people choose noise-cancelling headphones");

    private final OfflineLanguageEngine engine = EngineHolder.ENGINE;

    @Test
    void a_torn_half_is_made_whole_or_the_label_dropped() {
        assertThat(TornCompound.label("open office", "Our office is open-plan.")).isEqualTo("open-plan office");
        assertThat(TornCompound.label("self", "The self-service kiosk kept crashing.")).isEqualTo("self-service");
        assertThat(TornCompound.label("part", "I work part-time.")).isEqualTo("part-time");
        assertThat(TornCompound.label("part time", "I work part-time.")).isNull();
        assertThat(TornCompound.label("best part", "The best part is the part-time hours.")).isEqualTo("best part");
        assertThat(TornCompound.label("self-service kiosk", "The self-service kiosk.")).isEqualTo("self-service kiosk");
        assertThat(TornCompound.quote("our office is open", "Because our office is open-plan and it's loud."))
                .isEqualTo("our office is open-plan");
        assertThat(TornCompound.quote("service kiosk kept crashing", "The self-service kiosk kept crashing."))
                .isEqualTo("self-service kiosk kept crashing");
    }

    @Test
    void no_concept_of_an_answer_holds_half_a_compound_or_a_remark_about_wording() {
        for (String answer : List.of("Because our office is open-plan and it's... it's loud. Sales sits right next "
                        + "to us.", "The self-service tills at work kept freezing, so I gave up.",
                "I work part-time, so the price matters a lot.", "Calm. That's the word.",
                "Freedom, if that's the right word.")) {
            var x = engine.extract(new ExtractionRequest(MEC, HEADPHONES, answer, "u1", "What do you notice?", null,
                    null, List.of(), List.of(), null)).value();
            for (var c : x.concepts()) {
                List<String> words = List.of(c.text().split(" "));
                assertThat(words).as(answer).doesNotContain("open", "plan", "self", "service", "part", "time",
                        "word");
                assertThat(c.sourceQuote()).as(answer).doesNotEndWith(" open").doesNotEndWith(" self")
                        .doesNotEndWith(" part");
            }
        }
    }

    @Test
    void the_question_about_a_compound_says_it_whole() {
        String answer = "Because our office is open-plan and it's... it's loud. Sales sits right next to us.";
        var x = engine.extract(new ExtractionRequest(MEC, HEADPHONES, answer, "u1", "What do you notice?", null,
                null, List.of(), List.of(), null)).value();
        var office = x.concepts().stream().filter(c -> c.text().contains("office")).findFirst().orElseThrow();
        var deepen = MEC.strategies().stream().filter(s -> "deepen".equals(s.intent())).findFirst().orElseThrow();
        for (long seed = 0; seed < 6; seed++) {
            String q = engine.followUpQuestion(new FollowUpRequest(MEC, HEADPHONES, deepen, office.text(),
                    office.nodeType(), answer, List.of(), "", List.of(), List.of("What do you notice?"), false, 0,
                    seed, office.sourceQuote(), answer)).value();
            assertThat(q).as("seed %d", seed).doesNotContainPattern("\\bopen(?!-plan)\\b");
        }
    }
}
