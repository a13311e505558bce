package org.interviewworkbench.engine.model;

import java.time.Instant;

/**
 * One saved utterance. The opening question is turn 0; the answer of turn {@code n} and the question that
 * follows it both carry turn number {@code n}.
 */
public record Utterance(String id, int turnNumber, Speaker speaker, String text, Instant createdAt) {
}
