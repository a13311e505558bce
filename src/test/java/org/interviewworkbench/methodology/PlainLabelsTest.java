package org.interviewworkbench.methodology;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import org.interviewworkbench.engine.config.MethodologyConfig;
import org.interviewworkbench.engine.config.NodeType;
import org.interviewworkbench.engine.config.PlainLabels;
import org.interviewworkbench.engine.config.Strategy;
import org.interviewworkbench.engine.signal.SignalCatalog;
import org.junit.jupiter.api.Test;

/** Plain labels of strategies, node types and signals: read, validated, shipped and falling back to readable ids. */
class PlainLabelsTest {

    private static final String FILE = """
            method: {name: demo}
            ontology:
              nodes:
                - name: attribute
                  label: Product attribute
                - name: terminal_value
            strategies:
              - name: dig_motivation
                label: Ask why it matters
                description: Ask why the concept matters
                signal_weights:
                  llm.engagement.low: -0.5
                  graph.node.focus_streak.high: -0.6
              - name: clarify_assumption
                signal_weights:
                  llm.certainty.high: 0.5
            signal_labels:
              graph.node.focus_streak: {label: Asked in a row, description: Questions in a row about it}
              llm.engagement: {label: Engagement}
            """;

    private final MethodologyLoader loader = new MethodologyLoader(SignalCatalog.standard());

    private List<String> errors(String yaml) {
        return loader.load(yaml, "m.yaml").errors().stream().map(Problem::format).toList();
    }

    @Test
    void labels_are_read_and_missing_ones_fall_back_to_the_readable_id() {
        LoadResult<MethodologyConfig> r = loader.load(FILE, "m.yaml");
        assertThat(r.problems()).isEmpty();
        PlainLabels labels = r.value().labels();
        assertThat(labels.strategy("dig_motivation")).isEqualTo("Ask why it matters");
        assertThat(labels.strategy("clarify_assumption")).isEqualTo("Clarify assumption");
        assertThat(labels.nodeType("attribute")).isEqualTo("Product attribute");
        assertThat(labels.nodeType("terminal_value")).isEqualTo("Terminal value");
        assertThat(labels.signal("graph.node.focus_streak.high")).isEqualTo("Asked in a row: high");
        assertThat(labels.signal("llm.engagement.low")).isEqualTo("Engagement: low");
        assertThat(labels.signal("llm.certainty.high")).isEqualTo("Certainty: high");
        assertThat(labels.signal("graph.node.exhausted.true")).isEqualTo("Exhausted: yes");
        assertThat(labels.signalDescription("graph.node.focus_streak.high")).isEqualTo("Questions in a row about it");
        assertThat(PlainLabels.readable("dig_motivation")).isEqualTo("Dig motivation");
    }

    @Test
    void a_label_of_the_wrong_type_is_an_error_at_its_line_and_column() {
        assertThat(errors(FILE.replace("label: Ask why it matters", "label: [Ask, why]")))
                .containsExactly("m.yaml:9:12: strategy 'dig_motivation'.label must be a text value, not a list");
        assertThat(errors(FILE.replace("label: Product attribute", "label: {a: b}")))
                .containsExactly("m.yaml:5:14: ontology.nodes[1].label must be a text value, not a mapping");
        assertThat(errors(FILE.replace("{label: Engagement}", "[Engagement]")))
                .containsExactly("m.yaml:19:19: methodology.signal_labels.llm.engagement must be a mapping (key: value), not a list");
        assertThat(errors(FILE.replace("llm.engagement: {label", "llm.enthusiasm: {label")))
                .containsExactly("m.yaml:19:3: signal_labels: unknown signal 'llm.enthusiasm'");
    }

    @Test
    void every_shipped_methodology_names_every_strategy_node_type_and_signal_it_reads() {
        StudyFiles files = StudyFiles.forDirectory(Path.of("").toAbsolutePath());
        List<String> ids = List.of("concept_testing", "critical_incident", "customer_journey_mapping",
                "jobs_to_be_done", "means_end_chain", "repertory_grid");
        for (String id : ids) {
            MethodologyConfig c = files.methodologies().resolve(id).value();
            PlainLabels labels = c.labels();
            for (Strategy s : c.strategies()) {
                assertThat(labels.strategies()).as("%s strategy %s", id, s.name()).containsKey(s.name());
                for (String key : s.signalWeights().keySet()) {
                    assertThat(labels.signal(key)).as("%s weight %s", id, key).doesNotContain("_").doesNotContain(".");
                    assertThat(labels.signalDescription(key)).as("%s weight %s", id, key).isNotBlank();
                }
            }
            for (NodeType t : c.ontology().nodeTypes()) {
                assertThat(labels.nodeTypes()).as("%s node type %s", id, t.name()).containsKey(t.name());
            }
        }
    }
}
