package org.interviewworkbench.engine.study;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;

import org.interviewworkbench.engine.config.EdgeType;
import org.interviewworkbench.engine.config.NodeType;
import org.interviewworkbench.engine.config.Ontology;
import org.interviewworkbench.engine.config.TypePair;
import org.interviewworkbench.engine.model.InterviewGraph;
import org.interviewworkbench.engine.model.SurfaceEdge;
import org.interviewworkbench.engine.model.SurfaceNode;
import org.junit.jupiter.api.Test;

class LadderExtractorTest {

    private static final Ontology MEC = new Ontology(
            List.of(new NodeType("attribute", "", List.of(), 1, false),
                    new NodeType("consequence", "", List.of(), 2, false),
                    new NodeType("value", "", List.of(), 3, true)),
            List.of(new EdgeType("leads_to", "", List.of(new TypePair("*", "*"))),
                    new EdgeType("revises", "", List.of(new TypePair("*", "*")))),
            List.of(), Map.of(), null, "");

    private final InterviewGraph graph = new InterviewGraph();

    private void node(String id, String type) {
        graph.putNode(new SurfaceNode(id, id + " label", type, 1.0, 1, List.of("u1"), List.of("quote of " + id),
                List.of()), null);
    }

    private void edge(String source, String target, String type) {
        graph.putEdge(new SurfaceEdge(source + "-" + target, source, target, type, 1.0, 1, List.of("u1"), List.of()));
    }

    private List<List<String>> ladders() {
        return new LadderExtractor(MEC).ladders("s1", "R1", graph).stream()
                .map(l -> l.steps().stream().map(LadderStep::nodeId).toList()).toList();
    }

    @Test
    void every_maximal_path_from_a_start_to_an_end_is_one_ladder() {
        node("a", "attribute");
        node("c1", "consequence");
        node("c2", "consequence");
        node("v", "value");
        node("b", "attribute");
        edge("a", "c1", "leads_to");
        edge("c1", "c2", "leads_to"); // same level: kept in the respondent's direction
        edge("c2", "v", "leads_to");
        edge("b", "c2", "leads_to");
        assertThat(ladders()).containsExactly(List.of("a", "c1", "c2", "v"), List.of("b", "c2", "v"));
    }

    @Test
    void an_edge_stored_downwards_is_read_upwards_and_revises_never_forms_a_step() {
        node("a", "attribute");
        node("c", "consequence");
        node("v", "value");
        node("a2", "attribute");
        edge("v", "c", "leads_to");
        edge("a", "c", "leads_to");
        edge("a2", "a", "revises");
        assertThat(ladders()).containsExactly(List.of("a", "c", "v"));
    }

    @Test
    void a_cycle_ends_the_path_before_the_concept_it_already_holds() {
        node("a", "attribute");
        node("c1", "consequence");
        node("c2", "consequence");
        edge("a", "c1", "leads_to");
        edge("c1", "c2", "leads_to");
        edge("c2", "c1", "leads_to");
        assertThat(ladders()).containsExactly(List.of("a", "c1", "c2"));
        List<Ladder> full = new LadderExtractor(MEC).ladders("s1", "R1", graph);
        assertThat(full.get(0).respondent()).isEqualTo("R1");
        assertThat(full.get(0).steps().get(0).quote()).isEqualTo("quote of a");
        assertThat(full.get(0).codes()).containsExactly("a label", "c1 label", "c2 label");
    }

    @Test
    void each_step_carries_the_turn_its_first_quote_was_said_in_and_the_proposal_keeps_it_on_the_member() {
        // "a" was created in turn 1 but first quoted in the answer of turn 3 (a researcher's "code as" later on)
        graph.putNode(new SurfaceNode("a", "a label", "attribute", 1.0, 5, List.of("u3-answer", "u5-answer"),
                List.of("it is creamy", "so creamy"), List.of()), null);
        graph.putNode(new SurfaceNode("c", "c label", "consequence", 1.0, 4, List.of("u4-answer"),
                List.of("it froths"), List.of()), null);
        graph.putNode(new SurfaceNode("v", "v label", "value", 1.0, 6, List.of("gone"), List.of("calm"), List.of()),
                null);
        edge("a", "c", "leads_to");
        edge("c", "v", "leads_to");
        Map<String, Integer> turns = Map.of("u3-answer", 3, "u4-answer", 4, "u5-answer", 5);
        Ladder ladder = new LadderExtractor(MEC).ladders("s1", "R1", graph, turns).get(0);
        // an utterance the session no longer has: the turn that created the concept
        assertThat(ladder.steps()).extracting(LadderStep::turn).containsExactly(3, 4, 6);
        assertThat(LadderExtractor.turnOf(graph, "c", turns)).isEqualTo(4);
        assertThat(LadderExtractor.turnOf(graph, "nowhere", turns)).isZero();

        Codebook codebook = new CodebookProposer(text -> new float[] {1f, 0f}, 0.99).propose(List.of(ladder),
                Codebook.EMPTY);
        assertThat(codebook.codes()).flatExtracting(StudyCode::members).extracting(CodeMember::turn)
                .containsExactly(3, 4, 6);
        // applying the codebook keeps the turns on the steps
        assertThat(codebook.apply(List.of(ladder)).get(0).steps()).extracting(LadderStep::turn)
                .containsExactly(3, 4, 6);
    }

    @Test
    void concepts_on_no_chain_make_no_ladder() {
        node("a", "attribute");
        node("x", "consequence");
        assertThat(ladders()).isEmpty();
    }
}
