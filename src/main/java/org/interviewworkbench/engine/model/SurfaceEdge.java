package org.interviewworkbench.engine.model;

import java.util.ArrayList;
import java.util.List;
import org.interviewworkbench.engine.config.Ordered;

/** A typed relationship in the surface graph, with provenance. Unique per (source, target, type). */
public record SurfaceEdge(String id, String source, String target, String edgeType, double confidence, int createdTurn,
                          List<String> sourceUtteranceIds, List<String> sourceQuotes) {

    public SurfaceEdge {
        sourceUtteranceIds = Ordered.copyOf(sourceUtteranceIds);
        sourceQuotes = Ordered.copyOf(sourceQuotes);
    }

    /** This edge re-asserted by {@code utteranceId}. */
    public SurfaceEdge withMention(String utteranceId, String quote) {
        List<String> ids = new ArrayList<>(sourceUtteranceIds);
        if (utteranceId != null && !ids.contains(utteranceId)) {
            ids.add(utteranceId);
        }
        List<String> quotes = new ArrayList<>(sourceQuotes);
        if (quote != null && !quote.isBlank() && !quotes.contains(quote)) {
            quotes.add(quote);
        }
        return new SurfaceEdge(id, source, target, edgeType, confidence, createdTurn, ids, quotes);
    }
}
