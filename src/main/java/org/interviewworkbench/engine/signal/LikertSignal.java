package org.interviewworkbench.engine.signal;

import java.util.Map;

/**
 * Base of the numeric rubric signals: the Likert score of the rubric key, clamped to 1..5, normalised to
 * {@code (score - 1) / 4} in [0,1] (so 1-2 bin {@code .low}, 3 {@code .mid}, 4-5 {@code .high}). Absent when the
 * rubric has no score for the key.
 */
abstract class LikertSignal implements GlobalSignalDetector {

    private final String name;
    private final String rubricKey;

    LikertSignal(String name, String rubricKey) {
        this.name = name;
        this.rubricKey = rubricKey;
    }

    @Override
    public final String name() {
        return name;
    }

    /** The rubric key this signal is rated under. */
    public final String rubricKey() {
        return rubricKey;
    }

    @Override
    public final Map<String, SignalValue> detect(SignalContext ctx, Map<String, SignalValue> detectedSoFar) {
        Integer score = ctx.rubricScore(rubricKey);
        if (score == null) {
            return Map.of();
        }
        return Map.of(name, SignalValue.of(normalise(score)));
    }

    /** {@code (clamp(score, 1, 5) - 1) / 4}. */
    static double normalise(int score) {
        return (clamp(score) - 1) / 4.0;
    }

    static int clamp(int score) {
        return Math.max(1, Math.min(5, score));
    }
}
