package org.interviewworkbench.engine.pipeline;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.reflect.Proxy;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import org.interviewworkbench.engine.TestMethodologies;
import org.interviewworkbench.engine.model.CanonicalSlot;
import org.interviewworkbench.engine.model.Concept;
import org.interviewworkbench.engine.model.InterviewGraph;
import org.interviewworkbench.engine.model.SessionInfo;
import org.interviewworkbench.engine.model.SessionState;
import org.interviewworkbench.engine.model.SlotStatus;
import org.interviewworkbench.engine.model.SurfaceEdge;
import org.interviewworkbench.engine.model.SurfaceNode;
import org.interviewworkbench.engine.port.EmbeddingPort;
import org.interviewworkbench.engine.port.LanguageEngine;
import org.interviewworkbench.engine.port.SlotProposal;
import org.interviewworkbench.engine.port.SlotRequest;
import org.interviewworkbench.engine.port.TaskResult;
import org.interviewworkbench.engine.tracker.NodeStateTracker;
import org.junit.jupiter.api.Test;

/** Slot discovery's names (issue 12: the respondent's words) and its bound: never more slots or edges than the surface. */
class SlotDiscoveryStageTest {

    /** Every distinct text its own direction: no two slots are similar, only names can join them. */
    private static final EmbeddingPort BY_TEXT = text -> {
        float[] v = new float[1024];
        v[Math.floorMod(text.hashCode(), 1024)] = 1f;
        return v;
    };

    private final List<SlotRequest> requests = new ArrayList<>();

    private LanguageEngine proposing(Function<SlotRequest, List<SlotProposal>> proposals) {
        return (LanguageEngine) Proxy.newProxyInstance(getClass().getClassLoader(), new Class<?>[] {LanguageEngine.class},
                (proxy, method, args) -> switch (method.getName()) {
                    case "proposeSlots" -> {
                        requests.add((SlotRequest) args[0]);
                        yield TaskResult.of(proposals.apply((SlotRequest) args[0]), "test");
                    }
                    case "id" -> "test";
                    default -> throw new UnsupportedOperationException(method.getName());
                });
    }

    private static TurnWorkspace workspace(InterviewGraph graph) {
        Concept concept = new Concept("oat", "Oat milk", "means_end_chain", null, List.of());
        return new TurnWorkspace(new SessionInfo("s", "means_end_chain", "oat", "Oat milk", "offline", 1, 20, null,
                null, Instant.EPOCH), concept, TestMethodologies.mec(), SessionState.opening("Q?"), graph,
                new NodeStateTracker(), List.of());
    }

    private static void node(InterviewGraph g, String id, String label, String type) {
        g.putNode(new SurfaceNode(id, label, type, 0.9, 1, List.of("u1"), List.of(label), List.of()), null);
    }

    private static SlotProposal proposal(String type, String name, String... ids) {
        return new SlotProposal(type, name, "", List.of(ids));
    }

    @Test
    void a_proposed_name_is_stored_in_words_and_a_snake_case_one_is_read_as_words() {
        InterviewGraph g = new InterviewGraph();
        node(g, "n1", "foam for a flat white", "functional_consequence");
        node(g, "n2", "energy boost", "functional_consequence");
        SlotDiscoveryStage stage = new SlotDiscoveryStage(proposing(r -> List.of(
                proposal("functional_consequence", "  foam for a  flat white ", "n1"),
                proposal("functional_consequence", "energy_boost", "n2"))), BY_TEXT);

        stage.discover(workspace(g));

        assertThat(g.slots()).extracting(CanonicalSlot::name).containsExactly("foam for a flat white", "energy boost");
    }

    @Test
    void an_old_snake_case_slot_is_found_by_its_name_in_words_and_keeps_it() {
        InterviewGraph g = new InterviewGraph();
        node(g, "n1", "three kids at home", "attribute");
        node(g, "n2", "three kids at home", "attribute");
        node(g, "n3", "Three kids at home!", "attribute");
        g.putSlot(new CanonicalSlot("s1", "three_kid_at", "", "attribute", SlotStatus.ACTIVE, 1, 1, 1,
                List.of("n1")), null);
        g.mapNode("n1", "s1", 1.0);
        SlotDiscoveryStage stage = new SlotDiscoveryStage(proposing(r -> List.of(
                proposal("attribute", "three_kid_at", "n2"), proposal("attribute", "Three kid at", "n3"))), BY_TEXT);

        stage.discover(workspace(g));

        assertThat(requests.get(0).existingSlotNames().get("attribute")).containsExactly("three_kid_at");
        assertThat(g.slots()).singleElement().satisfies(s -> {
            assertThat(s.name()).isEqualTo("three_kid_at");
            assertThat(s.surfaceNodeIds()).containsExactly("n1", "n2", "n3");
        });
    }

    @Test
    void proposals_that_repeat_or_invent_concepts_never_make_the_canonical_graph_bigger_than_the_surface() {
        InterviewGraph g = new InterviewGraph();
        node(g, "n1", "creamy", "attribute");
        node(g, "n2", "creamy texture", "attribute");
        node(g, "n3", "froths well", "functional_consequence");
        g.putEdge(new SurfaceEdge("e1", "n1", "n3", "leads_to", 0.9, 1, List.of(), List.of()));
        g.putEdge(new SurfaceEdge("e2", "n2", "n3", "leads_to", 0.9, 1, List.of(), List.of()));
        g.putEdge(new SurfaceEdge("e3", "n1", "n2", "leads_to", 0.9, 1, List.of(), List.of()));
        SlotDiscoveryStage stage = new SlotDiscoveryStage(proposing(r -> List.of(
                proposal("attribute", "creamy", "n1", "n2", "n1"),
                proposal("attribute", "creamy again", "n1"),
                proposal("attribute", "invented", "n9"),
                proposal("functional_consequence", "creamy", "n1"),
                proposal("functional_consequence", "froths well", "n3"),
                proposal("functional_consequence", "froth", "n3"))), BY_TEXT);

        stage.discover(workspace(g));
        stage.discover(workspace(g));

        assertThat(g.slots()).extracting(CanonicalSlot::name).containsExactly("creamy", "froths well");
        assertThat(g.slots()).allSatisfy(s -> assertThat(s.surfaceNodeIds()).isNotEmpty());
        assertThat(g.slots().size()).isLessThanOrEqualTo(g.nodeCount());
        assertThat(g.canonicalEdges()).singleElement().satisfies(c ->
                assertThat(c.surfaceEdgeIds()).containsExactly("e1", "e2"));
        assertThat(g.canonicalEdges().size()).isLessThanOrEqualTo(g.edgeCount());
        assertThat(requests).as("nothing is left to map on the second turn").hasSize(1);
    }
}
