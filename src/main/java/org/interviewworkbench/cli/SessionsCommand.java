package org.interviewworkbench.cli;

import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.Callable;
import org.interviewworkbench.engine.model.SessionSummary;
import org.interviewworkbench.engine.port.SessionStore;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code sessions}: lists the sessions of a database. */
@Command(name = "sessions", mixinStandardHelpOptions = true, description = "Lists the sessions in a database.")
public final class SessionsCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Option(names = "--db", description = "H2 or PostgreSQL JDBC URL (default: a file under ~/.interview-workbench/)")
    private String db;

    private final CliServices services;

    public SessionsCommand(CliServices services) {
        this.services = services;
    }

    @Override
    public Integer call() throws Exception {
        PrintWriter out = spec.commandLine().getOut();
        SessionStore store = services.openExistingStore(db);
        try {
            List<SessionSummary> sessions = store.listSessions();
            if (sessions.isEmpty()) {
                out.println("No sessions.");
                return 0;
            }
            out.printf("%-36s  %-26s  %-24s  %5s  %-9s  %s%n", "id", "methodology", "concept", "turns", "status",
                    "created");
            for (SessionSummary s : sessions) {
                out.printf("%-36s  %-26s  %-24s  %5d  %-9s  %s%n", s.id(), s.methodologyId(), s.conceptId(),
                        s.turnCount(), s.status().id(), s.createdAt());
            }
            return 0;
        } finally {
            if (store instanceof AutoCloseable c) {
                c.close();
            }
        }
    }
}
