package org.interviewworkbench.engine.signal;

import org.interviewworkbench.engine.model.ChainDepth;
import java.util.Map;
import org.interviewworkbench.engine.config.MethodologyConfig;

/**
 * {@code graph.max_depth} (number in [0,1]): {@code clamp(longest chain in nodes / L, 0, 1)} with
 * {@code L} = number of node types of the methodology ontology ({@value #DEFAULT_LEVELS} without one).
 *
 * <p>Intended rule: the longest simple chain on the condensation of strongly connected components
 * ({@link ChainDepth}), not the peer's BFS shortest distance from roots (peer-spec 12 #8): A->B->C plus A->C is
 * 3 nodes, not 2.
 */
public final class GraphMaxDepthSignal implements GlobalSignalDetector {

    public static final String NAME = "graph.max_depth";
    /** {@code L} when the methodology has no ontology node types. */
    public static final int DEFAULT_LEVELS = 5;

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public Map<String, SignalValue> detect(SignalContext ctx, Map<String, SignalValue> detectedSoFar) {
        if (ctx.graph() == null) {
            return Map.of(NAME, SignalValue.of(0.0));
        }
        int raw = ChainDepth.of(ctx.graph()).longest();
        return Map.of(NAME, SignalValue.of(Values.clamp01(raw / levels(ctx.methodology()))));
    }

    /** {@code L}: the ontology's node type count, or {@value #DEFAULT_LEVELS}. */
    public static double levels(MethodologyConfig methodology) {
        if (methodology == null || methodology.ontology() == null || methodology.ontology().levelCount() == 0) {
            return DEFAULT_LEVELS;
        }
        return methodology.ontology().levelCount();
    }
}
