package org.interviewworkbench.ui.edit;

import java.util.List;

/**
 * One concept of the surface graph as the Concepts table shows it.
 *
 * @param id     node id
 * @param label  label
 * @param type   node type
 * @param quotes the respondent's words it was coded from
 * @param turn     the turn it was first said in
 * @param polarity positive, negative, neutral or unknown (not coded yet)
 * @param typeLabel the methodology's label of the node type (what the Type column shows; the id is in its tooltip)
 */
public record ConceptRow(String id, String label, String type, List<String> quotes, int turn, String polarity,
                         String typeLabel) {
    public ConceptRow {
        quotes = List.copyOf(quotes);
        polarity = polarity == null ? "unknown" : polarity;
        typeLabel = typeLabel == null || typeLabel.isBlank() ? type : typeLabel;
    }

    public ConceptRow(String id, String label, String type, List<String> quotes, int turn) {
        this(id, label, type, quotes, turn, "unknown", type);
    }

    public int quoteCount() {
        return quotes.size();
    }
}
