package org.interviewworkbench.simulation;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import java.util.Map;
import org.interviewworkbench.engine.model.InterviewGraph;
import org.interviewworkbench.engine.model.SurfaceEdge;
import org.interviewworkbench.engine.model.SurfaceNode;
import org.interviewworkbench.engine.pipeline.TurnResult;
import org.interviewworkbench.engine.signal.SignalValue;
import org.junit.jupiter.api.Test;

class QualityEvaluatorTest {

    private final Scenario truth = new Scenario("t", "means_end_chain", "c", null, List.of(
            new TruthNode("a1", "attribute", "creamy texture", List.of("it's really creamy")),
            new TruthNode("f1", "functional_consequence", "froths well in coffee", List.of("it froths up nicely")),
            new TruthNode("p1", "psychosocial_consequence", "feel like a treat", List.of()),
            new TruthNode("i1", "instrumental_value", "treating myself kindly", List.of()),
            new TruthNode("t1", "terminal_value", "happiness", List.of()),
            new TruthNode("a2", "attribute", "plant-based", List.of()),
            new TruthNode("f2", "functional_consequence", "easy to digest", List.of())),
            List.of(new TruthEdge("a1", "f1", "leads_to"), new TruthEdge("f1", "p1", "leads_to"),
                    new TruthEdge("p1", "i1", "leads_to"), new TruthEdge("i1", "t1", "leads_to"),
                    new TruthEdge("a2", "f2", "leads_to"), new TruthEdge("f2", "p1", "leads_to")),
            List.of());

    private static SurfaceNode node(String id, String label, String type, int turn) {
        return new SurfaceNode(id, label, type, 0.9, turn, List.of(), List.of(), List.of());
    }

    private static SurfaceEdge edge(String id, String s, String t, int turn) {
        return new SurfaceEdge(id, s, t, "leads_to", 0.9, turn, List.of(), List.of());
    }

    private InterviewGraph graph() {
        InterviewGraph g = new InterviewGraph();
        g.putNode(node("s1", "creamy texture", "attribute", 1), null);
        g.putNode(node("s2", "froths well in coffee", "functional_consequence", 1), null);
        g.putNode(node("s3", "feel like a treat", "psychosocial_consequence", 2), null);
        g.putNode(node("s4", "treating myself kindly", "instrumental_value", 3), null);
        g.putNode(node("s5", "happiness", "terminal_value", 4), null);
        g.putNode(node("s6", "plant-based", "functional_consequence", 2), null); // wrong type: no match
        g.putNode(node("s7", "easy to digest", "functional_consequence", 2), null);
        g.putEdge(edge("e1", "s1", "s2", 1));
        g.putEdge(edge("e2", "s2", "s3", 2));
        g.putEdge(edge("e3", "s3", "s4", 3));
        g.putEdge(edge("e4", "s4", "s5", 4));
        g.mapNode("s1", "slot1", 0.9);
        g.mapNode("s2", "slot2", 0.9);
        return g;
    }

    private static Map<String, Map<String, SignalValue>> exhausted(Object... pairs) {
        java.util.LinkedHashMap<String, Map<String, SignalValue>> m = new java.util.LinkedHashMap<>();
        for (int i = 0; i < pairs.length; i += 2) {
            m.put((String) pairs[i], Map.of(QualityEvaluator.EXHAUSTED_SIGNAL, SignalValue.of((Boolean) pairs[i + 1])));
        }
        return m;
    }

    private List<TurnResult> turns() {
        return List.of(
                Fixtures.turn(1, "What do you like about oat milk?", "a", "deepen", "s1", "creamy texture", true, null,
                        List.of("s1", "s2"), List.of("e1"), exhausted("s1", false, "s2", false),
                        "Why does creamy texture matter to you?"),
                Fixtures.turn(2, "Why does creamy texture matter to you?", "a", "deepen", "s2", "froths", true, null,
                        List.of("s3", "s6", "s7"), List.of("e2"), exhausted("s2", true, "s1", false),
                        "Why does creamy texture matter to you?"),
                Fixtures.turn(3, "Why does creamy texture matter to you?", "a", "explore", "s7", "digest", true, null,
                        List.of("s4"), List.of("e3"), exhausted("s7", true, "s1", true),
                        "What else comes to mind?"),
                Fixtures.turn(4, "What else comes to mind?", "a", "deepen", "s3", "treat", false,
                        TurnResult.MAX_TURNS_REACHED, List.of("s5"), List.of("e4"), Map.of(),
                        "Why does the creamy texture matter to you?"));
    }

    private QualityReport report() {
        return new QualityEvaluator(new HashingEmbedding()).evaluate(truth, Fixtures.peerOntology("means_end_chain"),
                graph(), turns(), TurnResult.MAX_TURNS_REACHED);
    }

    @Test
    void node_recall_counts_truth_nodes_with_a_same_type_match() {
        QualityReport r = report();
        assertThat(r.matched()).containsOnlyKeys("a1", "f1", "p1", "i1", "t1", "f2");
        assertThat(r.matched()).containsEntry("f2", "s7");
        assertThat(r.nodeRecall()).isCloseTo(6.0 / 7, within(1e-9));
    }

    private final Scenario paraphrased = new Scenario("p", "means_end_chain", "c", null, List.of(
            new TruthNode("a1", "attribute", "creamy texture", List.of("it's really creamy",
                    "the texture is smooth and thick")),
            new TruthNode("f1", "functional_consequence", "froths well in coffee", List.of()),
            new TruthNode("f3", "functional_consequence", "tastes good in coffee", List.of()),
            new TruthNode("p1", "psychosocial_consequence", "feel like a treat", List.of())),
            List.of(new TruthEdge("a1", "f1", "leads_to"), new TruthEdge("f1", "p1", "leads_to"),
                    new TruthEdge("f3", "p1", "leads_to")),
            List.of());

    private QualityReport evaluate(Scenario scenario, InterviewGraph g) {
        return new QualityEvaluator(new HashingEmbedding()).evaluate(scenario, Fixtures.peerOntology("means_end_chain"),
                g, List.of(), null);
    }

    @Test
    void an_edge_from_a_second_paraphrase_of_a_truth_node_is_recovered() {
        InterviewGraph g = new InterviewGraph();
        g.putNode(node("s1", "creamy texture", "attribute", 1), null);
        g.putNode(node("s2", "smooth and thick texture", "attribute", 2), null); // same truth node, not merged
        g.putNode(node("s3", "froths well in coffee", "functional_consequence", 2), null);
        g.putEdge(edge("e1", "s2", "s3", 2));                                    // the edge hangs on the paraphrase
        QualityReport r = evaluate(paraphrased, g);
        assertThat(r.edgeRecall()).isCloseTo(1.0 / 3, within(1e-9));
        assertThat(r.nodeRecall()).isCloseTo(2.0 / 4, within(1e-9));
        assertThat(r.matched()).containsEntry("a1", "s1").containsEntry("f1", "s3").hasSize(2);
    }

    @Test
    void one_extracted_node_never_counts_for_two_truth_nodes() {
        InterviewGraph g = new InterviewGraph();
        g.putNode(node("s4", "coffee", "functional_consequence", 1), null);     // as close to f1 as to f3
        g.putNode(node("s5", "feel like a treat", "psychosocial_consequence", 1), null);
        g.putEdge(edge("e1", "s4", "s5", 1));
        QualityReport r = evaluate(paraphrased, g);
        assertThat(r.matched()).containsOnlyKeys("f1", "p1");
        assertThat(r.nodeRecall()).isCloseTo(2.0 / 4, within(1e-9));
        assertThat(r.edgeRecall()).isCloseTo(1.0 / 3, within(1e-9));
        assertThat(new QualityEvaluator(new HashingEmbedding()).assign(paraphrased, g))
                .containsExactly(Map.entry("s4", "f1"), Map.entry("s5", "p1"));
    }

    @Test
    void edge_recall_needs_a_same_type_edge_between_the_matched_nodes() {
        assertThat(report().edgeRecall()).isCloseTo(4.0 / 6, within(1e-9));
    }

    @Test
    void a_chain_counts_only_when_every_step_was_recovered() {
        QualityReport r = report();
        assertThat(r.chainCount()).isEqualTo(2);
        assertThat(r.chainsRecovered()).isEqualTo(0.5);
    }

    @Test
    void turn_metrics_follow_the_focus_and_question_history() {
        QualityReport r = report();
        assertThat(r.turnsToFirstTerminal()).isEqualTo(4);
        assertThat(r.backtracks()).isEqualTo(2);
        assertThat(r.exhaustedFocusTurns()).isEqualTo(1);
        assertThat(r.repeatedQuestions()).isEqualTo(2);
        assertThat(r.terminationReason()).isEqualTo("max_turns_reached");
    }

    @Test
    void structural_metrics_need_no_scenario() {
        QualityReport r = new QualityEvaluator(new HashingEmbedding()).evaluate(null, null, graph(), turns(), null);
        assertThat(r.hasScenario()).isFalse();
        assertThat(r.nodeRecall()).isNull();
        assertThat(r.edgeNodeRatio()).isCloseTo(4.0 / 7, within(1e-9));
        assertThat(r.orphanShare()).isCloseTo(2.0 / 7, within(1e-9));
        assertThat(r.unmappedShare()).isCloseTo(5.0 / 7, within(1e-9));
        assertThat(r.toJson().has("node_recall")).isFalse();
    }

    @Test
    void the_json_has_the_design_md_keys() {
        ObjectNode json = report().toJson();
        assertThat(json.fieldNames()).toIterable().contains("node_recall", "edge_recall", "chains_recovered",
                "turns_to_first_terminal", "exhausted_focus_turns", "backtracks", "repeated_questions", "matched",
                "termination_reason", "edge_node_ratio", "orphan_share", "unmapped_share");
        assertThat(json.get("matched").get("t1").asText()).isEqualTo("s5");
        assertThat(json.get("turns_to_first_terminal").asInt()).isEqualTo(4);
    }

    @Test
    void a_never_reached_terminal_is_null() {
        InterviewGraph g = new InterviewGraph();
        g.putNode(node("s1", "creamy texture", "attribute", 1), null);
        QualityReport r = new QualityEvaluator(new HashingEmbedding()).evaluate(truth,
                Fixtures.peerOntology("means_end_chain"), g, List.of(), null);
        assertThat(r.turnsToFirstTerminal()).isNull();
        assertThat(r.toJson().get("turns_to_first_terminal").isNull()).isTrue();
    }
}
