package org.interviewworkbench.simulation;

import java.util.SplittableRandom;

/**
 * How tired a {@link ScenarioRespondent} is and how long its next answer is. Fatigue after {@code turn - 1} turns is
 * {@code fatiguePerTurn * (turn - 1)} minus the relief of a recent topic change
 * ({@code recovery * fatigue * 0.7^previousRecoveries}, halving every turn), clamped to [0, 1]; the answer length
 * is drawn from the persona's length mix shifted towards short answers by fatigue. Mutable (the relief), one per
 * respondent, not thread-safe.
 */
final class Fatigue {

    /** How much an answer tells: detailed, medium, brief or a bare acknowledgment. */
    enum Length { DETAILED, MEDIUM, BRIEF, ACK }

    private final Persona persona;
    private final Persona.Knobs knobs;
    private double relief;
    private int recoveries;

    Fatigue(Persona persona) {
        this.persona = persona;
        this.knobs = persona.knobs();
    }

    /** Fatigue at {@code turn}; {@code topicChange} (the question changes topic) brings relief. */
    double at(int turn, boolean topicChange) {
        double base = knobs.fatiguePerTurn() * (turn - 1);
        if (topicChange && base > 0 && knobs.fatigueRecoveryOnTopicChange() > 0) {
            relief = Math.max(relief, knobs.fatigueRecoveryOnTopicChange() * base * Math.pow(0.7, recoveries));
            recoveries++;
        }
        double f = Math.max(0, Math.min(1, base - relief));
        relief *= 0.5;
        return f;
    }

    /** Draws the answer length (one draw of {@code rng}). */
    Length drawLength(SplittableRandom rng, double fatigue) {
        Persona.ResponsePatterns p = persona.responsePatterns();
        double energy = 1 - fatigue;
        double[] w = {p.detailed() * energy * energy, p.medium() * energy, p.brief() * (1 + fatigue),
            p.acknowledgment() * (1 + 3 * fatigue)};
        double total = w[0] + w[1] + w[2] + w[3];
        double r = rng.nextDouble() * total;
        for (int i = 0; i < w.length; i++) {
            r -= w[i];
            if (r < 0) {
                return Length.values()[i];
            }
        }
        return Length.BRIEF;
    }
}
