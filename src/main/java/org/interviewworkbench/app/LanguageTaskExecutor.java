package org.interviewworkbench.app;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executor;
import java.util.concurrent.SynchronousQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The executor the turns' language tasks run on (issue 11: extraction, rating, slot discovery and the question
 * overlap). Owned by the composition root and closed on exit; threads are created on first use, are daemons named
 * {@code language-task-N}, and end after {@link #IDLE_SECONDS} idle. At most {@link #MAX_THREADS} tasks run at once;
 * a task beyond that runs on the submitting thread (a turn has at most four language tasks in flight, so this only
 * happens while abandoned late tasks are still ending).
 */
public final class LanguageTaskExecutor implements Executor, AutoCloseable {

    private static final Logger LOG = LoggerFactory.getLogger(LanguageTaskExecutor.class);
    /** Upper bound of concurrently running language tasks. */
    public static final int MAX_THREADS = 16;
    /** Seconds an idle thread is kept. */
    public static final int IDLE_SECONDS = 30;

    private final AtomicInteger count = new AtomicInteger();
    private ExecutorService pool;
    private boolean closed;

    @Override
    public void execute(Runnable task) {
        pool().execute(task);
    }

    private synchronized ExecutorService pool() {
        if (closed) {
            throw new java.util.concurrent.RejectedExecutionException("the language task executor is closed");
        }
        if (pool == null) {
            pool = new ThreadPoolExecutor(0, MAX_THREADS, IDLE_SECONDS, TimeUnit.SECONDS, new SynchronousQueue<>(),
                    r -> {
                        Thread t = new Thread(r, "language-task-" + count.incrementAndGet());
                        t.setDaemon(true);
                        return t;
                    }, new ThreadPoolExecutor.CallerRunsPolicy());
        }
        return pool;
    }

    /** Interrupts running tasks and waits briefly for them to end. */
    @Override
    public void close() {
        ExecutorService p;
        synchronized (this) {
            closed = true;
            p = pool;
            pool = null;
        }
        if (p == null) {
            return;
        }
        p.shutdownNow();
        try {
            if (!p.awaitTermination(2, TimeUnit.SECONDS)) {
                LOG.warn("language tasks still running after shutdown");
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
