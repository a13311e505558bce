package org.interviewworkbench.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.interviewworkbench.methodology.FileReport;
import org.interviewworkbench.methodology.Problem;
import org.interviewworkbench.methodology.StudyFileValidator;
import org.interviewworkbench.methodology.StudyFiles;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code validate FILE...}: prints {@code OK <file>} per valid file on stdout and one
 * {@code <file>:<line>:<column>: <message>} line per error; warnings go to stderr as
 * {@code <file>:<line>:<column>: warning: <message>}. Exit 0 when every file is valid, 2 otherwise.
 */
@Command(name = "validate", mixinStandardHelpOptions = true,
        description = "Validate methodology, concept, persona and scenario YAML files.")
public final class ValidateCommand implements Callable<Integer> {

    private final StudyFileValidator validator;

    @Spec
    private CommandSpec spec;

    @Parameters(arity = "1..*", paramLabel = "FILE", description = "Files to validate.")
    private List<Path> files;

    /** Validates against the working directory's and the shipped study files. */
    public ValidateCommand() {
        this(StudyFiles.forWorkingDirectory().validator());
    }

    public ValidateCommand(StudyFileValidator validator) {
        this.validator = validator;
    }

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        boolean allValid = true;
        for (Path file : files) {
            FileReport report = validator.validate(file);
            for (Problem problem : report.problems()) {
                (problem.isError() ? out : err).println(problem.format());
            }
            if (report.isValid()) {
                out.println("OK " + report.file());
            } else {
                allValid = false;
            }
        }
        out.flush();
        err.flush();
        return allValid ? 0 : UserInputException.EXIT_CODE;
    }
}
