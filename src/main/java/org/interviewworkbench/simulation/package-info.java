/**
 * Synthetic respondents and interview-quality measurement.
 *
 * <p>A {@link org.interviewworkbench.simulation.Scenario} is the hidden ground truth of one respondent (typed
 * nodes, edges, salience); a {@link org.interviewworkbench.simulation.Persona} says how that respondent talks.
 * {@link org.interviewworkbench.simulation.ScenarioRespondent} answers offline and deterministically;
 * {@link org.interviewworkbench.simulation.RespondentFactory} is the seam for an LLM persona.
 * {@link org.interviewworkbench.simulation.SimulationRunner} drives one interview through an
 * {@link org.interviewworkbench.simulation.InterviewDriver}, {@link org.interviewworkbench.simulation.BatchSimulation}
 * runs seeds in parallel and {@link org.interviewworkbench.simulation.QualityEvaluator} measures the result.
 */
package org.interviewworkbench.simulation;
