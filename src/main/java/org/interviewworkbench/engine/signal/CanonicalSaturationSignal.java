package org.interviewworkbench.engine.signal;

import java.util.Map;

/**
 * {@code meta.canonical.saturation} (number in [0,1], 4 dp): do new answers only paraphrase known themes?
 * {@code surface_delta = max(node_count - prev_surface_node_count, 0)};
 * {@code canonical_delta = max(active_slot_count - prev_canonical_node_count, 0)};
 * {@code novelty = min(canonical_delta / surface_delta, 1)} when {@code surface_delta > 0}, else 1.0;
 * {@code saturation = 1 - novelty}. Absent when canonical slots are off.
 */
public final class CanonicalSaturationSignal implements GlobalSignalDetector {

    public static final String NAME = "meta.canonical.saturation";

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public Map<String, SignalValue> detect(SignalContext ctx, Map<String, SignalValue> detectedSoFar) {
        if (ctx.canonical() == null) {
            return Map.of();
        }
        int nodeCount = ctx.graph() == null ? 0 : ctx.graph().nodeCount();
        return Map.of(NAME, SignalValue.of(saturation(ctx.prevSurfaceNodeCount(), ctx.prevCanonicalNodeCount(),
                nodeCount, ctx.canonical().conceptCount())));
    }

    /** The formula, rounded to 4 dp. */
    public static double saturation(int prevSurface, int prevCanonical, int nodeCount, int conceptCount) {
        int surfaceDelta = Math.max(nodeCount - prevSurface, 0);
        int canonicalDelta = Math.max(conceptCount - prevCanonical, 0);
        double novelty = surfaceDelta > 0 ? Math.min((double) canonicalDelta / surfaceDelta, 1.0) : 1.0;
        return Values.round4(1.0 - novelty);
    }
}
