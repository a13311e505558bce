package org.interviewworkbench.engine.signal;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * {@code llm.global_response_trend} (label): deepening, stable, shallowing or fatigued.
 *
 * <p>History = the previous answers' depth labels ({@link SignalContext#responseDepthHistory()}) followed by this
 * answer's depth (when rated). Window = the last {@value #WINDOW}; scores surface 1, shallow 2, moderate 3, deep 4
 * (unknown 3).
 * <ol>
 *   <li>at least {@value #FATIGUE_COUNT} entries of the window score <= 2: {@code fatigued};</li>
 *   <li>fewer than 4 entries: {@code stable};</li>
 *   <li>else split at {@code mid = size / 2}; {@code delta = mean(newer half) - mean(older half)};
 *       {@code delta >= 0.5} deepening, {@code delta <= -0.5} shallowing, else stable.</li>
 * </ol>
 * Always emitted ({@code stable} without data). Unlike the peer, a missing current depth is not counted as
 * {@code surface}.
 */
public final class GlobalResponseTrendSignal implements GlobalSignalDetector {

    public static final String NAME = "llm.global_response_trend";
    public static final int WINDOW = 6;
    public static final int FATIGUE_COUNT = 4;
    public static final double THRESHOLD = 0.5;

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public Map<String, SignalValue> detect(SignalContext ctx, Map<String, SignalValue> detectedSoFar) {
        List<String> history = new ArrayList<>(ctx.responseDepthHistory());
        String current = ResponseDepthSignal.category(ctx.rubricScore(ResponseDepthSignal.RUBRIC_KEY));
        if (current != null) {
            history.add(current);
        }
        return Map.of(NAME, SignalValue.of(trend(history)));
    }

    /** The trend of a depth history (oldest first, current answer last). */
    public static String trend(List<String> history) {
        if (history.isEmpty()) {
            return "stable";
        }
        List<String> window = history.subList(Math.max(0, history.size() - WINDOW), history.size());
        int[] scores = new int[window.size()];
        int low = 0;
        for (int i = 0; i < scores.length; i++) {
            scores[i] = score(window.get(i));
            if (scores[i] <= 2) {
                low++;
            }
        }
        if (low >= FATIGUE_COUNT) {
            return "fatigued";
        }
        if (scores.length < 4) {
            return "stable";
        }
        int mid = scores.length / 2;
        double older = 0;
        for (int i = 0; i < mid; i++) {
            older += scores[i];
        }
        double newer = 0;
        for (int i = mid; i < scores.length; i++) {
            newer += scores[i];
        }
        double delta = newer / (scores.length - mid) - older / mid;
        if (delta >= THRESHOLD) {
            return "deepening";
        }
        if (delta <= -THRESHOLD) {
            return "shallowing";
        }
        return "stable";
    }

    private static int score(String depth) {
        if (depth == null) {
            return 3;
        }
        switch (depth) {
            case "surface":
                return 1;
            case "shallow":
                return 2;
            case "moderate":
                return 3;
            case "deep":
                return 4;
            default:
                return 3;
        }
    }
}
