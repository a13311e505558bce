package org.interviewworkbench.engine.signal;

import java.util.Map;

/**
 * {@code llm.momentum} (label high, medium or low): momentum of this answer from the rubric (response depth,
 * engagement, hedging) and the answer itself, with seed 004's NEUTRAL balancing rules (see the engine's
 * {@code coverage.MomentumAssessor}: hedging plus elaboration is medium, short and unelaborated is low, long
 * elaboration outweighs hedging). Absent before the first assessed answer.
 */
public final class MomentumSignal implements GlobalSignalDetector {

    public static final String NAME = "llm.momentum";

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public Map<String, SignalValue> detect(SignalContext ctx, Map<String, SignalValue> detectedSoFar) {
        String level = ctx.momentum().current();
        return level == null ? Map.of() : Map.of(NAME, SignalValue.of(level));
    }
}
