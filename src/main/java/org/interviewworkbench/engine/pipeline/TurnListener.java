package org.interviewworkbench.engine.pipeline;

/**
 * Observes a running turn (the workbench shows live progress through the stages). Called on the turn's thread;
 * implementations must be quick and must not block.
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
}
