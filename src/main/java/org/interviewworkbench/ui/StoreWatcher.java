package org.interviewworkbench.ui;

import java.time.Duration;
import java.util.Objects;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Notices what other processes write to the shared store (issue 16): it reads the store's
 * {@link WorkbenchBridge#changeToken() change token} on the owned scheduled executor (never the UI thread) and, only
 * when the token differs from the last one, runs {@code onChange} once on the UI thread. On H2 it polls every
 * {@code interval} (one query of counts). When the bridge {@link WorkbenchBridge#pushesChanges() pushes changes}
 * (PostgreSQL's LISTEN/NOTIFY), it waits for a notification instead, at most {@code interval}, so another
 * process's commit shows at once and the poll remains as the fallback.
 *
 * <p>A bridge whose token is "" (cannot tell) is polled but never reports. A failed poll (the server is away for a
 * moment) is logged once and retried at the next tick.
 */
public final class StoreWatcher implements AutoCloseable {

    /** How often the workbench looks for other people's new sessions and turns. */
    public static final Duration DEFAULT_INTERVAL = Duration.ofSeconds(2);

    private static final Logger LOG = LoggerFactory.getLogger(StoreWatcher.class);

    private final WorkbenchBridge bridge;
    private final FxDispatcher dispatcher;
    private final Runnable onChange;
    private final ScheduledExecutorService scheduler;
    private final Duration interval;
    private volatile ScheduledFuture<?> next;
    private volatile boolean stopped;
    private volatile String last;
    private boolean failing;
    private Boolean pushes;

    /**
     * Starts polling at once (the first token is only remembered).
     *
     * @param scheduler the owner's scheduled executor (shut down by its owner)
     * @param onChange  runs on the UI thread after the token changed
     */
    public StoreWatcher(WorkbenchBridge bridge, ScheduledExecutorService scheduler, FxDispatcher dispatcher,
                        Duration interval, Runnable onChange) {
        this.bridge = Objects.requireNonNull(bridge, "bridge");
        this.dispatcher = Objects.requireNonNull(dispatcher, "dispatcher");
        this.onChange = Objects.requireNonNull(onChange, "onChange");
        if (interval.isNegative() || interval.isZero()) {
            throw new IllegalArgumentException("the poll interval must be positive");
        }
        this.scheduler = scheduler;
        this.interval = interval;
        this.next = scheduler.schedule(this::tick, 0, TimeUnit.MILLISECONDS);
    }

    /**
     * One tick: read the token and report a change, then wait for the next (a notification or the interval). Runs
     * on the scheduler's thread only, one tick at a time (each schedules the next).
     */
    private void tick() {
        if (stopped) {
            return;
        }
        boolean polled = poll();
        long delay = interval.toMillis();
        try {
            if (polled && pushes()) {
                bridge.awaitChange(interval);
                delay = 0;
            }
        } catch (RuntimeException e) {
            fault(e);
        }
        if (!stopped) {
            try {
                next = scheduler.schedule(this::tick, delay, TimeUnit.MILLISECONDS);
            } catch (java.util.concurrent.RejectedExecutionException e) {
                stopped = true; // the owner shut the executor down
            }
        }
    }

    private boolean pushes() {
        if (pushes == null) {
            pushes = bridge.pushesChanges();
        }
        return pushes;
    }

    private void fault(RuntimeException e) {
        if (!failing) {
            LOG.warn("cannot look for changes in the session database: {}", DialogService.friendly(e));
            failing = true;
        }
    }

    /** Reads the token and reports a change; false when the store did not answer. */
    private boolean poll() {
        String token;
        try {
            token = bridge.changeToken();
        } catch (RuntimeException e) {
            fault(e);
            return false;
        }
        if (failing) {
            LOG.info("the session database answers again");
            failing = false;
        }
        if (token == null || token.isEmpty()) {
            return true;
        }
        boolean changed = last != null && !last.equals(token);
        last = token;
        if (changed) {
            dispatcher.dispatch(onChange);
        }
        return true;
    }

    /** Whether the store has answered once (changes after that are reported). */
    public boolean isWatching() {
        return last != null;
    }

    /** Stops polling. */
    @Override
    public void close() {
        stopped = true;
        next.cancel(false);
    }
}
