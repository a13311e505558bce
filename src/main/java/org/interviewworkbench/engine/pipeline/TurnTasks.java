package org.interviewworkbench.engine.pipeline;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Function;
import org.interviewworkbench.engine.port.Clock;
import org.interviewworkbench.engine.port.LanguageEngine;
import org.interviewworkbench.engine.port.LanguageTask;
import org.interviewworkbench.engine.port.TaskResult;

/**
 * The language tasks of one turn: each runs on the {@link TurnConcurrency#executor()}, and is awaited on the turn's
 * thread at most until the turn deadline; a late task is cancelled (its thread interrupted) and answered by the
 * offline engine, with a degraded reason. Tasks still running when the turn ends are cancelled by {@link #close()}.
 */
final class TurnTasks implements AutoCloseable {

    private final TurnConcurrency concurrency;
    private final Clock clock;
    private final long deadlineAt;
    private final String engineId;
    private final List<Pending<?>> started = new ArrayList<>();

    TurnTasks(TurnConcurrency concurrency, Clock clock, long startNanos, String engineId) {
        this.concurrency = concurrency;
        this.clock = clock;
        this.deadlineAt = startNanos + TimeUnit.MILLISECONDS.toNanos(concurrency.deadlineMillis());
        this.engineId = engineId;
    }

    /** Tasks run at once on the calling thread, no deadline (stages used on their own, tests). */
    static TurnTasks inline(Clock clock) {
        return new TurnTasks(TurnConcurrency.SEQUENTIAL, clock, 0, "");
    }

    boolean streamsQuestions() {
        return concurrency.streamQuestions();
    }

    /**
     * Starts {@code task}.
     *
     * @param call    the call on the turn's engine
     * @param offline the same call on the offline engine (used when the task is late)
     */
    <T> Pending<T> submit(LanguageTask task, java.util.function.Supplier<TaskResult<T>> call,
                          Function<LanguageEngine, TaskResult<T>> offline) {
        Pending<T> p = new Pending<>(task, offline);
        if (concurrency.hasDeadline() && clock.nanoTime() >= deadlineAt) {
            p.late = true; // the deadline passed before the task could start: nothing is sent
            return p;
        }
        p.future = new FutureTask<>(call::get);
        synchronized (started) {
            started.add(p);
        }
        try {
            concurrency.executor().execute(p.future);
        } catch (RejectedExecutionException e) {
            p.future.run(); // the executor is shutting down: run on this thread
        }
        return p;
    }

    /** Cancels the tasks still running (the turn ended without them, or failed). */
    @Override
    public void close() {
        synchronized (started) {
            for (Pending<?> p : started) {
                if (p.future != null && !p.future.isDone()) {
                    p.future.cancel(true);
                }
            }
        }
    }

    /** A started task. */
    final class Pending<T> {
        private final LanguageTask task;
        private final Function<LanguageEngine, TaskResult<T>> offline;
        private FutureTask<TaskResult<T>> future;
        private boolean late;

        private Pending(LanguageTask task, Function<LanguageEngine, TaskResult<T>> offline) {
            this.task = task;
            this.offline = offline;
        }

        /** Whether the task missed the deadline (set once {@link #join()} gave up on it). */
        boolean late() {
            return late;
        }

        /**
         * The task's result; waits at most until the turn deadline, then answers offline.
         *
         * @throws TurnCancelledException when the turn's thread is interrupted while waiting
         */
        TaskResult<T> join() {
            if (late) {
                return offlineAnswer();
            }
            try {
                if (!concurrency.hasDeadline()) {
                    return future.get();
                }
                long remaining = deadlineAt - clock.nanoTime();
                return future.get(Math.max(0, remaining), TimeUnit.NANOSECONDS);
            } catch (TimeoutException e) {
                future.cancel(true);
                late = true;
                return offlineAnswer();
            } catch (InterruptedException e) {
                future.cancel(true);
                Thread.currentThread().interrupt();
                throw new TurnCancelledException("turn cancelled while waiting for " + task.id() + "; nothing was stored");
            } catch (CancellationException e) {
                throw new TurnCancelledException(task.id() + " was cancelled; nothing was stored");
            } catch (ExecutionException e) {
                Throwable cause = e.getCause();
                if (cause instanceof RuntimeException r) {
                    throw r;
                }
                if (cause instanceof Error err) {
                    throw err;
                }
                throw new IllegalStateException(cause);
            }
        }

        private TaskResult<T> offlineAnswer() {
            TaskResult<T> alt = offline.apply(concurrency.offline());
            String reason = engineId + " " + task.id() + " did not answer within the turn deadline ("
                    + concurrency.deadlineMillis() + " ms); " + concurrency.offline().id() + " engine used";
            return new TaskResult<>(alt.value(), alt.engine(), reason, alt.usage());
        }
    }
}
