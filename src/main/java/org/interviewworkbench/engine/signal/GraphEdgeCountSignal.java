package org.interviewworkbench.engine.signal;

import java.util.Map;

/**
 * {@code graph.edge_count} (integer, not normalised): number of surface edges ({@code 0} without a graph).
 */
public final class GraphEdgeCountSignal implements GlobalSignalDetector {

    public static final String NAME = "graph.edge_count";

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public Map<String, SignalValue> detect(SignalContext ctx, Map<String, SignalValue> detectedSoFar) {
        return Map.of(NAME, SignalValue.of((long) (ctx.graph() == null ? 0 : ctx.graph().edgeCount())));
    }
}
