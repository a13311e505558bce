package org.interviewworkbench.simulation;

import java.util.Objects;

/** A typed relationship of a scenario's hidden mental model ({@code [source, target, type]} in the file). */
public record TruthEdge(String source, String target, String type) {

    /** The contradiction edge type; never part of a truth chain. */
    public static final String REVISES = "revises";

    public TruthEdge {
        Objects.requireNonNull(source, "source");
        Objects.requireNonNull(target, "target");
        Objects.requireNonNull(type, "type");
    }
}
