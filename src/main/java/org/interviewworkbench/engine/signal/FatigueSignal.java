package org.interviewworkbench.engine.signal;

import java.util.LinkedHashMap;
import java.util.Map;
import org.interviewworkbench.engine.model.MomentumState;

/**
 * {@code meta.fatigue} (flag) and {@code meta.fatigue.score} (0..1): respondent fatigue from momentum history.
 * score = EWMA of momentum scores (high 1, medium 0.5, low 0), {@code s = 0.6 x s_prev + 0.4 x score}, from 0.5;
 * fatigued when at least 3 of the last 4 smoothed scores are below 0.35 (see {@link MomentumState}): seed 004's
 * "3 consecutive low", robust to one outlier. Absent before the first assessed answer.
 */
public final class FatigueSignal implements GlobalSignalDetector {

    public static final String NAME = "meta.fatigue";

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public Map<String, SignalValue> detect(SignalContext ctx, Map<String, SignalValue> detectedSoFar) {
        MomentumState m = ctx.momentum();
        if (m.current() == null) {
            return Map.of();
        }
        Map<String, SignalValue> out = new LinkedHashMap<>();
        out.put(NAME, Values.flag(m.fatigued()));
        out.put(NAME + ".score", SignalValue.of(Values.round4(m.score())));
        return out;
    }
}
