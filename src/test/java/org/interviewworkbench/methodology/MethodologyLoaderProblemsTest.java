package org.interviewworkbench.methodology;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.interviewworkbench.engine.config.MethodologyConfig;
import org.interviewworkbench.engine.config.SelectionMode;
import org.interviewworkbench.engine.signal.SignalCatalog;
import org.junit.jupiter.api.Test;

/** Every problem kind is reported with the exact line and column of the offending node. */
class MethodologyLoaderProblemsTest {

    private static final String HEAD = """
            method:
              name: demo
            ontology:
              nodes:
                - name: a
                - name: b
              edges:
                - name: link
                  permitted_connections:
                    - [a, b]
            """;

    private final MethodologyLoader loader = new MethodologyLoader(SignalCatalog.standard());

    private List<String> errors(String yaml) {
        return loader.load(yaml, "m.yaml").errors().stream().map(Problem::format).toList();
    }

    private List<String> warnings(String yaml) {
        return loader.load(yaml, "m.yaml").warnings().stream().map(Problem::format).toList();
    }

    private static String strategy(String body) {
        return HEAD + "strategies:\n  - name: s\n    signal_weights:\n" + body;
    }

    @Test
    void validMinimalFileLoads() {
        LoadResult<MethodologyConfig> r = loader.load(strategy("      llm.engagement.high: 1\n")
                + "selection_mode: joint\n", "dir/demo_id.yaml");
        assertThat(r.problems()).isEmpty();
        assertThat(r.value().id()).isEqualTo("demo_id");
        assertThat(r.value().selectionMode()).isEqualTo(SelectionMode.JOINT);
    }

    @Test
    void unknownSignalInPool() {
        String yaml = strategy("      llm.engagement.high: 1\n") + "signals:\n  llm:\n    - llm.engagement\n"
                + "    - llm.mood\n";
        assertThat(errors(yaml)).containsExactly("m.yaml:18:7: signals.llm: unknown signal 'llm.mood'");
    }

    @Test
    void nodeSignalInPoolIsNotAGlobalSignal() {
        String yaml = strategy("      llm.engagement.high: 1\n") + "signals:\n  graph: [graph.node.is_orphan]\n";
        assertThat(errors(yaml)).singleElement().asString()
                .startsWith("m.yaml:16:11: signals.graph: unknown signal 'graph.node.is_orphan'");
    }

    @Test
    void invalidWeightKey() {
        assertThat(errors(strategy("      llm.engagement.high: 1\n      graph.nodes.count: 0.5\n")))
                .containsExactly("m.yaml:15:7: strategy 's': unknown signal in weight key 'graph.nodes.count'");
    }

    @Test
    void nonNumericWeightsIncludingBooleans() {
        assertThat(errors(strategy("      llm.engagement.high: true\n      llm.valence.low: 'high'\n")))
                .containsExactly(
                        "m.yaml:14:28: strategy 's': weight of 'llm.engagement.high' must be a number, not the "
                                + "boolean 'true'",
                        "m.yaml:15:24: strategy 's': weight of 'llm.valence.low' must be a number, not 'high'");
    }

    @Test
    void duplicateStrategyNamesAndBadEnums() {
        String yaml = HEAD + """
                strategies:
                  - name: s
                    node_binding: sometimes
                    focus_mode: everywhere
                    signal_weights: {llm.engagement.high: 1}
                  - name: s
                    selection: x
                    signal_weights: {}
                selection_mode: both
                """;
        assertThat(errors(yaml)).containsExactly(
                "m.yaml:13:19: strategy 's': invalid node_binding 'sometimes' (valid: required, none)",
                "m.yaml:14:17: strategy 's': invalid focus_mode 'everywhere' (valid: recent_node, summary, "
                        + "topic)",
                "m.yaml:16:11: strategies: duplicate strategy name 's'",
                "m.yaml:19:17: methodology: invalid selection_mode 'both' (valid: two_stage, joint)");
        assertThat(warnings(yaml)).containsExactly("m.yaml:17:5: warning: strategy 's': unknown key 'selection' "
                + "(ignored)");
    }

    @Test
    void phaseKeysNamingUnknownStrategiesAndDeadPhases() {
        String yaml = strategy("      llm.engagement.high: 1\n") + """
                phases:
                  early:
                    signal_weights: {s: 1.5, ghost: 2}
                    phase_bonuses:
                      phantom: 0.2
                  opening:
                    signal_weights: {s: 1}
                """;
        assertThat(errors(yaml)).containsExactly(
                "m.yaml:17:30: phases.early.signal_weights.ghost: unknown strategy 'ghost'",
                "m.yaml:19:7: phases.early.phase_bonuses.phantom: unknown strategy 'phantom'");
        assertThat(warnings(yaml)).containsExactly("m.yaml:20:3: warning: phases: phase 'opening' never applies "
                + "(phases are early, mid and late; dead config)");
    }

    @Test
    void permittedConnectionsNamingUnknownNodeTypesInBothForms() {
        String yaml = """
                method: {name: demo}
                ontology:
                  nodes: [{name: a}, {name: b}]
                  edges:
                    - name: link
                      permitted_connections:
                        - [a, c]
                        - {from: zz, to: "*"}
                        - ["*", b]
                strategies: [{name: s, signal_weights: {}}]
                """;
        assertThat(errors(yaml)).containsExactly(
                "m.yaml:7:15: ontology.edges[1].permitted_connections: unknown node type 'c' (known: a, b, or *)",
                "m.yaml:8:18: ontology.edges[1].permitted_connections: unknown node type 'zz' (known: a, b, or *)");
    }

    @Test
    void missingRequiredKeysWrongTypesAndDuplicates() {
        String yaml = """
                method:
                  version: "1"
                ontology:
                  nodes:
                    - description: no name
                    - name: a
                    - name: a
                  edges:
                    - name: e
                    - name: e
                  extraction_guidelines: just one string
                strategies:
                  - name: s
                """;
        assertThat(errors(yaml)).containsExactly(
                "m.yaml:2:3: method: missing required key 'name'",
                "m.yaml:5:7: ontology.nodes[1]: missing required key 'name'",
                "m.yaml:7:13: ontology.nodes: duplicate node type 'a'",
                "m.yaml:10:13: ontology.edges: duplicate edge type 'e'",
                "m.yaml:11:26: ontology.extraction_guidelines must be a list, not 'just one string'",
                "m.yaml:13:5: strategy 's': missing required key 'signal_weights'");
    }

    @Test
    void missingTopLevelSections() {
        assertThat(errors("method: {name: x}\n")).containsExactly(
                "m.yaml:1:1: methodology: missing required key 'ontology'",
                "m.yaml:1:1: methodology: missing required key 'strategies'");
    }

    @Test
    void yamlSyntaxErrorUsesTheProblemMark() {
        List<String> errors = errors("method:\n  name: [unclosed\nontology: {}\n");
        assertThat(errors).singleElement().asString().startsWith("m.yaml:3:9: YAML syntax error:");
    }

    @Test
    void unknownKeysAreWarningsNotErrors() {
        String yaml = strategy("      llm.engagement.high: 1\n") + "signal_norms: {a: 1}\n";
        LoadResult<MethodologyConfig> r = loader.load(yaml, "m.yaml");
        assertThat(r.hasErrors()).isFalse();
        assertThat(r.warnings()).extracting(Problem::format)
                .containsExactly("m.yaml:15:1: warning: methodology: unknown key 'signal_norms' (ignored)");
    }

    @Test
    void nodeWeightsOnNodelessStrategyAreDeadConfigWarnings() {
        String yaml = HEAD + """
                strategies:
                  - name: summary
                    node_binding: none
                    signal_weights:
                      llm.engagement.low: 1
                      graph.node.is_orphan.true: 0.5
                """;
        LoadResult<MethodologyConfig> r = loader.load(yaml, "m.yaml");
        assertThat(r.hasErrors()).isFalse();
        assertThat(r.warnings()).extracting(Problem::format).containsExactly("m.yaml:16:7: warning: strategy "
                + "'summary': node weight 'graph.node.is_orphan.true' has no effect because the strategy has "
                + "node_binding: none (dead config)");
    }

    @Test
    void allProblemsAreReportedAtOnceInFileOrder() {
        String yaml = """
                method: {}
                ontology:
                  nodes: [{name: a}]
                signals:
                  x: [nope]
                strategies:
                  - name: s
                    focus_mode: bad
                    signal_weights: {what.ever: 1, llm.engagement.low: "1"}
                """;
        assertThat(errors(yaml)).extracting(l -> l.substring(0, l.indexOf(": "))).containsExactly(
                "m.yaml:1:9", "m.yaml:5:7", "m.yaml:8:17", "m.yaml:9:22", "m.yaml:9:56");
    }

    @Test
    void guidanceAtTheRootIsAcceptedAndNestedWins() {
        String yaml = HEAD + """
                  concept_naming_convention: nested
                strategies: [{name: s, signal_weights: {}}]
                extraction_guidelines: [root guideline]
                concept_naming_convention: root
                """;
        LoadResult<MethodologyConfig> r = loader.load(yaml, "m.yaml");
        assertThat(r.value().ontology().extractionGuidelines()).containsExactly("root guideline");
        assertThat(r.value().ontology().namingConvention()).isEqualTo("nested");
        assertThat(r.warnings()).extracting(Problem::format).containsExactly("m.yaml:14:1: warning: methodology: "
                + "root-level 'concept_naming_convention' is ignored because ontology.concept_naming_convention is set");
    }

    @Test
    void phaseBoundariesInBothFormsAreValidated() {
        String ok = strategy("      llm.engagement.high: 1\n") + """
                phase_boundaries: {early_max_turns: 3, mid_max_turns: 12}
                phases:
                  early:
                    phase_boundaries: {early_max_nodes: 5, mid_max_nodes: 15}
                """;
        var b = loader.load(ok, "m.yaml").orElseThrow().phaseBoundaries();
        assertThat(List.of(b.earlyMaxTurns(), b.midMaxTurns(), b.earlyMaxNodes(), b.midMaxNodes()))
                .containsExactly(3, 12, 5, 15);

        String bad = strategy("      llm.engagement.high: 1\n") + """
                phase_boundaries: {early_max_turns: 8, mid_max_turns: 4, early_max_nodes: 0, mid_max_nodes: x}
                phases:
                  mid:
                    phase_boundaries: {early_max_nodes: 5}
                """;
        assertThat(errors(bad)).containsExactly(
                "m.yaml:15:37: phase_boundaries: early_max_turns (8) must be less than mid_max_turns (4)",
                "m.yaml:15:75: methodology.phase_boundaries.early_max_nodes must be a positive whole number, not 0",
                "m.yaml:15:93: methodology.phase_boundaries.mid_max_nodes must be a whole number, not 'x'",
                "m.yaml:18:41: phase_boundaries: 'early_max_nodes' needs 'mid_max_nodes' too");
    }
}
