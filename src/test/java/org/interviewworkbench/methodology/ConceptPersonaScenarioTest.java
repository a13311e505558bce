package org.interviewworkbench.methodology;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Concept, persona and scenario files: structure checks with positions, and what the loaders return. */
class ConceptPersonaScenarioTest {

    private final StudyFiles files = StudyFiles.forDirectory(Path.of("").toAbsolutePath());

    private static List<String> lines(LoadResult<?> r) {
        return r.problems().stream().map(Problem::format).toList();
    }

    @Test
    void conceptWithContextObjectiveElementsAndConnections() {
        LoadResult<ConceptFile> r = files.conceptLoader().load("""
                id: c
                name: Oat milk
                methodology: means_end_chain
                context:
                  objective: why people switch
                elements:
                  - {id: 1, label: creamy, aliases: [smooth]}
                  - {id: froth, label: froths well, type: functional_consequence, priority: high}
                connections:
                  - {from: 1, to: froth}
                """, "c.yaml");
        assertThat(r.problems()).isEmpty();
        assertThat(r.value().concept().objective()).isEqualTo("why people switch");
        assertThat(r.value().concept().elements()).extracting(e -> e.id()).containsExactly("1", "froth");
        assertThat(r.value().connections()).containsExactly(new ElementConnection("1", "froth"));
    }

    @Test
    void conceptProblems() {
        LoadResult<ConceptFile> r = files.conceptLoader().load("""
                id: c
                methodology: astrology
                objective: x
                elements:
                  - {id: 1, label: a, priority: urgent}
                connections:
                  - {from: 1, to: 9}
                """, "c.yaml");
        assertThat(lines(r)).containsExactly(
                "c.yaml:1:1: concept: missing required key 'name'",
                "c.yaml:2:14: concept.methodology: unknown methodology 'astrology'",
                "c.yaml:5:33: concept.elements[1].priority: invalid value 'urgent' (valid: high, medium, low)",
                "c.yaml:7:19: concept.connections[1].to: unknown element '9'");
    }

    @Test
    void conceptCatalogResolvesIdsAndFilesAndRejectsUnknownIds() {
        assertThat(files.concepts().resolve("meal_planning_jtbd").value().concept().name())
                .isEqualTo("Weekday meal planning");
        assertThat(files.concepts().resolve("methodologies/concepts/gym_membership_cjm.yaml").value().concept().id())
                .isEqualTo("gym_membership_cjm");
        assertThatThrownBy(() -> files.concepts().resolve("nope")).isInstanceOf(MethodologyException.class)
                .hasMessageStartingWith("nope: unknown concept 'nope'");
    }

    @Test
    void personaLoadsWithDefaultsAndChecksKnobs() {
        LoadResult<PersonaFile> ok = files.personaLoader().load("""
                id: p
                name: Fixator
                description: keeps coming back
                traits: [stubborn]
                speech_pattern: short
                response_patterns: {detailed: 0.3, brief: 0.7}
                fixation_node: price
                verbosity: 0.2
                """, "p.yaml");
        assertThat(ok.problems()).isEmpty();
        assertThat(ok.value().behaviour().verbosity()).isEqualTo(0.2);
        assertThat(ok.value().behaviour().fixationNode()).isEqualTo("price");
        assertThat(ok.value().behaviour().hedgingRate()).isEqualTo(PersonaBehaviour.DEFAULTS.hedgingRate());

        LoadResult<PersonaFile> bad = files.personaLoader().load("""
                id: p
                name: P
                description: d
                traits: one trait
                speech_pattern: s
                tangent_rate: 1.5
                skepticism: true
                mood: grumpy
                """, "p.yaml");
        assertThat(lines(bad)).containsExactly(
                "p.yaml:4:9: persona.traits must be a list, not 'one trait'",
                "p.yaml:6:15: persona.tangent_rate must be between 0 and 1, not 1.5",
                "p.yaml:7:13: persona.skepticism must be a number, not the boolean 'true'",
                "p.yaml:8:1: warning: persona: unknown key 'mood' (ignored)");
    }

    @Test
    void scenarioIsCheckedAgainstTheOntology() {
        String yaml = """
                id: s1
                methodology: means_end_chain
                concept: oat_milk_mec
                nodes:
                  - {id: creamy, type: attribute, label: creamy texture, phrasings: [so creamy]}
                  - {id: froths, type: functional_consequence, label: froths well}
                  - {id: calm, type: terminal_value, label: peace of mind}
                edges:
                  - [creamy, froths, leads_to]
                salience: [froths, creamy]
                """;
        LoadResult<ScenarioFile> ok = files.scenarioLoader().load(yaml, "s.yaml");
        assertThat(ok.problems()).isEmpty();
        assertThat(ok.value().edges()).containsExactly(new ScenarioFile.ScenarioEdge("creamy", "froths", "leads_to"));

        String bad = """
                id: s1
                methodology: means_end_chain
                concept: oat_milk_mec
                nodes:
                  - {id: a, type: attribute, label: A}
                  - {id: a, type: attribute, label: A again}
                  - {id: v, type: value, label: V}
                  - {id: t, type: terminal_value, label: T}
                edges:
                  - [a, t, leads_to]
                  - [a, ghost, leads_to]
                  - [a, t, causes]
                  - [a, t]
                salience: [zz]
                """;
        assertThat(lines(files.scenarioLoader().load(bad, "s.yaml"))).containsExactly(
                "s.yaml:6:10: scenario.nodes: duplicate node id 'a'",
                "s.yaml:7:19: scenario.nodes[3].type: unknown node type 'value' (known: attribute, "
                        + "functional_consequence, psychosocial_consequence, instrumental_value, terminal_value)",
                "s.yaml:10:12: scenario.edges[1]: 'leads_to' may not connect attribute -> terminal_value (not a "
                        + "permitted connection)",
                "s.yaml:11:9: scenario.edges[2]: unknown node 'ghost'",
                "s.yaml:12:12: scenario.edges[3]: unknown edge type 'causes' (known: leads_to, revises)",
                "s.yaml:13:5: scenario.edges[4] must be [source, target, edge_type], not a list",
                "s.yaml:14:12: scenario.salience: unknown node 'zz'");
    }
}
