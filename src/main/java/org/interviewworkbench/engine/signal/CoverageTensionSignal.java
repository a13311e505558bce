package org.interviewworkbench.engine.signal;

import java.util.Map;
import org.interviewworkbench.engine.model.ElementCoverage;

/**
 * {@code coverage.tension} (concept testing, flag): some element that is not exhausted drew contradicting
 * reactions, positive and negative or skeptical ({@link ElementCoverage#tension()}): a tension in the respondent's
 * schema worth resolving (seed 004 resolve_schema_tension). Absent when the concept has no elements.
 */
public final class CoverageTensionSignal implements GlobalSignalDetector {

    public static final String NAME = "coverage.tension";

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public Map<String, SignalValue> detect(SignalContext ctx, Map<String, SignalValue> detectedSoFar) {
        if (ctx.coverage().isEmpty()) {
            return Map.of();
        }
        boolean tension = false;
        for (ElementCoverage e : ctx.coverage().elements()) {
            if (e.tension() && !e.exhausted()) {
                tension = true;
                break;
            }
        }
        return Map.of(NAME, Values.flag(tension));
    }
}
