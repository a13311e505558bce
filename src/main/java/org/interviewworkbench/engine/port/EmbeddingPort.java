package org.interviewworkbench.engine.port;

import java.util.ArrayList;
import java.util.List;

/**
 * Sentence embeddings (in-process all-MiniLM-L6-v2 by default). Deterministic for a given text.
 * Implementations are thread-safe and may cache.
 */
public interface EmbeddingPort {

    /** The embedding of {@code text}, L2-normalised. */
    float[] embed(String text);

    default List<float[]> embedAll(List<String> texts) {
        List<float[]> out = new ArrayList<>(texts.size());
        for (String t : texts) {
            out.add(embed(t));
        }
        return out;
    }

    /** Cosine similarity {@code dot / (|a||b| + 1e-8)}. */
    static double cosine(float[] a, float[] b) {
        double dot = 0;
        double na = 0;
        double nb = 0;
        for (int i = 0; i < a.length; i++) {
            dot += a[i] * b[i];
            na += a[i] * a[i];
            nb += b[i] * b[i];
        }
        return dot / (Math.sqrt(na) * Math.sqrt(nb) + 1e-8);
    }
}
