package org.interviewworkbench.engine.model;

import java.util.List;
import java.util.Optional;
import org.interviewworkbench.engine.config.Ordered;

/**
 * Stimulus coverage of a concept test after a turn (seed 004 "CoverageState"), recomputed every turn and carried in
 * {@link SessionState} so a resumed session behaves like an uninterrupted one. Empty for concepts without
 * elements.
 *
 * @param elements             one row per stimulus element, in concept order
 * @param connectedPairs       element pairs linked by at least one surface edge, as {@code "a|b"} with
 *                             {@code a < b}, sorted: the connection index (updated on edge insertion, so
 *                             connection requirements are answered by lookup, not by an E x N^2 scan)
 * @param connectionsRequired  number of connection requirements of the concept
 * @param connectionsMet       requirements whose two elements are linked
 * @param focusElementId       the element the pending question names directly (element focus), or {@code null}
 */
public record CoverageState(List<ElementCoverage> elements, List<String> connectedPairs, int connectionsRequired,
                            int connectionsMet, String focusElementId) {

    /** Total focuses after which an element is exhausted (seed 004: 3). */
    public static final int EXHAUSTION_FOCUS_COUNT = 3;

    /** Coverage of a session whose concept has no elements. */
    public static final CoverageState EMPTY = new CoverageState(List.of(), List.of(), 0, 0, null);

    public CoverageState {
        elements = Ordered.copyOf(elements);
        connectedPairs = Ordered.copyOf(connectedPairs);
    }

    public boolean isEmpty() {
        return elements.isEmpty();
    }

    public Optional<ElementCoverage> element(String id) {
        for (ElementCoverage e : elements) {
            if (e.elementId().equals(id)) {
                return Optional.of(e);
            }
        }
        return Optional.empty();
    }

    /** Open gaps over all elements (an element can have several). */
    public int gapCount() {
        int n = 0;
        for (ElementCoverage e : elements) {
            n += e.gaps().size();
        }
        return n;
    }

    /** Elements with gap {@code type}. */
    public int gapCount(String type) {
        int n = 0;
        for (ElementCoverage e : elements) {
            if (e.gaps().contains(type)) {
                n++;
            }
        }
        return n;
    }

    /**
     * Coverage as a share of the coverage checks met (0 without elements): every element has four checks
     * (mentioned, reacted to, understood, connected; connected holds for an element without requirements), so
     * {@code ratio = (4 x elements - open gaps, where an unmentioned element also misses its reaction and
     * comprehension) / (4 x elements)}. 1.0 exactly when {@link #complete()}.
     */
    public double coveredRatio() {
        if (elements.isEmpty()) {
            return 0.0;
        }
        int met = 0;
        for (ElementCoverage e : elements) {
            met += (e.mentioned() ? 1 : 0) + (e.reaction() != null && e.mentioned() ? 1 : 0)
                    + (e.understood() ? 1 : 0) + (e.connected() ? 1 : 0);
        }
        return met / (4.0 * elements.size());
    }

    /** Whether the concept has elements and none has an open gap. */
    public boolean complete() {
        return !elements.isEmpty() && elements.stream().allMatch(ElementCoverage::covered);
    }

    /** This state with a different pending focus element. */
    public CoverageState withFocusElement(String elementId) {
        return new CoverageState(elements, connectedPairs, connectionsRequired, connectionsMet, elementId);
    }
}
