package org.interviewworkbench.methodology;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import org.interviewworkbench.engine.config.MethodologyConfig;
import org.interviewworkbench.engine.config.NodeBinding;
import org.interviewworkbench.engine.config.Strategy;
import org.interviewworkbench.engine.model.Concept;
import org.interviewworkbench.engine.model.ElementConnection;
import org.interviewworkbench.engine.signal.SignalCatalog;
import org.junit.jupiter.api.Test;

/** The concept-testing YAML keys (closing_reason, focus_element, concept connections) and the shipped files. */
class ConceptTestingFilesTest {

    private final MethodologyLoader loader = new MethodologyLoader(SignalCatalog.standard());

    private static final String HEAD = """
            method: {name: demo}
            ontology:
              nodes: [{name: a}]
            signals: {meta: [meta.fatigue, coverage.adequate]}
            strategies:
              - name: ask
                signal_weights: {graph.node.is_orphan.true: 1.0}
            """;

    private LoadResult<MethodologyConfig> strategy(String body) {
        return loader.load(HEAD + "  - name: close\n    node_binding: none\n" + body, "m.yaml");
    }

    @Test
    void a_closing_strategy_may_name_its_own_termination_reason() {
        LoadResult<MethodologyConfig> r = strategy("""
                    generates_closing_question: true
                    closing_reason: fatigue_with_coverage
                    signal_weights: {meta.fatigue.true: 3.0, coverage.adequate.true: 3.0}
                """);
        assertThat(r.errors()).isEmpty();
        Strategy close = r.value().strategy("close").orElseThrow();
        assertThat(close.closingReason()).isEqualTo("fatigue_with_coverage");
        assertThat(close.withSignalWeights(close.signalWeights()).closingReason()).isEqualTo("fatigue_with_coverage");
        assertThat(r.value().strategy("ask").orElseThrow().closingReason()).isNull();
    }

    @Test
    void an_invalid_or_engine_reserved_closing_reason_is_an_error_at_its_position() {
        assertThat(strategy("""
                    generates_closing_question: true
                    closing_reason: Tired Out
                    signal_weights: {meta.fatigue.true: 1.0}
                """).errors()).extracting(Problem::format)
                .containsExactly("m.yaml:11:21: strategy 'close'.closing_reason: invalid value 'Tired Out' (a lowercase "
                        + "id such as fatigue_with_coverage: letters, digits, underscores)");
        assertThat(strategy("""
                    generates_closing_question: true
                    closing_reason: max_turns_reached
                    signal_weights: {meta.fatigue.true: 1.0}
                """).errors()).extracting(Problem::format).singleElement().asString()
                .contains("is an engine termination reason");
    }

    @Test
    void a_closing_reason_without_a_closing_question_is_dead_config() {
        LoadResult<MethodologyConfig> r = strategy("""
                    closing_reason: fatigue_with_coverage
                    signal_weights: {meta.fatigue.true: 1.0}
                """);
        assertThat(r.errors()).isEmpty();
        assertThat(r.warnings()).extracting(Problem::format).singleElement().asString().contains("dead config");
        assertThat(r.value().strategy("close").orElseThrow().closingReason()).isNull();
    }

    @Test
    void coverage_element_weights_are_node_weights() {
        assertThat(Strategy.isNodeKey("coverage.element.gap.no_reaction")).isTrue();
        assertThat(Strategy.isNodeKey("coverage.gaps.unmentioned")).isFalse();
        assertThat(SignalCatalog.standard().isValidWeightKey("coverage.element.exhausted.true")).isTrue();
        assertThat(SignalCatalog.standard().isValidWeightKey("coverage.gaps.no_comprehension.high")).isTrue();
    }

    @Test
    void the_shipped_concept_testing_methodology_has_seed_004s_seven_strategies_and_two_closing_conditions() {
        LoadResult<MethodologyConfig> r = loader.load(Path.of("methodologies/concept_testing.yaml"));
        assertThat(r.errors()).isEmpty();
        assertThat(r.warnings()).isEmpty();
        MethodologyConfig m = r.value();
        assertThat(m.strategies()).extracting(Strategy::name).containsExactly("ensure_coverage", "connect_elements",
                "resolve_ambiguity",
                "connect_isolate", "resolve_schema_tension", "deepen_branch", "explore_breadth", "introduce_seed",
                "close_on_fatigue", "close_on_completion");
        Strategy ensure = m.strategy("ensure_coverage").orElseThrow();
        assertThat(ensure.focusElement()).isTrue();
        assertThat(ensure.nodeBinding()).isEqualTo(NodeBinding.NONE);
        Strategy connect = m.strategy("connect_elements").orElseThrow();
        assertThat(connect.focusConnection()).isTrue();
        assertThat(connect.focusElement()).isFalse();
        assertThat(connect.nodeBinding()).isEqualTo(NodeBinding.NONE);
        assertThat(m.strategy("close_on_fatigue").orElseThrow().closingReason()).isEqualTo("fatigue_with_coverage");
        assertThat(m.strategy("close_on_completion").orElseThrow().closingReason()).isEqualTo("coverage_complete");
        assertThat(m.configuredSignals()).contains("llm.momentum", "meta.fatigue", "coverage.gaps", "coverage.ratio",
                "coverage.adequate", "coverage.complete", "coverage.first_time_available", "coverage.connection_available",
                "graph.has_unexplored");
    }

    @Test
    void the_concept_loader_carries_element_connections_into_the_engine_concept() {
        ConceptLoader concepts = new ConceptLoader(id -> true);
        LoadResult<ConceptFile> r = concepts.load(Path.of("methodologies/concepts/protein_bar_ct.yaml"));
        assertThat(r.errors()).isEmpty();
        Concept c = r.value().concept();
        assertThat(c.elements()).hasSizeGreaterThanOrEqualTo(6);
        assertThat(c.connections()).containsExactly(new ElementConnection("plant_protein", "keeps_full"),
                new ElementConnection("low_sugar", "flavours"), new ElementConnection("wrapper", "price"));
        assertThat(new Concept("x", "X", "m", null, List.of()).connections()).isEmpty();
    }
}
