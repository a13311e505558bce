package org.interviewworkbench.engine.scoring;

/** A ranked strategy and its final Stage-1 score (the {@code alternatives} list). */
public record Alternative(String strategy, double score) {
}
