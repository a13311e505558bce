package org.interviewworkbench.language.offline;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.interviewworkbench.engine.port.EmbeddingPort;

/**
 * Part of extraction stage 4, <b>typing</b> (before the classifier runs): merges the mentions of one answer.
 *
 * <p>Takes the answer's cleaned candidates with their embeddings and the embeddings of their clauses; returns which
 * candidates are dropped and fills the head candidate of each clause ({@link #consolidate}). Owns the two
 * similarity thresholds: {@link #DUPLICATE_SIMILARITY} (the same concept said twice) and
 * {@link #FRAGMENT_SIMILARITY} (a fragment of the clause's head); {@link RelationBuilder} uses them too to tell a
 * re-mention of an earlier concept.
 */
final class MentionMerger {

    /** Cosine at or above which two candidates of one answer are the same concept said twice. */
    static final double DUPLICATE_SIMILARITY = 0.85;
    /** Cosine at or above which a secondary candidate of a clause is a fragment of the clause's head concept. */
    static final double FRAGMENT_SIMILARITY = 0.6;

    /**
     * Merges near-duplicate candidates of one answer before typing and relating, and picks each clause's head.
     * The head of a clause is its candidate most similar to the whole clause; another candidate of the same
     * clause that shares a content word with the head, is similar to it (cosine &ge; {@link #FRAGMENT_SIMILARITY})
     * or is a lone generic verb/stopword is a fragment and dropped. A candidate (of any clause) with cosine &ge;
     * {@link #DUPLICATE_SIMILARITY} to an earlier one is the same concept said twice: dropped, and its clause's
     * head becomes the earlier mention, so a relation stated with either wording lands on one node.
     *
     * @return which candidates are dropped; fills {@code headOf} (clause index -> candidate index)
     */
    static boolean[] consolidate(List<Candidate> candidates, List<float[]> vectors, Map<Integer, float[]> clauseVectors,
                                 Map<Integer, Integer> headOf) {
        int n = candidates.size();
        boolean[] dropped = new boolean[n];
        Map<Integer, List<Integer>> byClause = new LinkedHashMap<>();
        for (int i = 0; i < n; i++) {
            byClause.computeIfAbsent(candidates.get(i).clause().index(), k -> new ArrayList<>()).add(i);
        }
        byClause.forEach((clause, members) -> {
            int head = members.get(0);
            float[] cv = clauseVectors.get(clause);
            if (members.size() > 1 && cv != null) {
                double best = Double.NEGATIVE_INFINITY;
                for (int i : members) {
                    double sim = EmbeddingPort.cosine(vectors.get(i), cv) - (LabelCleaner.fragmentLabel(candidates.get(i).label())
                            ? 1 : 0);
                    if (sim > best) {
                        best = sim;
                        head = i;
                    }
                }
            }
            headOf.put(clause, head);
            for (int j : members) {
                if (j == head) {
                    continue;
                }
                String hl = candidates.get(head).label();
                String jl = candidates.get(j).label();
                if (LabelCleaner.fragmentLabel(jl) || LabelCleaner.sharesContentWord(hl, jl)
                        || EmbeddingPort.cosine(vectors.get(head), vectors.get(j)) >= FRAGMENT_SIMILARITY) {
                    dropped[j] = true;
                }
            }
        });
        for (int j = 0; j < n; j++) {
            if (dropped[j]) {
                continue;
            }
            for (int i = 0; i < j; i++) {
                if (!dropped[i] && EmbeddingPort.cosine(vectors.get(i), vectors.get(j)) >= DUPLICATE_SIMILARITY) {
                    dropped[j] = true;
                    int clause = candidates.get(j).clause().index();
                    if (headOf.get(clause) == j) {
                        headOf.put(clause, i);
                    }
                    break;
                }
            }
        }
        return dropped;
    }

    private MentionMerger() {
    }
}
