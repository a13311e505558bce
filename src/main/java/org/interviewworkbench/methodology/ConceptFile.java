package org.interviewworkbench.methodology;

import java.util.List;
import org.interviewworkbench.engine.config.Ordered;
import org.interviewworkbench.engine.model.Concept;

/**
 * A loaded concept file: the engine's {@link Concept} plus the optional element connections.
 *
 * @param concept     what the interview is about
 * @param connections expected links between elements (empty when the file has none)
 */
public record ConceptFile(Concept concept, List<ElementConnection> connections) {
    public ConceptFile {
        connections = Ordered.copyOf(connections);
    }
}
