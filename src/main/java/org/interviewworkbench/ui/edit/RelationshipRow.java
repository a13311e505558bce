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
 */
public record RelationshipRow(String id, String source, String sourceLabel, String type, String target,
                              String targetLabel) {
}
