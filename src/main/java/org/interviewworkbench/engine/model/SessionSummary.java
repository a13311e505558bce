package org.interviewworkbench.engine.model;

import java.time.Instant;

/** One row of the session list. */
public record SessionSummary(String id, String methodologyId, String conceptId, String conceptName, String engine,
                             int turnCount, SessionStatus status, String terminationReason, Instant createdAt,
                             Instant updatedAt) {
}
