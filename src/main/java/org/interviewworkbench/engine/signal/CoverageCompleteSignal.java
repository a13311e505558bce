package org.interviewworkbench.engine.signal;

import java.util.Map;

/**
 * {@code coverage.complete} (concept testing, flag): every element has no open gap (mentioned, reacted to,
 * understood, connected). Absent when the concept has no elements.
 */
public final class CoverageCompleteSignal implements GlobalSignalDetector {

    public static final String NAME = "coverage.complete";

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public Map<String, SignalValue> detect(SignalContext ctx, Map<String, SignalValue> detectedSoFar) {
        if (ctx.coverage().isEmpty()) {
            return Map.of();
        }
        return Map.of(NAME, Values.flag(ctx.coverage().complete()));
    }
}
