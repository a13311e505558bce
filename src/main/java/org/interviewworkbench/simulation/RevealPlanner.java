package org.interviewworkbench.simulation;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * What a {@link ScenarioRespondent} reveals next, planned over the scenario's truth and the respondent's
 * {@link RespondentMemory}: each method appends {@link Reveal}s to a plan, never a node already revealed or
 * planned (except where stated), up to a budget, nodes of the question's hinted types first. Nothing is invented:
 * every reveal is a truth node, every relation a truth edge. Holds no state of its own; the only random draw is the
 * self-correction's.
 */
final class RevealPlanner {

    private final Scenario scenario;
    private final Map<String, TruthNode> nodes;
    private final Persona.Knobs knobs;
    private final RespondentMemory memory;
    private final FocusMatcher matcher;

    RevealPlanner(Scenario scenario, Persona.Knobs knobs, RespondentMemory memory, FocusMatcher matcher) {
        this.scenario = scenario;
        this.nodes = scenario.nodesById();
        this.knobs = knobs;
        this.memory = memory;
        this.matcher = matcher;
    }

    /**
     * Laddering: unrevealed targets of {@code from}'s truth edges until the plan holds {@code budget} reveals; with
     * {@code chain}, each target's own targets follow it.
     */
    void addTargets(String from, List<Reveal> out, int budget, boolean chain, List<String> hints) {
        List<TruthEdge> edges = new ArrayList<>(scenario.outgoing(from));
        edges.sort((a, b) -> Boolean.compare(!hints.contains(typeOf(a.target())), !hints.contains(typeOf(b.target()))));
        for (TruthEdge e : edges) {
            if (out.size() >= budget) {
                return;
            }
            if (!memory.said(e.target()) && !planned(out, e.target())) {
                out.add(new Reveal(e.target(), from, true, false, e.type()));
                if (chain && out.size() < budget) {
                    addTargets(e.target(), out, budget, false, hints);
                }
            }
        }
    }

    /** As above, adding at most {@code extra} reveals, without hints. */
    void addTargets(String from, List<Reveal> out, int extra, boolean chain) {
        addTargets(from, out, out.size() + extra, chain, List.of());
    }

    /**
     * Expanding: up to {@code budget} siblings of {@code focus} (other targets of its causes, other causes of its
     * targets, other nodes of its type), most salient first.
     */
    void addSiblings(String focus, List<Reveal> out, int budget, List<String> hints) {
        List<Reveal> candidates = new ArrayList<>();
        for (TruthEdge in : scenario.incoming(focus)) {
            for (TruthEdge sib : scenario.outgoing(in.source())) {
                candidates.add(new Reveal(sib.target(), in.source(), true, false, sib.type()));
            }
        }
        for (TruthEdge outEdge : scenario.outgoing(focus)) {
            for (TruthEdge sib : scenario.incoming(outEdge.target())) {
                candidates.add(new Reveal(sib.source(), outEdge.target(), false, false, sib.type()));
            }
        }
        String type = typeOf(focus);
        for (TruthNode n : scenario.nodes()) {
            if (n.type().equals(type)) {
                candidates.add(Reveal.standalone(n.id()));
            }
        }
        List<String> order = scenario.salienceOrder();
        candidates.sort((a, b) -> {
            int h = Boolean.compare(!hints.contains(typeOf(a.nodeId())), !hints.contains(typeOf(b.nodeId())));
            return h != 0 ? h : Integer.compare(order.indexOf(a.nodeId()), order.indexOf(b.nodeId()));
        });
        int limit = out.size() + budget;
        for (Reveal r : candidates) {
            if (out.size() >= limit) {
                return;
            }
            if (!r.nodeId().equals(focus) && !memory.said(r.nodeId()) && !planned(out, r.nodeId())) {
                out.add(r);
            }
        }
    }

    /** As above, without hints. */
    void addSiblings(String focus, List<Reveal> out, int budget) {
        addSiblings(focus, out, budget, List.of());
    }

    /** Next salient unrevealed nodes (hinted types first), connected to an already revealed neighbour if any. */
    void addSalient(List<Reveal> out, int budget, List<String> hints) {
        List<String> order = new ArrayList<>(scenario.salienceOrder());
        order.sort((a, b) -> Boolean.compare(!hints.contains(typeOf(a)), !hints.contains(typeOf(b))));
        int limit = out.size() + budget;
        for (String id : order) {
            if (out.size() >= limit) {
                return;
            }
            if (memory.said(id) || planned(out, id)) {
                continue;
            }
            Reveal via = null;
            for (TruthEdge e : scenario.incoming(id)) {
                if (memory.said(e.source()) || planned(out, e.source())) {
                    via = new Reveal(id, e.source(), true, false, e.type());
                    break;
                }
            }
            if (via == null) {
                for (TruthEdge e : scenario.outgoing(id)) {
                    if (memory.said(e.target()) || planned(out, e.target())) {
                        via = new Reveal(id, e.target(), false, false, e.type());
                        break;
                    }
                }
            }
            out.add(via != null ? via : Reveal.standalone(id));
        }
    }

    /**
     * A "how do X and Y relate?" question: the focus label names two things joined by "and" (each split at an
     * " and " is tried, since a label may itself contain "and"). The truth edge whose endpoints best match the two
     * sides (cosine of each side with the node's label and phrasings, each at least {@link FocusMatcher#THRESHOLD};
     * highest sum wins) is told as one linked sentence ("X, so Y"), even when both nodes were revealed before: the
     * relation is what is new. Without a direct edge, a two-step path through a shared neighbour is told as two
     * linked sentences. Nothing is invented: without a truth relation the respondent says they see none.
     *
     * @return whether a relation was told
     */
    boolean relate(String focusLabel, List<Reveal> out) {
        if (focusLabel == null || focusLabel.isBlank()) {
            return false;
        }
        String label = focusLabel.strip();
        double best = -1;
        TruthEdge bestEdge = null;
        List<TruthEdge> bestPath = null;
        int at = label.indexOf(" and ");
        while (at > 0) {
            Map<String, Double> left = matcher.similarities(label.substring(0, at));
            Map<String, Double> right = matcher.similarities(label.substring(at + 5));
            for (TruthEdge e : scenario.edges()) {
                double score = Math.max(pairScore(left, right, e.source(), e.target()),
                        pairScore(left, right, e.target(), e.source()));
                if (score > best) {
                    best = score;
                    bestEdge = e;
                    bestPath = null;
                }
            }
            if (bestEdge == null) {
                for (TruthEdge a : scenario.edges()) {
                    for (TruthEdge b : scenario.edges()) {
                        if (a == b || !shareNode(a, b)) {
                            continue;
                        }
                        String x = a.source().equals(b.source()) || a.source().equals(b.target()) ? a.target() : a.source();
                        String y = b.source().equals(a.source()) || b.source().equals(a.target()) ? b.target() : b.source();
                        double score = Math.max(pairScore(left, right, x, y), pairScore(left, right, y, x)) - 0.1;
                        if (score > best) {
                            best = score;
                            bestPath = List.of(a, b);
                        }
                    }
                }
            }
            at = label.indexOf(" and ", at + 1);
        }
        if (bestEdge != null) {
            out.add(new Reveal(bestEdge.target(), bestEdge.source(), true, false, bestEdge.type()));
            memory.reveal(bestEdge.source());
            memory.focusOn(bestEdge.source());
            return true;
        }
        if (bestPath != null) {
            for (TruthEdge e : bestPath) {
                out.add(new Reveal(e.target(), e.source(), true, false, e.type()));
                memory.reveal(e.source());
            }
            return true;
        }
        return false;
    }

    private static boolean shareNode(TruthEdge a, TruthEdge b) {
        return a.source().equals(b.source()) || a.source().equals(b.target()) || a.target().equals(b.source())
                || a.target().equals(b.target());
    }

    /** Sum of the two sides' similarities, or -1 when either is below {@link FocusMatcher#THRESHOLD}. */
    private static double pairScore(Map<String, Double> left, Map<String, Double> right, String x, String y) {
        double a = left.getOrDefault(x, -1.0);
        double b = right.getOrDefault(y, -1.0);
        return a < FocusMatcher.THRESHOLD || b < FocusMatcher.THRESHOLD ? -1 : a + b;
    }

    /** One concrete neighbour for a clarification: an unrevealed cause first, else an unrevealed effect. */
    void addNeighbour(String focus, List<Reveal> out) {
        for (TruthEdge e : scenario.incoming(focus)) {
            if (!memory.said(e.source())) {
                out.add(new Reveal(e.source(), focus, false, false, e.type()));
                return;
            }
        }
        for (TruthEdge e : scenario.outgoing(focus)) {
            if (!memory.said(e.target())) {
                out.add(new Reveal(e.target(), focus, true, false, e.type()));
                return;
            }
        }
    }

    /**
     * Self-correction: with {@code selfCorrectionRate} (one draw of {@code rng} when the rate is positive), one
     * revealed node Y is told as a correction of an earlier mentioned node X of the same type ("actually, it's not
     * X, it's more Y"), which should produce a {@code revises} edge.
     */
    void maybeSelfCorrect(List<Reveal> reveals, SplittableRandom rng) {
        if (knobs.selfCorrectionRate() <= 0 || rng.nextDouble() >= knobs.selfCorrectionRate()) {
            return;
        }
        for (int i = 0; i < reveals.size(); i++) {
            if (memory.earlierOfSameType(reveals.get(i).nodeId()) != null) {
                reveals.set(i, reveals.get(i).asCorrection());
                return;
            }
        }
        for (String id : scenario.salienceOrder()) {
            if (!memory.said(id) && !planned(reveals, id) && memory.earlierOfSameType(id) != null) {
                reveals.add(new Reveal(id, null, false, true, null));
                return;
            }
        }
    }

    private static boolean planned(List<Reveal> out, String id) {
        for (Reveal r : out) {
            if (r.nodeId().equals(id)) {
                return true;
            }
        }
        return false;
    }

    private String typeOf(String id) {
        return nodes.get(id).type();
    }
}
