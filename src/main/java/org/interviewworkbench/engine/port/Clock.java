package org.interviewworkbench.engine.port;

import java.time.Instant;

/** Time source (injected so tests and simulations can fix it). Also the monotonic timer for latencies. */
public interface Clock {
    Instant now();

    /** Monotonic nanoseconds for latency measurement. */
    long nanoTime();

    /** The system clock. */
    Clock SYSTEM = new Clock() {
        @Override
        public Instant now() {
            return Instant.now();
        }

        @Override
        public long nanoTime() {
            return System.nanoTime();
        }
    };
}
