package org.interviewworkbench.ui.edit;

import java.util.List;

/**
 * One canonical slot as the Slots table shows it.
 *
 * @param id           slot id
 * @param name         slot name (the respondent's words, or the researcher's)
 * @param type         node type of its concepts
 * @param status       candidate or active
 * @param memberIds    its concepts' ids, in mapping order
 * @param memberLabels its concepts' labels, in the same order
 * @param typeLabel    the methodology's label of the node type (the Type column; the id is in its tooltip)
 */
public record SlotRow(String id, String name, String type, String status, List<String> memberIds,
                      List<String> memberLabels, String typeLabel) {
    public SlotRow {
        typeLabel = typeLabel == null || typeLabel.isBlank() ? type : typeLabel;
        memberIds = List.copyOf(memberIds);
        memberLabels = List.copyOf(memberLabels);
    }

    public int size() {
        return memberIds.size();
    }

    /** The concepts' labels, comma separated. */
    public String members() {
        return String.join(", ", memberLabels);
    }
}
