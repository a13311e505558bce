package org.interviewworkbench.app;

import java.io.PrintStream;
import org.interviewworkbench.cli.Interruption;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Turns SIGINT and SIGTERM into an {@link Interruption}. The first signal asks the running command to stop after its
 * current unit of work when it stops cooperatively (simulate); otherwise, and on a second signal, the process exits at
 * once with 130 (SIGINT) or 143 (SIGTERM) after printing the command's exit note. Uncommitted work is rolled back by
 * the database; committed turns stay.
 */
final class SignalTrap {

    private static final Logger LOG = LoggerFactory.getLogger(SignalTrap.class);

    private final Interruption interruption;
    private final PrintStream err;

    SignalTrap(Interruption interruption, PrintStream err) {
        this.interruption = interruption;
        this.err = err;
    }

    /** Installs the handlers; a platform without these signals keeps its defaults. */
    void install() {
        handle("INT", Interruption.Signal.INT);
        handle("TERM", Interruption.Signal.TERM);
    }

    private void handle(String name, Interruption.Signal kind) {
        try {
            sun.misc.Signal.handle(new sun.misc.Signal(name), s -> received(kind));
        } catch (IllegalArgumentException | UnsupportedOperationException e) {
            LOG.debug("signal {} cannot be trapped here: {}", name, e.getMessage());
        }
    }

    void received(Interruption.Signal kind) {
        boolean first = interruption.request(kind);
        if (first && interruption.cooperative()) {
            return;
        }
        String note = interruption.exitNote();
        err.println(note != null ? note : "interrupted");
        err.flush();
        Runtime.getRuntime().exit(interruption.exitCode());
    }
}
