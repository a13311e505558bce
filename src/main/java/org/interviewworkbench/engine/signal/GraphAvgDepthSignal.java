package org.interviewworkbench.engine.signal;

import org.interviewworkbench.engine.model.ChainDepth;
import java.util.Map;

/**
 * {@code graph.avg_depth} (number in [0,1]): mean over surface nodes of the longest chain ending at the node
 * ({@link ChainDepth}), divided by {@code L} (see {@link GraphMaxDepthSignal#levels}), clamped to [0,1]; 0.0 without
 * nodes. (The peer always emitted 0.0.)
 */
public final class GraphAvgDepthSignal implements GlobalSignalDetector {

    public static final String NAME = "graph.avg_depth";

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public Map<String, SignalValue> detect(SignalContext ctx, Map<String, SignalValue> detectedSoFar) {
        if (ctx.graph() == null || ctx.graph().nodeCount() == 0) {
            return Map.of(NAME, SignalValue.of(0.0));
        }
        double mean = ChainDepth.of(ctx.graph()).meanChainEndingAtNode();
        return Map.of(NAME, SignalValue.of(Values.clamp01(mean / GraphMaxDepthSignal.levels(ctx.methodology()))));
    }
}
