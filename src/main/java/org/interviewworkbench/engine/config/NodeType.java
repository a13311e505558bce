package org.interviewworkbench.engine.config;

import java.util.List;

/**
 * One node type of a methodology ontology, in ontology order.
 *
 * @param name        type name (e.g. {@code attribute})
 * @param description what a concept of this type is
 * @param examples    example labels, used for naming and offline type classification
 * @param level       ladder level ({@code 1} marks chain start types); {@code null} when unlevelled
 * @param terminal    whether a chain that reaches this type is complete
 */
public record NodeType(String name, String description, List<String> examples, Integer level, boolean terminal) {
    public NodeType {
        description = description == null ? "" : description;
        examples = Ordered.copyOf(examples);
    }
}
