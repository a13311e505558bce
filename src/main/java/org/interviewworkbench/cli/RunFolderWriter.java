package org.interviewworkbench.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
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
        try {
            Files.createDirectories(dir);
            Files.writeString(dir.resolve("session.json"),
                    JSON.writeValueAsString(sessionJson.export(snapshot, turns, quality, edits, egress)) + "\n", StandardCharsets.UTF_8);
            Files.writeString(dir.resolve("scoring.csv"), scoringCsv.export(turns), StandardCharsets.UTF_8);
            Files.writeString(dir.resolve("transcript.md"), transcript.export(snapshot, turns, edits), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UserInputException("cannot write to " + dir + ": " + e.getMessage(), e);
        }
    }
}
