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
 * @param askedConnections     one pair key ({@link #pairKey}) per connection question asked so far, in asking
 *                             order (a pair asked twice appears twice)
 * @param focusConnection      the connection requirement the pending question asks about (connection focus), as
 *                             {@code "from|to"} in requirement order, or {@code null}
 * @param unmetConnections     the connection requirements not met yet, as {@code "from|to"}, in concept order
 */
public record CoverageState(List<ElementCoverage> elements, List<String> connectedPairs, int connectionsRequired,
                            int connectionsMet, String focusElementId, List<String> askedConnections,
                            String focusConnection, List<String> unmetConnections) {

    /** Total focuses after which an element is exhausted (seed 004: 3). */
    public static final int EXHAUSTION_FOCUS_COUNT = 3;

    /**
     * Connection questions after which an unmet connection requirement is no longer asked about (the pair is
     * exhausted; element exhaustion does not apply to connection questions, see {@code CoverageTracker}).
     */
    public static final int CONNECTION_ASK_LIMIT = 2;

    /** Coverage of a session whose concept has no elements. */
    public static final CoverageState EMPTY = new CoverageState(List.of(), List.of(), 0, 0, null);

    public CoverageState {
        elements = Ordered.copyOf(elements);
        connectedPairs = Ordered.copyOf(connectedPairs);
        askedConnections = Ordered.copyOf(askedConnections);
        unmetConnections = Ordered.copyOf(unmetConnections);
    }

    /** A state without connection questions (callers from before connection focus). */
    public CoverageState(List<ElementCoverage> elements, List<String> connectedPairs, int connectionsRequired,
                         int connectionsMet, String focusElementId) {
        this(elements, connectedPairs, connectionsRequired, connectionsMet, focusElementId, List.of(), null,
                List.of());
    }

    /** The order-independent key of an element pair: {@code "a|b"} with {@code a < b}. */
    public static String pairKey(String a, String b) {
        return a.compareTo(b) <= 0 ? a + "|" + b : b + "|" + a;
    }

    /** How often a connection question asked about the pair {@code a}, {@code b}. */
    public int connectionAsks(String a, String b) {
        String key = pairKey(a, b);
        int n = 0;
        for (String k : askedConnections) {
            if (k.equals(key)) {
                n++;
            }
        }
        return n;
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
            met += (e.mentioned() ? 1 : 0) + (e.mentioned() && !e.gaps().contains(ElementCoverage.NO_REACTION) ? 1 : 0)
                    + (e.understood() ? 1 : 0) + (e.connected() ? 1 : 0);
        }
        return met / (4.0 * elements.size());
    }

    /** Whether the concept has elements and none has an open gap. */
    public boolean complete() {
        return !elements.isEmpty() && elements.stream().allMatch(ElementCoverage::covered);
    }

    /**
     * The connection requirement a connection question should ask about next, as {@code "from|to"}: the first
     * unmet requirement, in concept order, whose two elements are both mentioned (the respondent can only relate
     * what they have talked about) and that was asked fewer than {@link #CONNECTION_ASK_LIMIT} times;
     * {@code null} when none.
     */
    public String nextOpenConnection() {
        for (String c : unmetConnections) {
            String[] pair = c.split("\\|", 2);
            if (pair.length == 2
                    && element(pair[0]).map(ElementCoverage::mentioned).orElse(false)
                    && element(pair[1]).map(ElementCoverage::mentioned).orElse(false)
                    && connectionAsks(pair[0], pair[1]) < CONNECTION_ASK_LIMIT) {
                return c;
            }
        }
        return null;
    }

    /** This state with a different pending focus element. */
    public CoverageState withFocusElement(String elementId) {
        return new CoverageState(elements, connectedPairs, connectionsRequired, connectionsMet, elementId,
                askedConnections, focusConnection, unmetConnections);
    }

    /** This state with a different pending connection focus ({@code "from|to"} or {@code null}). */
    public CoverageState withFocusConnection(String connection) {
        return new CoverageState(elements, connectedPairs, connectionsRequired, connectionsMet, focusElementId,
                askedConnections, connection, unmetConnections);
    }
}
