package org.interviewworkbench.engine.model;

import java.util.List;
import org.interviewworkbench.engine.config.Ordered;

/** A reference element of a stimulus concept (concept testing; peer-spec 5.2 shape). */
public record StimulusElement(String id, String label, List<String> aliases, String type, String priority) {
    public StimulusElement {
        aliases = Ordered.copyOf(aliases);
        priority = priority == null ? "medium" : priority;
    }
}
