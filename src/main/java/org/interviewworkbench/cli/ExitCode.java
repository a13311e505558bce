package org.interviewworkbench.cli;

/**
 * The exit codes of every command (docs/cli.md): 0 success, 1 a fault of the machine or a dependency (database,
 * disk, network), 2 a user mistake (bad option, file, value, mismatch), 130 interrupted (SIGINT, Ctrl-C),
 * 143 terminated (SIGTERM).
 */
public final class ExitCode {

    public static final int OK = 0;
    public static final int FAULT = 1;
    public static final int USER_MISTAKE = 2;
    public static final int INTERRUPTED = 130;
    public static final int TERMINATED = 143;

    private ExitCode() {
    }
}
