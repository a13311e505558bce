package org.interviewworkbench.engine.edit;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;

import org.interviewworkbench.engine.config.EdgeType;
import org.interviewworkbench.engine.config.NodeType;
import org.interviewworkbench.engine.config.Ontology;
import org.interviewworkbench.engine.config.TypePair;
import org.interviewworkbench.engine.model.CanonicalEdge;
import org.interviewworkbench.engine.model.CanonicalSlot;
import org.interviewworkbench.engine.model.InterviewGraph;
import org.interviewworkbench.engine.model.Polarity;
import org.interviewworkbench.engine.model.SlotStatus;
import org.interviewworkbench.engine.model.SurfaceEdge;
import org.interviewworkbench.engine.model.SurfaceNode;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** Polarity and canonical slot edits as pure functions: the corrected graph, the reasons, and an untouched input. */
class PolarityAndSlotEditsTest {

    private final GraphEditor editor = new GraphEditor(new Ontology(
            List.of(new NodeType("attribute", "", List.of(), 1, false),
                    new NodeType("consequence", "", List.of(), 2, false)),
            List.of(new EdgeType("leads_to", "", List.of(new TypePair("attribute", "consequence")))), List.of(),
            Map.of(), null, ""));
    private InterviewGraph graph;

    @BeforeEach
    void oatMilkGraph() {
        graph = new InterviewGraph();
        node("n1", "creamy", "attribute", "it is so creamy");
        node("n2", "smooth", "attribute", "smooth in the mouth");
        node("n3", "froths well", "consequence", "froths up in a latte");
        node("n4", "silky", "attribute", "silky, almost like milk");
        graph.putEdge(new SurfaceEdge("e1", "n1", "n3", "leads_to", 0.9, 1, List.of(), List.of()));
        graph.putEdge(new SurfaceEdge("e2", "n2", "n3", "leads_to", 0.9, 1, List.of(), List.of()));
        graph.putEdge(new SurfaceEdge("e3", "n4", "n3", "leads_to", 0.9, 2, List.of(), List.of()));
        graph.putSlot(new CanonicalSlot("s1", "creamy_texture", "", "attribute", SlotStatus.ACTIVE, 2, 1, 2,
                List.of("n1", "n4")), null);
        graph.putSlot(new CanonicalSlot("s2", "froths", "", "consequence", SlotStatus.CANDIDATE, 1, 1, null,
                List.of("n3")), null);
        graph.putSlot(new CanonicalSlot("s3", "smoothness", "", "attribute", SlotStatus.CANDIDATE, 1, 3, null,
                List.of("n2")), null);
        graph.mapNode("n1", "s1", 0.9);
        graph.mapNode("n4", "s1", 0.8);
        graph.mapNode("n3", "s2", 1.0);
        graph.mapNode("n2", "s3", 1.0);
        graph.putCanonicalEdge(new CanonicalEdge("c1", "s1", "s2", "leads_to", 2, List.of("e1", "e3")));
        graph.putCanonicalEdge(new CanonicalEdge("c2", "s3", "s2", "leads_to", 1, List.of("e2")));
    }

    private void node(String id, String label, String type, String quote) {
        graph.putNode(new SurfaceNode(id, label, type, 0.9, 1, List.of("u1-answer"), List.of(quote), List.of()),
                null);
    }

    private InterviewGraph apply(GraphEdit... edits) {
        EditOutcome out = editor.apply(graph, null, null, List.of(edits));
        assertThat(out.problems()).isEmpty();
        return out.graph();
    }

    private List<String> problems(GraphEdit... edits) {
        EditOutcome out = editor.apply(graph, null, null, List.of(edits));
        assertThat(out.graph()).as("nothing applied").isNull();
        return out.problems();
    }

    private static Polarity polarity(InterviewGraph g, String id) {
        return g.node(id).orElseThrow().polarity();
    }

    @Test
    void a_concept_is_unknown_until_coded_and_set_polarity_codes_it_without_touching_the_graph_it_was_given() {
        assertThat(polarity(graph, "n3")).isEqualTo(Polarity.UNKNOWN);

        InterviewGraph coded = apply(new GraphEdit.SetPolarity("n3", "negative"));

        assertThat(polarity(coded, "n3")).isEqualTo(Polarity.NEGATIVE);
        assertThat(coded.node("n3").orElseThrow().label()).isEqualTo("froths well");
        assertThat(polarity(graph, "n3")).as("undo puts this state back: it is unchanged").isEqualTo(Polarity.UNKNOWN);
        // and coding it back is an ordinary edit too
        EditOutcome back = editor.apply(coded, null, null, List.of(new GraphEdit.SetPolarity("n3", "unknown")));
        assertThat(polarity(back.graph(), "n3")).isEqualTo(Polarity.UNKNOWN);
    }

    @Test
    void polarity_survives_rename_retype_split_and_merge() {
        InterviewGraph g = apply(new GraphEdit.SetPolarity("n1", "positive"),
                new GraphEdit.SetPolarity("n4", "NEUTRAL"),
                new GraphEdit.Rename("n1", "creamy texture"),
                new GraphEdit.Split("n1", List.of(new GraphEdit.Split.Part("creamy texture", List.of()),
                        new GraphEdit.Split.Part("rich", List.of("it is so creamy")))),
                new GraphEdit.Merge(List.of("n2", "n4"), null));

        assertThat(polarity(g, "n1")).isEqualTo(Polarity.POSITIVE);
        assertThat(polarity(g, "n1s1")).as("a split part takes the node's polarity").isEqualTo(Polarity.POSITIVE);
        assertThat(polarity(g, "n2")).as("an uncoded survivor takes the merged concept's").isEqualTo(Polarity.NEUTRAL);
    }

    @Test
    void a_bad_polarity_or_node_is_named_and_nothing_changes() {
        assertThat(problems(new GraphEdit.SetPolarity("n1", "good"), new GraphEdit.SetPolarity("n9", "positive"),
                new GraphEdit.SetPolarity("n1", " ")))
                .containsExactly("edit 1: unknown polarity good (use one of positive, negative, neutral, unknown)",
                        "edit 2: unknown node n9", "edit 3: no polarity given");
    }

    @Test
    void rename_slot_keeps_the_name_as_written_and_keeps_its_concepts_and_edges() {
        InterviewGraph g = apply(new GraphEdit.RenameSlot("s1", "  Creamy, rich\n texture "));

        CanonicalSlot s1 = g.slot("s1").orElseThrow();
        assertThat(s1.name()).as("words, spaces and punctuation kept, white space tidied")
                .isEqualTo("Creamy, rich texture");
        assertThat(s1.surfaceNodeIds()).containsExactly("n1", "n4");
        assertThat(g.canonicalEdges()).extracting(CanonicalEdge::id).containsExactly("c1", "c2");
        assertThat(graph.slot("s1").orElseThrow().name()).isEqualTo("creamy_texture");
    }

    @Test
    void merge_slots_moves_every_concept_to_the_first_and_rebuilds_the_canonical_edges() {
        InterviewGraph g = apply(new GraphEdit.MergeSlots(List.of("s1", "s3"), "texture"));

        CanonicalSlot s1 = g.slot("s1").orElseThrow();
        assertThat(s1.name()).isEqualTo("texture");
        assertThat(s1.surfaceNodeIds()).containsExactly("n1", "n4", "n2");
        assertThat(s1.supportCount()).isEqualTo(3);
        assertThat(s1.status()).isEqualTo(SlotStatus.ACTIVE);
        assertThat(s1.promotedTurn()).isEqualTo(2);
        assertThat(g.slot("s3")).isEmpty();
        assertThat(g.slotOf("n2")).contains("s1");
        assertThat(g.canonicalEdges()).singleElement().satisfies(c -> {
            assertThat(c.id()).isEqualTo("c1");
            assertThat(c.surfaceEdgeIds()).containsExactly("e1", "e2", "e3");
            assertThat(c.supportCount()).isEqualTo(3);
        });
        assertThat(g.retiredIds()).as("a merged-away slot id is never reused").contains("s3");
        assertThat(g.freshSlotId()).isNotEqualTo("s3");
    }

    @Test
    void split_slot_moves_the_chosen_concepts_to_a_new_slot_with_its_own_canonical_edge() {
        InterviewGraph g = apply(new GraphEdit.SplitSlot("s1", "silky feel", List.of("n4")));

        assertThat(g.slot("s1").orElseThrow().surfaceNodeIds()).containsExactly("n1");
        CanonicalSlot created = g.slot("s1s1").orElseThrow();
        assertThat(created.name()).isEqualTo("silky feel");
        assertThat(created.nodeType()).isEqualTo("attribute");
        assertThat(created.surfaceNodeIds()).containsExactly("n4");
        assertThat(g.slotOf("n4")).contains("s1s1");
        assertThat(g.canonicalEdge("s1", "s2", "leads_to").orElseThrow().surfaceEdgeIds()).containsExactly("e1");
        assertThat(g.canonicalEdge("s1s1", "s2", "leads_to").orElseThrow().surfaceEdgeIds()).containsExactly("e3");
    }

    @Test
    void slot_edits_that_cannot_be_made_are_each_named() {
        assertThat(problems(new GraphEdit.MergeSlots(List.of("s1", "s2"), null),
                new GraphEdit.SplitSlot("s1", "all of it", List.of("n1", "n4")),
                new GraphEdit.SplitSlot("s1", "froth", List.of("n3")),
                new GraphEdit.RenameSlot("s9", "x"),
                new GraphEdit.RenameSlot("s1", "  ?! "),
                new GraphEdit.RenameSlot("s1", " \t "),
                new GraphEdit.RenameSlot("s1", "x".repeat(201))))
                .containsExactly(
                        "edit 1: cannot merge slot s1 (attribute) with s2 (consequence): merge slots of one type",
                        "edit 2: split_slot would leave slot s1 empty (keep at least one concept in it, or rename it)",
                        "edit 3: concept n3 is not in slot s1",
                        "edit 4: unknown slot s9",
                        "edit 5: the slot name \"  ?! \" has no letters or digits",
                        "edit 6: the slot name is empty",
                        "edit 7: the slot name is longer than 200 characters");
    }

    @Test
    void slot_edits_see_the_surface_edits_before_them() {
        // n4 merged into n1 leaves s1 with n1 only: splitting n4 off is refused, renaming works
        assertThat(problems(new GraphEdit.Merge(List.of("n1", "n4"), null),
                new GraphEdit.SplitSlot("s1", "silky", List.of("n4"))))
                .containsExactly("edit 2: concept n4 is not in slot s1");
    }
}
