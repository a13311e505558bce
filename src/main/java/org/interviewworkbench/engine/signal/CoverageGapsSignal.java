package org.interviewworkbench.engine.signal;

import java.util.LinkedHashMap;
import java.util.Map;
import org.interviewworkbench.engine.model.CoverageState;
import org.interviewworkbench.engine.model.ElementCoverage;

/**
 * {@code coverage.gaps} (concept testing): open coverage gaps after this turn (seed 004's four gap types).
 * Emits {@code coverage.gaps} = total open gaps over all elements (integer, raw count), and one ratio in [0,1] per
 * type: {@code coverage.gaps.unmentioned}, {@code .no_reaction}, {@code .no_comprehension} = elements with that
 * gap / elements; {@code coverage.gaps.unconnected} = unmet connection requirements / requirements (0 without
 * requirements). Absent when the concept has no elements.
 */
public final class CoverageGapsSignal implements GlobalSignalDetector {

    public static final String NAME = "coverage.gaps";

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public Map<String, SignalValue> detect(SignalContext ctx, Map<String, SignalValue> detectedSoFar) {
        CoverageState c = ctx.coverage();
        if (c.isEmpty()) {
            return Map.of();
        }
        double n = c.elements().size();
        Map<String, SignalValue> out = new LinkedHashMap<>();
        out.put(NAME, SignalValue.of((long) c.gapCount()));
        out.put(NAME + "." + ElementCoverage.UNMENTIONED, ratio(c.gapCount(ElementCoverage.UNMENTIONED), n));
        out.put(NAME + "." + ElementCoverage.NO_REACTION, ratio(c.gapCount(ElementCoverage.NO_REACTION), n));
        out.put(NAME + "." + ElementCoverage.NO_COMPREHENSION,
                ratio(c.gapCount(ElementCoverage.NO_COMPREHENSION), n));
        out.put(NAME + "." + ElementCoverage.UNCONNECTED, c.connectionsRequired() == 0 ? SignalValue.of(0.0)
                : ratio(c.connectionsRequired() - c.connectionsMet(), c.connectionsRequired()));
        return out;
    }

    private static SignalValue ratio(int count, double total) {
        return SignalValue.of(Values.round4(count / total));
    }
}
