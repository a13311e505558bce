package org.interviewworkbench.app;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Set;
import java.util.stream.Collectors;
import org.interviewworkbench.methodology.ConceptCatalog;
import org.interviewworkbench.methodology.ConceptFile;
import org.interviewworkbench.methodology.ConceptWriter;
import org.interviewworkbench.methodology.LoadResult;
import org.interviewworkbench.methodology.StudyFileLocator;
import org.interviewworkbench.methodology.StudyFiles;
import org.interviewworkbench.ui.sessions.NewTopic;

/**
 * The topics (concepts) a new session can use: their human names and methodologies, read through {@code concept}
 * (a concept that cannot be read is named by its id and fits every methodology), and new concept files from the
 * "New topic" form: a valid concept YAML written where the concept catalogue finds it
 * ({@code <data folder>/methodologies/concepts/<id>.yaml}, see {@link StudyFileLocator#writableFolder}), never over an
 * existing topic.
 */
final class TopicFiles {

    private static final org.slf4j.Logger LOG = org.slf4j.LoggerFactory.getLogger(TopicFiles.class);

    private final StudyFiles files;
    private final StudyFileLocator locator;
    private final java.util.function.Function<String, org.interviewworkbench.engine.model.Concept> concept;

    TopicFiles(StudyFiles files, StudyFileLocator locator,
               java.util.function.Function<String, org.interviewworkbench.engine.model.Concept> concept) {
        this.files = files;
        this.locator = locator;
        this.concept = concept;
    }

    /** Each topic's human name (its id when it cannot be read), in the catalogue's order. */
    java.util.Map<String, String> names() {
        java.util.Map<String, String> names = new java.util.LinkedHashMap<>();
        for (String id : files.concepts().ids()) {
            try {
                names.put(id, concept.apply(id).name());
            } catch (RuntimeException e) {
                names.put(id, id);
            }
        }
        return names;
    }

    /** Each readable topic's methodology, in the catalogue's order. */
    java.util.Map<String, String> methodologies() {
        java.util.Map<String, String> out = new java.util.LinkedHashMap<>();
        for (String id : files.concepts().ids()) {
            try {
                out.put(id, concept.apply(id).methodology());
            } catch (RuntimeException e) {
                LOG.debug("concept {} cannot be read: {}", id, e.getMessage());
            }
        }
        return out;
    }

    /**
     * Writes the topic's concept file and returns its id.
     *
     * @throws IllegalArgumentException when the form is incomplete, the methodology unknown or the file would not
     *                                  validate (the message says what to fix)
     */
    synchronized String create(NewTopic topic) {
        String problem = topic.problem();
        if (problem != null) {
            throw new IllegalArgumentException(problem);
        }
        if (!files.methodologies().exists(topic.methodologyId())) {
            throw new IllegalArgumentException("Unknown methodology '" + topic.methodologyId() + "'.");
        }
        Set<String> taken = new HashSet<>(files.concepts().ids());
        String id = ConceptWriter.idFor(topic.name(), taken);
        String yaml = ConceptWriter.yaml(id, topic.name(), topic.methodologyId(), topic.objective(),
                topic.elements());
        LoadResult<ConceptFile> check = files.conceptLoader().load(yaml, id + ".yaml");
        if (check.hasErrors()) {
            throw new IllegalArgumentException("The topic would not be a valid concept file: " + check.problems()
                    .stream().map(Object::toString).collect(Collectors.joining("; ")));
        }
        Path folder = locator.writableFolder(ConceptCatalog.FOLDER);
        Path file = folder.resolve(id + ".yaml");
        try {
            Files.createDirectories(folder);
            Files.writeString(file, yaml, StandardCharsets.UTF_8, java.nio.file.StandardOpenOption.CREATE_NEW);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + file + ": " + e.getMessage(), e);
        }
        return id;
    }

    /** The file a topic id was written to. */
    Path fileOf(String id) {
        return locator.writableFolder(ConceptCatalog.FOLDER).resolve(id + ".yaml");
    }
}
