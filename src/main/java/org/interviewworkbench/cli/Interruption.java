package org.interviewworkbench.cli;

import java.util.Optional;
import java.util.concurrent.atomic.AtomicReference;

/**
 * A request to stop, set by a signal (SIGINT or SIGTERM) and read by long-running commands between units of work
 * (a turn, a run), so what is finished is kept: a command polls {@link #requested()} and, when set, ends with
 * {@link #exitCode()}. One instance per process, owned by the composition root; tests set it directly.
 */
public final class Interruption {

    /** The signal that asked the process to stop. */
    public enum Signal {
        INT(ExitCode.INTERRUPTED), TERM(ExitCode.TERMINATED);

        private final int exitCode;

        Signal(int exitCode) {
            this.exitCode = exitCode;
        }

        public int exitCode() {
            return exitCode;
        }
    }

    private final AtomicReference<Signal> signal = new AtomicReference<>();
    private volatile boolean cooperative;
    private volatile String exitNote;

    /**
     * The running command polls {@link #requested()} and stops by itself; without this a signal ends the process at
     * once (uncommitted work is rolled back by the database).
     */
    public void stopCooperatively() {
        cooperative = true;
    }

    /** {@code true} when the running command stops by itself after a signal. */
    public boolean cooperative() {
        return cooperative;
    }

    /** A line printed on stderr when a signal ends the process at once (e.g. how to resume). */
    public void exitNote(String note) {
        exitNote = note;
    }

    /** The line to print when a signal ends the process at once, or {@code null}. */
    public String exitNote() {
        return exitNote;
    }

    /** Records a stop request; the first signal wins. Returns {@code true} when this was the first request. */
    public boolean request(Signal s) {
        return signal.compareAndSet(null, s);
    }

    /** {@code true} once a stop was requested. */
    public boolean requested() {
        return signal.get() != null;
    }

    /** The signal that was received, if any. */
    public Optional<Signal> signal() {
        return Optional.ofNullable(signal.get());
    }

    /** 130 after SIGINT, 143 after SIGTERM, 0 when nothing was requested. */
    public int exitCode() {
        Signal s = signal.get();
        return s == null ? ExitCode.OK : s.exitCode();
    }
}
