package org.interviewworkbench.ui;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import javafx.animation.AnimationTimer;

/**
 * Measures FX-thread stalls: an {@link AnimationTimer} keeps pulses coming (about every 16 ms) and records, per
 * window, the longest wall-clock gap between two consecutive pulses and the longest FX-thread CPU time spent
 * between two consecutive pulses. The wall gap is what the user sees; the CPU time is the FX thread's own work in
 * that gap (CSS, layout, our listeners), which stays meaningful when other processes compete for the cores and
 * stretch the wall gap. Start and stop it on the FX thread.
 */
public final class PulseProbe extends AnimationTimer {

    private final ThreadMXBean threads = ManagementFactory.getThreadMXBean();
    private final boolean cpuTime = threads.isCurrentThreadCpuTimeSupported();
    private long last;
    private long lastCpu;
    private volatile long maxGapNanos;
    private volatile long maxCpuNanos;
    private volatile long pulses;

    @Override
    public void handle(long now) {
        long cpu = cpuTime ? threads.getCurrentThreadCpuTime() : 0;
        if (last != 0) {
            maxGapNanos = Math.max(maxGapNanos, now - last);
            maxCpuNanos = Math.max(maxCpuNanos, cpu - lastCpu);
        }
        last = now;
        lastCpu = cpu;
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

    /**
     * Returns the longest FX-thread CPU time (ms) spent between two pulses since the last call (or the start) and
     * starts a new window; 0 where the JVM cannot measure thread CPU time.
     */
    public double takeMaxCpuMillis() {
        double max = maxCpuNanos / 1e6;
        maxCpuNanos = 0;
        return max;
    }

    /** Pulses seen so far. */
    public long pulses() {
        return pulses;
    }
}
