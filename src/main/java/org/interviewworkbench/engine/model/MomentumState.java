package org.interviewworkbench.engine.model;

import java.util.ArrayList;
import java.util.List;
import org.interviewworkbench.engine.config.Ordered;

/**
 * Respondent momentum across turns (seed 004 "Momentum"), with the fatigue rule made robust to one outlier.
 *
 * <p>Each answer gets a level (high, medium, low; see the engine's momentum assessor) scored high 1.0, medium 0.5,
 * low 0.0. The smoothed score is an EWMA {@code s_t = (1 - }{@link #ALPHA}{@code ) x s_(t-1) + }{@link #ALPHA}
 * {@code  x score_t} starting from {@code s_0 = }{@link #INITIAL_SCORE} (the neutral baseline). A turn is "below"
 * when {@code s_t < }{@link #FATIGUE_THRESHOLD}. Fatigued: at least {@link #FATIGUE_TURNS} of the last
 * {@link #FATIGUE_WINDOW} turns are below. One high outlier inside a low run therefore neither resets the count
 * (seed 004's consecutive counter did) nor, on its own, ends the fatigue.
 *
 * <p>Calibration: from the neutral baseline, three low answers in a row give smoothed scores 0.30, 0.18, 0.108,
 * all below 0.35, so the respondent is fatigued on the third low answer exactly as seed 004's "3 consecutive low";
 * after a run of high answers (score near 1) a fourth low answer is needed. Seed 004 suggested
 * {@code 0.7 x prev + 0.3 x current} below 0.3; with these level scores that needs four lows from the baseline, so
 * the weight of the current answer is 0.4 and the threshold 0.35.
 *
 * @param levels   momentum level of each answer, oldest first (last {@link #HISTORY_LIMIT} kept)
 * @param score    smoothed score after the last answer
 * @param below    whether each of the last {@link #FATIGUE_WINDOW} smoothed scores was below the threshold, oldest
 *                 first
 */
public record MomentumState(List<String> levels, double score, List<Boolean> below) {

    public static final double ALPHA = 0.4;
    public static final double INITIAL_SCORE = 0.5;
    public static final double FATIGUE_THRESHOLD = 0.35;
    public static final int FATIGUE_TURNS = 3;
    public static final int FATIGUE_WINDOW = 4;
    public static final int HISTORY_LIMIT = 10;

    public static final String HIGH = "high";
    public static final String MEDIUM = "medium";
    public static final String LOW = "low";

    /** Before the first answer. */
    public static final MomentumState INITIAL = new MomentumState(List.of(), INITIAL_SCORE, List.of());

    public MomentumState {
        levels = Ordered.copyOf(levels);
        below = Ordered.copyOf(below);
    }

    /** Numeric score of a level: high 1.0, medium 0.5, low 0.0. */
    public static double scoreOf(String level) {
        return switch (level) {
            case HIGH -> 1.0;
            case LOW -> 0.0;
            default -> 0.5;
        };
    }

    /** This state after one more answer of {@code level}. */
    public MomentumState next(String level) {
        double s = (1.0 - ALPHA) * score + ALPHA * scoreOf(level);
        s = Math.round(s * 1_000_000.0) / 1_000_000.0;
        List<String> l = new ArrayList<>(levels);
        l.add(level);
        if (l.size() > HISTORY_LIMIT) {
            l = l.subList(l.size() - HISTORY_LIMIT, l.size());
        }
        List<Boolean> b = new ArrayList<>(below);
        b.add(s < FATIGUE_THRESHOLD);
        if (b.size() > FATIGUE_WINDOW) {
            b = b.subList(b.size() - FATIGUE_WINDOW, b.size());
        }
        return new MomentumState(l, s, b);
    }

    /** The level of the last answer, or {@code null} before the first. */
    public String current() {
        return levels.isEmpty() ? null : levels.get(levels.size() - 1);
    }

    /** At least {@link #FATIGUE_TURNS} of the last {@link #FATIGUE_WINDOW} smoothed scores are below the threshold. */
    public boolean fatigued() {
        return below.stream().filter(Boolean::booleanValue).count() >= FATIGUE_TURNS;
    }
}
