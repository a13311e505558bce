package org.interviewworkbench.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.nio.file.Path;
import java.util.List;
import org.interviewworkbench.engine.model.SessionSnapshot;
import org.interviewworkbench.engine.pipeline.TurnResult;
import org.interviewworkbench.export.ScoringCsvExporter;
import org.interviewworkbench.export.SessionJsonExporter;
import org.interviewworkbench.export.TranscriptMarkdownExporter;

/** Writes {@code session.json}, {@code scoring.csv} and {@code transcript.md} of a session into a folder. */
public final class RunFolderWriter {

    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private final SessionJsonExporter sessionJson = new SessionJsonExporter();
    private final ScoringCsvExporter scoringCsv = new ScoringCsvExporter();
    private final TranscriptMarkdownExporter transcript = new TranscriptMarkdownExporter();

    private static String json(Object tree) {
        try {
            return JSON.writeValueAsString(tree);
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalStateException("cannot write session.json: " + e.getOriginalMessage(), e);
        }
    }

    public void write(Path dir, SessionSnapshot snapshot, List<TurnResult> turns, JsonNode quality) {
        write(dir, snapshot, turns, quality, List.of());
    }

    /** With the session's researcher edits ({@code edits} in session.json, a section in the transcript). */
    public void write(Path dir, SessionSnapshot snapshot, List<TurnResult> turns, JsonNode quality,
                      List<org.interviewworkbench.engine.port.EditLogStore.EditRecord> edits) {
        write(dir, snapshot, turns, quality, edits, List.of());
    }

    /** With the edit log and the egress log. */
    public void write(Path dir, SessionSnapshot snapshot, List<TurnResult> turns, JsonNode quality,
                      List<org.interviewworkbench.engine.port.EditLogStore.EditRecord> edits,
                      List<org.interviewworkbench.engine.port.EgressEntry> egress) {
        write(dir, snapshot, turns, quality, edits, egress, null);
    }

    /** With the edit log, the egress log and the consent note with the redaction choice. */
    public void write(Path dir, SessionSnapshot snapshot, List<TurnResult> turns, JsonNode quality,
                      List<org.interviewworkbench.engine.port.EditLogStore.EditRecord> edits,
                      List<org.interviewworkbench.engine.port.EgressEntry> egress,
                      org.interviewworkbench.engine.port.ConsentStore.SessionConsent consent) {
        OutputFile.write(dir.resolve("session.json"),
                json(sessionJson.export(snapshot, turns, quality, edits, egress, consent)) + "\n");
        OutputFile.write(dir.resolve("scoring.csv"), scoringCsv.export(turns));
        OutputFile.write(dir.resolve("transcript.md"), transcript.export(snapshot, turns, edits, consent));
    }
}
