package org.interviewworkbench.language.llm;

import java.util.function.LongSupplier;

/**
 * A token bucket that keeps the requests sent to a language provider under a requests-per-minute limit (the
 * {@code requests_per_minute} setting, docs/llm.md), however many runs of a batch ({@code simulate --parallel P}) ask
 * at once: P requests may be in flight together, but they start no faster than the limit.
 *
 * <p>The bucket holds at most {@code capacity} tokens and refills at {@code perMinute / 60} tokens per second; each
 * request takes one. A request that finds the bucket empty reserves the next token and waits for it, so waiting
 * callers are served in the order they asked and never more than {@code capacity + perMinute * t / 60} requests start
 * in any {@code t} seconds. Thread-safe; the clock and the sleeping are injected, so tests run on a fake clock.
 */
public final class RateLimiter {

    private final int perMinute;
    private final double capacity;
    private final double nanosPerToken;
    private final LongSupplier nanoClock;
    private final Sleeper sleeper;
    private double tokens;
    private long refilledAt;

    /**
     * @param perMinute requests per minute (at least 1)
     * @param capacity  requests that may start at once after a quiet spell (at least 1)
     * @param nanoClock a monotonic clock in nanoseconds ({@link System#nanoTime()})
     * @param sleeper   waits (must throw when the thread is interrupted)
     */
    public RateLimiter(int perMinute, int capacity, LongSupplier nanoClock, Sleeper sleeper) {
        if (perMinute < 1) {
            throw new IllegalArgumentException("requests_per_minute must be at least 1, not " + perMinute);
        }
        if (capacity < 1) {
            throw new IllegalArgumentException("the burst capacity must be at least 1, not " + capacity);
        }
        this.perMinute = perMinute;
        this.capacity = capacity;
        this.nanosPerToken = 60e9 / perMinute;
        this.nanoClock = nanoClock;
        this.sleeper = sleeper;
        this.tokens = capacity;
        this.refilledAt = nanoClock.getAsLong();
    }

    /**
     * A limiter of {@code perMinute} requests a minute on the system clock, with a burst of one second's worth (at
     * least 1): 60 a minute start one a second, 600 a minute up to ten at once.
     */
    public static RateLimiter perMinute(int perMinute) {
        return new RateLimiter(perMinute, Math.max(1, perMinute / 60), System::nanoTime, Sleeper.SYSTEM);
    }

    public int perMinute() {
        return perMinute;
    }

    /**
     * Waits until a request may start.
     *
     * @throws IllegalStateException when the waiting thread is interrupted (the interrupt flag is kept)
     */
    public void acquire() {
        long waitNanos = reserve();
        if (waitNanos <= 0) {
            return;
        }
        try {
            sleeper.sleep(Math.max(1, (waitNanos + 999_999) / 1_000_000));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while waiting for the requests-per-minute limit", e);
        }
    }

    /** Takes a token now, or reserves the next one: how long the caller must wait, in nanoseconds (0: at once). */
    synchronized long reserve() {
        long now = nanoClock.getAsLong();
        if (now > refilledAt) {
            tokens = Math.min(capacity, tokens + (now - refilledAt) / nanosPerToken);
            refilledAt = now;
        }
        tokens -= 1;
        return tokens >= 0 ? 0 : (long) Math.ceil(-tokens * nanosPerToken);
    }
}
