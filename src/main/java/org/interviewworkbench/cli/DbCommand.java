package org.interviewworkbench.cli;

import picocli.CommandLine.Command;

/** {@code db}: whole-database actions (issue 16). Each action is its own subcommand class. */
@Command(name = "db", mixinStandardHelpOptions = true,
        description = "Database actions: copy sessions and studies between an H2 file and PostgreSQL.",
        subcommands = {DbCopyCommand.class})
public final class DbCommand implements Runnable {

    @picocli.CommandLine.Spec
    private picocli.CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        throw new picocli.CommandLine.ParameterException(spec.commandLine(), "give a db action: copy");
    }
}
