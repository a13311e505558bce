package org.interviewworkbench.ui.edit;

/**
 * One relationship of the surface graph as the Relationships table shows it.
 *
 * @param id          edge id
 * @param source      source concept id
 * @param sourceLabel its label
 * @param type        edge type
 * @param target      target concept id
 * @param targetLabel its label
 * @param typeLabel   the edge type in words (what the Type column shows; the id is in its tooltip)
 */
public record RelationshipRow(String id, String source, String sourceLabel, String type, String target,
                              String targetLabel, String typeLabel) {
    public RelationshipRow {
        typeLabel = typeLabel == null || typeLabel.isBlank() ? type : typeLabel;
    }
}
