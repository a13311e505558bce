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
 * @param polarity           benefit or pain as the researcher coded it; {@link Polarity#UNKNOWN} until then
 */
public record SurfaceNode(String id, String label, String nodeType, double confidence, int createdTurn,
                          List<String> sourceUtteranceIds, List<String> sourceQuotes, List<String> linkedElements,
                          Polarity polarity) {

    public SurfaceNode {
        sourceUtteranceIds = Ordered.copyOf(sourceUtteranceIds);
        sourceQuotes = Ordered.copyOf(sourceQuotes);
        linkedElements = Ordered.copyOf(linkedElements);
        polarity = polarity == null ? Polarity.UNKNOWN : polarity;
    }

    /** A node whose polarity nobody has coded yet ({@link Polarity#UNKNOWN}). */
    public SurfaceNode(String id, String label, String nodeType, double confidence, int createdTurn,
                       List<String> sourceUtteranceIds, List<String> sourceQuotes, List<String> linkedElements) {
        this(id, label, nodeType, confidence, createdTurn, sourceUtteranceIds, sourceQuotes, linkedElements,
                Polarity.UNKNOWN);
    }

    /** This node with {@code value} as its polarity. */
    public SurfaceNode withPolarity(Polarity value) {
        return new SurfaceNode(id, label, nodeType, confidence, createdTurn, sourceUtteranceIds, sourceQuotes,
                linkedElements, value);
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
        return new SurfaceNode(id, label, nodeType, confidence, createdTurn, ids, quotes, linkedElements, polarity);
    }

    /** This node with extra stimulus element links (kept distinct, in order). */
    public SurfaceNode withLinkedElements(List<String> elements) {
        List<String> merged = new ArrayList<>(linkedElements);
        for (String e : elements) {
            if (!merged.contains(e)) {
                merged.add(e);
            }
        }
        return new SurfaceNode(id, label, nodeType, confidence, createdTurn, sourceUtteranceIds, sourceQuotes, merged,
                polarity);
    }
}
