package org.interviewworkbench.codec;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.interviewworkbench.engine.scoring.Alternative;
import org.interviewworkbench.engine.scoring.RankingResult;
import org.interviewworkbench.engine.scoring.ScoredCandidate;

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

    /** One ScoredCandidate in the design.md shape (the same shape session.json uses). */
    public static ObjectNode toJson(ScoredCandidate c) {
        return TurnResultJson.candidateToJson(c);
    }
}
