package org.interviewworkbench.simulation;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.interviewworkbench.engine.port.EmbeddingPort;

/**
 * Matches question wording to a scenario's truth nodes by embedding cosine, the maximum over each node's label and
 * phrasings (embedded once, at construction). A match needs at least {@link #THRESHOLD}. Stateless after
 * construction.
 */
final class FocusMatcher {

    /** Minimum cosine similarity for a text to count as one of the truth nodes (MiniLM scale). */
    static final double THRESHOLD = 0.45;

    /** Added to a revealed node's similarity: the interviewer can only ask about what was said. */
    private static final double REVEALED_BONUS = 0.05;

    private final EmbeddingPort embeddings;
    private final Map<String, List<float[]>> vectors = new LinkedHashMap<>();

    FocusMatcher(Scenario scenario, EmbeddingPort embeddings) {
        this.embeddings = embeddings;
        for (TruthNode n : scenario.nodes()) {
            vectors.put(n.id(), embeddings.embedAll(n.texts()));
        }
    }

    /**
     * The truth node a question is about: the most similar to its focus label, failing that to its text (revealed
     * nodes favoured by a small bonus); {@code null} when none reaches {@link #THRESHOLD}.
     */
    String match(RespondentTurn turn, RespondentMemory memory) {
        String best = null;
        double bestSim = -1;
        List<String> probes = new ArrayList<>();
        if (turn.focusLabel() != null && !turn.focusLabel().isBlank()) {
            probes.add(turn.focusLabel());
        }
        probes.add(turn.question());
        for (String probe : probes) {
            float[] q = embeddings.embed(probe);
            for (Map.Entry<String, List<float[]>> e : vectors.entrySet()) {
                double sim = best(q, e.getValue());
                if (memory.said(e.getKey())) {
                    sim += REVEALED_BONUS;
                }
                if (sim > bestSim) {
                    bestSim = sim;
                    best = e.getKey();
                }
            }
            if (bestSim >= THRESHOLD) {
                return best;
            }
        }
        return null;
    }

    /** Cosine of {@code text} with every truth node (max over its label and phrasings). */
    Map<String, Double> similarities(String text) {
        float[] q = embeddings.embed(text);
        Map<String, Double> out = new HashMap<>();
        for (Map.Entry<String, List<float[]>> e : vectors.entrySet()) {
            out.put(e.getKey(), best(q, e.getValue()));
        }
        return out;
    }

    private static double best(float[] q, List<float[]> texts) {
        double sim = -1;
        for (float[] v : texts) {
            sim = Math.max(sim, EmbeddingPort.cosine(q, v));
        }
        return sim;
    }
}
