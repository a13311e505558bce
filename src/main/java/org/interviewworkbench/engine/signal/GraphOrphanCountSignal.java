package org.interviewworkbench.engine.signal;

import java.util.Map;
import java.util.HashSet;
import java.util.Set;
import org.interviewworkbench.engine.model.SurfaceEdge;
import org.interviewworkbench.engine.model.SurfaceNode;

/**
 * {@code graph.orphan_count} (integer, not normalised): surface nodes with no incident edge.
 */
public final class GraphOrphanCountSignal implements GlobalSignalDetector {

    public static final String NAME = "graph.orphan_count";

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public Map<String, SignalValue> detect(SignalContext ctx, Map<String, SignalValue> detectedSoFar) {
        if (ctx.graph() == null) {
            return Map.of(NAME, Values.ZERO_INT);
        }
        Set<String> connected = new HashSet<>();
        for (SurfaceEdge e : ctx.graph().edges()) {
            connected.add(e.source());
            connected.add(e.target());
        }
        long orphans = 0;
        for (SurfaceNode n : ctx.graph().nodes()) {
            if (!connected.contains(n.id())) {
                orphans++;
            }
        }
        return Map.of(NAME, SignalValue.of(orphans));
    }
}
