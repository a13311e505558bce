package org.interviewworkbench.ui;

import java.time.Duration;
import java.util.Objects;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Notices what other processes write to the shared store (issue 16): every {@code interval} it asks the bridge for
 * the store's {@link WorkbenchBridge#changeToken() change token} on the owned scheduled executor (never the UI
 * thread) and, only when the token differs from the last one, runs {@code onChange} once on the UI thread. Polling
 * works on H2 and PostgreSQL alike; one query of counts per interval.
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
    private final ScheduledFuture<?> task;
    private volatile String last;
    private boolean failing;

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
        long ms = interval.toMillis();
        this.task = scheduler.scheduleWithFixedDelay(this::poll, 0, ms, TimeUnit.MILLISECONDS);
    }

    /** One tick: read the token, report a change. Runs on the scheduler's thread only (one tick at a time). */
    private void poll() {
        String token;
        try {
            token = bridge.changeToken();
        } catch (RuntimeException e) {
            if (!failing) {
                LOG.warn("cannot look for changes in the session database: {}", DialogService.friendly(e));
                failing = true;
            }
            return;
        }
        if (failing) {
            LOG.info("the session database answers again");
            failing = false;
        }
        if (token == null || token.isEmpty()) {
            return;
        }
        boolean changed = last != null && !last.equals(token);
        last = token;
        if (changed) {
            dispatcher.dispatch(onChange);
        }
    }

    /** Whether the store has answered once (changes after that are reported). */
    public boolean isWatching() {
        return last != null;
    }

    /** Stops polling. */
    @Override
    public void close() {
        task.cancel(false);
    }
}
