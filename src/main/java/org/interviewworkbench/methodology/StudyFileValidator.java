package org.interviewworkbench.methodology;

import java.nio.file.Path;
import java.util.List;
import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.NodeTuple;
import org.yaml.snakeyaml.nodes.ScalarNode;

/**
 * Validates a study file of any kind, telling the kind from the content: a methodology has {@code ontology} or
 * {@code strategies}; a scenario has {@code nodes} and {@code edges}; a persona has {@code speech_pattern} or
 * {@code traits}; a concept has {@code objective} or {@code methodology}.
 */
public final class StudyFileValidator {

    private final StudyFiles files;

    public StudyFileValidator(StudyFiles files) {
        this.files = files;
    }

    /** Reads and validates {@code file}; an unreadable file is one whole-file problem. */
    public FileReport validate(Path file) {
        String name = file.toString();
        LoadResult<StudyFileKind> read = StudyText.readThen(file, (text, n) -> new LoadResult<>(n, null, text,
                List.of()));
        if (read.hasErrors()) {
            return new FileReport(name, StudyFileKind.UNKNOWN, read.problems());
        }
        return validate(read.source(), name);
    }

    /** Validates {@code yaml} as the content of {@code fileName}. */
    public FileReport validate(String yaml, String fileName) {
        NodeReader reader = new NodeReader(fileName);
        Node root = reader.compose(yaml);
        if (root == null) {
            if (!reader.hasErrors()) {
                reader.error(null, "the file is empty");
            }
            return new FileReport(fileName, StudyFileKind.UNKNOWN, reader.problems());
        }
        StudyFileKind kind = kindOf(root);
        LoadResult<?> result = switch (kind) {
            case METHODOLOGY -> files.methodologyLoader().load(yaml, fileName);
            case SCENARIO -> files.scenarioLoader().load(yaml, fileName);
            case PERSONA -> files.personaLoader().load(yaml, fileName);
            case CONCEPT -> files.conceptLoader().load(yaml, fileName);
            case UNKNOWN -> null;
        };
        if (result == null) {
            reader.error(root, "not a study file: expected a methodology (ontology, strategies), a scenario (nodes, "
                    + "edges), a persona (speech_pattern, traits) or a concept (objective, methodology)");
            return new FileReport(fileName, kind, reader.problems());
        }
        return new FileReport(fileName, kind, result.problems());
    }

    /** The kind of a composed document, by its top-level keys. */
    static StudyFileKind kindOf(Node root) {
        if (!(root instanceof MappingNode map)) {
            return StudyFileKind.UNKNOWN;
        }
        java.util.Set<String> keys = new java.util.HashSet<>();
        for (NodeTuple t : map.getValue()) {
            if (t.getKeyNode() instanceof ScalarNode s) {
                keys.add(s.getValue());
            }
        }
        if (keys.contains("ontology") || keys.contains("strategies")) {
            return StudyFileKind.METHODOLOGY;
        }
        if (keys.contains("nodes") && keys.contains("edges")) {
            return StudyFileKind.SCENARIO;
        }
        if (keys.contains("speech_pattern") || keys.contains("traits")) {
            return StudyFileKind.PERSONA;
        }
        if (keys.contains("objective") || keys.contains("methodology")) {
            return StudyFileKind.CONCEPT;
        }
        return StudyFileKind.UNKNOWN;
    }
}
