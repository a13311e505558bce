package org.interviewworkbench.engine.signal;

import java.util.Map;

/**
 * {@code meta.conversation.saturation} (number in [0,1], 4 dp): information velocity of the surface graph.
 * {@code delta = max(node_count - prev_surface_node_count, 0)} (node count 0 without a graph);
 * {@code ratio = delta / peak} when {@code peak = surface velocity peak of previous turns > 0}, else 1.0;
 * {@code saturation = 1 - min(ratio, 1)}. No smoothing (the EWMA of the peer's docs never existed, peer-spec 11 #1).
 */
public final class ConversationSaturationSignal implements GlobalSignalDetector {

    public static final String NAME = "meta.conversation.saturation";

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public Map<String, SignalValue> detect(SignalContext ctx, Map<String, SignalValue> detectedSoFar) {
        int nodeCount = ctx.graph() == null ? 0 : ctx.graph().nodeCount();
        return Map.of(NAME, SignalValue.of(saturation(ctx.prevSurfaceNodeCount(), ctx.surfaceVelocityPeak(),
                nodeCount)));
    }

    /** The formula, rounded to 4 dp. */
    public static double saturation(int prevSurfaceNodeCount, double peak, int nodeCount) {
        int delta = Math.max(nodeCount - prevSurfaceNodeCount, 0);
        double ratio = peak > 0 ? delta / peak : 1.0;
        return Values.round4(1.0 - Math.min(ratio, 1.0));
    }
}
