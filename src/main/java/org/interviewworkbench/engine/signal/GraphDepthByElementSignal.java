package org.interviewworkbench.engine.signal;

import java.util.Map;

/**
 * {@code graph.depth_by_element}: deprecated, kept so old methodology files stay valid; emits nothing (the peer emitted
 * an empty dict, which no weight could use).
 */
public final class GraphDepthByElementSignal implements GlobalSignalDetector {

    public static final String NAME = "graph.depth_by_element";

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public Map<String, SignalValue> detect(SignalContext ctx, Map<String, SignalValue> detectedSoFar) {
        return Map.of();
    }
}
