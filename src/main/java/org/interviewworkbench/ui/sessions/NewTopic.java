package org.interviewworkbench.ui.sessions;

import java.util.List;

/**
 * What the "New topic" form asks for: the methodology the topic is for, its name, the objective of the interviews and
 * optional stimulus elements (concept testing: the parts of the concept card the interview must cover).
 *
 * @param elements one label per element, in order; may be empty
 */
public record NewTopic(String methodologyId, String name, String objective, List<String> elements) {
    public NewTopic {
        elements = elements == null ? List.of() : elements.stream().map(String::strip).filter(s -> !s.isEmpty())
                .toList();
    }

    /** The elements typed one per line into a text box. */
    public static List<String> lines(String text) {
        return text == null ? List.of() : text.lines().toList();
    }

    /** Why the form cannot be saved yet, or {@code null}. */
    public String problem() {
        if (methodologyId == null || methodologyId.isBlank()) {
            return "Choose the methodology the topic is for.";
        }
        if (name == null || name.isBlank()) {
            return "Name the topic (e.g. \u201cOat milk as a dairy alternative\u201d).";
        }
        if (objective == null || objective.isBlank()) {
            return "Say what the interviews should find out (the objective).";
        }
        return null;
    }
}
