package org.interviewworkbench.app;

import java.io.PrintWriter;
import org.interviewworkbench.cli.WorkbenchCli;
import picocli.CommandLine;

/**
 * Main class of {@code interview-workbench.jar}. Deliberately not a JavaFX {@code Application} so the shaded jar
 * starts on the class path. Without arguments it opens the desktop workbench through {@link DesktopLauncher}.
 */
public final class Launcher {

    private Launcher() {
    }

    public static void main(String[] args) {
        System.exit(run(args, new PrintWriter(System.out, true), new PrintWriter(System.err, true)));
    }

    /** Runs the command line and returns the exit code (testable without exiting the JVM). */
    public static int run(String[] args, PrintWriter out, PrintWriter err) {
        CommandLine cli = new CommandLine(new WorkbenchCli(), new AppFactory());
        cli.setOut(out);
        cli.setErr(err);
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
