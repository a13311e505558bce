package org.interviewworkbench.app;

import java.io.PrintWriter;
import org.interviewworkbench.cli.ExitCode;
import org.interviewworkbench.cli.FailureHandler;
import org.interviewworkbench.cli.WorkbenchCli;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import picocli.CommandLine;

/**
 * Main class of {@code interview-workbench.jar}. Deliberately not a JavaFX {@code Application} so the shaded jar
 * starts on the class path. Without arguments it opens the desktop workbench through {@link DesktopLauncher}.
 *
 * <p>Exit codes ({@link ExitCode}, docs/cli.md): 0 success; 1 a fault of the machine or a dependency; 2 a user
 * mistake; 130/143 interrupted. Every failure is one line on stderr ({@link FailureHandler}); stack traces go to the
 * log file ({@link LogLocation}).
 */
public final class Launcher {

    private static final Logger LOG = LoggerFactory.getLogger(Launcher.class);

    private Launcher() {
    }

    public static void main(String[] args) {
        AppFactory factory = new AppFactory();
        if (args.length > 0) {
            new SignalTrap(factory.services().interruption(), System.err).install();
        }
        int code;
        try {
            code = run(args, new PrintWriter(System.out, true), new PrintWriter(System.err, true), factory);
        } finally {
            factory.close();
        }
        if (code != 0 || args.length > 0) {
            System.exit(code);
        }
    }

    /** Runs the command line and returns the exit code (testable without exiting the JVM). */
    public static int run(String[] args, PrintWriter out, PrintWriter err) {
        return run(args, out, err, new AppFactory());
    }

    /** Runs with a given composition root (tests pass one wired to in-memory databases). */
    public static int run(String[] args, PrintWriter out, PrintWriter err, CommandLine.IFactory factory) {
        CommandLine cli = new CommandLine(new WorkbenchCli(), factory);
        cli.setOut(out);
        cli.setErr(err);
        FailureHandler failures = new FailureHandler(err, LogLocation.current().file());
        cli.setExecutionExceptionHandler(failures);
        cli.setParameterExceptionHandler(failures);
        if (args.length == 0) {
            try {
                DesktopLauncher.launch();
                return 0;
            } catch (RuntimeException | LinkageError e) {
                LOG.error("cannot open the desktop window", e);
                err.println("error: cannot open the desktop window (" + FailureHandler.oneLine(e.getMessage())
                        + "); run with --help for the command line");
                return ExitCode.FAULT;
            }
        }
        try {
            return cli.execute(args);
        } catch (VirtualMachineError e) {
            return failures.handle(e);
        }
    }
}
