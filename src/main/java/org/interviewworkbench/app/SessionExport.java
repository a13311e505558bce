package org.interviewworkbench.app;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.interviewworkbench.cli.CliServices;
import org.interviewworkbench.engine.model.SessionSnapshot;
import org.interviewworkbench.engine.pipeline.TurnResult;
import org.interviewworkbench.engine.port.SessionStore;
import org.interviewworkbench.export.ExportFormat;
import org.interviewworkbench.export.GraphMlExporter;
import org.interviewworkbench.export.ScoringCsvExporter;
import org.interviewworkbench.export.SessionJsonExporter;
import org.interviewworkbench.export.TranscriptMarkdownExporter;

/**
 * Writes one export format of a stored session from the workbench: the session, its turns, the researcher's edit
 * log and what left the laptop, and in session.json the setup form ({@code metadata.setup}: participant_id,
 * interview_date, moderator, notes) and the consent note when they were recorded. The file is written whole; a
 * failure names the file.
 */
final class SessionExport {

    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private final SessionStore store;
    private final CliServices services;
    private final SessionRecords records;

    SessionExport(SessionStore store, CliServices services, SessionRecords records) {
        this.store = store;
        this.services = services;
        this.records = records;
    }

    /** Writes {@code format} of the session to {@code target}. */
    void write(SessionSnapshot snapshot, ExportFormat format, Path target) {
        String sessionId = snapshot.info().id();
        List<TurnResult> turns = store.turnResults(sessionId);
        var edits = services.editLog(store).edits(sessionId);
        var egress = services.egressLog(store).entries(sessionId);
        try {
            String text = switch (format) {
                case JSON -> JSON.writeValueAsString(withSetup(new SessionJsonExporter().export(snapshot, turns, null,
                        edits, egress, records.consentOf(sessionId)), sessionId)) + "\n";
                case CSV -> new ScoringCsvExporter().export(turns);
                case MD -> new TranscriptMarkdownExporter().export(snapshot, turns, edits);
                case GRAPHML -> new GraphMlExporter().export(snapshot);
            };
            Files.writeString(target, text, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + target + ": " + e.getMessage(), e);
        }
    }

    private ObjectNode withSetup(ObjectNode root, String sessionId) {
        records.setupOf(sessionId).ifPresent(s -> {
            ObjectNode o = ((ObjectNode) root.get("metadata")).putObject("setup");
            o.put("participant_id", s.participantId());
            o.put("interview_date", s.interviewDate() == null ? null : s.interviewDate().toString());
            o.put("moderator", s.moderator());
            o.put("notes", s.notes());
        });
        return root;
    }
}
