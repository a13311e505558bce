package org.interviewworkbench.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;

import org.interviewworkbench.engine.config.MethodologyConfig;
import org.interviewworkbench.engine.model.SessionSnapshot;
import org.interviewworkbench.engine.model.SessionState;
import org.interviewworkbench.engine.port.EditLogStore;
import org.interviewworkbench.engine.port.SessionStore;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code edit}: applies a researcher's corrections to a session's surface graph (design.md "Researcher edits"),
 * all or nothing, recorded in the session's edit log. A bad edit: one line {@code edit <index>: <message>} per bad
 * edit on stderr, exit 2, nothing changed.
 */
@Command(name = "edit", mixinStandardHelpOptions = true,
        description = "Applies researcher edits (JSON array) to a session's graph, all or nothing, on record.")
public final class EditCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Option(names = "--db", description = "JDBC URL (default: a file under ~/.interview-workbench/)")
    private String db;

    @Option(names = "--session", required = true, description = "session id")
    private String sessionId;

    @Option(names = "--edits", required = true, description = "JSON array of edits (see docs/edits.md)")
    private Path editsFile;

    @Option(names = "--who", description = "who makes the edits (default: the user name)")
    private String who;

    private final CliServices services;

    public EditCommand(CliServices services) {
        this.services = services;
    }

    @Override
    public Integer call() throws Exception {
        EditsFileReader.Parsed parsed = new EditsFileReader().read(editsFile);
        if (parsed.edits().isEmpty()) {
            throw new UserInputException(editsFile + " holds no edits");
        }
        SessionStore store = services.openStore(db);
        try (AutoCloseable ignored = StudyCreateCommand.closer(store)) {
            SessionSnapshot session = store.load(sessionId).orElseThrow(() -> new UserInputException("no session "
                    + sessionId + " in " + (db == null ? "the default database" : db) + " (see: sessions)"));
            java.util.Optional<String> writer = services.otherWriter(store, sessionId);
            if (writer.isPresent()) {
                throw new UserInputException(writer.get() + "; edit it when that process is done");
            }
            MethodologyConfig methodology = services.parseMethodology(session.methodologySource(),
                    session.info().methodologyId());
            SessionState state = session.state();
            List<String> problems = new ArrayList<>(parsed.problems());
            List<org.interviewworkbench.engine.edit.GraphEdit> valid = new ArrayList<>();
            List<Integer> index = new ArrayList<>();
            for (int i = 0; i < parsed.edits().size(); i++) {
                if (parsed.edits().get(i) != null) {
                    valid.add(parsed.edits().get(i));
                    index.add(i + 1);
                }
            }
            org.interviewworkbench.engine.pipeline.SessionEditing.Result outcome = valid.isEmpty()
                    ? new org.interviewworkbench.engine.pipeline.SessionEditing.Result(List.of(), session.graph(),
                    state)
                    : services.sessionEditing().apply(methodology, session, store.turnResults(sessionId), valid);
            for (String p : outcome.problems()) {
                // renumber to the position in the file
                int local = Integer.parseInt(p.substring(5, p.indexOf(':')));
                problems.add("edit " + index.get(local - 1) + p.substring(p.indexOf(':')));
            }
            // typo corrections and memos, checked against the graph as the graph edits left it
            List<org.interviewworkbench.engine.edit.SessionNote> notes = new ArrayList<>();
            List<Integer> noteIndex = new ArrayList<>();
            for (int i = 0; i < parsed.notes().size(); i++) {
                if (parsed.notes().get(i) != null) {
                    notes.add(parsed.notes().get(i));
                    noteIndex.add(i + 1);
                }
            }
            org.interviewworkbench.engine.edit.SessionNotes.Outcome noted =
                    org.interviewworkbench.engine.edit.SessionNotes.apply(notes, session.utterances(),
                            outcome.ok() ? outcome.graph() : session.graph());
            problems.addAll(org.interviewworkbench.engine.edit.SessionNotes.lines(noted, noteIndex));
            if (!problems.isEmpty()) {
                problems.sort((a, b) -> Integer.compare(num(a), num(b)));
                PrintWriter err = spec.commandLine().getErr();
                problems.forEach(err::println);
                err.flush();
                return UserInputException.EXIT_CODE;
            }
            SessionState corrected = outcome.state();
            String editor = who == null || who.isBlank() ? System.getProperty("user.name", "researcher") : who.strip();
            Instant now = Instant.now();
            List<EditLogStore.EditRecord> records = new ArrayList<>();
            for (int i = 0; i < parsed.edits().size(); i++) {
                org.interviewworkbench.engine.edit.SessionNote note = parsed.notes().get(i);
                records.add(note != null
                        ? new EditLogStore.EditRecord(0, note.op(), org.interviewworkbench.codec.SessionNoteJson
                        .logEntry(note, session.graph()), state.turnCount(), now, editor)
                        : new EditLogStore.EditRecord(0, parsed.edits().get(i).op(), parsed.json().get(i),
                        state.turnCount(), now, editor));
            }
            services.editLog(store).commitEdits(sessionId, outcome.graph(), corrected, records, noted.answers());
            PrintWriter out = spec.commandLine().getOut();
            out.printf("Applied %d edits to session %s (%d concepts, %d relationships)%n", records.size(), sessionId,
                    outcome.graph().nodeCount(), outcome.graph().edgeCount());
            if (!java.util.Objects.equals(corrected.pendingQuestion(), state.pendingQuestion())) {
                out.println("The next question changed with the corrected graph; it is now: "
                        + corrected.pendingQuestion());
            }
            return 0;
        }
    }

    private static int num(String problem) {
        return Integer.parseInt(problem.substring(5, problem.indexOf(':')));
    }
}
