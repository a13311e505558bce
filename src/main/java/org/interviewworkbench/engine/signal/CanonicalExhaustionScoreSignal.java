package org.interviewworkbench.engine.signal;

import java.util.Map;
import org.interviewworkbench.engine.tracker.NodeState;

/**
 * {@code graph.canonical_exhaustion_score} (number in [0,1]): mean {@link Exhaustion#score node exhaustion score}
 * over all tracked nodes; absent when the tracker is empty.
 */
public final class CanonicalExhaustionScoreSignal implements GlobalSignalDetector {

    public static final String NAME = "graph.canonical_exhaustion_score";

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public Map<String, SignalValue> detect(SignalContext ctx, Map<String, SignalValue> detectedSoFar) {
        if (ctx.tracker() == null || ctx.tracker().states().isEmpty()) {
            return Map.of();
        }
        double sum = 0;
        for (NodeState s : ctx.tracker().states().values()) {
            sum += Exhaustion.score(s);
        }
        return Map.of(NAME, SignalValue.of(sum / ctx.tracker().states().size()));
    }
}
