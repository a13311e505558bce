package org.interviewworkbench.engine.edit;

import org.interviewworkbench.engine.model.SurfaceNode;

/**
 * The {@code attach_quote} edit ("Code as..."): a passage the researcher selected in the transcript becomes another
 * quote of a concept, with the answer it comes from among the concept's source utterances. The quote is kept as
 * selected (whitespace runs folded), 1-{@value #MAX_CHARS} characters, and must not be one of the concept's quotes
 * already; the turn, when given, must be an answered one.
 */
public final class QuoteAttachment {

    /** Longest quote accepted. */
    public static final int MAX_CHARS = 1_000;

    private QuoteAttachment() {
    }

    /**
     * @param turn the answer the quote comes from (1-based), or {@code null} when not known
     * @throws IllegalArgumentException with the reason, when the quote cannot be attached
     */
    static SurfaceNode attach(SurfaceNode node, String quote, Integer turn) {
        if (quote == null || quote.isBlank()) {
            throw new IllegalArgumentException("the quote is empty");
        }
        String q = quote.strip().replaceAll("\\s+", " ");
        if (q.length() > MAX_CHARS) {
            throw new IllegalArgumentException("the quote is longer than " + MAX_CHARS + " characters");
        }
        if (node.sourceQuotes().contains(q)) {
            throw new IllegalArgumentException("\"" + q + "\" is already a quote of " + node.id());
        }
        if (turn != null && turn < 1) {
            throw new IllegalArgumentException("turn " + turn + " is not an answered turn");
        }
        return node.withMention(turn == null ? null : "u" + turn + "-answer", q);
    }
}
