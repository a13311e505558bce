package org.interviewworkbench.cli;

import java.io.PrintWriter;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import org.interviewworkbench.methodology.MethodologyException;
import org.interviewworkbench.methodology.Problem;
import org.interviewworkbench.simulation.SimulationFileException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import picocli.CommandLine;

/**
 * The one error model of the command line (docs/cli.md). Every failure becomes exactly one line on stderr that names
 * the thing and what to do, and an exit code: 2 for a user mistake (bad option, file, value, mismatch), 1 for a fault
 * of the machine or a dependency (database, disk, network). The stack trace of a fault goes to the log file, whose
 * path the line names. Commands throw; they do not catch and print.
 */
public final class FailureHandler implements CommandLine.IExecutionExceptionHandler,
        CommandLine.IParameterExceptionHandler {

    private static final Logger LOG = LoggerFactory.getLogger(FailureHandler.class);
    private static final int MAX_LINE = 400;

    private final PrintWriter err;
    private final Path logFile;

    public FailureHandler(PrintWriter err, Path logFile) {
        this.err = err;
        this.logFile = logFile;
    }

    @Override
    public int handleParseException(CommandLine.ParameterException ex, String[] args) {
        String command = ex.getCommandLine().getCommandSpec().qualifiedName();
        print(oneLine(ex.getMessage()) + " (see: " + command + " --help)");
        return ExitCode.USER_MISTAKE;
    }

    @Override
    public int handleExecutionException(Exception ex, CommandLine commandLine, CommandLine.ParseResult parseResult) {
        return handle(ex);
    }

    /** Maps any failure (including errors such as running out of memory) to its line and exit code. */
    public int handle(Throwable ex) {
        if (isUserMistake(ex)) {
            LOG.debug("user mistake", ex);
            print(userMessage(ex));
            return ExitCode.USER_MISTAKE;
        }
        if (ex instanceof DependencyException) {
            LOG.warn("dependency unavailable: {}", ex.getMessage());
            print(oneLine(ex.getMessage()));
            return ExitCode.FAULT;
        }
        LOG.error("command failed", ex);
        print(faultMessage(ex) + " (details in " + logFile + ")");
        return ExitCode.FAULT;
    }

    private static boolean isUserMistake(Throwable ex) {
        return ex instanceof UserInputException || ex instanceof SimulationFileException
                || ex instanceof MethodologyException || ex instanceof CommandLine.ParameterException;
    }

    private static String userMessage(Throwable ex) {
        if (ex instanceof MethodologyException me && me.problems().size() > 1) {
            List<Problem> problems = me.problems();
            return oneLine(problems.get(0).format()) + " (and " + (problems.size() - 1)
                    + " more problems; run validate on the file to see them all)";
        }
        return oneLine(ex.getMessage());
    }

    /** The most telling line for a fault: the deepest cause that says something a person can act on. */
    static String faultMessage(Throwable ex) {
        if (ex instanceof OutOfMemoryError) {
            return "ran out of memory (an input is larger than this program handles; see docs/cli.md for the limits)";
        }
        if (ex instanceof StackOverflowError) {
            return "an input is nested too deeply to process";
        }
        Throwable io = ex;
        while (io != null && !(io instanceof FileSystemException)) {
            io = io.getCause();
        }
        if (io instanceof FileSystemException fse) {
            String file = fse.getFile();
            String reason = fse.getReason();
            if (fse instanceof AccessDeniedException) {
                return "permission denied: " + file + " (choose a folder you can write to)";
            }
            if (fse instanceof NoSuchFileException) {
                return "no such file or folder: " + file;
            }
            if (reason != null && reason.toLowerCase(java.util.Locale.ROOT).contains("no space")) {
                return "the disk is full: cannot write " + file + " (free some space and run again)";
            }
            return "cannot use " + file + (reason != null ? ": " + reason : "");
        }
        String message = ex.getMessage();
        Throwable root = ex;
        while (root.getCause() != null && root.getCause() != root) {
            root = root.getCause();
            if (root.getMessage() != null && root.getMessage().toLowerCase(java.util.Locale.ROOT).contains("no space")) {
                return "the disk is full (free some space and run again)";
            }
        }
        if (message == null || message.isBlank()) {
            message = root.getMessage() != null ? root.getMessage() : ex.getClass().getSimpleName();
        }
        return oneLine(message);
    }

    /** Collapses line breaks and caps the length, so a message is always one readable line. */
    public static String oneLine(String message) {
        if (message == null || message.isBlank()) {
            return "failed";
        }
        String line = message.strip().replaceAll("\\s*[\\r\\n]+\\s*", "; ").replace('\t', ' ');
        return line.length() <= MAX_LINE ? line : line.substring(0, MAX_LINE - 1) + "…";
    }

    private void print(String line) {
        err.println("error: " + line);
        err.flush();
    }
}
