package org.interviewworkbench.cli;

import java.io.PrintWriter;
import java.util.concurrent.Callable;

import org.interviewworkbench.engine.port.SessionStore;
import org.interviewworkbench.engine.port.StudyStore;
import org.interviewworkbench.engine.study.Study;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code study list}: the study ids, one per line (with {@code --long}: name, methodology, concept, sessions). */
@Command(name = "list", mixinStandardHelpOptions = true, description = "Lists the studies, one id per line.")
public final class StudyListCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Option(names = "--db", description = "JDBC URL (default: a file under ~/.interview-workbench/)")
    private String db;

    @Option(names = {"-l", "--long"}, description = "also name, methodology, concept and number of sessions")
    private boolean longFormat;

    private final CliServices services;

    public StudyListCommand(CliServices services) {
        this.services = services;
    }

    @Override
    public Integer call() throws Exception {
        SessionStore store = services.openStore(db);
        try (AutoCloseable ignored = StudyCreateCommand.closer(store)) {
            StudyStore studies = services.studies(store);
            PrintWriter out = spec.commandLine().getOut();
            for (Study s : studies.listStudies()) {
                if (longFormat) {
                    out.printf("%s\t%s\t%s\t%s\t%d sessions%n", s.id(), s.name(), s.methodologyId(),
                            s.conceptId() == null ? "-" : s.conceptId(), studies.sessions(s.id()).size());
                } else {
                    out.println(s.id());
                }
            }
            return 0;
        }
    }
}
