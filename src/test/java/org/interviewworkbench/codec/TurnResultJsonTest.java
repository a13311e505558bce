package org.interviewworkbench.codec;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.interviewworkbench.engine.model.InterviewGraph;
import org.interviewworkbench.engine.model.SessionState;
import org.interviewworkbench.engine.pipeline.TurnResult;
import org.interviewworkbench.engine.scoring.SignalContribution;
import org.interviewworkbench.engine.tracker.NodeState;
import org.interviewworkbench.persistence.Fixtures;
import org.junit.jupiter.api.Test;

class TurnResultJsonTest {

    private static final ObjectMapper MAPPER = new ObjectMapper();

    private static TurnResult full() {
        Map<String, NodeState> states = new LinkedHashMap<>();
        states.put("n_1", Fixtures.nodeState("n_1", 1, 1));
        states.put("n_0", Fixtures.nodeState("n_0", 1, 2));
        return Fixtures.turnResult(2, List.of("n_1"), List.of("e_1"), states);
    }

    /** A result with every nullable field null and every collection empty. */
    private static TurnResult sparse() {
        return new TurnResult(1, "Opening?", "", "close", null, null, null, "late", false, "max_turns_reached",
                Map.of(), Map.of(), Map.of(), List.of(), List.of(), Map.of(), List.of(), List.of(), List.of(), null,
                null, null, null, List.of(), List.of(), 0.0, Map.of(), null, Map.of());
    }

    private static List<String> keys(JsonNode node) {
        List<String> out = new ArrayList<>();
        node.fieldNames().forEachRemaining(out::add);
        return out;
    }

    @Test
    void a_full_turn_result_round_trips_to_an_equal_record() {
        TurnResult original = full();
        assertThat(TurnResultJson.fromJsonString(TurnResultJson.toJsonString(original))).isEqualTo(original);
    }

    @Test
    void a_sparse_turn_result_with_nulls_round_trips_to_an_equal_record() {
        TurnResult original = sparse();
        assertThat(TurnResultJson.fromJsonString(TurnResultJson.toJsonString(original))).isEqualTo(original);
    }

    @Test
    void decoding_then_encoding_gives_the_same_text() {
        String json = TurnResultJson.toJsonString(full());
        assertThat(TurnResultJson.toJsonString(TurnResultJson.fromJsonString(json))).isEqualTo(json);
    }

    @Test
    void the_object_has_the_design_keys_in_order_followed_by_the_extra_keys() {
        ObjectNode json = TurnResultJson.toJson(full());
        List<String> expected = new ArrayList<>(TurnResultJson.DESIGN_KEYS);
        expected.addAll(TurnResultJson.EXTRA_KEYS);
        assertThat(keys(json)).containsExactlyElementsOf(expected);
        assertThat(TurnResultJson.DESIGN_KEYS).containsExactly("turn_number", "question", "answer", "strategy",
                "focus_node_id", "focus_label", "phase", "should_continue", "termination_reason", "latency_ms",
                "stage_latency_ms", "signals", "node_signals", "score_decomposition", "node_states", "nodes_added",
                "edges_added", "graph_counts", "next_question");
    }

    @Test
    void nested_objects_have_the_design_shapes() {
        ObjectNode json = TurnResultJson.toJson(full());
        assertThat(keys(json.get("score_decomposition").get(0))).containsExactly("strategy", "node_id",
                "signal_contributions", "base_score", "phase_multiplier", "phase_bonus", "final_score", "rank",
                "selected");
        assertThat(keys(json.get("score_decomposition").get(0).get("signal_contributions").get(0)))
                .containsExactly("name", "value", "weight", "contribution");
        assertThat(json.get("score_decomposition").get(0).get("node_id").asText()).isEmpty();
        assertThat(keys(json.get("graph_counts"))).containsExactly("surface_nodes", "surface_edges",
                "canonical_slots_active", "canonical_edges");
        assertThat(keys(json.get("extraction"))).containsExactly("extractable", "reason", "concepts",
                "relationships", "rejected");
        assertThat(keys(json.get("extraction").get("rejected").get(0))).containsExactly("kind", "text", "reason");
        assertThat(keys(json.get("canonical_graph"))).containsExactly("concept_count", "edge_count",
                "orphan_count", "avg_support", "max_depth");
        assertThat(keys(json.get("graph_comparison"))).containsExactly("node_reduction_pct",
                "edge_aggregation_ratio", "orphan_improvement_pct");
        assertThat(keys(json.get("degraded").get(0))).containsExactly("task", "reason");
        assertThat(keys(json.get("token_usage").get("extraction"))).containsExactly("model", "input_tokens",
                "output_tokens");
        assertThat(json.get("alternatives").toString()).isEqualTo("[[\"deepen\",2.32],[\"broaden\",1.0]]");
        assertThat(json.get("node_states").get("n_1"))
                .isEqualTo(TrackerJson.toJson(Fixtures.nodeState("n_1", 1, 1)));
        assertThat(json.get("signals").toString()).isEqualTo("{\"graph.node_count\":12,\"graph.max_depth\":0.5,"
                + "\"llm.response_depth\":\"deep\",\"meta.interview.is_late_stage\":false}");
        assertThat(json.get("stage_latency_ms").toString()).isEqualTo("{\"context_loading\":1.5}");
    }

    @Test
    void absent_focus_and_sections_are_written_as_json_null() {
        ObjectNode json = TurnResultJson.toJson(sparse());
        assertThat(json.get("focus_node_id").isNull()).isTrue();
        assertThat(json.get("strategy_override").isNull()).isTrue();
        assertThat(json.get("graph_counts").isNull()).isTrue();
        assertThat(json.get("next_question").isNull()).isTrue();
        assertThat(json.get("termination_reason").asText()).isEqualTo("max_turns_reached");
    }

    @Test
    void contribution_values_keep_their_java_type() {
        TurnResult back = TurnResultJson.fromJsonString(TurnResultJson.toJsonString(full()));
        List<Object> values = back.scoreDecomposition().get(0).signalContributions().stream()
                .map(SignalContribution::value).toList();
        assertThat(values).containsExactly(true, 12L, 0.5, "early");
        assertThat(values.get(1)).isInstanceOf(Long.class);
        assertThat(values.get(2)).isInstanceOf(Double.class);
    }

    @Test
    void non_finite_numbers_round_trip() {
        TurnResult r = sparse();
        TurnResult odd = new TurnResult(r.turnNumber(), r.question(), r.answer(), r.strategy(), null, null, null,
                r.phase(), false, null, r.signals(), r.nodeSignals(), r.missingSignals(), r.alternatives(),
                r.scoreDecomposition(), r.nodeStates(), r.nodesAdded(), r.nodesMentioned(), r.edgesAdded(), null,
                null, new TurnResult.CanonicalMetrics(0, 0, 0, Double.NaN, 0),
                new TurnResult.GraphComparison(Double.POSITIVE_INFINITY, -0.0, 0), List.of(), List.of(), 1e-300,
                Map.of(), null, Map.of());
        assertThat(TurnResultJson.fromJsonString(TurnResultJson.toJsonString(odd))).isEqualTo(odd);
    }

    @Test
    void a_missing_key_is_reported_in_one_line() throws Exception {
        ObjectNode json = TurnResultJson.toJson(full());
        json.remove("graph_counts");
        assertThatThrownBy(() -> TurnResultJson.fromJson(json))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("turn result: missing field 'graph_counts'");
        assertThatThrownBy(() -> TurnResultJson.fromJsonString("{not json"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("turn result JSON is malformed")
                .hasMessageNotContaining("\n");
        assertThat(MAPPER.readTree(TurnResultJson.toJsonString(full())).isObject()).isTrue();
    }

    @Test
    void session_state_round_trips_with_and_without_its_tracker() {
        SessionState state = Fixtures.snapshot("s", 5).state();
        assertThat(StateJson.fromJson(StateJson.toJson(state))).isEqualTo(state);
        String withoutTracker = StateJson.toJsonString(state, false);
        assertThat(withoutTracker).doesNotContain("\"tracker\"");
        assertThat(StateJson.fromJsonString(withoutTracker, state.tracker())).isEqualTo(state);
        assertThat(StateJson.toJson(state).get("focus_history").get(1).toString())
                .isEqualTo("{\"turn\":0,\"node_id\":\"\",\"label\":\"\",\"strategy\":\"open\"}");
    }

    @Test
    void a_state_after_turns_round_trips() {
        var snapshot = Fixtures.snapshot("s", 3);
        InterviewGraph graph = snapshot.graph();
        SessionState state = Fixtures.turn("s", snapshot.state(), graph, 1, 2, Fixtures.T0).state();
        assertThat(StateJson.fromJson(StateJson.toJson(state))).isEqualTo(state);
    }

    @Test
    void a_concept_round_trips() {
        assertThat(ConceptJson.fromJsonString(ConceptJson.toJsonString(Fixtures.concept())))
                .isEqualTo(Fixtures.concept());
    }
}
