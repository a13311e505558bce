package org.interviewworkbench.engine.model;

import java.util.ArrayList;
import java.util.List;
import org.interviewworkbench.engine.config.Ordered;

/**
 * A concept in the surface graph, in the respondent's own words, with full provenance.
 *
 * @param id                 stable node id
 * @param label              concept label
 * @param nodeType           ontology node type
 * @param confidence         extraction confidence in [0,1]
 * @param createdTurn        turn that created the node
 * @param sourceUtteranceIds utterances that mentioned it, first mention first
 * @param sourceQuotes       verbatim quotes, distinct, first first
 * @param linkedElements     stimulus element ids this node refers to (concept testing)
 */
public record SurfaceNode(String id, String label, String nodeType, double confidence, int createdTurn,
                          List<String> sourceUtteranceIds, List<String> sourceQuotes, List<String> linkedElements) {

    public SurfaceNode {
        sourceUtteranceIds = Ordered.copyOf(sourceUtteranceIds);
        sourceQuotes = Ordered.copyOf(sourceQuotes);
        linkedElements = Ordered.copyOf(linkedElements);
    }

    /** This node re-mentioned by {@code utteranceId}; blank or repeated quotes are not added twice. */
    public SurfaceNode withMention(String utteranceId, String quote) {
        List<String> ids = new ArrayList<>(sourceUtteranceIds);
        if (utteranceId != null && !ids.contains(utteranceId)) {
            ids.add(utteranceId);
        }
        List<String> quotes = new ArrayList<>(sourceQuotes);
        if (quote != null && !quote.isBlank() && !quotes.contains(quote)) {
            quotes.add(quote);
        }
        return new SurfaceNode(id, label, nodeType, confidence, createdTurn, ids, quotes, linkedElements);
    }

    /** This node with extra stimulus element links (kept distinct, in order). */
    public SurfaceNode withLinkedElements(List<String> elements) {
        List<String> merged = new ArrayList<>(linkedElements);
        for (String e : elements) {
            if (!merged.contains(e)) {
                merged.add(e);
            }
        }
        return new SurfaceNode(id, label, nodeType, confidence, createdTurn, sourceUtteranceIds, sourceQuotes, merged);
    }
}
