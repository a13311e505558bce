package org.interviewworkbench.engine.pipeline;

/**
 * Observes a running turn (the workbench shows live progress through the stages and the question as it streams).
 * Called on the turn's thread unless a method says otherwise; implementations must be quick and must not block.
 */
public interface TurnListener {

    TurnListener NONE = new TurnListener() {
    };

    /** A stage is about to run. */
    default void stageStarted(Stage stage) {
    }

    /** A stage finished after {@code millis}. */
    default void stageFinished(Stage stage, double millis) {
    }

    /**
     * The next piece of the question being generated (streaming LLM engines only). May be called on a language
     * task's thread rather than the turn's; pieces of one phrasing arrive in order.
     */
    default void questionToken(String text) {
    }

    /**
     * The question streamed so far was dropped (it repeated an earlier question, or its task fell back): the next
     * {@link #questionToken} starts a new phrasing. The turn's result always carries the final question.
     */
    default void questionDiscarded() {
    }
}
