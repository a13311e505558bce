package org.interviewworkbench.cli;

import java.util.concurrent.Callable;

import org.interviewworkbench.engine.model.Concept;
import org.interviewworkbench.engine.port.SessionStore;
import org.interviewworkbench.engine.study.Study;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code study create}: a new study of one methodology (and optionally one concept); prints its id. */
@Command(name = "create", mixinStandardHelpOptions = true, description = "Creates a study and prints its id.")
public final class StudyCreateCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Option(names = "--db", description = "JDBC URL (default: a file under ~/.interview-workbench/)")
    private String db;

    @Option(names = "--name", required = true, description = "the study's name")
    private String name;

    @Option(names = "--methodology", required = true, description = "methodology id")
    private String methodology;

    @Option(names = "--concept", description = "concept id the study's sessions are about (optional)")
    private String concept;

    private final CliServices services;

    public StudyCreateCommand(CliServices services) {
        this.services = services;
    }

    @Override
    public Integer call() {
        if (name.isBlank()) {
            throw new UserInputException("--name is empty; give the study a name");
        }
        String methodologyId = services.methodology(methodology).config().id();
        String conceptId = null;
        if (concept != null) {
            Concept c = services.concept(concept);
            if (c.methodology() != null && !c.methodology().isBlank() && !c.methodology().equals(methodologyId)) {
                throw new UserInputException("concept " + c.id() + " is for methodology " + c.methodology()
                        + ", not " + methodologyId);
            }
            conceptId = c.id();
        }
        SessionStore store = services.openStore(db);
        try (AutoCloseable ignored = closer(store)) {
            Study study = services.studies(store).createStudy(name.strip(), methodologyId, conceptId);
            spec.commandLine().getOut().println(study.id());
            return 0;
        } catch (Exception e) {
            throw e instanceof RuntimeException re ? re : new IllegalStateException(e);
        }
    }

    static AutoCloseable closer(SessionStore store) {
        return store instanceof AutoCloseable c ? c : () -> { };
    }
}
