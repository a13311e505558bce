package org.interviewworkbench.methodology;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.interviewworkbench.engine.config.PhaseBoundaries;
import org.yaml.snakeyaml.nodes.Node;

/**
 * Gathers phase boundaries from the top-level {@code phase_boundaries} block and from the seed-002 form
 * {@code phases.<phase>.phase_boundaries}, and checks them: positive whole numbers, given in pairs, early < mid,
 * and no key set twice with different values.
 */
final class BoundaryCollector {

    /** The boundary keys, in the order they are checked. */
    static final List<String> KEYS = List.of("early_max_turns", "mid_max_turns", "early_max_nodes",
            "mid_max_nodes");

    private final NodeReader reader;
    private final Map<String, Integer> values = new LinkedHashMap<>();
    private final Map<String, Node> nodes = new LinkedHashMap<>();

    BoundaryCollector(NodeReader reader) {
        this.reader = reader;
    }

    void collect(Fields block) {
        for (String key : KEYS) {
            if (!block.has(key)) {
                continue;
            }
            Integer value = block.integer(key);
            Node at = block.value(key);
            if (value == null) {
                continue;
            }
            if (value < 1) {
                reader.error(at, block.path(key) + " must be a positive whole number, not " + value);
                continue;
            }
            Integer previous = values.get(key);
            if (previous != null && !previous.equals(value)) {
                reader.error(at, block.path(key) + ": phase boundary '" + key + "' is already set to " + previous
                        + " at line " + NodeReader.line(nodes.get(key)));
                continue;
            }
            values.put(key, value);
            nodes.put(key, at);
        }
    }

    PhaseBoundaries build() {
        Integer earlyTurns = pair("early_max_turns", "mid_max_turns");
        Integer midTurns = earlyTurns == null ? null : values.get("mid_max_turns");
        Integer earlyNodes = pair("early_max_nodes", "mid_max_nodes");
        Integer midNodes = earlyNodes == null ? null : values.get("mid_max_nodes");
        return new PhaseBoundaries(earlyTurns, midTurns, earlyNodes, midNodes);
    }

    /** The early value of a checked pair, or {@code null} when the pair is absent or invalid (error reported). */
    private Integer pair(String earlyKey, String midKey) {
        Integer early = values.get(earlyKey);
        Integer mid = values.get(midKey);
        if (early == null && mid == null) {
            return null;
        }
        if (early == null || mid == null) {
            String present = early == null ? midKey : earlyKey;
            String missing = early == null ? earlyKey : midKey;
            reader.error(nodes.get(present), "phase_boundaries: '" + present + "' needs '" + missing + "' too");
            return null;
        }
        if (early >= mid) {
            reader.error(nodes.get(earlyKey), "phase_boundaries: " + earlyKey + " (" + early + ") must be less than "
                    + midKey + " (" + mid + ")");
            return null;
        }
        return early;
    }
}
