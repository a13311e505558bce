package org.interviewworkbench.simulation;

/**
 * A synthetic respondent: answers one interviewer question at a time. One instance belongs to one session (it may
 * remember what it already said). Implementations: {@link ScenarioRespondent} (offline, deterministic) and, behind
 * {@link RespondentFactory}, an LLM playing the persona.
 */
public interface Respondent {

    /** The answer to {@code turn.question()}; never blank. */
    String answer(RespondentTurn turn);
}
