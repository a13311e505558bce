package org.interviewworkbench.methodology;

import org.interviewworkbench.engine.config.MethodologyConfig;

/**
 * Resolves {@code --methodology ID|FILE}: an existing file, else {@code methodologies/<id>.yaml} in the working
 * directory, else the shipped class-path resource. {@code resolve(..).value()} is the config and
 * {@code resolve(..).source()} the YAML text a session stores as its snapshot.
 */
public final class MethodologyCatalog extends StudyCatalog<MethodologyConfig> {

    public static final String FOLDER = "methodologies";

    public MethodologyCatalog(StudyFileLocator locator, MethodologyLoader loader) {
        super(locator, FOLDER, "methodology", loader::load);
    }
}
