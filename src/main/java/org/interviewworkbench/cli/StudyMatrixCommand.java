package org.interviewworkbench.cli;

import java.nio.file.Path;
import java.util.concurrent.Callable;

import org.interviewworkbench.engine.study.CountMode;
import org.interviewworkbench.engine.study.ImplicationMatrix;
import org.interviewworkbench.export.study.MatrixCsvWriter;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code study matrix}: the implication matrix as CSV (long or square). */
@Command(name = "matrix", mixinStandardHelpOptions = true,
        description = "Writes the implication matrix (direct and indirect counts) as CSV.")
public final class StudyMatrixCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @picocli.CommandLine.Mixin
    private StudyTarget target = new StudyTarget();

    @Option(names = "--count", defaultValue = "ladders", description = "ladders (default) or respondents")
    private String count;

    @Option(names = "--format", defaultValue = "long", description = "long (default) or square")
    private String format;

    @Option(names = "--out", required = true, description = "output CSV file")
    private Path out;

    private final CliServices services;

    public StudyMatrixCommand(CliServices services) {
        this.services = services;
    }

    @Override
    public Integer call() {
        CountMode mode = countMode(count);
        if (!format.equals("long") && !format.equals("square")) {
            throw new UserInputException("unknown --format '" + format + "' (use long or square)");
        }
        try (StudyWorkspace ws = target.open(services)) {
            ImplicationMatrix matrix = ImplicationMatrix.of(ws.codedLadders(), mode);
            MatrixCsvWriter writer = new MatrixCsvWriter();
            OutputFile.write(out, format.equals("long") ? writer.longFormat(matrix) : writer.squareFormat(matrix));
            spec.commandLine().getOut().println("Wrote " + out);
            return 0;
        }
    }

    static CountMode countMode(String id) {
        return CountMode.fromId(id).orElseThrow(() ->
                new UserInputException("unknown --count '" + id + "' (use ladders or respondents)"));
    }
}
