package org.interviewworkbench.language.offline;

import java.util.ArrayList;
import java.util.List;

/**
 * Question composition, <b>variant choice</b>: which of the filled-in phrasings is asked.
 *
 * <p>{@link #choose} takes the variants, a start index from the seed ({@code mix(seed, strategy, focus) mod n}), the
 * attempt number and the recent questions; returns the variant least similar to the recent questions (word-set
 * Jaccard, in steps of 0.05; ties in rotation order from the start), the k-th best on attempt k so a retry always
 * gets a different phrasing. {@link #finish} gives every question its final form. Owns the near-duplicate
 * threshold {@link #DUPLICATE_JACCARD} (seed 004 question dedup).
 */
final class VariantChooser {

    /** Word-set Jaccard similarity at or above which a question counts as a near-duplicate. */
    static final double DUPLICATE_JACCARD = 0.7;

    /**
     * The variant least similar to the recent questions: variants are ranked by their highest word-Jaccard
     * similarity to a recent question (in steps of 0.05), ties in rotation order from the seed's start; attempt k
     * takes the k-th best, so a retry always gets a different phrasing.
     */
    static String choose(List<String> variants, int start, int attempt, List<String> recent) {
        int n = variants.size();
        List<Integer> order = new ArrayList<>();
        double[] score = new double[n];
        for (int k = 0; k < n; k++) {
            int idx = (start + k) % n;
            order.add(idx);
            double max = 0;
            for (String r : recent) {
                if (r != null) {
                    max = Math.max(max, Text.jaccard(variants.get(idx), r));
                }
            }
            score[idx] = Math.round(max * 20) / 20.0;
        }
        order.sort(java.util.Comparator.comparingDouble(i -> score[i])); // stable: ties keep rotation order
        return variants.get(order.get(attempt % n));
    }

    /**
     * As {@link #choose}, among the variants not yet asked word for word in {@code recent} (case and outer spaces
     * aside); {@code null} when every variant has been asked, so a move with few wordings gives way instead of
     * asking the same question again.
     */
    static String fresh(List<String> variants, int start, int attempt, List<String> recent) {
        java.util.Set<String> asked = new java.util.HashSet<>();
        for (String r : recent) {
            if (r != null) {
                asked.add(r.strip().toLowerCase(java.util.Locale.ROOT));
            }
        }
        List<String> left = variants.stream().filter(v -> !asked.contains(v.strip().toLowerCase(java.util.Locale.ROOT)))
                .toList();
        return left.isEmpty() ? null : choose(left, Math.floorMod(start, left.size()), attempt, recent);
    }

    /**
     * A question as it is asked: single spaces, first letter capital, ending in one question mark (a full stop
     * becomes one).
     */
    static String finish(String q) {
        String out = q.replaceAll("\\s+", " ").strip();
        if (!out.isEmpty()) {
            out = Character.toUpperCase(out.charAt(0)) + out.substring(1);
        }
        if (out.endsWith(".")) {
            out = out.substring(0, out.length() - 1) + "?";
        }
        if (!out.endsWith("?")) {
            out = out + "?";
        }
        return out;
    }

    private VariantChooser() {
    }
}
