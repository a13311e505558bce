package org.interviewworkbench.app;

import java.io.PrintWriter;
import java.io.StringWriter;

/** Runs the real command line in-process and captures what it prints. */
final class CliRun {

    final int exitCode;
    final String out;
    final String err;

    private CliRun(int exitCode, String out, String err) {
        this.exitCode = exitCode;
        this.out = out;
        this.err = err;
    }

    static CliRun run(AppFactory factory, String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = Launcher.run(args, new PrintWriter(out, true), new PrintWriter(err, true), factory);
        return new CliRun(code, out.toString(), err.toString());
    }

    @Override
    public String toString() {
        return "exit " + exitCode + "\n--- stdout\n" + out + "\n--- stderr\n" + err;
    }
}
