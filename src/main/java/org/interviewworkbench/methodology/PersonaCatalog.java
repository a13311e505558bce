package org.interviewworkbench.methodology;

/**
 * Resolves {@code --persona FILE|ID}: an existing file, else {@code methodologies/personas/<id>.yaml} in the
 * working directory, else the shipped class-path resource.
 */
public final class PersonaCatalog extends StudyCatalog<PersonaFile> {

    public static final String FOLDER = "methodologies/personas";

    public PersonaCatalog(StudyFileLocator locator, PersonaLoader loader) {
        super(locator, FOLDER, "persona", loader::load);
    }
}
