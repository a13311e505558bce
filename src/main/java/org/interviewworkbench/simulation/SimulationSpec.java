package org.interviewworkbench.simulation;

import java.util.Objects;
import org.interviewworkbench.engine.config.MethodologyConfig;
import org.interviewworkbench.engine.model.Concept;

/**
 * One simulated interview to run.
 *
 * @param methodology       the methodology
 * @param methodologySource its YAML text (stored with the session)
 * @param concept           the study concept
 * @param persona           respondent behaviour
 * @param scenario          hidden truth, or {@code null} (no scenario metrics; the offline respondent needs one)
 * @param engine            language engine id, recorded with the session
 * @param maxTurns          maximum respondent turns
 * @param seed              the run's seed
 */
public record SimulationSpec(MethodologyConfig methodology, String methodologySource, Concept concept,
                             Persona persona, Scenario scenario, String engine, int maxTurns, long seed) {
    public SimulationSpec {
        Objects.requireNonNull(methodology, "methodology");
        Objects.requireNonNull(concept, "concept");
        Objects.requireNonNull(persona, "persona");
        engine = engine == null ? "offline" : engine;
        if (maxTurns < 1) {
            throw new IllegalArgumentException("turns must be at least 1, not " + maxTurns);
        }
    }

    public SimulationSpec withSeed(long newSeed) {
        return new SimulationSpec(methodology, methodologySource, concept, persona, scenario, engine, maxTurns,
                newSeed);
    }

    /**
     * A deterministic session id for this run: {@code sim-<scenario or concept>-<persona>-<seed>}, so that the same
     * inputs give the same session.json.
     */
    public String sessionId() {
        String subject = scenario != null ? scenario.id() : concept.id();
        return "sim-" + subject + "-" + persona.id() + "-" + seed;
    }
}
