package org.interviewworkbench.engine.model;

import java.util.List;
import org.interviewworkbench.engine.config.Ordered;

/**
 * What an interview is about: the study concept (shape of the peer's concept files).
 *
 * @param id          concept id
 * @param name        display name, also the topic of questions
 * @param methodology id of the methodology the concept is meant for
 * @param objective   research objective; the opening question is built from it
 * @param elements    optional stimulus elements (concept testing)
 * @param connections connection requirements between elements (concept testing); empty when none
 */
public record Concept(String id, String name, String methodology, String objective, List<StimulusElement> elements,
                      List<ElementConnection> connections) {
    public Concept {
        objective = objective == null || objective.isBlank() ? name : objective;
        elements = Ordered.copyOf(elements);
        connections = Ordered.copyOf(connections);
    }

    /** A concept without connection requirements. */
    public Concept(String id, String name, String methodology, String objective, List<StimulusElement> elements) {
        this(id, name, methodology, objective, elements, List.of());
    }

    /** Whether the concept lists stimulus elements (a concept test). */
    public boolean hasElements() {
        return !elements.isEmpty();
    }
}
