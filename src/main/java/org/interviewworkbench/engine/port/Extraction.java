package org.interviewworkbench.engine.port;

import java.util.List;
import org.interviewworkbench.engine.config.Ordered;

/**
 * Concepts and relationships found in an answer (peer-spec 6.2 shape).
 *
 * @param extractable   false when the pre-check judged the answer not worth extracting from
 * @param reason        why not extractable ({@code ""} otherwise)
 * @param concepts      extracted concepts
 * @param relationships extracted relationships; endpoints name concept texts or existing node labels
 */
public record Extraction(boolean extractable, String reason, List<Concept> concepts, List<Relationship> relationships) {

    public static Extraction notExtractable(String reason) {
        return new Extraction(false, reason, List.of(), List.of());
    }

    public Extraction {
        reason = reason == null ? "" : reason;
        concepts = Ordered.copyOf(concepts);
        relationships = Ordered.copyOf(relationships);
    }

    /**
     * An extracted concept.
     *
     * @param text           concept label
     * @param nodeType       ontology node type
     * @param confidence     in [0,1]
     * @param sourceQuote    verbatim quote from the answer
     * @param linkedElements stimulus element ids (concept testing); may be empty
     * @param reaction       reaction to a linked element (positive, negative, neutral, skeptical, curious) or null
     */
    public record Concept(String text, String nodeType, double confidence, String sourceQuote,
                          List<String> linkedElements, String reaction) {
        public Concept {
            sourceQuote = sourceQuote == null ? "" : sourceQuote;
            linkedElements = Ordered.copyOf(linkedElements);
        }

        public Concept(String text, String nodeType, double confidence, String sourceQuote) {
            this(text, nodeType, confidence, sourceQuote, List.of(), null);
        }
    }

    /** An extracted relationship between two concept texts / existing labels. */
    public record Relationship(String sourceText, String targetText, String relationshipType, double confidence,
                               String sourceQuote) {
        public Relationship {
            sourceQuote = sourceQuote == null ? "" : sourceQuote;
        }
    }
}
