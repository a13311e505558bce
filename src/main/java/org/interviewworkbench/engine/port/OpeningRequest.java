package org.interviewworkbench.engine.port;

import org.interviewworkbench.engine.config.MethodologyConfig;
import org.interviewworkbench.engine.model.Concept;

/** Input of the opening question (turn 0). {@code seed} makes offline phrasing choice deterministic. */
public record OpeningRequest(MethodologyConfig methodology, Concept concept, long seed) {
}
