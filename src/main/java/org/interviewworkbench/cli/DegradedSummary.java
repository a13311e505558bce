package org.interviewworkbench.cli;

import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.interviewworkbench.engine.pipeline.TurnResult;

/**
 * Counts the turns in which a language task fell back to the offline engine and says so in one line at the end
 * ({@code 3 of 20 turns answered offline: timeout x2, 429 x1}) instead of a warning per retry.
 */
final class DegradedSummary {

    private final Map<String, Integer> reasons = new TreeMap<>();
    private int turns;
    private int degradedTurns;

    /** Records one finished turn. */
    synchronized void add(TurnResult turn) {
        turns++;
        if (turn.degraded().isEmpty()) {
            return;
        }
        degradedTurns++;
        turn.degraded().forEach(d -> reasons.merge(kind(d.reason()), 1, Integer::sum));
    }

    /** The summary line, or empty when no turn fell back. */
    synchronized Optional<String> line() {
        if (degradedTurns == 0) {
            return Optional.empty();
        }
        StringBuilder sb = new StringBuilder(degradedTurns + " of " + turns + " turns answered offline: ");
        String sep = "";
        for (Map.Entry<String, Integer> e : reasons.entrySet()) {
            sb.append(sep).append(e.getKey()).append(" x").append(e.getValue());
            sep = ", ";
        }
        return Optional.of(sb.toString());
    }

    /** A short name for a fallback reason (turn deadline, timeout, 429, 401, unreachable, bad output ...). */
    static String kind(String reason) {
        String r = reason == null ? "" : reason.toLowerCase(Locale.ROOT);
        if (r.contains("turn deadline")) { // before the codes: "(1500 ms)" is not an HTTP 500
            return "turn deadline";
        }
        for (String code : new String[] {"429", "401", "403", "500", "502", "503", "504"}) {
            if (r.contains(code)) {
                return code;
            }
        }
        if (r.contains("timeout") || r.contains("timed out")) {
            return "timeout";
        }
        if (r.contains("connect") || r.contains("unreachable") || r.contains("refused")) {
            return "unreachable";
        }
        if (r.contains("json") || r.contains("format") || r.contains("parse") || r.contains("schema")) {
            return "bad output";
        }
        String first = r.strip().split("[\\s:;,(]+", 2)[0];
        return first.isEmpty() ? "other" : first;
    }
}
