package org.interviewworkbench.engine.port;

import java.util.Map;
import org.interviewworkbench.engine.config.Ordered;

/**
 * Likert 1-5 scores per rubric key, with a short rationale each (peer-spec 2.3 output shape).
 * A key that could not be rated is absent.
 */
public record RubricScores(Map<String, Integer> scores, Map<String, String> rationales) {
    public RubricScores {
        scores = Ordered.copyOf(scores);
        rationales = Ordered.copyOf(rationales);
    }
}
