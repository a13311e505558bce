package org.interviewworkbench.methodology;

/**
 * Resolves {@code --concept FILE|ID}: an existing file, else {@code methodologies/concepts/<id>.yaml} in the
 * working directory, else the shipped class-path resource. {@code resolve(..).value().concept()} is the engine
 * {@link org.interviewworkbench.engine.model.Concept}.
 */
public final class ConceptCatalog extends StudyCatalog<ConceptFile> {

    public static final String FOLDER = "methodologies/concepts";

    public ConceptCatalog(StudyFileLocator locator, ConceptLoader loader) {
        super(locator, FOLDER, "concept", loader::load);
    }
}
