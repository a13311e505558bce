package org.interviewworkbench.engine.signal;

import java.util.Map;

/**
 * {@code graph.canonical_edge_density} (number, unbounded): canonical edge count / active concept count (0.0 with no
 * concept); absent when canonical slots are off.
 */
public final class CanonicalEdgeDensitySignal implements GlobalSignalDetector {

    public static final String NAME = "graph.canonical_edge_density";

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public Map<String, SignalValue> detect(SignalContext ctx, Map<String, SignalValue> detectedSoFar) {
        if (ctx.canonical() == null) {
            return Map.of();
        }
        int concepts = ctx.canonical().conceptCount();
        return Map.of(NAME, SignalValue.of(concepts == 0 ? 0.0 : (double) ctx.canonical().edgeCount() / concepts));
    }
}
