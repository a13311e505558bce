package org.interviewworkbench.methodology;

import java.nio.file.Path;
import org.interviewworkbench.engine.signal.SignalCatalog;

/**
 * The wired-up study-file services for one working directory: catalogs for methodologies, concepts and personas,
 * the scenario loader and the validator. Built once by the composition root.
 */
public final class StudyFiles {

    private final MethodologyLoader methodologyLoader;
    private final MethodologyCatalog methodologies;
    private final ConceptCatalog concepts;
    private final PersonaCatalog personas;
    private final ConceptLoader conceptLoader;
    private final PersonaLoader personaLoader;
    private final ScenarioLoader scenarioLoader;

    public StudyFiles(StudyFileLocator locator, SignalCatalog signals) {
        this.methodologyLoader = new MethodologyLoader(signals);
        this.methodologies = new MethodologyCatalog(locator, methodologyLoader);
        this.conceptLoader = new ConceptLoader(methodologies::exists);
        this.concepts = new ConceptCatalog(locator, conceptLoader);
        this.personaLoader = new PersonaLoader();
        this.personas = new PersonaCatalog(locator, personaLoader);
        this.scenarioLoader = new ScenarioLoader(methodologies, concepts::exists);
    }

    /** Study files of the process's working directory and the shipped class-path resources. */
    public static StudyFiles forWorkingDirectory() {
        return new StudyFiles(StudyFileLocator.forWorkingDirectory(), SignalCatalog.standard());
    }

    /** Study files of {@code workingDir} and the shipped class-path resources. */
    public static StudyFiles forDirectory(Path workingDir) {
        return new StudyFiles(new StudyFileLocator(workingDir, StudyFiles.class.getClassLoader()),
                SignalCatalog.standard());
    }

    public MethodologyLoader methodologyLoader() {
        return methodologyLoader;
    }

    public MethodologyCatalog methodologies() {
        return methodologies;
    }

    public ConceptLoader conceptLoader() {
        return conceptLoader;
    }

    public ConceptCatalog concepts() {
        return concepts;
    }

    public PersonaLoader personaLoader() {
        return personaLoader;
    }

    public PersonaCatalog personas() {
        return personas;
    }

    public ScenarioLoader scenarioLoader() {
        return scenarioLoader;
    }

    public StudyFileValidator validator() {
        return new StudyFileValidator(this);
    }
}
