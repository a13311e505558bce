package org.interviewworkbench.language.offline;

import static org.assertj.core.api.Assertions.assertThat;
import static org.interviewworkbench.language.offline.Extractions.labels;
import static org.interviewworkbench.language.offline.Extractions.hasEdge;

import java.util.List;
import org.interviewworkbench.engine.config.MethodologyConfig;
import org.interviewworkbench.engine.model.Concept;
import org.interviewworkbench.engine.port.Extraction;
import org.junit.jupiter.api.Test;

/** Edge recovery rules: asides and filler frames, relative-clause fragments, clause heads, retyping by link. */
class EdgeRegressionTest {

    private static final MethodologyConfig MEC = Methodologies.load("means_end_chain");
    private static final Concept OAT_MILK = Methodologies.concept("Oat milk", "Understand why people choose oat milk");

    private Extraction extract(String answer) {
        return EngineHolder.ENGINE.extract(ExtractionTest.request(MEC, OAT_MILK, answer, null, null, List.of()))
                .value();
    }

    @Test
    void asides_yield_no_concepts_and_the_stated_link_survives() {
        Extraction x = extract("That reminds me, my neighbour has a whole theory about this, but that's another "
                + "story. The packaging is a recyclable carton, so I throw away less packaging.");
        assertThat(labels(x)).contains("recyclable carton")
                .noneMatch(l -> l.contains("theory") || l.contains("story") || l.contains("neighbour"));
        assertThat(x.relationships()).anyMatch(r -> r.sourceText().equals("recyclable carton"));
    }

    @Test
    void filler_frames_do_not_take_the_edge() {
        Extraction x = extract("I really can't stress enough that it's completely plant-based, which means it has "
                + "a much smaller carbon footprint than dairy.");
        assertThat(labels(x)).contains("plant-based").noneMatch(l -> l.contains("stress"));
        assertThat(hasEdge(x, "plant-based", "carbon footprint")).as("%s", x.relationships()).isTrue();
    }

    @Test
    void object_relative_clauses_yield_no_fragments() {
        Extraction x = extract("Basically it has this creamy body that skimmed milk never had, so I get proper foam "
                + "for a flat white.");
        assertThat(labels(x)).anyMatch(l -> l.contains("creamy"))
                .noneMatch(l -> l.contains("skimmed") || l.contains("not have") || l.equals("get"));
    }

    @Test
    void a_clause_without_a_concept_lends_the_link_to_its_sentence_neighbour() {
        Extraction x = extract("It's made from oats, you know. That's why it has a much smaller carbon footprint "
                + "than dairy.");
        assertThat(hasEdge(x, "oat", "carbon footprint")).as("%s", x.relationships()).isTrue();
    }

    @Test
    void fragment_and_shared_word_helpers() {
        assertThat(LabelCleaner.fragmentLabel("get")).isTrue();
        assertThat(LabelCleaner.fragmentLabel("creamy")).isFalse();
        assertThat(LabelCleaner.sharesContentWord("unopened carton", "carton keeps for month")).isTrue();
        assertThat(LabelCleaner.sharesContentWord("not feel sluggish", "not have")).isFalse();
    }
}
