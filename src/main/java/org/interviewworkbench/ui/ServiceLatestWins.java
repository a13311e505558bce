package org.interviewworkbench.ui;

import java.time.Duration;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.concurrent.Service;
import javafx.concurrent.Task;

/**
 * {@link LatestWins} on a JavaFX {@link Service}: {@link Service#restart()} cancels the previous task (without
 * interrupting it: its result is dropped). The debounce is a delayed hand-off to the background executor, so a task
 * superseded while waiting never runs at all.
 *
 * @param <T> result type
 */
public final class ServiceLatestWins<T> implements LatestWins<T> {

    private final Service<T> service;
    private Callable<T> work;
    private Consumer<T> onResult = r -> { };
    private Consumer<Throwable> onFailure = t -> { };

    public ServiceLatestWins(String name, Executor background, Duration debounce) {
        Executor executor = debounce.isZero() ? background
                : CompletableFuture.delayedExecutor(debounce.toMillis(), TimeUnit.MILLISECONDS, background);
        service = new Service<>() {
            @Override
            protected Task<T> createTask() {
                Callable<T> job = work;
                Task<T> task = new Task<>() {
                    @Override
                    protected T call() throws Exception {
                        return job.call();
                    }

                    /**
                     * Superseded work is dropped, never interrupted: an interrupt during a read of an H2 file
                     * database closes its file channel and with it the database for the whole workbench
                     * ("The database has been closed"). The superseded task runs to its end; its result is ignored.
                     */
                    @Override
                    public boolean cancel(boolean mayInterruptIfRunning) {
                        return super.cancel(false);
                    }
                };
                task.setOnSucceeded(e -> onResult.accept(task.getValue()));
                task.setOnFailed(e -> onFailure.accept(task.getException()));
                return task;
            }
        };
        service.setExecutor(executor);
    }

    @Override
    public void submit(Callable<T> newWork, Consumer<T> resultHandler, Consumer<Throwable> failureHandler) {
        this.work = newWork;
        this.onResult = resultHandler;
        this.onFailure = failureHandler;
        service.restart();
    }

    @Override
    public void cancel() {
        service.cancel();
    }

    @Override
    public ReadOnlyBooleanProperty runningProperty() {
        return service.runningProperty();
    }

    /** The production factory, on one background executor. */
    public static LatestWins.Factory factory(Executor background) {
        return new LatestWins.Factory() {
            @Override
            public <R> LatestWins<R> create(String name, Duration debounce) {
                return new ServiceLatestWins<>(name, background, debounce);
            }
        };
    }
}
