package org.interviewworkbench.engine.pipeline;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.interviewworkbench.engine.TestMethodologies;
import org.interviewworkbench.engine.config.MethodologyConfig;
import org.interviewworkbench.engine.config.NodeType;
import org.interviewworkbench.engine.coverage.ElementMapper;
import org.interviewworkbench.engine.coverage.ElementMention;
import org.interviewworkbench.engine.model.Concept;
import org.interviewworkbench.engine.model.ElementConnection;
import org.interviewworkbench.engine.model.InterviewGraph;
import org.interviewworkbench.engine.model.SessionInfo;
import org.interviewworkbench.engine.model.SessionState;
import org.interviewworkbench.engine.model.Speaker;
import org.interviewworkbench.engine.model.StimulusElement;
import org.interviewworkbench.engine.model.Utterance;
import org.interviewworkbench.engine.port.EmbeddingPort;
import org.interviewworkbench.engine.port.Extraction;
import org.interviewworkbench.engine.tracker.NodeStateTracker;
import org.junit.jupiter.api.Test;

/** Element mapping and reactions in the graph update stage, for every language engine (issue 7). */
class GraphUpdateElementMappingTest {

    /** "Satiety"-like texts share one direction; every other text gets its own (one-hot by text hash). */
    private static final EmbeddingPort EMBEDDINGS = text -> {
        String t = text.toLowerCase();
        float[] v = new float[128];
        v[t.contains("satiated") || t.contains("keeps you full") ? 0 : 1 + Math.floorMod(t.hashCode(), 127)] = 1f;
        return v;
    };

    private final GraphUpdateStage stage = new GraphUpdateStage(EMBEDDINGS, new TextSimilarity(TextSimilarity::plainLemmas));

    private static final Concept BAR = new Concept("bar", "Protein bar", "concept_testing", null, List.of(
            new StimulusElement("protein", "12 g of pea protein", List.of("protein"), null, "high"),
            new StimulusElement("full", "keeps you full", List.of("fullness"), null, null),
            new StimulusElement("price", "2.49 euros", List.of("price", "euros"), null, null)),
            List.of(new ElementConnection("protein", "full")));

    private static MethodologyConfig methodology() {
        return TestMethodologies.config("ct", List.of(new NodeType("element_reaction", "", List.of(), 1, false),
                        new NodeType("benefit", "", List.of(), 2, false)), Map.of(),
                List.of(TestMethodologies.strategy("s", Map.of())), Map.of(), null, null);
    }

    private GraphUpdateStage.Output apply(Concept concept, String answer, Extraction.Concept... concepts) {
        TurnWorkspace ws = new TurnWorkspace(new SessionInfo("s1", "ct", concept.id(), concept.name(), "offline", 1,
                20, null, null, Instant.EPOCH), concept, methodology(), SessionState.opening("Q?"),
                new InterviewGraph(), new NodeStateTracker(), List.of());
        UtteranceSavingStage.Output saved = new UtteranceSavingStage.Output(
                new Utterance("u1", 1, Speaker.USER, answer, Instant.EPOCH), answer, "Q?");
        return stage.apply(ws, saved, new Extraction(true, "", List.of(concepts), List.of()));
    }

    private static Extraction.Concept concept(String text, String quote, List<String> linked, String reaction) {
        return new Extraction.Concept(text, "element_reaction", 0.9, quote, linked, reaction);
    }

    @Test
    void a_reaction_given_by_extraction_wins_over_the_lexicon() {
        GraphUpdateStage.Output out = apply(BAR, "I love the price.",
                concept("the price", "I love the price", List.of(), "skeptical"));
        assertThat(out.elementMentions()).containsExactly(new ElementMention("n1", List.of("price"), "skeptical",
                false));
    }

    @Test
    void without_a_given_reaction_the_lexicon_classifies_the_quote_then_its_sentence() {
        GraphUpdateStage.Output quoted = apply(BAR, "2.49 euros is expensive.",
                concept("2.49 euros", "2.49 euros is expensive", List.of(), null));
        assertThat(quoted.elementMentions().get(0).reaction()).isEqualTo("negative");

        GraphUpdateStage.Output sentence = apply(BAR, "I really like that it has pea protein in it.",
                concept("pea protein", "it has pea protein", List.of(), null));
        assertThat(sentence.elementMentions().get(0).reaction()).isEqualTo("positive");

        GraphUpdateStage.Output none = apply(BAR, "It has pea protein.",
                concept("pea protein", "It has pea protein", List.of(), null));
        assertThat(none.elementMentions().get(0).reaction()).isNull();
    }

    @Test
    void linked_elements_given_by_an_llm_are_used_when_they_name_elements_of_the_concept() {
        GraphUpdateStage.Output out = apply(BAR, "It keeps me going.",
                concept("keeps me going", "It keeps me going", List.of("full", "unknown"), "positive"));
        assertThat(out.elementMentions().get(0).elementIds()).containsExactly("full");
    }

    @Test
    void aliases_match_whole_words_in_the_node_label() {
        GraphUpdateStage.Output out = apply(BAR, "The protein is great and so is the price.",
                concept("protein and price", "", List.of(), null),
                concept("pricey snacks", "", List.of(), null));
        assertThat(out.elementMentions()).hasSize(1);
        assertThat(out.elementMentions().get(0).elementIds()).containsExactly("protein", "price");
        assertThat(ElementMapper.byAlias(BAR, "proteins galore")).as("whole words only").isEmpty();
    }

    @Test
    void embedding_similarity_links_a_paraphrase_above_the_threshold() {
        GraphUpdateStage.Output out = apply(BAR, "I feel satiated.", concept("feel satiated", "", List.of(), null));
        assertThat(out.elementMentions().get(0).elementIds()).containsExactly("full");
    }

    @Test
    void a_concept_without_elements_maps_nothing() {
        Concept plain = new Concept("oat", "Oat milk", "means_end_chain", null, List.of());
        GraphUpdateStage.Output out = apply(plain, "The price is fine.", concept("the price", "", List.of(), null));
        assertThat(out.elementMentions()).isEmpty();
    }
}
