package org.interviewworkbench.engine.signal;

import java.util.Map;
import org.interviewworkbench.engine.model.ElementCoverage;

/**
 * {@code coverage.first_time_available} (concept testing, flag): some element that is not exhausted is still
 * unmentioned or has no reaction yet, so the next question can cover it for the first time (seed 004's
 * coverage_quality scorer boosted first-time coverage 2.5x; this is the trigger of the coverage phase). Absent
 * when the concept has no elements.
 */
public final class CoverageFirstTimeAvailableSignal implements GlobalSignalDetector {

    public static final String NAME = "coverage.first_time_available";

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public Map<String, SignalValue> detect(SignalContext ctx, Map<String, SignalValue> detectedSoFar) {
        if (ctx.coverage().isEmpty()) {
            return Map.of();
        }
        boolean available = false;
        for (ElementCoverage e : ctx.coverage().elements()) {
            if (!e.exhausted() && (!e.mentioned() || e.gaps().contains(ElementCoverage.NO_REACTION))) {
                available = true;
                break;
            }
        }
        return Map.of(NAME, Values.flag(available));
    }
}
