package org.interviewworkbench.simulation;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Interview-quality metrics of one session (design.md "quality"). The scenario metrics are {@code null} when the
 * session ran without a scenario; the structural metrics are always present.
 *
 * @param hasScenario          whether scenario metrics were computed
 * @param nodeRecall           matched truth nodes / truth nodes, in [0,1]
 * @param edgeRecall           recovered truth edges / truth edges, in [0,1]
 * @param chainsRecovered      share of truth chains whose every edge was recovered; {@code null} without chains
 * @param chainCount           number of truth chains
 * @param turnsToFirstTerminal first turn whose graph holds a node matched to a terminal truth node, or {@code null}
 * @param exhaustedFocusTurns  turns whose focus node was flagged exhausted while a non-exhausted node existed
 * @param backtracks           focus moves to a node not adjacent (surface graph at that turn) to the previous focus
 * @param repeatedQuestions    questions near-identical (word Jaccard &ge; 0.85) to an earlier question
 * @param matched              truth node id to surface node id
 * @param terminationReason    why the interview ended, or {@code null}
 * @param edgeNodeRatio        surface edges / surface nodes (0 without nodes)
 * @param orphanShare          share of surface nodes without any edge
 * @param unmappedShare        share of surface nodes not mapped to a canonical slot
 */
public record QualityReport(boolean hasScenario, Double nodeRecall, Double edgeRecall, Double chainsRecovered,
                            int chainCount, Integer turnsToFirstTerminal, int exhaustedFocusTurns, int backtracks,
                            int repeatedQuestions, Map<String, String> matched, String terminationReason,
                            double edgeNodeRatio, double orphanShare, double unmappedShare) {

    public QualityReport {
        matched = matched == null ? Map.of() : java.util.Collections.unmodifiableMap(new LinkedHashMap<>(matched));
    }

    /** The metrics by CSV/summary column name, numbers only ({@code null} when not defined). */
    public Map<String, Double> numbers() {
        Map<String, Double> m = new LinkedHashMap<>();
        m.put("node_recall", nodeRecall);
        m.put("edge_recall", edgeRecall);
        m.put("chains_recovered", chainsRecovered);
        m.put("turns_to_first_terminal", turnsToFirstTerminal == null ? null : turnsToFirstTerminal.doubleValue());
        m.put("exhausted_focus_turns", (double) exhaustedFocusTurns);
        m.put("backtracks", (double) backtracks);
        m.put("repeated_questions", (double) repeatedQuestions);
        m.put("edge_node_ratio", edgeNodeRatio);
        m.put("orphan_share", orphanShare);
        m.put("unmapped_share", unmappedShare);
        return m;
    }

    /**
     * The {@code quality} object of session.json: {@code node_recall, edge_recall, chains_recovered,
     * turns_to_first_terminal, exhausted_focus_turns, backtracks, repeated_questions, matched} (scenario metrics,
     * only with a scenario), then {@code termination_reason, edge_node_ratio, orphan_share, unmapped_share} and
     * {@code chain_count}. Shares are rounded to 4 decimals.
     */
    public ObjectNode toJson() {
        ObjectNode o = JsonNodeFactory.instance.objectNode();
        if (hasScenario) {
            o.put("node_recall", round(nodeRecall));
            o.put("edge_recall", round(edgeRecall));
            if (chainsRecovered == null) {
                o.putNull("chains_recovered");
            } else {
                o.put("chains_recovered", round(chainsRecovered));
            }
            if (turnsToFirstTerminal == null) {
                o.putNull("turns_to_first_terminal");
            } else {
                o.put("turns_to_first_terminal", turnsToFirstTerminal.intValue());
            }
        }
        o.put("exhausted_focus_turns", exhaustedFocusTurns);
        o.put("backtracks", backtracks);
        o.put("repeated_questions", repeatedQuestions);
        if (hasScenario) {
            ObjectNode m = o.putObject("matched");
            matched.forEach(m::put);
            o.put("chain_count", chainCount);
        }
        if (terminationReason == null) {
            o.putNull("termination_reason");
        } else {
            o.put("termination_reason", terminationReason);
        }
        o.put("edge_node_ratio", round(edgeNodeRatio));
        o.put("orphan_share", round(orphanShare));
        o.put("unmapped_share", round(unmappedShare));
        return o;
    }

    private static double round(double v) {
        return Math.round(v * 10_000.0) / 10_000.0;
    }
}
