package org.interviewworkbench.engine.config;

import java.util.List;

/**
 * One edge (relationship) type of a methodology ontology.
 *
 * @param name                 relation name (e.g. {@code leads_to})
 * @param description          meaning of the relation
 * @param permittedConnections permitted type pairs; an empty list means every pair is permitted
 */
public record EdgeType(String name, String description, List<TypePair> permittedConnections) {
    public EdgeType {
        description = description == null ? "" : description;
        permittedConnections = Ordered.copyOf(permittedConnections);
    }

    /** Whether an edge of this type may connect a node of {@code sourceType} to one of {@code targetType}. */
    public boolean permits(String sourceType, String targetType) {
        if (permittedConnections.isEmpty()) {
            return true;
        }
        for (TypePair pair : permittedConnections) {
            if (pair.permits(sourceType, targetType)) {
                return true;
            }
        }
        return false;
    }
}
