package org.interviewworkbench.simulation;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.interviewworkbench.engine.config.EdgeType;
import org.interviewworkbench.engine.config.NodeType;
import org.interviewworkbench.engine.config.Ontology;
import org.interviewworkbench.engine.config.TypePair;
import org.interviewworkbench.engine.pipeline.TurnResult;
import org.interviewworkbench.engine.signal.SignalValue;
import org.yaml.snakeyaml.Yaml;

/** Shared test data: shipped files, the peer ontologies, TurnResult building. */
final class Fixtures {

    private Fixtures() {
    }

    static final Path METHODOLOGIES = Path.of("methodologies");

    static final List<String> PERSONA_IDS = List.of("baseline_cooperative", "brief_responder",
            "emotionally_reactive", "fatiguing_responder", "retrospective_rationalizer", "single_topic_fixator",
            "skeptical_analyst", "uncertain_hedger", "verbose_tangential");

    static final List<String> SCENARIO_IDS = List.of("oat_milk_mec_1", "meal_planning_jtbd_1",
            "restaurant_visit_ci_1", "streaming_services_rg_1", "gym_membership_cjm_1");

    static SimulationFiles files() {
        return new SimulationFiles(METHODOLOGIES);
    }

    static Scenario scenario(String id) {
        return files().scenario(id);
    }

    static Persona persona(String id) {
        return files().persona(id);
    }

    /** The ontology of a shipped methodology ({@code methodologies/<id>.yaml}, read by the product's loader). */
    static Ontology peerOntology(String methodology) {
        return new org.interviewworkbench.methodology.MethodologyLoader(
                org.interviewworkbench.engine.signal.SignalCatalog.standard())
                .loadValid(Path.of("methodologies", methodology + ".yaml")).ontology();
    }

    static TurnResult turn(int n, String question, String answer, String strategy, String focusId, String focusLabel,
                           boolean cont, String reason, List<String> nodesAdded, List<String> edgesAdded,
                           Map<String, Map<String, SignalValue>> nodeSignals, String next) {
        return new TurnResult(n, question, answer, strategy, null, focusId, focusLabel, "early", cont, reason,
                Map.of(), nodeSignals, Map.of(), List.of(), List.of(), Map.of(), nodesAdded, List.of(), edgesAdded,
                new TurnResult.ExtractionSummary(true, "", nodesAdded.size(), edgesAdded.size(), List.of()),
                new TurnResult.GraphCounts(0, 0, 0, 0), new TurnResult.CanonicalMetrics(0, 0, 0, 0, 0),
                new TurnResult.GraphComparison(0, 0, 0), List.of(), List.of(), 1.0, Map.of(), next, Map.of());
    }
}
