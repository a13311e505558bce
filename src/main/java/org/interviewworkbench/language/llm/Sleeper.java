package org.interviewworkbench.language.llm;

/** Waits between retries; injected so tests do not sleep. Must throw when the thread is interrupted. */
@FunctionalInterface
public interface Sleeper {
    void sleep(long millis) throws InterruptedException;

    /** {@link Thread#sleep(long)}. */
    Sleeper SYSTEM = Thread::sleep;
}
