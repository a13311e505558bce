package org.interviewworkbench.language.offline;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.interviewworkbench.engine.port.EmbeddingPort;
import org.interviewworkbench.engine.port.SlotProposal;
import org.interviewworkbench.engine.port.SlotRequest;
import org.interviewworkbench.engine.port.SlotRequest.NodeRef;
import org.junit.jupiter.api.Test;

class SlotProposalTest {

    private final OfflineLanguageEngine engine = EngineHolder.ENGINE;

    /** Equal texts share a direction, every other text gets its own: nothing clusters unless the words are equal. */
    private static final EmbeddingPort BY_TEXT = text -> {
        float[] v = new float[1024];
        v[Math.floorMod(text.hashCode(), 1024)] = 1f;
        return v;
    };

    private static List<String> labels(SlotRequest request, SlotProposal p) {
        return request.nodesByType().get(p.nodeType()).stream().filter(n -> p.surfaceNodeIds().contains(n.id()))
                .map(NodeRef::label).toList();
    }

    @Test
    void paraphrases_share_a_slot_named_by_a_member_label_as_said_and_unrelated_concepts_do_not() {
        SlotRequest request = new SlotRequest(Methodologies.load("means_end_chain"), Map.of("attribute", List.of(
                new NodeRef("n1", "creamy texture"),
                new NodeRef("n2", "smooth creamy texture"),
                new NodeRef("n3", "creamy"),
                new NodeRef("n4", "price per carton"))), Map.of());

        List<SlotProposal> slots = engine.proposeSlots(request).value();

        assertThat(slots).allSatisfy(s -> {
            assertThat(s.nodeType()).isEqualTo("attribute");
            assertThat(s.slotName()).as("the respondent's words, not snake_case").doesNotContain("_");
            assertThat(labels(request, s)).as("named by one of its own concepts").contains(s.slotName());
        });
        SlotProposal creamy = slots.stream().filter(s -> s.surfaceNodeIds().contains("n1")).findFirst().orElseThrow();
        assertThat(creamy.surfaceNodeIds()).contains("n1", "n2").doesNotContain("n4");
        assertThat(creamy.slotName()).contains("creamy");
        assertThat(creamy.description()).contains("creamy texture");
        SlotProposal price = slots.stream().filter(s -> s.surfaceNodeIds().contains("n4")).findFirst().orElseThrow();
        assertThat(price.slotName()).as("not lemmatised, no word dropped").isEqualTo("price per carton");
        assertThat(slots).flatExtracting(SlotProposal::surfaceNodeIds).containsExactlyInAnyOrder("n1", "n2", "n3", "n4");
    }

    @Test
    void a_slot_is_named_by_its_most_central_member_whole_even_beyond_three_words() {
        SlotProposer proposer = new SlotProposer(BY_TEXT);
        SlotRequest request = new SlotRequest(Methodologies.load("means_end_chain"), Map.of(
                "functional_consequence", List.of(new NodeRef("n1", "foam for a flat white")),
                "attribute", List.of(new NodeRef("n2", "three kids at home"), new NodeRef("n3", "self-respect"))),
                Map.of());

        assertThat(proposer.propose(request)).extracting(SlotProposal::slotName)
                .containsExactlyInAnyOrder("foam for a flat white", "three kids at home", "self-respect");
    }

    @Test
    void a_node_close_to_an_existing_slot_name_joins_that_slot() {
        SlotRequest request = new SlotRequest(Methodologies.load("means_end_chain"), Map.of("functional_consequence",
                List.of(new NodeRef("n9", "froths well in coffee"), new NodeRef("n10", "saves money"))),
                Map.of("functional_consequence", List.of("good_frothing")));

        List<SlotProposal> slots = engine.proposeSlots(request).value();

        assertThat(slots).anySatisfy(s -> {
            assertThat(s.slotName()).as("an old snake_case slot keeps its exact name").isEqualTo("good_frothing");
            assertThat(s.surfaceNodeIds()).containsExactly("n9");
        });
        assertThat(slots).anySatisfy(s -> assertThat(s.surfaceNodeIds()).containsExactly("n10"));
    }

    @Test
    void the_existing_slot_hint_reads_old_snake_case_and_new_human_names_alike() {
        SlotProposer proposer = new SlotProposer(BY_TEXT);
        SlotRequest request = new SlotRequest(Methodologies.load("means_end_chain"), Map.of("attribute", List.of(
                new NodeRef("n1", "three kids at home"), new NodeRef("n2", "foam for a flat white"),
                new NodeRef("n3", "high price"))),
                Map.of("attribute", List.of("three_kids_at_home", "foam for a flat white")));

        List<SlotProposal> slots = proposer.propose(request);

        assertThat(slots).anySatisfy(s -> {
            assertThat(s.slotName()).isEqualTo("three_kids_at_home");
            assertThat(s.surfaceNodeIds()).containsExactly("n1");
        });
        assertThat(slots).anySatisfy(s -> {
            assertThat(s.slotName()).isEqualTo("foam for a flat white");
            assertThat(s.surfaceNodeIds()).containsExactly("n2");
        });
        assertThat(slots).anySatisfy(s -> {
            assertThat(s.slotName()).isEqualTo("high price");
            assertThat(s.surfaceNodeIds()).containsExactly("n3");
        });
    }

    @Test
    void a_name_taken_in_the_type_gets_a_number_in_brackets() {
        SlotProposer proposer = new SlotProposer(BY_TEXT);
        SlotRequest request = new SlotRequest(Methodologies.load("means_end_chain"), Map.of(
                "attribute", List.of(new NodeRef("n1", "oat_milk"), new NodeRef("n2", "oat milk!")),
                "functional_consequence", List.of(new NodeRef("n3", "oat milk"))),
                Map.of("attribute", List.of("Oat milk")));

        List<SlotProposal> slots = proposer.propose(request);

        assertThat(slots).filteredOn(s -> s.nodeType().equals("attribute")).extracting(SlotProposal::slotName)
                .as("the same words as an existing slot (case, punctuation and underscores aside) or another new one")
                .containsExactly("oat milk (2)", "oat milk! (3)");
        assertThat(slots).filteredOn(s -> s.nodeType().equals("functional_consequence"))
                .extracting(SlotProposal::slotName).as("names are unique within a node type only")
                .containsExactly("oat milk");
    }
}
