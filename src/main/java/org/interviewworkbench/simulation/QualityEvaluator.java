package org.interviewworkbench.simulation;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.interviewworkbench.engine.config.NodeType;
import org.interviewworkbench.engine.config.Ontology;
import org.interviewworkbench.engine.model.InterviewGraph;
import org.interviewworkbench.engine.model.SurfaceEdge;
import org.interviewworkbench.engine.model.SurfaceNode;
import org.interviewworkbench.engine.pipeline.TurnResult;
import org.interviewworkbench.engine.port.EmbeddingPort;
import org.interviewworkbench.engine.signal.SignalValue;

/**
 * Measures how well an interview recovered a scenario's truth, and how it was run (design.md "quality").
 *
 * <p><b>Node matching.</b> A surface node can match a truth node only when both have the same node type. Its
 * similarity is the maximum cosine similarity between the embedding of the surface node's label and the embeddings
 * of the truth node's label and each phrasing. Each surface node is assigned to at most one truth node: the
 * same-type truth node with the highest similarity, if that similarity is &ge; {@link #MATCH_THRESHOLD} (0.55 on the
 * MiniLM scale; ties: truth file order). A truth node may be expressed by several surface nodes (paraphrases the
 * surface graph did not merge, "carton lasts ages" and "carton keeps for months"); all of them count for it. Node
 * recall is the share of truth nodes with at least one assigned surface node. {@code matched} (design.md shape
 * {@code {truth_id: surface_id}}) names, per matched truth node, its most similar assigned surface node (ties:
 * surface order).
 *
 * <p><b>Edge recovery.</b> A truth edge {@code [s, t, type]} is recovered when the surface graph holds an edge of
 * the same type from any surface node assigned to {@code s} to any surface node assigned to {@code t} (same
 * direction). Canonical edges are not consulted.
 *
 * <p><b>Chains</b> ({@link TruthChains}): every maximal path from a start-level node to a terminal node; a chain is
 * recovered when each of its steps has a recovered truth edge. {@code chains_recovered} is the recovered share.
 *
 * <p><b>Turn metrics.</b> {@code turns_to_first_terminal}: first turn {@code t} such that a surface node assigned to a
 * terminal truth node was added in a turn &le; {@code t} ({@code TurnResult.nodesAdded}, falling back to
 * {@code SurfaceNode.createdTurn}). Terminal truth nodes are those of {@code terminal: true} types, or the truth
 * graph's sinks when the ontology declares none. {@code exhausted_focus_turns}: turns whose focus node had
 * {@code graph.node.exhausted = true} in that turn's node signals while another node had it {@code false}.
 * {@code backtracks}: turns whose focus differs from the previous non-null focus and is not adjacent to it in the
 * surface graph as of that turn (edges added up to it). {@code repeated_questions}: among the opening question and
 * every next question, those whose word-set Jaccard similarity with an earlier one is &ge;
 * {@link #REPEAT_JACCARD}.
 *
 * <p><b>Scenario-free metrics:</b> {@code edge_node_ratio} = surface edges / surface nodes; {@code orphan_share} =
 * nodes without edges / nodes; {@code unmapped_share} = nodes without a canonical slot / nodes (0 without nodes).
 */
public final class QualityEvaluator {

    /** Minimum cosine similarity (MiniLM scale) for a surface node to match a truth node of the same type. */
    public static final double MATCH_THRESHOLD = 0.55;

    /** Word-set Jaccard similarity at which a question counts as a repeat of an earlier one. */
    public static final double REPEAT_JACCARD = 0.85;

    /** The node signal that flags exhaustion. */
    public static final String EXHAUSTED_SIGNAL = "graph.node.exhausted";

    private final EmbeddingPort embeddings;
    private final double threshold;

    public QualityEvaluator(EmbeddingPort embeddings) {
        this(embeddings, MATCH_THRESHOLD);
    }

    public QualityEvaluator(EmbeddingPort embeddings, double threshold) {
        this.embeddings = embeddings;
        this.threshold = threshold;
    }

    /**
     * @param scenario          the truth, or {@code null} for structural metrics only
     * @param ontology          the methodology's ontology (levels and terminal flags), or {@code null}
     * @param graph             the final graph
     * @param turns             the session's turns in order
     * @param terminationReason why the interview ended, or {@code null}
     */
    public QualityReport evaluate(Scenario scenario, Ontology ontology, InterviewGraph graph, List<TurnResult> turns,
                                  String terminationReason) {
        int nodeCount = graph.nodeCount();
        Set<String> connected = new HashSet<>();
        for (SurfaceEdge e : graph.edges()) {
            connected.add(e.source());
            connected.add(e.target());
        }
        long orphans = graph.nodes().stream().filter(n -> !connected.contains(n.id())).count();
        long unmapped = graph.nodes().stream().filter(n -> graph.slotOf(n.id()).isEmpty()).count();
        double ratio = nodeCount == 0 ? 0 : (double) graph.edgeCount() / nodeCount;
        double orphanShare = nodeCount == 0 ? 0 : (double) orphans / nodeCount;
        double unmappedShare = nodeCount == 0 ? 0 : (double) unmapped / nodeCount;
        int exhausted = exhaustedFocusTurns(turns);
        int backtracks = backtracks(graph, turns);
        int repeats = repeatedQuestions(turns);
        if (scenario == null) {
            return new QualityReport(false, null, null, null, 0, null, exhausted, backtracks, repeats, Map.of(),
                    terminationReason, ratio, orphanShare, unmappedShare);
        }
        Map<String, Assignment> assignments = assignments(scenario, graph);
        Map<String, String> assigned = new LinkedHashMap<>();
        assignments.forEach((surfaceId, a) -> assigned.put(surfaceId, a.truthId()));
        Map<String, String> matched = bestPerTruth(scenario, graph, assignments);
        Set<String> surfaceEdges = new HashSet<>();
        for (SurfaceEdge e : graph.edges()) {
            String s = assigned.get(e.source());
            String t = assigned.get(e.target());
            if (s != null && t != null) {
                surfaceEdges.add(s + '\u0000' + t + '\u0000' + e.edgeType());
            }
        }
        Set<String> recovered = new HashSet<>();
        int recoveredEdges = 0;
        for (TruthEdge e : scenario.edges()) {
            if (surfaceEdges.contains(e.source() + '\u0000' + e.target() + '\u0000' + e.type())) {
                recoveredEdges++;
                recovered.add(e.source() + '\u0000' + e.target());
            }
        }
        List<List<String>> chains = TruthChains.of(scenario, ontology);
        int chainsOk = 0;
        for (List<String> chain : chains) {
            boolean ok = true;
            for (int i = 0; i + 1 < chain.size() && ok; i++) {
                ok = recovered.contains(chain.get(i) + '\u0000' + chain.get(i + 1));
            }
            if (ok) {
                chainsOk++;
            }
        }
        double nodeRecall = scenario.nodes().isEmpty() ? 0 : (double) matched.size() / scenario.nodes().size();
        double edgeRecall = scenario.edges().isEmpty() ? 0 : (double) recoveredEdges / scenario.edges().size();
        Double chainShare = chains.isEmpty() ? null : (double) chainsOk / chains.size();
        Integer firstTerminal = turnsToFirstTerminal(scenario, ontology, graph, turns, assigned);
        return new QualityReport(true, nodeRecall, edgeRecall, chainShare, chains.size(), firstTerminal, exhausted,
                backtracks, repeats, matched, terminationReason, ratio, orphanShare, unmappedShare);
    }

    /**
     * The matched surface node per truth node, {@code {truth_id: surface_id}} in truth file order: for each truth
     * node with at least one assigned surface node ({@link #assign}), the most similar of them.
     */
    public Map<String, String> match(Scenario scenario, InterviewGraph graph) {
        return bestPerTruth(scenario, graph, assignments(scenario, graph));
    }

    /**
     * Surface node id to truth node id, in surface order: every surface node with a same-type truth node at
     * similarity &ge; the threshold is assigned to the most similar one (ties: truth file order). Several surface
     * nodes may share a truth node; no surface node has two.
     */
    public Map<String, String> assign(Scenario scenario, InterviewGraph graph) {
        Map<String, String> assigned = new LinkedHashMap<>();
        assignments(scenario, graph).forEach((surfaceId, a) -> assigned.put(surfaceId, a.truthId()));
        return assigned;
    }

    /** The truth node a surface node is assigned to, and their similarity. */
    private record Assignment(String truthId, double similarity) {
    }

    private Map<String, Assignment> assignments(Scenario scenario, InterviewGraph graph) {
        Map<String, List<float[]>> truthVectors = new HashMap<>();
        Map<String, Assignment> assigned = new LinkedHashMap<>();
        for (SurfaceNode s : graph.nodes()) {
            float[] sv = null;
            String bestTruth = null;
            double bestSim = threshold;
            for (TruthNode t : scenario.nodes()) {
                if (!s.nodeType().equals(t.type())) {
                    continue;
                }
                if (sv == null) {
                    sv = embeddings.embed(s.label());
                }
                List<float[]> tv = truthVectors.computeIfAbsent(t.id(), k -> embeddings.embedAll(t.texts()));
                double sim = -1;
                for (float[] v : tv) {
                    sim = Math.max(sim, EmbeddingPort.cosine(sv, v));
                }
                if (sim > bestSim || (bestTruth == null && sim >= bestSim)) {
                    bestSim = sim;
                    bestTruth = t.id();
                }
            }
            if (bestTruth != null) {
                assigned.put(s.id(), new Assignment(bestTruth, bestSim));
            }
        }
        return assigned;
    }

    private static Map<String, String> bestPerTruth(Scenario scenario, InterviewGraph graph,
                                                    Map<String, Assignment> assigned) {
        Map<String, String> best = new HashMap<>();
        Map<String, Double> bestSim = new HashMap<>();
        for (SurfaceNode s : graph.nodes()) {
            Assignment a = assigned.get(s.id());
            if (a == null) {
                continue;
            }
            String truth = a.truthId();
            double sim = a.similarity();
            if (!best.containsKey(truth) || sim > bestSim.get(truth)) {
                best.put(truth, s.id());
                bestSim.put(truth, sim);
            }
        }
        Map<String, String> ordered = new LinkedHashMap<>();
        for (TruthNode t : scenario.nodes()) {
            if (best.containsKey(t.id())) {
                ordered.put(t.id(), best.get(t.id()));
            }
        }
        return ordered;
    }

    private static Integer turnsToFirstTerminal(Scenario scenario, Ontology ontology, InterviewGraph graph,
                                                List<TurnResult> turns, Map<String, String> assigned) {
        Set<String> terminalTypes = new HashSet<>();
        if (ontology != null) {
            for (NodeType t : ontology.nodeTypes()) {
                if (t.terminal()) {
                    terminalTypes.add(t.name());
                }
            }
        }
        Set<String> terminalTruth = new HashSet<>();
        for (TruthNode n : scenario.nodes()) {
            boolean terminal = terminalTypes.isEmpty() ? scenario.outgoing(n.id()).isEmpty()
                    : terminalTypes.contains(n.type());
            if (terminal) {
                terminalTruth.add(n.id());
            }
        }
        Set<String> terminalSurface = new LinkedHashSet<>();
        assigned.forEach((surfaceId, truthId) -> {
            if (terminalTruth.contains(truthId)) {
                terminalSurface.add(surfaceId);
            }
        });
        if (terminalSurface.isEmpty()) {
            return null;
        }
        Map<String, Integer> addedAt = new HashMap<>();
        for (TurnResult t : turns) {
            for (String id : t.nodesAdded()) {
                addedAt.putIfAbsent(id, t.turnNumber());
            }
        }
        Integer first = null;
        for (String id : terminalSurface) {
            Integer turn = addedAt.get(id);
            if (turn == null) {
                turn = graph.node(id).map(SurfaceNode::createdTurn).orElse(null);
            }
            if (turn != null && (first == null || turn < first)) {
                first = turn;
            }
        }
        return first;
    }

    static int exhaustedFocusTurns(List<TurnResult> turns) {
        int count = 0;
        for (TurnResult t : turns) {
            String focus = t.focusNodeId();
            if (focus == null) {
                continue;
            }
            Map<String, SignalValue> own = t.nodeSignals().get(focus);
            if (own == null || !isTrue(own.get(EXHAUSTED_SIGNAL))) {
                continue;
            }
            boolean freshExists = t.nodeSignals().entrySet().stream()
                    .anyMatch(e -> !e.getKey().equals(focus) && e.getValue().get(EXHAUSTED_SIGNAL) != null
                            && !isTrue(e.getValue().get(EXHAUSTED_SIGNAL)));
            if (freshExists) {
                count++;
            }
        }
        return count;
    }

    private static boolean isTrue(SignalValue v) {
        return v instanceof SignalValue.Flag f && f.value();
    }

    static int backtracks(InterviewGraph graph, List<TurnResult> turns) {
        Map<String, Integer> edgeTurn = new HashMap<>();
        for (TurnResult t : turns) {
            for (String id : t.edgesAdded()) {
                edgeTurn.putIfAbsent(id, t.turnNumber());
            }
        }
        String previous = null;
        int count = 0;
        for (TurnResult t : turns) {
            String focus = t.focusNodeId();
            if (focus == null) {
                continue;
            }
            if (previous != null && !previous.equals(focus) && !adjacentAt(graph, edgeTurn, previous, focus,
                    t.turnNumber())) {
                count++;
            }
            previous = focus;
        }
        return count;
    }

    private static boolean adjacentAt(InterviewGraph graph, Map<String, Integer> edgeTurn, String a, String b,
                                      int turn) {
        for (SurfaceEdge e : graph.edges()) {
            boolean joins = (e.source().equals(a) && e.target().equals(b)) || (e.source().equals(b)
                    && e.target().equals(a));
            if (joins && edgeTurn.getOrDefault(e.id(), e.createdTurn()) <= turn) {
                return true;
            }
        }
        return false;
    }

    static int repeatedQuestions(List<TurnResult> turns) {
        List<String> questions = new ArrayList<>();
        if (!turns.isEmpty() && turns.get(0).question() != null) {
            questions.add(turns.get(0).question());
        }
        for (TurnResult t : turns) {
            if (t.nextQuestion() != null && !t.nextQuestion().isBlank()) {
                questions.add(t.nextQuestion());
            }
        }
        List<Set<String>> seen = new ArrayList<>();
        int repeats = 0;
        for (String q : questions) {
            Set<String> words = words(q);
            for (Set<String> earlier : seen) {
                if (jaccard(words, earlier) >= REPEAT_JACCARD) {
                    repeats++;
                    break;
                }
            }
            seen.add(words);
        }
        return repeats;
    }

    static Set<String> words(String text) {
        Set<String> words = new LinkedHashSet<>();
        for (String w : text.toLowerCase(Locale.ROOT).split("[^a-z0-9']+")) {
            if (!w.isEmpty()) {
                words.add(w);
            }
        }
        return words;
    }

    static double jaccard(Set<String> a, Set<String> b) {
        if (a.isEmpty() && b.isEmpty()) {
            return 1;
        }
        Set<String> inter = new HashSet<>(a);
        inter.retainAll(b);
        Set<String> union = new HashSet<>(a);
        union.addAll(b);
        return (double) inter.size() / union.size();
    }
}
