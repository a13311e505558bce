package org.interviewworkbench.methodology;

import java.util.List;
import java.util.function.BiFunction;

/**
 * Resolves {@code ID|FILE} arguments of one kind of study file (see {@link StudyFileLocator} for the search order)
 * and loads them.
 *
 * @param <T> the loaded record type
 */
public class StudyCatalog<T> {

    private final StudyFileLocator locator;
    private final String folder;
    private final String kind;
    private final BiFunction<String, String, LoadResult<T>> parser;

    /**
     * @param locator where files are searched
     * @param folder  the folder of shipped files, e.g. {@code methodologies/concepts}
     * @param kind    what the files are, for messages (e.g. {@code concept})
     * @param parser  {@code (yamlText, fileName) -> result}
     */
    public StudyCatalog(StudyFileLocator locator, String folder, String kind,
                        BiFunction<String, String, LoadResult<T>> parser) {
        this.locator = locator;
        this.folder = folder;
        this.kind = kind;
        this.parser = parser;
    }

    /**
     * Loads the file {@code idOrFile} names. The result is valid (it may carry warnings) and holds the source text.
     *
     * @throws MethodologyException when nothing is found or the file has errors
     */
    public LoadResult<T> resolve(String idOrFile) {
        StudySource source = locator.locate(idOrFile, folder).orElseThrow(() -> MethodologyException.of(idOrFile,
                "unknown " + kind + " '" + idOrFile + "': no such file, and no " + folder + "/" + idOrFile
                        + ".yaml (available: " + String.join(", ", ids()) + ")"));
        LoadResult<T> result = parser.apply(source.text(), source.name());
        result.orElseThrow();
        return result;
    }

    /** Whether {@code idOrFile} names a file that can be found (it may still be invalid). */
    public boolean exists(String idOrFile) {
        return locator.locate(idOrFile, folder).isPresent();
    }

    /** The ids of the shipped and working-directory files, sorted. */
    public List<String> ids() {
        return List.copyOf(locator.ids(folder));
    }
}
