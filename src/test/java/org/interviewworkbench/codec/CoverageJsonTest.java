package org.interviewworkbench.codec;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.interviewworkbench.engine.model.Concept;
import org.interviewworkbench.engine.model.CoverageState;
import org.interviewworkbench.engine.model.ElementConnection;
import org.interviewworkbench.engine.model.ElementCoverage;
import org.interviewworkbench.engine.model.MomentumState;
import org.interviewworkbench.engine.model.SessionState;
import org.interviewworkbench.engine.model.StimulusElement;
import org.interviewworkbench.engine.pipeline.TurnResult;
import org.interviewworkbench.engine.tracker.NodeState;
import org.interviewworkbench.persistence.Fixtures;
import org.junit.jupiter.api.Test;

/** Persistence of coverage and momentum: exact round trips, and JSON from before concept testing still loads. */
class CoverageJsonTest {

    private static CoverageState coverage() {
        return new CoverageState(List.of(
                new ElementCoverage("protein", "12 g of pea protein", List.of("n1", "n4"), true, "positive",
                        List.of("skeptical", "positive"), true, true, 3, true, List.of()),
                new ElementCoverage("price", "2.49 euros", List.of(), false, null, List.of(), false, false, 1, false,
                        List.of(ElementCoverage.UNMENTIONED, ElementCoverage.UNCONNECTED))),
                List.of("full|protein"), 2, 1, "price");
    }

    private static SessionState state(CoverageState coverage, MomentumState momentum) {
        SessionState s = SessionState.opening("What do you think of the bar?");
        return new SessionState(s.turnCount(), s.tracker(), s.saturation(), s.responseDepthHistory(),
                s.strategyHistory(), s.focusHistory(), s.surfaceVelocityPeak(), s.prevSurfaceNodeCount(),
                s.canonicalVelocityPeak(), s.prevCanonicalNodeCount(), s.pendingQuestion(), s.pendingStrategy(),
                s.pendingFocusNodeId(), s.status(), s.terminationReason(), s.tokenUsage(), coverage, momentum);
    }

    @Test
    void a_state_with_coverage_and_momentum_round_trips_exactly() {
        MomentumState momentum = MomentumState.INITIAL.next("high").next("low").next("low").next("low");
        SessionState original = state(coverage(), momentum);
        String json = StateJson.toJsonString(original, true);
        SessionState back = StateJson.fromJson(JsonFields.parse(json, "state"));
        assertThat(back).isEqualTo(original);
        assertThat(back.momentum().fatigued()).isEqualTo(momentum.fatigued());
        assertThat(StateJson.toJsonString(back, true)).isEqualTo(json);
    }

    @Test
    void state_json_written_before_concept_testing_still_loads_with_empty_coverage_and_initial_momentum() {
        SessionState plain = SessionState.opening("Q?");
        ObjectNode json = StateJson.toJson(plain, true);
        assertThat(json.has("coverage")).as("no new keys for sessions without elements").isFalse();
        assertThat(json.has("momentum")).isFalse();
        SessionState back = StateJson.fromJson(json);
        assertThat(back.coverage()).isEqualTo(CoverageState.EMPTY);
        assertThat(back.momentum()).isEqualTo(MomentumState.INITIAL);
        assertThat(back).isEqualTo(plain);
    }

    @Test
    void a_turn_result_with_coverage_round_trips_and_puts_coverage_after_every_other_key() {
        Map<String, NodeState> states = new LinkedHashMap<>();
        states.put("n_1", Fixtures.nodeState("n_1", 1, 1));
        TurnResult plain = Fixtures.turnResult(2, List.of("n_1"), List.of(), states);
        TurnResult withCoverage = withCoverage(plain, coverage().elements());

        JsonNode json = TurnResultJson.toJson(withCoverage);
        List<String> keys = new ArrayList<>();
        json.fieldNames().forEachRemaining(keys::add);
        List<String> expected = new ArrayList<>(TurnResultJson.DESIGN_KEYS);
        expected.addAll(TurnResultJson.EXTRA_KEYS);
        expected.addAll(TurnResultJson.CONCEPT_TESTING_KEYS);
        assertThat(keys).containsExactlyElementsOf(expected);
        assertThat(TurnResultJson.fromJson(json)).isEqualTo(withCoverage);

        JsonNode plainJson = TurnResultJson.toJson(plain);
        assertThat(plainJson.has("coverage")).isFalse();
        assertThat(TurnResultJson.fromJson(plainJson).coverage()).isEmpty();
    }

    @Test
    void a_concept_keeps_its_element_connections_and_old_concept_json_loads_without_them() {
        Concept c = new Concept("bar", "Bar", "concept_testing", "obj",
                List.of(new StimulusElement("a", "A", List.of("x"), null, "high"),
                        new StimulusElement("b", "B", List.of(), "claim", null)),
                List.of(new ElementConnection("a", "b")));
        assertThat(ConceptJson.fromJsonString(ConceptJson.toJsonString(c))).isEqualTo(c);

        Concept old = new Concept("oat", "Oat", "means_end_chain", "obj", List.of());
        String oldJson = ConceptJson.toJsonString(old);
        assertThat(oldJson).doesNotContain("connections");
        assertThat(ConceptJson.fromJsonString(oldJson)).isEqualTo(old);
    }

    private static TurnResult withCoverage(TurnResult r, List<ElementCoverage> coverage) {
        return new TurnResult(r.turnNumber(), r.question(), r.answer(), r.strategy(), r.strategyOverride(),
                r.focusNodeId(), r.focusLabel(), r.phase(), r.shouldContinue(), r.terminationReason(), r.signals(),
                r.nodeSignals(), r.missingSignals(), r.alternatives(), r.scoreDecomposition(), r.nodeStates(),
                r.nodesAdded(), r.nodesMentioned(), r.edgesAdded(), r.extraction(), r.graphCounts(),
                r.canonicalGraph(), r.graphComparison(), r.degraded(), r.notices(), r.latencyMs(), r.stageLatencyMs(),
                r.nextQuestion(), r.tokenUsage(), coverage);
    }
}
