package org.interviewworkbench.export;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;

/** The export formats of {@code export --format}. */
public enum ExportFormat {
    JSON("json", "session.json"), CSV("csv", "scoring.csv"), MD("md", "transcript.md"), GRAPHML("graphml", "graph.graphml");

    private final String id;
    private final String defaultFileName;

    ExportFormat(String id, String defaultFileName) {
        this.id = id;
        this.defaultFileName = defaultFileName;
    }

    public String id() {
        return id;
    }

    public String defaultFileName() {
        return defaultFileName;
    }

    public static Optional<ExportFormat> fromId(String id) {
        String lower = id == null ? "" : id.toLowerCase(Locale.ROOT);
        if ("markdown".equals(lower)) {
            return Optional.of(MD);
        }
        return Arrays.stream(values()).filter(f -> f.id.equals(lower)).findFirst();
    }
}
