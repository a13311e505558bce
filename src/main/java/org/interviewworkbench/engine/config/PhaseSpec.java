package org.interviewworkbench.engine.config;

import java.util.Map;

/**
 * Per-phase strategy modifiers: {@code final = base x multiplier + bonus}.
 *
 * @param description informational
 * @param multipliers strategy name to multiplier (the YAML {@code signal_weights}; default 1.0)
 * @param bonuses     strategy name to additive bonus (the YAML {@code phase_bonuses}; default 0.0)
 */
public record PhaseSpec(String description, Map<String, Double> multipliers, Map<String, Double> bonuses) {
    public static final PhaseSpec NEUTRAL = new PhaseSpec("", Map.of(), Map.of());

    public PhaseSpec {
        description = description == null ? "" : description;
        multipliers = Ordered.copyOf(multipliers);
        bonuses = Ordered.copyOf(bonuses);
    }

    public double multiplier(String strategy) {
        return multipliers.getOrDefault(strategy, 1.0);
    }

    public double bonus(String strategy) {
        return bonuses.getOrDefault(strategy, 0.0);
    }
}
