package org.interviewworkbench.engine.signal;

import java.util.List;
import java.util.Map;

/**
 * {@code temporal.strategy_repetition_count} (number): history = the last {@value #HISTORY} strategies of previous
 * turns (oldest first). Empty history: integer {@code 0}. Else {@code current = history[-1]} (the previous turn's
 * strategy) and the value is {@code occurrences of current in history / 5} (0.2 .. 1.0). The same value applies to
 * every strategy that weights it (peer-spec 2.4, 12 #9).
 */
public final class StrategyRepetitionCountSignal implements GlobalSignalDetector {

    public static final String NAME = "temporal.strategy_repetition_count";
    public static final int HISTORY = 5;

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
        List<String> history = lastFive(strategyHistory);
        if (history.isEmpty()) {
            return Values.ZERO_INT;
        }
        String current = history.get(history.size() - 1);
        int count = 0;
        for (String s : history) {
            if (current.equals(s)) {
                count++;
            }
        }
        return SignalValue.of((double) count / HISTORY);
    }

    static List<String> lastFive(List<String> strategyHistory) {
        return strategyHistory.subList(Math.max(0, strategyHistory.size() - HISTORY), strategyHistory.size());
    }
}
