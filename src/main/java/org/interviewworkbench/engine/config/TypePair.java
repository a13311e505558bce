package org.interviewworkbench.engine.config;

/**
 * A permitted (source type, target type) connection of an edge type; {@value #WILDCARD} matches any type.
 */
public record TypePair(String source, String target) {

    public static final String WILDCARD = "*";

    /** Whether this pair permits an edge from a node of {@code sourceType} to one of {@code targetType}. */
    public boolean permits(String sourceType, String targetType) {
        return (WILDCARD.equals(source) || source.equals(sourceType))
                && (WILDCARD.equals(target) || target.equals(targetType));
    }
}
