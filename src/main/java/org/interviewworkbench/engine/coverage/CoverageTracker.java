package org.interviewworkbench.engine.coverage;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.interviewworkbench.engine.model.Concept;
import org.interviewworkbench.engine.model.CoverageState;
import org.interviewworkbench.engine.model.ElementConnection;
import org.interviewworkbench.engine.model.ElementCoverage;
import org.interviewworkbench.engine.model.InterviewGraph;
import org.interviewworkbench.engine.model.StimulusElement;
import org.interviewworkbench.engine.model.SurfaceEdge;
import org.interviewworkbench.engine.model.SurfaceNode;

/**
 * Recomputes the coverage state after a turn's graph update (seed 004 "CoverageState._recompute_gaps", every
 * turn).
 *
 * <p>Per element: {@code nodeIds} = surface nodes whose {@code linkedElements} contain it (stale links to removed
 * nodes cannot occur: the graph is the source); {@code mentioned} = nodeIds non-empty; reactions = the reactions
 * recorded so far plus this turn's (latest wins, distinct list kept); {@code understood} = some linked node has
 * an edge; {@code connected} = every requirement touching the element is in the {@link ElementConnectionIndex}
 * (an edge between nodes of the two elements, or one node linked to both);
 * focus count += 1 when the question just answered focused the element directly (element focus) or focused a node
 * linked to it (total count: switching topic never resets it); {@code exhausted} = focus count
 * {@code >= }{@link CoverageState#EXHAUSTION_FOCUS_COUNT}, and stays so.
 *
 * <p>Gaps, in this order: {@code unmentioned} (no linked node); {@code no_reaction} (mentioned, no reaction, and
 * not talked about after a question named it: such an answer is a reaction the word lists may not recognise);
 * {@code no_comprehension} (mentioned, not understood); {@code unconnected} (a requirement touching it unmet).
 * An unmentioned element has only the {@code unmentioned} gap (and {@code unconnected} when it has requirements):
 * asking for a reaction to something never mentioned makes no sense.
 *
 * <p>Cost per turn: {@code O(new edges + edges of re-linked nodes + nodes + edges + requirements)}; the connection
 * check itself is a lookup.
 */
public final class CoverageTracker {

    /**
     * @param concept            the study concept
     * @param previous           coverage after the previous turn
     * @param graph              the graph after this turn's update
     * @param mentions           this turn's element mentions
     * @param edgesAdded         ids of edges created this turn
     * @param previousFocusNodeId the focus node of the question just answered, or {@code null}
     */
    public CoverageState update(Concept concept, CoverageState previous, InterviewGraph graph,
                                List<ElementMention> mentions, List<String> edgesAdded, String previousFocusNodeId) {
        if (!concept.hasElements()) {
            return CoverageState.EMPTY;
        }
        ElementConnectionIndex index = new ElementConnectionIndex(previous.connectedPairs());
        for (String edgeId : edgesAdded) {
            graph.edge(edgeId).ifPresent(e -> recordEdge(index, graph, e));
        }
        Set<String> relinked = new HashSet<>();
        for (ElementMention m : mentions) {
            if (m.elementIds().size() > 1) {
                index.recordEdge(m.elementIds(), m.elementIds());
            }
            if (m.relinked()) {
                relinked.add(m.nodeId());
            }
        }
        if (!relinked.isEmpty()) {
            for (SurfaceEdge e : graph.edges()) {
                if (relinked.contains(e.source()) || relinked.contains(e.target())) {
                    recordEdge(index, graph, e);
                }
            }
        }

        Map<String, List<String>> nodesOf = new LinkedHashMap<>();
        for (SurfaceNode n : graph.nodes()) {
            for (String el : n.linkedElements()) {
                nodesOf.computeIfAbsent(el, k -> new ArrayList<>()).add(n.id());
            }
        }
        Set<String> withEdge = new HashSet<>();
        for (SurfaceEdge e : graph.edges()) {
            withEdge.add(e.source());
            withEdge.add(e.target());
        }
        Map<String, String> latest = new LinkedHashMap<>();
        for (ElementMention m : mentions) {
            if (m.reaction() != null) {
                for (String el : m.elementIds()) {
                    latest.put(el, m.reaction());
                }
            }
        }
        Set<String> focused = new HashSet<>();
        if (previous.focusElementId() != null) {
            focused.add(previous.focusElementId());
        } else if (previousFocusNodeId != null) {
            graph.node(previousFocusNodeId).ifPresent(n -> focused.addAll(n.linkedElements()));
        }
        Set<String> unmet = new HashSet<>();
        List<String> unmetConnections = new ArrayList<>();
        int met = 0;
        for (ElementConnection c : concept.connections()) {
            if (index.connected(c.from(), c.to())) {
                met++;
            } else {
                unmet.add(c.from());
                unmet.add(c.to());
                unmetConnections.add(c.from() + "|" + c.to());
            }
        }

        List<ElementCoverage> rows = new ArrayList<>();
        for (StimulusElement e : concept.elements()) {
            Optional<ElementCoverage> before = previous.element(e.id());
            List<String> nodeIds = nodesOf.getOrDefault(e.id(), List.of());
            boolean mentioned = !nodeIds.isEmpty();
            List<String> reactions = new ArrayList<>(before.map(ElementCoverage::reactions).orElse(List.of()));
            String reaction = before.map(ElementCoverage::reaction).orElse(null);
            String now = latest.get(e.id());
            if (now != null) {
                reaction = now;
                if (!reactions.contains(now)) {
                    reactions.add(now);
                }
            }
            boolean understood = nodeIds.stream().anyMatch(withEdge::contains);
            boolean connected = !unmet.contains(e.id());
            int focusCount = before.map(ElementCoverage::focusCount).orElse(0) + (focused.contains(e.id()) ? 1 : 0);
            boolean exhausted = before.map(ElementCoverage::exhausted).orElse(false)
                    || focusCount >= CoverageState.EXHAUSTION_FOCUS_COUNT;
            // a respondent who talked about the element after a question named it has reacted to it, even in words
            // the reaction lists do not recognise ("that made me stop"): the reaction gap closes, so the coverage
            // signals stop asking for it (nextFocusElement already skips such an element)
            boolean reacted = reaction != null || mentioned && focusCount > 0;
            rows.add(new ElementCoverage(e.id(), e.label(), nodeIds, mentioned, reaction, reactions, understood,
                    connected, focusCount, exhausted, gaps(mentioned, reacted, understood, connected)));
        }
        List<String> asked = new ArrayList<>(previous.askedConnections());
        if (previous.focusConnection() != null) {
            String[] pair = previous.focusConnection().split("\\|", 2);
            if (pair.length == 2) {
                asked.add(CoverageState.pairKey(pair[0], pair[1]));
            }
        }
        return new CoverageState(rows, index.pairs(), concept.connections().size(), met, null, asked, null,
                unmetConnections);
    }

    /** The open gaps of an element (see the class comment for the rules). */
    public static List<String> gaps(boolean mentioned, String reaction, boolean understood, boolean connected) {
        return gaps(mentioned, reaction != null, understood, connected);
    }

    /** The open gaps of an element, with whether it has been reacted to (see the class comment). */
    public static List<String> gaps(boolean mentioned, boolean reacted, boolean understood, boolean connected) {
        List<String> gaps = new ArrayList<>();
        if (!mentioned) {
            gaps.add(ElementCoverage.UNMENTIONED);
        } else {
            if (!reacted) {
                gaps.add(ElementCoverage.NO_REACTION);
            }
            if (!understood) {
                gaps.add(ElementCoverage.NO_COMPREHENSION);
            }
        }
        if (!connected) {
            gaps.add(ElementCoverage.UNCONNECTED);
        }
        return gaps;
    }

    /**
     * The element the next element-focus question should name: the first element, high priority before medium
     * before low and then concept order, that is not exhausted and has an element gap (unmentioned, no reaction,
     * no comprehension), preferring unmentioned elements, then elements without a reaction, then not understood
     * ones; {@code null} when none. An element whose only gap is {@code unconnected} is not named alone: a
     * connection gap is closed by a connection question ({@link #nextFocusConnection}) naming both elements.
     */
    public static String nextFocusElement(Concept concept, CoverageState coverage) {
        return nextFocusElement(concept, coverage, null);
    }

    /**
     * As {@link #nextFocusElement(Concept, CoverageState)}, for the question after one that named {@code justAsked}
     * (issue 12: "the same element twice running"): an element the respondent has already reacted to, or has talked
     * about after a question named it (a reaction the word lists may not recognise: "that made me stop"), is not asked
     * for a reaction again (what is left to learn about it, comprehension and connections, is for the other
     * strategies), and the element just asked about goes after every other element with a gap of the same kind: a
     * respondent who answered about something else is not asked the same thing at once, the element comes back later.
     */
    public static String nextFocusElement(Concept concept, CoverageState coverage, String justAsked) {
        String best = null;
        int bestRank = Integer.MAX_VALUE;
        for (int i = 0; i < concept.elements().size(); i++) {
            StimulusElement e = concept.elements().get(i);
            Optional<ElementCoverage> row = coverage.element(e.id());
            if (row.isEmpty() || !nameable(row.get())) {
                continue;
            }
            int gapRank = !row.get().mentioned() ? 0 : 1;
            int priority = switch (e.priority()) {
                case "high" -> 0;
                case "low" -> 2;
                default -> 1;
            };
            int again = e.id().equals(justAsked) ? 1 : 0;
            int rank = ((gapRank * 2 + again) * 3 + priority) * 10_000 + i;
            if (rank < bestRank) {
                bestRank = rank;
                best = e.id();
            }
        }
        return best;
    }

    /**
     * Whether a coverage question still has something to name: an element {@link #nextFocusElement} could choose
     * (when {@code elements}) or an open connection (when {@code connections}). The answer does not depend on the
     * concept's order or priorities, so it can be read from the coverage state alone (the what-if ranking of the
     * pending question has no concept at hand).
     */
    public static boolean somethingToName(CoverageState coverage, boolean elements, boolean connections) {
        return connections && coverage.nextOpenConnection() != null
                || elements && coverage.elements().stream().anyMatch(CoverageTracker::nameable);
    }

    /**
     * Whether an element may be named by the next element-focus question (see {@link #nextFocusElement}): not when it
     * has been reacted to, and not when a question has already named it (or a concept linked to it) and was answered,
     * whether or not the answer used the element's words: a respondent who answered "Oh, I like that." to a question
     * naming it has reacted, and a moderator asks about the elements not yet put to the respondent before coming back
     * to one (issue 12: the concept test looped between two elements and never asked about the rest).
     */
    private static boolean nameable(ElementCoverage row) {
        return !row.exhausted() && !row.covered() && !List.of(ElementCoverage.UNCONNECTED).equals(row.gaps())
                && !(row.mentioned() && row.reaction() != null) && row.focusCount() == 0;
    }

    /**
     * The connection requirement the next connection-focus question should ask about, as {@code "from|to"}
     * ({@link CoverageState#nextOpenConnection}).
     *
     * <p>Exhaustion: element exhaustion (3 focuses on an element) stops questions that drill into the element
     * itself, but it does not block a connection question. A connection gap is a different gap: the question asks
     * about the relation between two elements, not for more about either one, and it is counted per pair (not as
     * a focus of either element). A pair is exhausted after {@link CoverageState#CONNECTION_ASK_LIMIT} questions,
     * so a respondent who sees no relation is not asked again and again.
     */
    public static String nextFocusConnection(Concept concept, CoverageState coverage) {
        return coverage.nextOpenConnection();
    }

    private static void recordEdge(ElementConnectionIndex index, InterviewGraph graph, SurfaceEdge e) {
        List<String> from = graph.node(e.source()).map(SurfaceNode::linkedElements).orElse(List.of());
        List<String> to = graph.node(e.target()).map(SurfaceNode::linkedElements).orElse(List.of());
        if (!from.isEmpty() && !to.isEmpty()) {
            index.recordEdge(from, to);
        }
    }
}
