package org.interviewworkbench.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.interviewworkbench.engine.model.SessionSnapshot;
import org.interviewworkbench.engine.pipeline.TurnResult;
import org.interviewworkbench.engine.port.SessionStore;
import org.interviewworkbench.export.ExportFormat;
import org.interviewworkbench.export.GraphMlExporter;
import org.interviewworkbench.export.ScoringCsvExporter;
import org.interviewworkbench.export.SessionJsonExporter;
import org.interviewworkbench.export.TranscriptMarkdownExporter;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code export}: writes one session in one format. */
@Command(name = "export", mixinStandardHelpOptions = true,
        description = "Exports a session as json (session.json), csv (scoring.csv), md (transcript) or graphml.")
public final class ExportCommand implements Callable<Integer> {

    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    @Spec
    private CommandSpec spec;

    @Option(names = "--db", description = "H2 or PostgreSQL JDBC URL (default: a file under ~/.interview-workbench/)")
    private String db;

    @Option(names = "--session", required = true, description = "session id")
    private String session;

    @Option(names = "--format", required = true, description = "json, csv, md or graphml")
    private String format;

    @Option(names = "--out", required = true, description = "output file (refused when it exists, unless --force)")
    private Path out;

    @Option(names = "--force", description = "replace an existing --out file")
    private boolean force;

    @Option(names = "--compact", description = "json only: leave out each turn's score decomposition, node states "
            + "and per-node signals (a tenth of the size)")
    private boolean compact;

    private final CliServices services;

    public ExportCommand(CliServices services) {
        this.services = services;
    }

    @Override
    public Integer call() throws Exception {
        ExportFormat f = ExportFormat.fromId(format).orElseThrow(() ->
                new UserInputException("unknown format '" + format + "' (use json, csv, md or graphml)"));
        if (compact && f != ExportFormat.JSON) {
            throw new UserInputException("--compact applies to --format json only");
        }
        OutputFile.checkFile(out, "--out", force);
        SessionStore store = services.openExistingStore(db);
        try {
            SessionSnapshot snapshot = store.load(session).orElseThrow(() ->
                    new UserInputException("no session " + session + " in " + (db == null ? "the default database" : db)));
            List<TurnResult> turns = store.turnResults(session);
            var edits = services.editLog(store).edits(session);
            var egress = services.egressLog(store).entries(session);
            var consent = services.consentLog(store).find(session).orElse(null);
            String text = switch (f) {
                case JSON -> {
                    var doc = new SessionJsonExporter().export(snapshot, turns, null, edits, egress, consent);
                    yield JSON.writeValueAsString(compact ? SessionJsonExporter.compact(doc) : doc) + "\n";
                }
                case CSV -> new ScoringCsvExporter().export(turns);
                case MD -> new TranscriptMarkdownExporter().export(snapshot, turns, edits, consent);
                case GRAPHML -> new GraphMlExporter().export(snapshot);
            };
            OutputFile.write(out, text);
            spec.commandLine().getOut().println("Wrote " + out);
            return 0;
        } finally {
            if (store instanceof AutoCloseable c) {
                c.close();
            }
        }
    }
}
