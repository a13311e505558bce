package org.interviewworkbench.cli;

import org.interviewworkbench.engine.model.Concept;

/** Refuses a concept that belongs to another methodology, or a scenario of another concept (one line, exit 2). */
final class Mismatch {

    private Mismatch() {
    }

    static void conceptFitsMethodology(Concept concept, String methodologyId) {
        String own = concept.methodology();
        if (own != null && !own.isBlank() && !own.equals(methodologyId)) {
            throw new UserInputException("concept " + concept.id() + " is for methodology " + own + ", not "
                    + methodologyId + " (use --methodology " + own + ", or a concept of " + methodologyId + ")");
        }
    }

    static void scenarioFitsConcept(String scenarioId, String scenarioConcept, Concept concept) {
        if (scenarioConcept != null && !scenarioConcept.isBlank() && !scenarioConcept.equals(concept.id())) {
            throw new UserInputException("scenario " + scenarioId + " is about concept " + scenarioConcept
                    + ", not " + concept.id() + " (use --concept " + scenarioConcept + ")");
        }
    }
}
