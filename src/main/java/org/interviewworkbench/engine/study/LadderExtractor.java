package org.interviewworkbench.engine.study;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import org.interviewworkbench.engine.config.EdgeType;
import org.interviewworkbench.engine.config.NodeType;
import org.interviewworkbench.engine.config.Ontology;
import org.interviewworkbench.engine.config.TypePair;
import org.interviewworkbench.engine.model.CanonicalEdge;
import org.interviewworkbench.engine.model.CanonicalSlot;
import org.interviewworkbench.engine.model.InterviewGraph;
import org.interviewworkbench.engine.model.SlotNames;
import org.interviewworkbench.engine.model.SurfaceEdge;
import org.interviewworkbench.engine.model.SurfaceNode;

/**
 * The ladders of one interview (issue 14): the maximal paths of the session's graph along the methodology's chain
 * edge types, from a concept with no incoming chain edge to one with no outgoing chain edge.
 *
 * <p>Rules, in order:
 * <ul>
 *   <li>Graph: the canonical graph when it has at least one edge (a slot is named by the label of its first surface
 *       concept, the respondent's words, else by its name with underscores read as spaces), else the surface graph
 *       (concepts named by their label).</li>
 *   <li>Chain edges: edges of a chain edge type (a type that may connect node types of different ontology levels;
 *       never {@code revises}) whose two ends both have a level. A chain edge between two levels is read from the
 *       lower level to the higher one whatever its stored direction, so every ladder climbs from attributes towards
 *       values; one between two concepts of the same level (two consequences the respondent chained) keeps the
 *       direction the respondent gave. {@code revises} edges and concepts of unlevelled types never form ladder
 *       steps, so an ontology without levels has no ladders.</li>
 *   <li>Starts: concepts with an outgoing chain edge and no incoming one. Cycles: a path stops before a concept it
 *       already holds, so every ladder is a simple path; a cycle with no entry is entered at its first concept.</li>
 *   <li>Ladders have at least two steps; at most {@value #LADDER_CAP} per interview.</li>
 * </ul>
 */
public final class LadderExtractor {

    static final int LADDER_CAP = 5_000;

    private record Step(String id, String code, String type, String quote, int turn, int level) {
    }

    /** Where a concept's first quote was said: its text and turn (0 when unknown). */
    private record Said(String quote, int turn) {
        static final Said NOTHING = new Said("", 0);
    }

    private final Ontology ontology;

    public LadderExtractor(Ontology ontology) {
        this.ontology = ontology;
    }

    /** The ladders of one session, numbered 1, 2, ... in discovery order; turns from the concepts' creation. */
    public List<Ladder> ladders(String sessionId, String respondent, InterviewGraph graph) {
        return ladders(sessionId, respondent, graph, Map.of());
    }

    /**
     * The ladders of one session, numbered 1, 2, ... in discovery order. Each step carries its first quote and the
     * turn it was said in: the turn of the quote's utterance in {@code utteranceTurns} (utterance id to turn number),
     * else the turn that created the concept.
     */
    public List<Ladder> ladders(String sessionId, String respondent, InterviewGraph graph,
                                Map<String, Integer> utteranceTurns) {
        Map<String, Step> steps = new LinkedHashMap<>();
        Map<String, List<String>> up = new LinkedHashMap<>();
        boolean canonical = !graph.canonicalEdges().isEmpty();
        if (canonical) {
            for (CanonicalSlot s : graph.slots()) {
                Said said = firstSaid(graph, s.surfaceNodeIds(), utteranceTurns);
                level(s.nodeType()).ifPresent(level -> steps.put(s.id(), new Step(s.id(), slotCode(graph, s),
                        s.nodeType(), said.quote(), said.turn(), level)));
            }
            for (CanonicalEdge e : graph.canonicalEdges()) {
                link(steps, up, e.sourceSlotId(), e.targetSlotId(), e.edgeType());
            }
        } else {
            for (SurfaceNode n : graph.nodes()) {
                Said said = said(n, utteranceTurns);
                level(n.nodeType()).ifPresent(level -> steps.put(n.id(), new Step(n.id(), n.label().strip(),
                        n.nodeType(), said.quote(), said.turn(), level)));
            }
            for (SurfaceEdge e : graph.edges()) {
                link(steps, up, e.source(), e.target(), e.edgeType());
            }
        }
        Set<String> hasIncoming = new LinkedHashSet<>();
        up.values().forEach(hasIncoming::addAll);
        List<String> starts = new ArrayList<>();
        for (String id : up.keySet()) {
            if (!hasIncoming.contains(id)) {
                starts.add(id);
            }
        }
        List<List<String>> paths = new ArrayList<>();
        for (String start : starts) {
            walk(up, new ArrayList<>(List.of(start)), paths);
        }
        // cycles without an entry: enter each at its first concept not yet on any ladder
        Set<String> covered = new LinkedHashSet<>();
        paths.forEach(covered::addAll);
        for (String id : up.keySet()) {
            if (!covered.contains(id) && paths.size() < LADDER_CAP) {
                List<List<String>> more = new ArrayList<>();
                walk(up, new ArrayList<>(List.of(id)), more);
                more.forEach(covered::addAll);
                paths.addAll(more);
            }
        }
        List<Ladder> ladders = new ArrayList<>();
        for (List<String> path : paths) {
            List<LadderStep> ladderSteps = new ArrayList<>();
            for (String id : path) {
                Step s = steps.get(id);
                ladderSteps.add(new LadderStep(s.code(), s.type(), sessionId, s.id(), s.quote(), s.turn()));
            }
            ladders.add(new Ladder(respondent, Integer.toString(ladders.size() + 1), ladderSteps));
        }
        return ladders;
    }

    private void link(Map<String, Step> steps, Map<String, List<String>> up, String source, String target,
                      String edgeType) {
        if ("revises".equals(edgeType) || !isChainType(edgeType)) {
            return;
        }
        Step a = steps.get(source);
        Step b = steps.get(target);
        if (a == null || b == null || a.id().equals(b.id())) {
            return;
        }
        Step low = a.level() <= b.level() ? a : b;
        Step high = low == a ? b : a;
        List<String> next = up.computeIfAbsent(low.id(), k -> new ArrayList<>());
        if (!next.contains(high.id())) {
            next.add(high.id());
        }
    }

    private void walk(Map<String, List<String>> up, List<String> path, List<List<String>> paths) {
        if (paths.size() >= LADDER_CAP) {
            return;
        }
        String last = path.get(path.size() - 1);
        boolean extended = false;
        for (String next : up.getOrDefault(last, List.of())) {
            if (path.contains(next)) {
                continue;
            }
            extended = true;
            path.add(next);
            walk(up, path, paths);
            path.remove(path.size() - 1);
        }
        if (!extended && path.size() >= 2) {
            paths.add(List.copyOf(path));
        }
    }

    /** Whether edges of this type can connect types of different ontology levels. */
    boolean isChainType(String edgeTypeName) {
        Optional<EdgeType> type = ontology.edgeType(edgeTypeName);
        if (type.isEmpty() || "revises".equals(edgeTypeName)) {
            return false;
        }
        if (type.get().permittedConnections().isEmpty()) {
            return true;
        }
        for (TypePair pair : type.get().permittedConnections()) {
            Optional<Integer> a = level(pair.source());
            Optional<Integer> b = level(pair.target());
            if (a.isEmpty() || b.isEmpty() || !a.get().equals(b.get())) {
                return true; // wildcards or different levels
            }
        }
        return false;
    }

    private Optional<Integer> level(String nodeType) {
        return ontology.nodeType(nodeType).map(NodeType::level);
    }

    /**
     * A slot's code: the label of its first surface concept (the respondent's own words, as first coded), else its
     * name as words (an old snake_case name's underscores read as spaces), lower case.
     */
    private static String slotCode(InterviewGraph graph, CanonicalSlot slot) {
        for (String id : slot.surfaceNodeIds()) {
            Optional<SurfaceNode> n = graph.node(id);
            if (n.isPresent() && !n.get().label().isBlank()) {
                return n.get().label().strip();
            }
        }
        return SlotNames.words(slot.name()).toLowerCase(Locale.ROOT);
    }

    /**
     * The turn where the respondent first said the words behind a surface concept or canonical slot (the surface
     * graph's node, else the slot, of that id), as {@link #ladders(String, String, InterviewGraph, Map)} gives it;
     * 0 when the graph has no such concept.
     */
    public static int turnOf(InterviewGraph graph, String nodeId, Map<String, Integer> utteranceTurns) {
        Optional<SurfaceNode> node = graph.node(nodeId);
        if (node.isPresent()) {
            return said(node.get(), utteranceTurns).turn();
        }
        return graph.slots().stream().filter(s -> s.id().equals(nodeId)).findFirst()
                .map(s -> firstSaid(graph, s.surfaceNodeIds(), utteranceTurns).turn()).orElse(0);
    }

    /** The first quote of the first surface concept of a slot that has one (else the first concept's turn). */
    private static Said firstSaid(InterviewGraph graph, List<String> nodeIds, Map<String, Integer> utteranceTurns) {
        Said fallback = Said.NOTHING;
        for (String id : nodeIds) {
            Optional<SurfaceNode> n = graph.node(id);
            if (n.isPresent()) {
                Said said = said(n.get(), utteranceTurns);
                if (!said.quote().isEmpty()) {
                    return said;
                }
                if (fallback.turn() == 0) {
                    fallback = said;
                }
            }
        }
        return fallback;
    }

    /** A concept's first quote and the turn of its first mention (else the turn that created it). */
    private static Said said(SurfaceNode n, Map<String, Integer> utteranceTurns) {
        String quote = n.sourceQuotes().isEmpty() ? "" : n.sourceQuotes().get(0);
        Integer turn = n.sourceUtteranceIds().isEmpty() ? null : utteranceTurns.get(n.sourceUtteranceIds().get(0));
        return new Said(quote, turn != null ? turn : n.createdTurn());
    }
}
