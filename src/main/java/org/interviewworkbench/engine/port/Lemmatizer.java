package org.interviewworkbench.engine.port;

import java.util.List;

/**
 * Lemmas of a short text, lowercased, punctuation dropped; used for token-Jaccard deduplication (seed 004
 * tier 2). The offline engine provides OpenNLP lemmas; {@link org.interviewworkbench.engine.pipeline.TextSimilarity}
 * has a plain fallback.
 */
@FunctionalInterface
public interface Lemmatizer {
    List<String> lemmas(String text);
}
