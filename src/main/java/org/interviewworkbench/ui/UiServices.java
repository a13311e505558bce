package org.interviewworkbench.ui;

import java.util.Objects;
import java.util.concurrent.Executor;

/**
 * What every ViewModel may need, handed down by constructor injection from the composition root.
 *
 * @param bridge       the engine boundary
 * @param dispatcher   marshals results onto the UI thread
 * @param turnExecutor the one owned single-thread executor for turns and session I/O (turns never overlap)
 * @param background   executor for side work (validation, re-rank, simulation, export)
 * @param latestWins   creates "latest wins" runners
 * @param dialogs      dialogs
 */
public record UiServices(WorkbenchBridge bridge, FxDispatcher dispatcher, Executor turnExecutor, Executor background,
                         LatestWins.Factory latestWins, DialogService dialogs) {
    public UiServices {
        Objects.requireNonNull(bridge, "bridge");
        Objects.requireNonNull(dispatcher, "dispatcher");
        Objects.requireNonNull(turnExecutor, "turnExecutor");
        Objects.requireNonNull(background, "background");
        Objects.requireNonNull(latestWins, "latestWins");
        Objects.requireNonNull(dialogs, "dialogs");
    }

    /** Runs {@code work} on {@code executor} and delivers its result or failure on the UI thread, once. */
    public <T> void async(Executor executor, java.util.concurrent.Callable<T> work,
                          java.util.function.Consumer<T> onResult, java.util.function.Consumer<Throwable> onFailure) {
        executor.execute(() -> {
            T value;
            try {
                value = work.call();
            } catch (Throwable t) {
                dispatcher.dispatch(() -> onFailure.accept(t));
                return;
            }
            dispatcher.dispatch(() -> onResult.accept(value));
        });
    }
}
