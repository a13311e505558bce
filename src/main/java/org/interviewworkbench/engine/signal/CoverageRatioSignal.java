package org.interviewworkbench.engine.signal;

import java.util.Map;

/**
 * {@code coverage.ratio} (concept testing, 0..1): share of the coverage checks met, four per element (mentioned,
 * reacted to, understood, connected; see {@code CoverageState.coveredRatio()}); 1 exactly when coverage is complete.
 * Absent when the concept has no elements.
 */
public final class CoverageRatioSignal implements GlobalSignalDetector {

    public static final String NAME = "coverage.ratio";

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public Map<String, SignalValue> detect(SignalContext ctx, Map<String, SignalValue> detectedSoFar) {
        if (ctx.coverage().isEmpty()) {
            return Map.of();
        }
        return Map.of(NAME, SignalValue.of(Values.round4(ctx.coverage().coveredRatio())));
    }
}
