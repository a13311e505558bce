package org.interviewworkbench.engine.pipeline;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.interviewworkbench.engine.port.Lemmatizer;

/**
 * Lexical similarity used for deduplication.
 *
 * <p>{@link #jaccard(Set, Set)} = |A ∩ B| / |A ∪ B| (0 when either set is empty). Seed 004 thresholds:
 * {@link #NODE_JACCARD_THRESHOLD} for concept labels (on lemmas, stop words removed) and
 * {@link #QUESTION_JACCARD_THRESHOLD} for questions (on lowercased words).
 */
public final class TextSimilarity {

    /** Token-Jaccard on lemmas at or above which two same-type concept labels are the same concept. */
    public static final double NODE_JACCARD_THRESHOLD = 0.75;
    /** Word-Jaccard at or above which two questions are duplicates (seed 004). */
    public static final double QUESTION_JACCARD_THRESHOLD = 0.85;

    private static final Set<String> STOP_WORDS = Set.of("a", "an", "the", "of", "to", "for", "and", "or", "my",
            "your", "it", "its", "is", "be", "in", "on", "with", "that", "this", "i", "me", "really", "very", "so");

    private static final int CACHE_LIMIT = 4_096;

    private final Lemmatizer lemmatizer;
    private final java.util.Map<String, Set<String>> lemmaCache = java.util.Collections.synchronizedMap(
            new java.util.LinkedHashMap<>(256, 0.75f, true) {
                @Override
                protected boolean removeEldestEntry(java.util.Map.Entry<String, Set<String>> eldest) {
                    return size() > CACHE_LIMIT;
                }
            });

    /** Uses the given lemmatizer for concept labels. */
    public TextSimilarity(Lemmatizer lemmatizer) {
        this.lemmatizer = lemmatizer == null ? TextSimilarity::plainLemmas : lemmatizer;
    }

    /** Content lemmas of a concept label: lemmatised, lowercased, stop words removed. */
    public Set<String> labelLemmas(String label) {
        Set<String> cached = lemmaCache.get(label);
        if (cached != null) {
            return cached;
        }
        Set<String> out = new LinkedHashSet<>();
        for (String lemma : lemmatizer.lemmas(label)) {
            String l = lemma.toLowerCase(Locale.ROOT);
            if (!l.isBlank() && !STOP_WORDS.contains(l)) {
                out.add(l);
            }
        }
        Set<String> result = java.util.Collections.unmodifiableSet(out);
        lemmaCache.put(label, result);
        return result;
    }

    /** Lowercased words of a question (punctuation dropped). */
    public static Set<String> words(String text) {
        Set<String> out = new LinkedHashSet<>();
        for (String w : text.toLowerCase(Locale.ROOT).split("[^\\p{L}\\p{N}']+")) {
            if (!w.isBlank()) {
                out.add(w);
            }
        }
        return out;
    }

    public static double jaccard(Set<String> a, Set<String> b) {
        if (a.isEmpty() || b.isEmpty()) {
            return 0.0;
        }
        int inter = 0;
        for (String x : a) {
            if (b.contains(x)) {
                inter++;
            }
        }
        return (double) inter / (a.size() + b.size() - inter);
    }

    /**
     * A plain lemmatizer: lowercase words with a light English suffix rule (plural {@code -s/-es/-ies}).
     * Used when no language engine lemmatizer is available.
     */
    public static List<String> plainLemmas(String text) {
        List<String> out = new ArrayList<>();
        for (String w : text.toLowerCase(Locale.ROOT).split("[^\\p{L}\\p{N}]+")) {
            if (w.isBlank()) {
                continue;
            }
            if (w.length() > 4 && w.endsWith("ies")) {
                w = w.substring(0, w.length() - 3) + "y";
            } else if (w.length() > 3 && w.endsWith("s") && !w.endsWith("ss") && !w.endsWith("us")) {
                w = w.substring(0, w.length() - 1);
            }
            out.add(w);
        }
        return out;
    }
}
