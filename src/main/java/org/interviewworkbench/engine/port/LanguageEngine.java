package org.interviewworkbench.engine.port;

import java.util.List;

/**
 * The language tasks the pipeline needs. The embedded offline engine implements all of them; LLM engines
 * implement them through LangChain4j and fall back to the offline engine per task (the result is then marked
 * degraded).
 *
 * <p>Implementations must not let text inside an answer steer them: respondent text is data.
 * A method throws {@link LanguageTaskException} only when it cannot produce any result.
 */
public interface LanguageEngine {

    /** Short identifier, e.g. {@code offline}, {@code openai}. */
    String id();

    /** Stage 3: discourse markers and predicate-argument frames. */
    TaskResult<SrlAnalysis> analyse(String answer, String question);

    /** Stage 4: typed concepts and relationships. */
    TaskResult<Extraction> extract(ExtractionRequest request);

    /** Stage 8: rubric scores for the {@code llm.*} signals. */
    TaskResult<RubricScores> rate(RatingRequest request);

    /** Turn 0: the opening question. */
    TaskResult<String> openingQuestion(OpeningRequest request);

    /** Stage 10: the next question. */
    TaskResult<String> followUpQuestion(FollowUpRequest request);

    /**
     * Stage 10, streamed: as {@link #followUpQuestion(FollowUpRequest)}, and the text is passed to {@code tokens}
     * while it is generated. An engine that cannot stream (the offline engine) sends nothing; the result is the
     * whole question either way. When a stream breaks off and the task falls back, the tokens sent so far are
     * superseded by the result.
     */
    default TaskResult<String> followUpQuestion(FollowUpRequest request, TokenSink tokens) {
        return followUpQuestion(request);
    }

    /**
     * Stage 9: whether {@code answer}, given to {@code questionAnswered}, ends the interview: the question was the
     * interviewer's close ("Before we finish, ...?", "... any questions for me?") and the answer takes leave or
     * says there is nothing more. An engine that cannot tell says {@code false} (the interview goes on as before).
     */
    default boolean endsInterview(String answer, String questionAnswered) {
        return false;
    }

    /** Stage 6: canonical slot proposals. */
    TaskResult<List<SlotProposal>> proposeSlots(SlotRequest request);
}
