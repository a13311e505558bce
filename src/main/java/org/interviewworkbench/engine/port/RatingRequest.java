package org.interviewworkbench.engine.port;

import java.util.List;
import org.interviewworkbench.engine.config.Ordered;

/**
 * Input of the batched rubric rating (seed 001 "LLM Batch Detection").
 *
 * @param question   the interviewer question the answer replies to (truncated to 200 chars by the LLM adapter)
 * @param answer     the answer (truncated to 500 chars by the LLM adapter)
 * @param rubricKeys rubric keys to rate, e.g. {@code response_depth}, {@code emotional_valence}
 */
public record RatingRequest(String question, String answer, List<String> rubricKeys) {
    public RatingRequest {
        rubricKeys = Ordered.copyOf(rubricKeys);
    }
}
