package org.interviewworkbench.cli;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;

import org.interviewworkbench.engine.model.SessionSnapshot;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code study add}: adds a session to a study with its variables (or updates them). */
@Command(name = "add", mixinStandardHelpOptions = true,
        description = "Adds a session to a study, with variables such as respondent=R01 segment=students.")
public final class StudyAddCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @picocli.CommandLine.Mixin
    private StudyTarget target = new StudyTarget();

    @Option(names = "--session", required = true, description = "session id")
    private String sessionId;

    @Option(names = "--var", description = "a variable as key=value (repeatable)")
    private List<String> vars = List.of();

    private final CliServices services;

    public StudyAddCommand(CliServices services) {
        this.services = services;
    }

    @Override
    public Integer call() {
        Map<String, String> variables = new LinkedHashMap<>();
        for (String v : vars) {
            int eq = v.indexOf('=');
            if (eq <= 0 || v.substring(0, eq).isBlank()) {
                throw new UserInputException("--var '" + v + "' must be key=value, e.g. --var respondent=R01");
            }
            variables.put(v.substring(0, eq).strip(), v.substring(eq + 1).strip());
        }
        try (StudyWorkspace ws = target.open(services)) {
            SessionSnapshot session = ws.sessions.load(sessionId).orElseThrow(() ->
                    new UserInputException("no session " + sessionId + " in "
                            + (target.db == null ? "the default database" : target.db) + " (see: sessions)"));
            String sessionMethodology = session.info().methodologyId();
            if (!sessionMethodology.equals(ws.study.methodologyId())) {
                throw new UserInputException("session " + sessionId + " runs methodology " + sessionMethodology
                        + " but study " + target.study + " is " + ws.study.methodologyId());
            }
            String conceptId = ws.study.conceptId();
            if (conceptId != null && !conceptId.equals(session.info().conceptId())) {
                throw new UserInputException("session " + sessionId + " is about concept "
                        + session.info().conceptId() + " but study " + target.study + " is about " + conceptId);
            }
            ws.studies.addSession(target.study, sessionId, variables);
            spec.commandLine().getOut().println(sessionId);
            return 0;
        }
    }
}
