package org.interviewworkbench.language.offline;

import java.util.List;
import org.interviewworkbench.engine.port.Extraction;

/** Reading an extraction in assertions: its concept labels, and whether a relationship joins two label parts. */
final class Extractions {

    private Extractions() {
    }

    static List<String> labels(Extraction x) {
        return x.concepts().stream().map(Extraction.Concept::text).toList();
    }

    static boolean hasEdge(Extraction x, String sourcePart, String targetPart) {
        return x.relationships().stream().anyMatch(r -> r.sourceText().contains(sourcePart)
                && r.targetText().contains(targetPart));
    }
}
