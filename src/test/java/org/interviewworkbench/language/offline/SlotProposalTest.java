package org.interviewworkbench.language.offline;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.interviewworkbench.engine.port.SlotProposal;
import org.interviewworkbench.engine.port.SlotRequest;
import org.interviewworkbench.engine.port.SlotRequest.NodeRef;
import org.junit.jupiter.api.Test;

class SlotProposalTest {

    private final OfflineLanguageEngine engine = EngineHolder.ENGINE;

    @Test
    void paraphrases_share_a_slot_and_unrelated_concepts_do_not() {
        SlotRequest request = new SlotRequest(Methodologies.load("means_end_chain"), Map.of("attribute", List.of(
                new NodeRef("n1", "creamy texture"),
                new NodeRef("n2", "smooth creamy texture"),
                new NodeRef("n3", "creamy"),
                new NodeRef("n4", "price per carton"))), Map.of());

        List<SlotProposal> slots = engine.proposeSlots(request).value();

        assertThat(slots).allSatisfy(s -> {
            assertThat(s.nodeType()).isEqualTo("attribute");
            assertThat(s.slotName()).matches("[a-z0-9]+(_[a-z0-9]+){0,2}(_\\d+)?");
        });
        SlotProposal creamy = slots.stream().filter(s -> s.surfaceNodeIds().contains("n1")).findFirst().orElseThrow();
        assertThat(creamy.surfaceNodeIds()).contains("n1", "n2").doesNotContain("n4");
        assertThat(creamy.slotName()).contains("creamy");
        assertThat(creamy.description()).contains("creamy texture");
        assertThat(slots).flatExtracting(SlotProposal::surfaceNodeIds).containsExactlyInAnyOrder("n1", "n2", "n3", "n4");
    }

    @Test
    void a_node_close_to_an_existing_slot_name_joins_that_slot() {
        SlotRequest request = new SlotRequest(Methodologies.load("means_end_chain"), Map.of("functional_consequence",
                List.of(new NodeRef("n9", "froths well in coffee"), new NodeRef("n10", "saves money"))),
                Map.of("functional_consequence", List.of("good_frothing")));

        List<SlotProposal> slots = engine.proposeSlots(request).value();

        assertThat(slots).anySatisfy(s -> {
            assertThat(s.slotName()).isEqualTo("good_frothing");
            assertThat(s.surfaceNodeIds()).containsExactly("n9");
        });
        assertThat(slots).anySatisfy(s -> assertThat(s.surfaceNodeIds()).containsExactly("n10"));
    }
}
