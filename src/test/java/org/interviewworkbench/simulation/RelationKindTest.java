package org.interviewworkbench.simulation;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import org.interviewworkbench.engine.config.EdgeType;
import org.interviewworkbench.engine.config.MethodologyConfig;
import org.interviewworkbench.engine.signal.SignalCatalog;
import org.interviewworkbench.methodology.MethodologyLoader;
import org.junit.jupiter.api.Test;

class RelationKindTest {

    private static Map<String, RelationKind> kinds(String methodology) {
        MethodologyConfig m = new MethodologyLoader(SignalCatalog.standard())
                .loadValid(Path.of("methodologies", methodology + ".yaml"));
        Map<String, RelationKind> out = new LinkedHashMap<>();
        for (EdgeType e : m.ontology().edgeTypes()) {
            out.put(e.name(), RelationKind.of(e.name(), e.description()));
        }
        return out;
    }

    @Test
    void shipped_edge_types_get_the_kind_their_description_states() {
        assertThat(kinds("means_end_chain")).containsEntry("leads_to", RelationKind.CAUSAL);
        assertThat(kinds("jobs_to_be_done"))
                .containsEntry("occurs_in", RelationKind.SETTING)
                .containsEntry("triggered_by", RelationKind.REVERSE_CAUSAL)
                .containsEntry("addresses", RelationKind.REMEDY)
                .containsEntry("conflicts_with", RelationKind.CONTRAST)
                .containsEntry("enables", RelationKind.CAUSAL)
                .containsEntry("supports", RelationKind.CAUSAL);
        assertThat(kinds("critical_incident"))
                .containsEntry("occurred_in", RelationKind.SETTING)
                .containsEntry("involved", RelationKind.ACTION)
                .containsEntry("resulted_in", RelationKind.CAUSAL)
                .containsEntry("elicited", RelationKind.CAUSAL)
                .containsEntry("attributed_to", RelationKind.REVERSE_CAUSAL)
                .containsEntry("led_to_learning", RelationKind.CAUSAL)
                .containsEntry("influenced", RelationKind.CAUSAL);
        assertThat(kinds("customer_journey_mapping"))
                .containsEntry("occurs_in", RelationKind.SETTING)
                .containsEntry("transitions_to", RelationKind.SEQUENCE)
                .containsEntry("evokes", RelationKind.CAUSAL)
                .containsEntry("disrupts", RelationKind.DISRUPTION)
                .containsEntry("via_channel", RelationKind.CHANNEL)
                .containsEntry("expected_at", RelationKind.SETTING)
                .containsEntry("violated_by", RelationKind.CONTRAST)
                .containsEntry("triggered", RelationKind.CAUSAL)
                .containsEntry("resolved_by", RelationKind.REMEDY);
        assertThat(kinds("repertory_grid"))
                .containsEntry("evaluated_by", RelationKind.EVALUATION)
                .containsEntry("rated_on", RelationKind.EVALUATION)
                .containsEntry("opposite_of", RelationKind.CONTRAST)
                .containsEntry("similar_on", RelationKind.SIMILARITY)
                .containsEntry("differs_on", RelationKind.DIFFERENCE)
                .containsEntry("implies", RelationKind.CAUSAL)
                .containsEntry("closer_to_ideal", RelationKind.IDEAL)
                .containsEntry("defines", RelationKind.PART_OF);
    }

    @Test
    void unknown_edge_types_are_told_as_causes() {
        assertThat(RelationKind.of("frobnicates", null)).isEqualTo(RelationKind.CAUSAL);
        assertThat(RelationKind.of(null, null)).isEqualTo(RelationKind.CAUSAL);
    }

    @Test
    void passive_remedies_have_the_remedy_as_target() {
        assertThat(RelationKind.targetIsRemedy("resolved_by")).isTrue();
        assertThat(RelationKind.targetIsRemedy("addresses")).isFalse();
    }

    @Test
    void every_template_names_both_ends_and_every_follow_on_the_target() {
        for (RelationKind k : RelationKind.values()) {
            assertThat(k.templates()).allMatch(t -> t.contains("{s}") && t.contains("{t}"));
            assertThat(k.followOns()).allMatch(t -> t.contains("{t}") && !t.contains("{s}"));
        }
    }
}
