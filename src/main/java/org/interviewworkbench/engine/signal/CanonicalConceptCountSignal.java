package org.interviewworkbench.engine.signal;

import java.util.Map;

/**
 * {@code graph.canonical_concept_count} (integer): number of active canonical slots; absent when canonical slots are
 * off ({@code ctx.canonical() == null}).
 */
public final class CanonicalConceptCountSignal implements GlobalSignalDetector {

    public static final String NAME = "graph.canonical_concept_count";

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public Map<String, SignalValue> detect(SignalContext ctx, Map<String, SignalValue> detectedSoFar) {
        if (ctx.canonical() == null) {
            return Map.of();
        }
        return Map.of(NAME, SignalValue.of((long) ctx.canonical().conceptCount()));
    }
}
