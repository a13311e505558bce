package org.interviewworkbench.methodology;

import java.util.List;
import java.util.Map;
import org.interviewworkbench.engine.config.Ordered;

/**
 * A synthetic respondent persona (shape of the earlier system's persona files plus behaviour knobs).
 *
 * @param id                 persona id
 * @param name               display name
 * @param description        who this respondent is
 * @param traits             behavioural traits, in file order
 * @param speechPattern      how the respondent talks
 * @param responsePatterns   answer-length mix, e.g. {@code detailed -> 0.25}
 * @param deflectionPatterns phrases used to avoid a question
 * @param behaviour          numeric knobs for the offline respondent
 */
public record PersonaFile(String id, String name, String description, List<String> traits, String speechPattern,
                          Map<String, Double> responsePatterns, List<String> deflectionPatterns,
                          PersonaBehaviour behaviour) {
    public PersonaFile {
        traits = Ordered.copyOf(traits);
        responsePatterns = Ordered.copyOf(responsePatterns);
        deflectionPatterns = Ordered.copyOf(deflectionPatterns);
        behaviour = behaviour == null ? PersonaBehaviour.DEFAULTS : behaviour;
    }
}
