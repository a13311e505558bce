package org.interviewworkbench.simulation;

import java.util.Objects;
import org.interviewworkbench.engine.config.MethodologyConfig;
import org.interviewworkbench.engine.model.Concept;

/**
 * Everything a respondent of one session is built from. The scenario is the respondent's hidden truth: an LLM
 * respondent gets it as private knowledge so the interview can still be measured against it.
 *
 * @param persona     behaviour
 * @param scenario    hidden truth (required by {@link ScenarioRespondent}; an LLM respondent may run without)
 * @param concept     what the interview is about
 * @param methodology the methodology being run (ontology for typing, may be {@code null})
 * @param seed        the run's seed
 */
public record RespondentSetup(Persona persona, Scenario scenario, Concept concept, MethodologyConfig methodology,
                              long seed) {
    public RespondentSetup {
        Objects.requireNonNull(persona, "persona");
    }
}
