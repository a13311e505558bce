package org.interviewworkbench.engine.signal;

import java.util.Map;

/**
 * {@code llm.response_depth} (label) from rubric key {@code response_depth}: the score is clamped to 1..5, then
 * 1 {@code surface}, 2 {@code shallow}, 3 {@code moderate}, 4-5 {@code deep}. Absent when the rubric has no score.
 */
public final class ResponseDepthSignal implements GlobalSignalDetector {

    public static final String NAME = "llm.response_depth";
    public static final String RUBRIC_KEY = "response_depth";

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public Map<String, SignalValue> detect(SignalContext ctx, Map<String, SignalValue> detectedSoFar) {
        String category = category(ctx.rubricScore(RUBRIC_KEY));
        return category == null ? Map.of() : Map.of(NAME, SignalValue.of(category));
    }

    /** The depth category of a Likert score, or {@code null} for no score. */
    public static String category(Integer score) {
        if (score == null) {
            return null;
        }
        switch (LikertSignal.clamp(score)) {
            case 1:
                return "surface";
            case 2:
                return "shallow";
            case 3:
                return "moderate";
            default:
                return "deep";
        }
    }
}
