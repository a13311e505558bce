package org.interviewworkbench.cli;

import picocli.CommandLine.Command;

/**
 * The command-line contract of design.md. Each subcommand is its own class; this root only lists them.
 * Commands with collaborators are built by the composition root ({@code app.AppFactory}).
 */
@Command(name = "interview-workbench",
        mixinStandardHelpOptions = true,
        version = "Interview Workbench 0.1.0",
        description = "Adaptive, knowledge-graph-driven qualitative interviews. Without a command the desktop "
                + "workbench opens.",
        subcommands = {
                ValidateCommand.class,
                InterviewCommand.class,
                SimulateCommand.class,
                RankCommand.class,
                TrackCommand.class,
                ExportCommand.class,
                SessionsCommand.class,
                ScreenshotCommand.class,
                StudyCommand.class,
                EditCommand.class,
                DbCommand.class
        })
public final class WorkbenchCli {
}
