package org.interviewworkbench.simulation;

import java.util.List;
import java.util.Objects;

/**
 * One concept of a scenario's hidden mental model.
 *
 * @param id        scenario-local id (referenced by edges and salience)
 * @param type      ontology node type (e.g. {@code attribute})
 * @param label     short canonical label, as a researcher would code it
 * @param phrasings first-person ways the respondent says it (clauses without final punctuation); never empty,
 *                  the label is used when the file gives none
 */
public record TruthNode(String id, String type, String label, List<String> phrasings) {
    public TruthNode {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(type, "type");
        Objects.requireNonNull(label, "label");
        phrasings = phrasings == null || phrasings.isEmpty() ? List.of(label) : List.copyOf(phrasings);
    }

    /** Label and phrasings: every text that names this node. */
    public List<String> texts() {
        java.util.ArrayList<String> all = new java.util.ArrayList<>();
        all.add(label);
        all.addAll(phrasings);
        return all;
    }
}
