package org.interviewworkbench.simulation;

import org.interviewworkbench.engine.port.EmbeddingPort;

/**
 * Creates the respondent of one simulated session: the seam between the offline {@link ScenarioRespondent} and an
 * LLM persona respondent (which receives the same persona and the scenario truth as hidden knowledge).
 */
@FunctionalInterface
public interface RespondentFactory {

    Respondent create(RespondentSetup setup);

    /** The offline, deterministic respondent with default tuning. */
    static RespondentFactory offline(EmbeddingPort embeddings) {
        return setup -> new ScenarioRespondent(setup.scenario(), setup.persona(), setup.seed(), embeddings,
                setup.methodology());
    }
}
