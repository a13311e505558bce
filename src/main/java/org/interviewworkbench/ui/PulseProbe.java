package org.interviewworkbench.ui;

import javafx.animation.AnimationTimer;

/**
 * Measures FX-thread stalls: an {@link AnimationTimer} keeps pulses coming (about every 16 ms) and records the
 * longest gap between two consecutive pulses while it runs. Start and stop it on the FX thread.
 */
public final class PulseProbe extends AnimationTimer {

    private long last;
    private volatile long maxGapNanos;
    private volatile long pulses;

    @Override
    public void handle(long now) {
        if (last != 0) {
            maxGapNanos = Math.max(maxGapNanos, now - last);
        }
        last = now;
        pulses++;
    }

    /** The longest gap between two pulses so far, in milliseconds. */
    public double maxGapMillis() {
        return maxGapNanos / 1e6;
    }

    /** Returns the longest gap (ms) since the last call (or the start) and starts a new window. */
    public double takeMaxGapMillis() {
        double max = maxGapNanos / 1e6;
        maxGapNanos = 0;
        return max;
    }

    /** Pulses seen so far. */
    public long pulses() {
        return pulses;
    }
}
