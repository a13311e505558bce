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
 * of the truth node's label and each phrasing. Pairs with similarity &ge; {@link #MATCH_THRESHOLD} (0.55 on the
 * MiniLM scale) are matched greedily one-to-one by descending similarity (ties: truth file order, then surface
 * order), so each truth node and each surface node is used at most once.
 *
 * <p><b>Edge recovery.</b> A truth edge {@code [s, t, type]} is recovered when the surface graph holds an edge of
 * the same type from the node matched to {@code s} to the node matched to {@code t} (same direction). Canonical
 * edges are not consulted.
 *
 * <p><b>Chains</b> ({@link TruthChains}): every maximal path from a start-level node to a terminal node; a chain is
 * recovered when each of its steps has a recovered truth edge. {@code chains_recovered} is the recovered share.
 *
 * <p><b>Turn metrics.</b> {@code turns_to_first_terminal}: first turn {@code t} such that a surface node matched to a
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
        Map<String, String> matched = match(scenario, graph);
        Set<String> recovered = new HashSet<>();
        int recoveredEdges = 0;
        for (TruthEdge e : scenario.edges()) {
            String s = matched.get(e.source());
            String t = matched.get(e.target());
            if (s != null && t != null && graph.edge(s, t, e.type()).isPresent()) {
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
        Integer firstTerminal = turnsToFirstTerminal(scenario, ontology, graph, turns, matched);
        return new QualityReport(true, nodeRecall, edgeRecall, chainShare, chains.size(), firstTerminal, exhausted,
                backtracks, repeats, matched, terminationReason, ratio, orphanShare, unmappedShare);
    }

    /** Greedy one-to-one matching, truth node id to surface node id, in truth file order. */
    public Map<String, String> match(Scenario scenario, InterviewGraph graph) {
        record Pair(int truthIndex, int surfaceIndex, String truthId, String surfaceId, double sim) {
        }
        List<SurfaceNode> surface = new ArrayList<>(graph.nodes());
        Map<String, float[]> surfaceVectors = new HashMap<>();
        for (SurfaceNode n : surface) {
            surfaceVectors.put(n.id(), embeddings.embed(n.label()));
        }
        List<Pair> pairs = new ArrayList<>();
        for (int ti = 0; ti < scenario.nodes().size(); ti++) {
            TruthNode t = scenario.nodes().get(ti);
            List<float[]> tv = null;
            for (int si = 0; si < surface.size(); si++) {
                SurfaceNode s = surface.get(si);
                if (!s.nodeType().equals(t.type())) {
                    continue;
                }
                if (tv == null) {
                    tv = embeddings.embedAll(t.texts());
                }
                double best = -1;
                for (float[] v : tv) {
                    best = Math.max(best, EmbeddingPort.cosine(surfaceVectors.get(s.id()), v));
                }
                if (best >= threshold) {
                    pairs.add(new Pair(ti, si, t.id(), s.id(), best));
                }
            }
        }
        pairs.sort((a, b) -> {
            int c = Double.compare(b.sim(), a.sim());
            if (c != 0) {
                return c;
            }
            c = Integer.compare(a.truthIndex(), b.truthIndex());
            return c != 0 ? c : Integer.compare(a.surfaceIndex(), b.surfaceIndex());
        });
        Map<String, String> byTruth = new HashMap<>();
        Set<String> usedSurface = new HashSet<>();
        for (Pair p : pairs) {
            if (!byTruth.containsKey(p.truthId()) && !usedSurface.contains(p.surfaceId())) {
                byTruth.put(p.truthId(), p.surfaceId());
                usedSurface.add(p.surfaceId());
            }
        }
        Map<String, String> ordered = new LinkedHashMap<>();
        for (TruthNode t : scenario.nodes()) {
            if (byTruth.containsKey(t.id())) {
                ordered.put(t.id(), byTruth.get(t.id()));
            }
        }
        return ordered;
    }

    private static Integer turnsToFirstTerminal(Scenario scenario, Ontology ontology, InterviewGraph graph,
                                                List<TurnResult> turns, Map<String, String> matched) {
        Set<String> terminalTypes = new HashSet<>();
        if (ontology != null) {
            for (NodeType t : ontology.nodeTypes()) {
                if (t.terminal()) {
                    terminalTypes.add(t.name());
                }
            }
        }
        Set<String> terminalSurface = new HashSet<>();
        for (TruthNode n : scenario.nodes()) {
            boolean terminal = terminalTypes.isEmpty() ? scenario.outgoing(n.id()).isEmpty()
                    : terminalTypes.contains(n.type());
            if (terminal && matched.containsKey(n.id())) {
                terminalSurface.add(matched.get(n.id()));
            }
        }
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
