package org.interviewworkbench.simulation;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.Set;
import org.interviewworkbench.engine.config.NodeType;
import org.interviewworkbench.engine.config.Ontology;
import org.junit.jupiter.api.Test;

/**
 * The shipped scenarios and personas. Ontologies (node types, permitted connections) are read from the peer
 * shipped methodology files.
 */
class ShippedFilesTest {

    @Test
    void all_nine_persona_files_parse_with_their_ids() {
        for (String id : Fixtures.PERSONA_IDS) {
            Persona p = Fixtures.persona(id);
            assertThat(p.id()).isEqualTo(id);
            assertThat(p.name()).isNotBlank();
            assertThat(p.traits()).isNotEmpty();
            assertThat(p.deflectionPatterns()).isNotEmpty();
        }
        assertThat(Fixtures.persona("fatiguing_responder").knobs().fatiguePerTurn()).isPositive();
        assertThat(Fixtures.persona("single_topic_fixator").knobs().fixationStrength()).isPositive();
        assertThat(Fixtures.persona("retrospective_rationalizer").knobs().selfCorrectionRate()).isPositive();
    }

    @Test
    void omitted_knobs_take_their_documented_defaults() {
        Persona p = SimulationFiles.parsePersona("id: x\nname: X\n", "inline");
        assertThat(p.knobs()).isEqualTo(Persona.Knobs.DEFAULT);
        assertThat(p.responsePatterns()).isEqualTo(Persona.ResponsePatterns.DEFAULT);
    }

    @Test
    void every_shipped_scenario_parses_and_has_15_to_30_nodes_with_2_to_4_phrasings() {
        for (String id : Fixtures.SCENARIO_IDS) {
            Scenario s = Fixtures.scenario(id);
            assertThat(s.id()).isEqualTo(id);
            assertThat(s.nodes()).hasSizeBetween(15, 30);
            assertThat(s.nodes()).allSatisfy(n -> assertThat(n.phrasings()).hasSizeBetween(2, 4));
            assertThat(s.concept()).isEqualTo(id.substring(0, id.lastIndexOf('_')));
        }
    }

    @Test
    void every_scenario_covers_all_node_types_of_its_ontology_and_uses_only_permitted_edges() {
        for (String id : Fixtures.SCENARIO_IDS) {
            Scenario s = Fixtures.scenario(id);
            Ontology ontology = Fixtures.peerOntology(s.methodology());
            Set<String> types = new HashSet<>(s.nodeTypes());
            assertThat(types).as(id).containsExactlyInAnyOrderElementsOf(
                    ontology.nodeTypes().stream().map(NodeType::name).toList());
            for (TruthEdge e : s.edges()) {
                String st = s.node(e.source()).orElseThrow().type();
                String tt = s.node(e.target()).orElseThrow().type();
                assertThat(ontology.permits(e.type(), st, tt)).as(id + ": " + e).isTrue();
            }
        }
    }

    @Test
    void every_scenario_has_several_complete_chains() {
        for (String id : Fixtures.SCENARIO_IDS) {
            Scenario s = Fixtures.scenario(id);
            assertThat(TruthChains.of(s, Fixtures.peerOntology(s.methodology()))).as(id).hasSizeGreaterThanOrEqualTo(3);
        }
        Scenario oat = Fixtures.scenario("oat_milk_mec_1");
        assertThat(TruthChains.of(oat, Fixtures.peerOntology("means_end_chain")))
                .allSatisfy(chain -> {
                    assertThat(oat.node(chain.get(0)).orElseThrow().type()).isEqualTo("attribute");
                    assertThat(oat.node(chain.get(chain.size() - 1)).orElseThrow().type()).isEqualTo("terminal_value");
                });
    }
}
