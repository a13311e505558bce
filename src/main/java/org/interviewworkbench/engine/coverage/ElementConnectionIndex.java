package org.interviewworkbench.engine.coverage;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.TreeSet;

/**
 * Which stimulus elements are linked by at least one surface edge, kept as a set of unordered element pairs and
 * updated when an edge is inserted (or when an endpoint gains element links). A connection requirement is then a
 * set lookup, {@code O(1)}, instead of seed 004's scan over every pair of nodes of the two elements
 * ({@code O(E x N^2)} per turn). The index holds no graph reference: it only knows what it was told.
 *
 * <p>Recording an edge costs {@code O(|elements(source)| x |elements(target)|)}, usually 1.
 */
public final class ElementConnectionIndex {

    private final TreeSet<String> pairs = new TreeSet<>();

    /** An empty index. */
    public ElementConnectionIndex() {
    }

    /** An index restored from {@link #pairs()}. */
    public ElementConnectionIndex(Collection<String> pairs) {
        this.pairs.addAll(pairs);
    }

    /** The pair key of two elements, order-independent: {@code "a|b"} with {@code a < b}. */
    public static String key(String a, String b) {
        return a.compareTo(b) <= 0 ? a + "|" + b : b + "|" + a;
    }

    /**
     * Records an edge whose source node is linked to {@code sourceElements} and target node to
     * {@code targetElements}. Pairs of the same element are ignored.
     *
     * @return whether a new pair was added
     */
    public boolean recordEdge(Collection<String> sourceElements, Collection<String> targetElements) {
        boolean added = false;
        for (String a : sourceElements) {
            for (String b : targetElements) {
                if (!a.equals(b)) {
                    added |= pairs.add(key(a, b));
                }
            }
        }
        return added;
    }

    /** Whether some edge links a node of {@code a} and a node of {@code b} (either direction). */
    public boolean connected(String a, String b) {
        return pairs.contains(key(a, b));
    }

    /** Every linked pair, sorted. */
    public List<String> pairs() {
        return new ArrayList<>(pairs);
    }
}
