package org.interviewworkbench.engine.signal;

import java.util.Map;

/**
 * {@code coverage.adequate} (concept testing, flag): {@code coverage.ratio > }{@link #THRESHOLD} (seed 004's
 * "adequate coverage (&gt;60%)" closing condition). Absent when the concept has no elements.
 */
public final class CoverageAdequateSignal implements GlobalSignalDetector {

    public static final String NAME = "coverage.adequate";
    public static final double THRESHOLD = 0.6;

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public Map<String, SignalValue> detect(SignalContext ctx, Map<String, SignalValue> detectedSoFar) {
        if (ctx.coverage().isEmpty()) {
            return Map.of();
        }
        return Map.of(NAME, Values.flag(ctx.coverage().coveredRatio() > THRESHOLD));
    }
}
