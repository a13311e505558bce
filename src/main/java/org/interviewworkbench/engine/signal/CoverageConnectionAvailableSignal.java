package org.interviewworkbench.engine.signal;

import java.util.Map;

/**
 * {@code coverage.connection_available} (concept testing, flag): a connection requirement of the concept is unmet,
 * both of its elements have been mentioned, and the pair was asked about fewer than
 * {@link org.interviewworkbench.engine.model.CoverageState#CONNECTION_ASK_LIMIT} times, so a question naming both
 * elements ("how does X relate to Y?") can close the gap. Element exhaustion does not suppress it: exhaustion stops
 * drilling into one element, a connection gap is about the relation between two. Absent when the concept has no
 * elements.
 */
public final class CoverageConnectionAvailableSignal implements GlobalSignalDetector {

    public static final String NAME = "coverage.connection_available";

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public Map<String, SignalValue> detect(SignalContext ctx, Map<String, SignalValue> detectedSoFar) {
        if (ctx.coverage().isEmpty()) {
            return Map.of();
        }
        return Map.of(NAME, Values.flag(ctx.coverage().nextOpenConnection() != null));
    }
}
