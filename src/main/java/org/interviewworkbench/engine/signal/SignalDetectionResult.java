package org.interviewworkbench.engine.signal;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import org.interviewworkbench.engine.config.Ordered;

/**
 * The signals of one turn.
 *
 * @param global   global signals in detection order
 * @param nodes    node id (tracker order) to that node's signals (detector order)
 * @param failures signals whose detector threw, name to one-line message (those signals are missing)
 */
public record SignalDetectionResult(Map<String, SignalValue> global, Map<String, Map<String, SignalValue>> nodes,
                                    Map<String, String> failures) {
    public SignalDetectionResult {
        global = Ordered.copyOf(global);
        failures = Ordered.copyOf(failures);
        Map<String, Map<String, SignalValue>> copy = new LinkedHashMap<>();
        if (nodes != null) {
            nodes.forEach((id, signals) -> copy.put(id, Ordered.copyOf(signals)));
        }
        nodes = Collections.unmodifiableMap(copy);
    }
}
