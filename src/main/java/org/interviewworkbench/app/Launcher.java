package org.interviewworkbench.app;

import java.io.PrintWriter;
import org.interviewworkbench.cli.UserInputException;
import org.interviewworkbench.cli.WorkbenchCli;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import picocli.CommandLine;

/**
 * Main class of {@code interview-workbench.jar}. Deliberately not a JavaFX {@code Application} so the shaded jar
 * starts on the class path. Without arguments it opens the desktop workbench through {@link DesktopLauncher}.
 *
 * <p>Exit codes: 0 success; 2 a user mistake (one line on stderr, never a stack trace); 1 an internal error
 * (one line on stderr, details in the log).
 */
public final class Launcher {

    private static final Logger LOG = LoggerFactory.getLogger(Launcher.class);

    private Launcher() {
    }

    public static void main(String[] args) {
        int code = run(args, new PrintWriter(System.out, true), new PrintWriter(System.err, true));
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
        cli.setExecutionExceptionHandler((ex, commandLine, parseResult) -> {
            Throwable cause = ex;
            if (cause instanceof UserInputException) {
                err.println("error: " + cause.getMessage());
                return UserInputException.EXIT_CODE;
            }
            LOG.error("command failed", ex);
            err.println("error: " + (ex.getMessage() == null ? ex.getClass().getSimpleName() : ex.getMessage())
                    + " (details in the log)");
            return 1;
        });
        cli.setParameterExceptionHandler((ex, a) -> {
            err.println("error: " + ex.getMessage());
            err.println("try: " + ex.getCommandLine().getCommandSpec().qualifiedName() + " --help");
            return UserInputException.EXIT_CODE;
        });
        if (args.length == 0) {
            try {
                DesktopLauncher.launch();
                return 0;
            } catch (RuntimeException | LinkageError e) {
                err.println("interview-workbench: cannot open the desktop window (" + e.getMessage()
                        + "); run with --help for the command line");
                return 1;
            }
        }
        return cli.execute(args);
    }
}
