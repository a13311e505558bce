package org.interviewworkbench.engine.signal;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.interviewworkbench.engine.TestMethodologies;
import org.interviewworkbench.engine.model.CoverageState;
import org.interviewworkbench.engine.model.ElementCoverage;
import org.interviewworkbench.engine.model.InterviewGraph;
import org.interviewworkbench.engine.model.MomentumState;
import org.interviewworkbench.engine.model.SurfaceNode;
import org.interviewworkbench.engine.tracker.NodeState;
import org.interviewworkbench.engine.tracker.TrackerState;
import org.junit.jupiter.api.Test;

/** coverage.*, coverage.element.*, graph.has_unexplored, llm.momentum and meta.fatigue. */
class CoverageSignalsTest {

    private static ElementCoverage row(String id, boolean mentioned, String reaction, List<String> reactions,
                                       boolean understood, boolean connected, int focus, List<String> gaps) {
        return new ElementCoverage(id, id, List.of(), mentioned, reaction, reactions, understood, connected, focus,
                focus >= 3, gaps);
    }

    /** a: covered; b: mentioned, no reaction, not understood; c: unmentioned and unconnected; d: tension. */
    private static CoverageState coverage() {
        return new CoverageState(List.of(
                row("a", true, "positive", List.of("positive"), true, true, 1, List.of()),
                row("b", true, null, List.of(), false, true, 0, List.of("no_reaction", "no_comprehension")),
                row("c", false, null, List.of(), false, false, 0, List.of("unmentioned", "unconnected")),
                row("d", true, "skeptical", List.of("positive", "skeptical"), true, true, 3, List.of())),
                List.of(), 2, 1, null);
    }

    private static SignalContext ctx(CoverageState coverage, MomentumState momentum, TrackerState tracker,
                                     InterviewGraph graph) {
        return new SignalContext(TestMethodologies.mec(), 3, 20, graph, null, tracker, List.of(), List.of(), null,
                0.0, 0, 0.0, 0, coverage, momentum);
    }

    private static Map<String, SignalValue> detect(GlobalSignalDetector d, SignalContext ctx) {
        return d.detect(ctx, Map.of());
    }

    @Test
    void coverage_gaps_emit_the_total_and_the_share_per_gap_type() {
        Map<String, SignalValue> v = detect(new CoverageGapsSignal(), ctx(coverage(), null, null, null));
        assertThat(v.get("coverage.gaps").raw()).isEqualTo(4L);
        assertThat(v.get("coverage.gaps.unmentioned").raw()).isEqualTo(0.25);
        assertThat(v.get("coverage.gaps.no_reaction").raw()).isEqualTo(0.25);
        assertThat(v.get("coverage.gaps.no_comprehension").raw()).isEqualTo(0.25);
        assertThat(v.get("coverage.gaps.unconnected").raw()).as("1 of 2 requirements unmet").isEqualTo(0.5);
    }

    @Test
    void coverage_ratio_adequacy_completeness_first_time_and_tension() {
        SignalContext c = ctx(coverage(), null, null, null);
        // checks met: a 4, b 2 (mentioned, connected), c 0, d 4 -> 10 / 16
        assertThat(detect(new CoverageRatioSignal(), c).get("coverage.ratio").raw()).isEqualTo(0.625);
        assertThat(detect(new CoverageAdequateSignal(), c).get("coverage.adequate").raw()).isEqualTo(true);
        assertThat(detect(new CoverageCompleteSignal(), c).get("coverage.complete").raw()).isEqualTo(false);
        assertThat(detect(new CoverageFirstTimeAvailableSignal(), c).get("coverage.first_time_available").raw())
                .isEqualTo(true);
        assertThat(detect(new CoverageTensionSignal(), c).get("coverage.tension").raw())
                .as("d has contradicting reactions but is exhausted").isEqualTo(false);
    }

    @Test
    void coverage_signals_are_absent_when_the_concept_has_no_elements() {
        SignalContext c = ctx(CoverageState.EMPTY, null, null, null);
        for (GlobalSignalDetector d : List.of(new CoverageGapsSignal(), new CoverageRatioSignal(),
                new CoverageAdequateSignal(), new CoverageCompleteSignal(), new CoverageFirstTimeAvailableSignal(),
                new CoverageTensionSignal(), new MomentumSignal(), new FatigueSignal())) {
            assertThat(detect(d, c)).as(d.name()).isEmpty();
        }
        NodeSignalContext nodes = new NodeSignalContext(1, null, null, new InterviewGraph(), false);
        NodeState s = NodeState.registered("n1", "x", 1, 0, "attribute", false, 1);
        assertThat(new NodeElementGapSignal().detect(s, nodes)).isNull();
        assertThat(new NodeElementExhaustedSignal().detect(s, nodes)).isNull();
        assertThat(new NodeElementTensionSignal().detect(s, nodes)).isNull();
    }

    @Test
    void node_signals_report_the_gap_exhaustion_and_tension_of_the_elements_a_node_refers_to() {
        InterviewGraph g = new InterviewGraph();
        g.putNode(new SurfaceNode("n1", "x", "attribute", 1, 1, List.of(), List.of(), List.of("b")), null);
        g.putNode(new SurfaceNode("n2", "y", "attribute", 1, 1, List.of(), List.of(), List.of("d")), null);
        g.putNode(new SurfaceNode("n3", "z", "attribute", 1, 1, List.of(), List.of(), List.of()), null);
        NodeSignalContext nodes = new NodeSignalContext(1, null, null, g, false, coverage());
        NodeState n1 = NodeState.registered("n1", "x", 1, 0, "attribute", false, 1);
        NodeState n2 = NodeState.registered("n2", "y", 1, 0, "attribute", false, 1);
        NodeState n3 = NodeState.registered("n3", "z", 1, 0, "attribute", false, 1);
        assertThat(new NodeElementGapSignal().detect(n1, nodes).raw()).isEqualTo("no_reaction");
        assertThat(new NodeElementGapSignal().detect(n2, nodes).raw()).isEqualTo("none");
        assertThat(new NodeElementGapSignal().detect(n3, nodes).raw()).isEqualTo("unlinked");
        assertThat(new NodeElementExhaustedSignal().detect(n2, nodes).raw()).isEqualTo(true);
        assertThat(new NodeElementExhaustedSignal().detect(n1, nodes).raw()).isEqualTo(false);
        assertThat(new NodeElementTensionSignal().detect(n2, nodes).raw()).isEqualTo(true);
        assertThat(new NodeElementTensionSignal().detect(n3, nodes).raw()).isEqualTo(false);
    }

    @Test
    void momentum_and_fatigue_come_from_the_momentum_history() {
        MomentumState m = MomentumState.INITIAL.next("low").next("low").next("low");
        SignalContext c = ctx(CoverageState.EMPTY, m, null, null);
        assertThat(detect(new MomentumSignal(), c).get("llm.momentum").raw()).isEqualTo("low");
        Map<String, SignalValue> fatigue = detect(new FatigueSignal(), c);
        assertThat(fatigue.get("meta.fatigue").raw()).isEqualTo(true);
        assertThat(fatigue.get("meta.fatigue.score").raw()).isEqualTo(0.108);
    }

    @Test
    void a_node_never_focused_with_at_most_one_relationship_is_unexplored_unless_terminal() {
        NodeState fresh = NodeState.registered("n1", "x", 1, 0, "attribute", false, 1);
        NodeState value = NodeState.registered("n2", "v", 1, 0, "terminal_value", true, 5);
        TrackerState onlyValue = new TrackerState(TrackerState.SCHEMA_VERSION, null, Map.of("n2", value));
        TrackerState both = new TrackerState(TrackerState.SCHEMA_VERSION, null, Map.of("n1", fresh, "n2", value));
        assertThat(detect(new GraphHasUnexploredSignal(), ctx(CoverageState.EMPTY, null, both, null))
                .get("graph.has_unexplored").raw()).isEqualTo(true);
        assertThat(detect(new GraphHasUnexploredSignal(), ctx(CoverageState.EMPTY, null, onlyValue, null))
                .get("graph.has_unexplored").raw()).isEqualTo(false);
    }

    @Test
    void every_new_signal_is_in_the_catalog_and_the_standard_detectors() {
        SignalCatalog catalog = SignalCatalog.standard();
        List<String> global = SignalDetectionService.standardGlobalDetectors().stream()
                .map(GlobalSignalDetector::name).toList();
        for (String name : List.of("coverage.gaps", "coverage.ratio", "coverage.adequate", "coverage.complete",
                "coverage.first_time_available", "coverage.tension", "graph.has_unexplored", "llm.momentum",
                "meta.fatigue")) {
            assertThat(catalog.isGlobalSignal(name)).as(name).isTrue();
            assertThat(global).as(name).contains(name);
        }
        assertThat(catalog.rubricInputs("llm.momentum")).containsExactly("response_depth", "engagement",
                "hedging_language");
        assertThat(catalog.rubricInputs("llm.valence")).containsExactly("emotional_valence");
        List<String> node = SignalDetectionService.standardNodeDetectors().stream().map(NodeSignalDetector::name)
                .toList();
        assertThat(node).contains("coverage.element.gap", "coverage.element.exhausted", "coverage.element.tension");
        assertThat(node.subList(0, 14)).doesNotContain("coverage.element.gap");
    }
}
