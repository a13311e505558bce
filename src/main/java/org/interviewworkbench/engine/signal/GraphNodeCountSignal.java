package org.interviewworkbench.engine.signal;

import java.util.Map;

/**
 * {@code graph.node_count} (integer, not normalised): number of surface nodes ({@code 0} without a graph).
 */
public final class GraphNodeCountSignal implements GlobalSignalDetector {

    public static final String NAME = "graph.node_count";

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public Map<String, SignalValue> detect(SignalContext ctx, Map<String, SignalValue> detectedSoFar) {
        return Map.of(NAME, SignalValue.of((long) (ctx.graph() == null ? 0 : ctx.graph().nodeCount())));
    }
}
