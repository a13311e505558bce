package org.interviewworkbench.codec;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.interviewworkbench.engine.scoring.Alternative;
import org.interviewworkbench.engine.scoring.RankingResult;
import org.interviewworkbench.engine.scoring.ScoredCandidate;
import org.interviewworkbench.engine.scoring.SignalContribution;

/**
 * JSON of ranking results (design.md "rank" and session.json {@code score_decomposition}): snake_case
 * {@code ScoredCandidate} objects {strategy, node_id, signal_contributions[{name, value, weight, contribution}],
 * base_score, phase_multiplier, phase_bonus, final_score, rank, selected}.
 */
public final class RankingJson {

    private static final JsonNodeFactory F = JsonNodeFactory.instance;

    private RankingJson() {
    }

    /** {@code {"strategy", "focus_node_id", "alternatives": [[name, score]...], "score_decomposition": [...]}}. */
    public static ObjectNode toJson(RankingResult result) {
        ObjectNode root = F.objectNode();
        root.put("strategy", result.strategy());
        if (result.focusNodeId() == null) {
            root.putNull("focus_node_id");
        } else {
            root.put("focus_node_id", result.focusNodeId());
        }
        ArrayNode alternatives = root.putArray("alternatives");
        for (Alternative a : result.alternatives()) {
            alternatives.addArray().add(a.strategy()).add(a.score());
        }
        ArrayNode decomposition = root.putArray("score_decomposition");
        result.scoreDecomposition().forEach(c -> decomposition.add(toJson(c)));
        return root;
    }

    public static ObjectNode toJson(ScoredCandidate c) {
        ObjectNode o = F.objectNode();
        o.put("strategy", c.strategy());
        o.put("node_id", c.nodeId());
        ArrayNode contributions = o.putArray("signal_contributions");
        for (SignalContribution sc : c.signalContributions()) {
            ObjectNode x = contributions.addObject();
            x.put("name", sc.name());
            putValue(x, "value", sc.value());
            x.put("weight", sc.weight());
            x.put("contribution", sc.contribution());
        }
        o.put("base_score", c.baseScore());
        o.put("phase_multiplier", c.phaseMultiplier());
        o.put("phase_bonus", c.phaseBonus());
        o.put("final_score", c.finalScore());
        o.put("rank", c.rank());
        o.put("selected", c.selected());
        return o;
    }

    private static void putValue(ObjectNode o, String field, Object value) {
        if (value == null) {
            o.putNull(field);
        } else if (value instanceof Boolean b) {
            o.put(field, b);
        } else if (value instanceof Long l) {
            o.put(field, l);
        } else if (value instanceof Integer i) {
            o.put(field, i);
        } else if (value instanceof Number n) {
            o.put(field, n.doubleValue());
        } else {
            o.put(field, value.toString());
        }
    }
}
