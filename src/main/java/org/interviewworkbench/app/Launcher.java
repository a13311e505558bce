package org.interviewworkbench.app;

import java.io.PrintWriter;
import org.interviewworkbench.cli.UserInputException;
import org.interviewworkbench.cli.WorkbenchCli;
import picocli.CommandLine;

/**
 * Main class of {@code interview-workbench.jar}. Deliberately not a JavaFX {@code Application} so the shaded jar
 * starts on the class path.
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
        cli.setExecutionExceptionHandler((ex, commandLine, parseResult) -> {
            if (ex instanceof UserInputException) {
                err.println(ex.getMessage().replace('\n', ' '));
                err.flush();
                return UserInputException.EXIT_CODE;
            }
            throw ex;
        });
        if (args.length == 0) {
            cli.usage(out);
            return 0;
        }
        return cli.execute(args);
    }
}
