package org.interviewworkbench.engine.signal;

import java.util.Map;

/**
 * {@code llm.hedging_language} (label) from rubric key {@code hedging_language}: the score is clamped to 1..5, then
 * 1 {@code none}, 2 {@code low}, 3 {@code medium}, 4-5 {@code high}. Absent when not rated.
 */
public final class HedgingLanguageSignal implements GlobalSignalDetector {

    public static final String NAME = "llm.hedging_language";
    public static final String RUBRIC_KEY = "hedging_language";

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public Map<String, SignalValue> detect(SignalContext ctx, Map<String, SignalValue> detectedSoFar) {
        Integer score = ctx.rubricScore(RUBRIC_KEY);
        if (score == null) {
            return Map.of();
        }
        SignalValue v;
        switch (LikertSignal.clamp(score)) {
            case 1:
                v = Values.NONE;
                break;
            case 2:
                v = Values.LOW;
                break;
            case 3:
                v = Values.MEDIUM;
                break;
            default:
                v = Values.HIGH;
        }
        return Map.of(NAME, v);
    }
}
