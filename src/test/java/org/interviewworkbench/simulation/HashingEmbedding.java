package org.interviewworkbench.simulation;

import java.util.Locale;
import java.util.Set;
import org.interviewworkbench.engine.port.EmbeddingPort;

/** Test embedding: hashed bag of words (lower-cased, stop words dropped, plural 's' stripped), L2-normalised. */
final class HashingEmbedding implements EmbeddingPort {

    private static final int DIM = 1024;
    private static final Set<String> STOP = Set.of("the", "a", "an", "and", "or", "to", "of", "in", "on", "it", "is",
            "that", "this", "for", "you", "your", "my", "i", "me", "do", "does", "did", "what", "why", "how", "about",
            "with", "it's", "i'm", "was", "be", "at", "so", "can", "could", "would", "tell", "more", "really");

    @Override
    public float[] embed(String text) {
        float[] v = new float[DIM];
        for (String w : text.toLowerCase(Locale.ROOT).split("[^a-z0-9']+")) {
            if (w.isEmpty() || STOP.contains(w)) {
                continue;
            }
            String s = w.length() > 3 && w.endsWith("s") ? w.substring(0, w.length() - 1) : w;
            v[Math.floorMod(s.hashCode(), DIM)] += 1;
        }
        double n = 0;
        for (float x : v) {
            n += x * x;
        }
        if (n > 0) {
            float inv = (float) (1 / Math.sqrt(n));
            for (int i = 0; i < DIM; i++) {
                v[i] *= inv;
            }
        }
        return v;
    }
}
