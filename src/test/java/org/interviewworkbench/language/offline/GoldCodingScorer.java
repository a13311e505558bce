package org.interviewworkbench.language.offline;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;

/**
 * Scores the surface graph of one interview ({@code session.json}) against the gold coding of its answers, under the
 * rule of docs/gold-coding.md: a node may match a gold concept of the answer it came from (created in that turn, or
 * a source quote overlapping that answer) whose label it matches ({@link LabelMatch}); pairs are taken greedily, best
 * overlap first, one to one. An extracted edge is correct when its two ends matched two gold concepts that the gold
 * links in the same direction.
 */
final class GoldCodingScorer {

    /** One extracted surface node. */
    record Node(String id, String label, String type, int answer, List<String> quotes) {
    }

    /** One extracted surface edge. */
    record Edge(String source, String target, String type) {
    }

    /**
     * The result for one set. Counts are raw so results can be summed across sets.
     *
     * @param extractedNodes  surface nodes
     * @param goldConcepts    gold concepts
     * @param matched         one-to-one matched pairs
     * @param matchedTyped    matched pairs whose node type equals the gold type
     * @param extractedEdges  surface edges
     * @param goldEdges       gold relationships
     * @param edgesFound      gold relationships found by an extracted edge (direction respected)
     * @param edgesFoundTyped of those, found with the gold edge type
     * @param edgesReachable  gold relationships whose two ends both matched a node (what edge recall could reach)
     * @param gatePassing     extracted labels that pass the slot gate
     * @param goldGatePassing gold labels that pass the slot gate
     * @param misses          gold concepts no node matched ("label (type)")
     * @param falsePositives  nodes that matched no gold concept ("label (type)")
     * @param wrongType       matched pairs with another type ("node label (type) = gold label (type)")
     * @param edgeMisses      gold relationships not found
     * @param edgeFalse       extracted edges that are not a gold relationship, ends named by their labels
     */
    record SetScore(int extractedNodes, int goldConcepts, int matched, int matchedTyped, int extractedEdges,
                    int goldEdges, int edgesFound, int edgesFoundTyped, int edgesReachable, int gatePassing,
                    int goldGatePassing,
                    List<String> misses, List<String> falsePositives, List<String> wrongType,
                    List<String> edgeMisses, List<String> edgeFalse) {

        static SetScore sum(List<SetScore> scores) {
            SetScore t = new SetScore(0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, List.of(), List.of(), List.of(), List.of(),
                    List.of());
            for (SetScore s : scores) {
                t = new SetScore(t.extractedNodes + s.extractedNodes, t.goldConcepts + s.goldConcepts,
                        t.matched + s.matched, t.matchedTyped + s.matchedTyped, t.extractedEdges + s.extractedEdges,
                        t.goldEdges + s.goldEdges, t.edgesFound + s.edgesFound, t.edgesFoundTyped + s.edgesFoundTyped,
                        t.edgesReachable + s.edgesReachable,
                        t.gatePassing + s.gatePassing, t.goldGatePassing + s.goldGatePassing, List.of(), List.of(),
                        List.of(), List.of(), List.of());
            }
            return t;
        }
    }

    private GoldCodingScorer() {
    }

    /** The surface nodes of a session, each with the answer (1-based paragraph of {@code answers}) that added it. */
    static List<Node> nodes(JsonNode session, List<String> answers) {
        Map<Integer, Integer> answerOfTurn = new HashMap<>();
        for (JsonNode turn : session.path("turns")) {
            int number = turn.path("turn_number").asInt();
            int index = answers.indexOf(norm(turn.path("answer").asText()));
            answerOfTurn.put(number, index >= 0 ? index + 1 : number);
        }
        List<Node> nodes = new ArrayList<>();
        for (JsonNode n : session.path("graph").path("nodes")) {
            List<String> quotes = new ArrayList<>();
            n.path("source_quotes").forEach(q -> quotes.add(q.asText()));
            int created = n.path("created_turn").asInt();
            nodes.add(new Node(n.path("id").asText(), n.path("label").asText(), n.path("node_type").asText(),
                    answerOfTurn.getOrDefault(created, created), quotes));
        }
        return nodes;
    }

    static List<Edge> edges(JsonNode session) {
        List<Edge> edges = new ArrayList<>();
        for (JsonNode e : session.path("graph").path("edges")) {
            edges.add(new Edge(e.path("source").asText(), e.path("target").asText(), e.path("edge_type").asText()));
        }
        return edges;
    }

    /**
     * Scores {@code nodes} and {@code edges} against {@code gold}.
     *
     * @param answers the set's answers, normalised with {@link #norm(String)}, in order
     * @param gate    whether a label passes the question-slot grammar gate
     */
    static SetScore score(GoldCoding gold, List<String> answers, List<Node> nodes, List<Edge> edges,
                          Predicate<String> gate) {
        record Pair(Node node, GoldCoding.Concept concept, double overlap, boolean typed) {
        }
        List<Pair> pairs = new ArrayList<>();
        for (Node n : nodes) {
            for (GoldCoding.Concept c : gold.concepts()) {
                if (from(n, c, answers) && LabelMatch.matches(n.label(), c.label())) {
                    pairs.add(new Pair(n, c, LabelMatch.jaccard(n.label(), c.label()), n.type().equals(c.type())));
                }
            }
        }
        pairs.sort(Comparator.comparingDouble((Pair p) -> -p.overlap()).thenComparing(p -> !p.typed())
                .thenComparingInt(p -> p.node().answer()).thenComparing(p -> p.node().label())
                .thenComparing(p -> p.concept().label()));
        Map<String, GoldCoding.Concept> conceptOfNode = new LinkedHashMap<>();
        Set<GoldCoding.Concept> used = new HashSet<>();
        List<String> wrongType = new ArrayList<>();
        int typed = 0;
        for (Pair p : pairs) {
            if (conceptOfNode.containsKey(p.node().id()) || used.contains(p.concept())) {
                continue;
            }
            conceptOfNode.put(p.node().id(), p.concept());
            used.add(p.concept());
            if (p.typed()) {
                typed++;
            } else {
                wrongType.add(p.node().label() + " (" + p.node().type() + ") = " + p.concept().label() + " ("
                        + p.concept().type() + ")");
            }
        }
        List<String> misses = gold.concepts().stream().filter(c -> !used.contains(c))
                .map(c -> c.label() + " (" + c.type() + ")").toList();
        List<String> falsePositives = nodes.stream().filter(n -> !conceptOfNode.containsKey(n.id()))
                .map(n -> n.label() + " (" + n.type() + ")").toList();

        Map<String, Node> byId = new HashMap<>();
        nodes.forEach(n -> byId.put(n.id(), n));
        Set<GoldCoding.Relationship> found = new HashSet<>();
        Set<GoldCoding.Relationship> foundTyped = new HashSet<>();
        List<String> edgeFalse = new ArrayList<>();
        for (Edge e : edges) {
            GoldCoding.Relationship r = goldLink(gold, conceptOfNode.get(e.source()), conceptOfNode.get(e.target()));
            if (r != null && found.add(r)) {
                if (r.type().equals(e.type())) {
                    foundTyped.add(r);
                }
            } else {
                edgeFalse.add(label(byId.get(e.source())) + " -" + e.type() + "-> " + label(byId.get(e.target())));
            }
        }
        List<String> edgeMisses = gold.relationships().stream().filter(r -> !found.contains(r))
                .map(r -> r.from() + " -" + r.type() + "-> " + r.to()).toList();
        Set<String> matchedLabels = new HashSet<>();
        used.forEach(c -> matchedLabels.add(c.label().toLowerCase(Locale.ROOT)));
        int reachable = (int) gold.relationships().stream()
                .filter(r -> matchedLabels.contains(r.from().toLowerCase(Locale.ROOT))
                        && matchedLabels.contains(r.to().toLowerCase(Locale.ROOT))).count();
        int gatePassing = (int) nodes.stream().filter(n -> gate.test(n.label())).count();
        int goldGatePassing = (int) gold.concepts().stream().filter(c -> gate.test(c.label())).count();
        return new SetScore(nodes.size(), gold.concepts().size(), conceptOfNode.size(), typed, edges.size(),
                gold.relationships().size(), found.size(), foundTyped.size(), reachable, gatePassing, goldGatePassing,
                misses, falsePositives, wrongType, edgeMisses, edgeFalse);
    }

    /** Whether the node comes from an answer the concept is coded in (created there, or a quote overlapping it). */
    static boolean from(Node node, GoldCoding.Concept concept, List<String> answers) {
        for (int turn : concept.turns()) {
            if (node.answer() == turn) {
                return true;
            }
            if (turn < 1 || turn > answers.size()) {
                continue;
            }
            String answer = answers.get(turn - 1);
            for (String quote : node.quotes()) {
                String q = norm(quote).replaceAll("^[\\p{Punct}\\s]+|[\\p{Punct}\\s]+$", "");
                if (!q.isEmpty() && (answer.contains(q) || q.contains(answer))) {
                    return true;
                }
            }
        }
        return false;
    }

    /** Lower case, whitespace collapsed, stripped. */
    static String norm(String text) {
        return text.toLowerCase(Locale.ROOT).replace('\u2019', '\'').replaceAll("\\s+", " ").strip();
    }

    private static GoldCoding.Relationship goldLink(GoldCoding gold, GoldCoding.Concept from, GoldCoding.Concept to) {
        if (from == null || to == null) {
            return null;
        }
        return gold.relationships().stream().filter(r -> r.from().equalsIgnoreCase(from.label())
                && r.to().equalsIgnoreCase(to.label())).findFirst().orElse(null);
    }

    private static String label(Node n) {
        return n == null ? "?" : n.label();
    }
}
