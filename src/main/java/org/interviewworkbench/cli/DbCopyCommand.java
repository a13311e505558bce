package org.interviewworkbench.cli;

import java.io.PrintWriter;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code db copy --from URL --to URL [--study ID]}: copies sessions (with their turns, graphs, edits and egress log)
 * and studies from one database to another, H2 and PostgreSQL both ways. Idempotent: a second run changes nothing.
 * Progress on stderr (a bar redrawn in place on a terminal, one line per session and study otherwise); the summary on
 * stdout.
 */
@Command(name = "copy", mixinStandardHelpOptions = true,
        description = "Copies sessions and studies between databases (H2 file <-> PostgreSQL); a second copy "
                + "changes nothing.")
public final class DbCopyCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Option(names = "--from", required = true, description = "JDBC URL of the database to copy from (only read)")
    private String from;

    @Option(names = "--to", required = true, description = "JDBC URL of the database to copy into (created and "
            + "migrated when new)")
    private String to;

    @Option(names = "--study", description = "copy only this study and its sessions")
    private String study;

    private final CliServices services;

    public DbCopyCommand(CliServices services) {
        this.services = services;
    }

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        CopyProgressBar bar = new CopyProgressBar(err, System.console() != null);
        CliServices.CopySummary s;
        try {
            s = services.copyDatabase(from, to, study, bar);
        } finally {
            bar.finish();
        }
        out.println("copied " + s.sessionsCopied() + " sessions (" + s.sessionsUnchanged() + " unchanged"
                + (s.sessionsKept() > 0 ? ", " + s.sessionsKept() + " kept: newer at the target" : "") + ") and "
                + s.studiesCopied() + " studies (" + s.studiesUnchanged() + " unchanged)");
        out.flush();
        return 0;
    }
}
