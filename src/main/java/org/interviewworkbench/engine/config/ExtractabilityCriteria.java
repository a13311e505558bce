package org.interviewworkbench.engine.config;

import java.util.List;

/** What makes an answer worth extracting from, in the methodology's words. */
public record ExtractabilityCriteria(List<String> extractableContains, List<String> nonExtractableContains) {
    public static final ExtractabilityCriteria NONE = new ExtractabilityCriteria(List.of(), List.of());

    public ExtractabilityCriteria {
        extractableContains = Ordered.copyOf(extractableContains);
        nonExtractableContains = Ordered.copyOf(nonExtractableContains);
    }
}
