package org.interviewworkbench.engine.model;

import java.time.Instant;

/**
 * Immutable facts about a session, fixed at creation.
 *
 * @param id             session id
 * @param methodologyId  methodology id
 * @param conceptId      concept id
 * @param conceptName    concept name (topic)
 * @param engine         language engine id (offline, openai, anthropic, ollama)
 * @param seed           deterministic seed for offline phrasing and simulation
 * @param maxTurns       maximum respondent turns
 * @param personaId      synthetic persona id, or {@code null} for a human respondent
 * @param scenarioId     ground-truth scenario id, or {@code null}
 * @param createdAt      creation time
 */
public record SessionInfo(String id, String methodologyId, String conceptId, String conceptName, String engine,
                          long seed, int maxTurns, String personaId, String scenarioId, Instant createdAt) {
}
