package org.interviewworkbench.engine.signal;

import java.util.List;
import java.util.Map;

/**
 * {@code temporal.turns_since_strategy_change} (number): history = the last 5 strategies of previous turns. Fewer
 * than 2 entries: integer {@code 0}. Else {@code min(trailing entries equal to history[-1] / 5, 1.0)}.
 */
public final class TurnsSinceStrategyChangeSignal implements GlobalSignalDetector {

    public static final String NAME = "temporal.turns_since_strategy_change";

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public Map<String, SignalValue> detect(SignalContext ctx, Map<String, SignalValue> detectedSoFar) {
        return Map.of(NAME, value(ctx.strategyHistory()));
    }

    /** The value for a full strategy history (oldest first). */
    public static SignalValue value(List<String> strategyHistory) {
        List<String> history = StrategyRepetitionCountSignal.lastFive(strategyHistory);
        if (history.size() < 2) {
            return Values.ZERO_INT;
        }
        String current = history.get(history.size() - 1);
        int count = 0;
        for (int i = history.size() - 1; i >= 0 && current.equals(history.get(i)); i--) {
            count++;
        }
        return SignalValue.of(Math.min((double) count / StrategyRepetitionCountSignal.HISTORY, 1.0));
    }
}
