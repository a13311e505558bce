package org.interviewworkbench.cli;

import picocli.CommandLine.Command;

/** {@code study}: studies across interviews (design.md "Studies"). Each action is its own subcommand class. */
@Command(name = "study", mixinStandardHelpOptions = true,
        description = "Studies across interviews: codebook, implication matrix, hierarchical value map, exports.",
        subcommands = {
                StudyCreateCommand.class,
                StudyAddCommand.class,
                StudyListCommand.class,
                StudyImportLaddersCommand.class,
                StudyCodebookCommand.class,
                StudyMatrixCommand.class,
                StudyHvmCommand.class,
                StudyExportCommand.class,
                StudyReportCommand.class
        })
public final class StudyCommand implements Runnable {

    @picocli.CommandLine.Spec
    private picocli.CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        throw new picocli.CommandLine.ParameterException(spec.commandLine(),
                "give a study action: create, add, list, import-ladders, codebook, matrix, hvm, export or report");
    }
}
