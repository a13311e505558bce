package org.interviewworkbench.cli;

import picocli.CommandLine.Command;

/**
 * The command-line contract of design.md. Each subcommand is its own class; this root only lists them.
 */
@Command(name = "interview-workbench",
        mixinStandardHelpOptions = true,
        version = "Interview Workbench 0.1.0",
        description = "Adaptive, knowledge-graph-driven qualitative interviews. Without a command the desktop "
                + "workbench opens.",
        subcommands = {
                ScreenshotCommand.class
        })
public final class WorkbenchCli {
}
