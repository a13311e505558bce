package org.interviewworkbench.ui;

/**
 * Moves work onto the UI thread. The production implementation is {@link FxThreadDispatcher}; ViewModel unit
 * tests use {@code Runnable::run}. This is the only place the workbench hands engine events to JavaFX.
 */
@FunctionalInterface
public interface FxDispatcher {

    /** Runs {@code action} on the UI thread, once. */
    void dispatch(Runnable action);
}
