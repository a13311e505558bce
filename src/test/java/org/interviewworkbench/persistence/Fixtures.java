package org.interviewworkbench.persistence;

import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import org.interviewworkbench.engine.model.CanonicalEdge;
import org.interviewworkbench.engine.model.CanonicalSlot;
import org.interviewworkbench.engine.model.Concept;
import org.interviewworkbench.engine.model.FocusEntry;
import org.interviewworkbench.engine.model.InterviewGraph;
import org.interviewworkbench.engine.model.SaturationState;
import org.interviewworkbench.engine.model.SessionInfo;
import org.interviewworkbench.engine.model.SessionSnapshot;
import org.interviewworkbench.engine.model.SessionState;
import org.interviewworkbench.engine.model.SessionStatus;
import org.interviewworkbench.engine.model.SlotStatus;
import org.interviewworkbench.engine.model.Speaker;
import org.interviewworkbench.engine.model.StimulusElement;
import org.interviewworkbench.engine.model.SurfaceEdge;
import org.interviewworkbench.engine.model.SurfaceNode;
import org.interviewworkbench.engine.model.Utterance;
import org.interviewworkbench.engine.pipeline.TurnResult;
import org.interviewworkbench.engine.port.TokenUsage;
import org.interviewworkbench.engine.port.TurnCommit;
import org.interviewworkbench.engine.scoring.Alternative;
import org.interviewworkbench.engine.scoring.ScoredCandidate;
import org.interviewworkbench.engine.scoring.SignalContribution;
import org.interviewworkbench.engine.signal.SignalValue;
import org.interviewworkbench.engine.tracker.NodeState;
import org.interviewworkbench.engine.tracker.TrackerState;

/** Deterministic sessions, graphs and turns for persistence tests (pure functions, no shared state). */
public final class Fixtures {

    /** A time with microseconds: the store keeps times to the microsecond on both engines (PostgreSQL's precision). */
    public static final Instant T0 = Instant.parse("2025-03-01T10:15:30.123456Z");
    public static final int DIMENSIONS = 384;

    private Fixtures() {
    }

    public static Concept concept() {
        return new Concept("oat_milk", "Oat milk", "means_end_chain", "Why people choose oat milk",
                List.of(new StimulusElement("el_1", "creamy", List.of("smooth", "thick"), "attribute", "high"),
                        new StimulusElement("el_2", "price", List.of(), "attribute", null)));
    }

    /** A vector with awkward floats (negative zero, subnormal, NaN payload, infinities) so bit-exactness shows. */
    public static float[] embedding(int seed) {
        float[] v = new float[DIMENSIONS];
        for (int i = 0; i < v.length; i++) {
            v[i] = (float) Math.sin(seed * 31.0 + i) / (1 + i % 7);
        }
        v[0] = -0.0f;
        v[1] = Float.MIN_VALUE;
        v[2] = Float.intBitsToFloat(0x7fc00123);
        v[3] = Float.NEGATIVE_INFINITY;
        v[4] = seed;
        return v;
    }

    public static NodeState nodeState(String id, int turn, int i) {
        return new NodeState(id, "label " + id, turn, i % 4, "attribute", i % 5 == 0, 1 + i % 3, i % 4,
                i % 2 == 0 ? null : turn, i % 3, i % 2, i % 3 == 0 ? turn : null, i % 5, i % 3, i / 7.0,
                List.of("shallow", "deep"), new LinkedHashSet<>(List.of("n_a", "n_b")), i % 3, i % 2,
                new LinkedHashMap<>(Map.of("deepen", i % 4)), i % 2 == 0 ? null : "deepen", i % 3);
    }

    /** A session with {@code nodes} nodes, a chain of edges, slots, mappings and canonical edges. */
    public static SessionSnapshot snapshot(String id, int nodes) {
        return snapshot(id, nodes, T0);
    }

    public static SessionSnapshot snapshot(String id, int nodes, Instant createdAt) {
        InterviewGraph graph = new InterviewGraph();
        Map<String, NodeState> states = new LinkedHashMap<>();
        // insertion order deliberately not alphabetical
        for (int i = nodes - 1; i >= 0; i--) {
            String nid = "n_" + i;
            graph.putNode(new SurfaceNode(nid, "concept " + i + " \"quoted\" ünïcode", i % 2 == 0 ? "attribute"
                    : "functional_consequence", 0.5 + i / (nodes * 4.0), 0, List.of("u_0"),
                    List.of("it's really creamy " + i), i % 3 == 0 ? List.of("el_1") : List.of()),
                    i % 4 == 3 ? null : embedding(i));
            states.put(nid, nodeState(nid, 0, i));
        }
        int slotCount = Math.max(1, nodes / 3);
        for (int s = slotCount - 1; s >= 0; s--) {
            graph.putSlot(new CanonicalSlot("slot_" + s, "slot_name_" + s, s % 2 == 0 ? "desc " + s : null,
                    "attribute", s % 2 == 0 ? SlotStatus.ACTIVE : SlotStatus.CANDIDATE, 1 + s % 3, 0,
                    s % 2 == 0 ? 1 : null, List.of("n_" + s)), s % 5 == 4 ? null : embedding(1000 + s));
        }
        for (int i = 1; i < nodes; i++) {
            graph.putEdge(new SurfaceEdge("e_" + i, "n_" + (i - 1), "n_" + i, i % 2 == 0 ? "leads_to" : "means_to",
                    0.75, 0, List.of("u_0"), i % 2 == 0 ? List.of("quote " + i) : List.of()));
        }
        for (int i = nodes - 1; i >= 0; i--) {
            graph.mapNode("n_" + i, "slot_" + (i % slotCount), 0.5 + i / 1000.0);
        }
        for (int s = 1; s < slotCount; s++) {
            graph.putCanonicalEdge(new CanonicalEdge("cedge_" + s, "slot_" + (s - 1), "slot_" + s, "leads_to", s,
                    List.of("e_" + s)));
        }
        SessionState state = new SessionState(0, new TrackerState(TrackerState.SCHEMA_VERSION, "n_0", states),
                new SaturationState(1, 2, 3, 4), List.of("shallow", "deep"), List.of("deepen"),
                List.of(new FocusEntry(0, "n_0", "convenience", "explore"), new FocusEntry(0, null, null, "open")),
                7.0, 21, 3.5, 9, "What do you like about oat milk?", null, null, SessionStatus.ACTIVE, null,
                new LinkedHashMap<>(Map.of("opening", new TokenUsage("gpt-x", 12, 34))));
        SessionInfo info = new SessionInfo(id, "means_end_chain", "oat_milk", "Oat milk", "offline", 42L, 20,
                "baseline_cooperative", null, createdAt);
        List<Utterance> utterances = List.of(new Utterance("u_0", 0, Speaker.SYSTEM,
                "What do you like about oat milk?", createdAt));
        return new SessionSnapshot(info, concept(), "method:\n  name: means_end_chain\n", state, graph, utterances);
    }

    /** An opening-only session without graph content. */
    public static SessionSnapshot emptySnapshot(String id, Instant createdAt) {
        SessionInfo info = new SessionInfo(id, "means_end_chain", "oat_milk", "Oat milk", "offline", 7L, 10, null,
                null, createdAt);
        return new SessionSnapshot(info, concept(), "method: {}\n", SessionState.opening("Opening?"),
                new InterviewGraph(), List.of(new Utterance(id + "_u0", 0, Speaker.SYSTEM, "Opening?", createdAt)));
    }

    /** A TurnResult with every field populated. */
    public static TurnResult turnResult(int turn, List<String> nodesAdded, List<String> edgesAdded,
                                        Map<String, NodeState> nodeStates) {
        Map<String, SignalValue> signals = new LinkedHashMap<>();
        signals.put("graph.node_count", SignalValue.of(12L));
        signals.put("graph.max_depth", SignalValue.of(0.5));
        signals.put("llm.response_depth", SignalValue.of("deep"));
        signals.put("meta.interview.is_late_stage", SignalValue.of(false));
        Map<String, Map<String, SignalValue>> nodeSignals = new LinkedHashMap<>();
        nodeSignals.put("n_1", Map.of("graph.node.exhausted", SignalValue.of(true)));
        nodeSignals.put("n_0", new LinkedHashMap<>(Map.of("graph.node.focus_streak", SignalValue.of(3L))));
        List<ScoredCandidate> decomposition = List.of(
                new ScoredCandidate("deepen", "", List.of(
                        new SignalContribution("llm.response_depth.deep", true, 0.8, 0.8),
                        new SignalContribution("graph.node_count", 12L, 0.1, 1.2000000000000002),
                        new SignalContribution("graph.max_depth", 0.5, -0.3, -0.15),
                        new SignalContribution("meta.interview.phase", "early", 1.0, 0.0)),
                        1.85, 1.2, 0.1, 2.32, 1, true),
                new ScoredCandidate("deepen", "n_1", List.of(), 0.0, 1.0, 0.0, 0.0, 1, true));
        return new TurnResult(turn, "Question " + (turn - 1) + "?", "Answer " + turn + " — it's creamy",
                "deepen", turn % 2 == 0 ? "clarify" : null, "n_1", "creamy texture", "early", true, null, signals,
                nodeSignals, new LinkedHashMap<>(Map.of("llm.hedging", "timeout after 5 s")),
                List.of(new Alternative("deepen", 2.32), new Alternative("broaden", 1.0)), decomposition,
                nodeStates, nodesAdded, List.of("n_0"), edgesAdded,
                new TurnResult.ExtractionSummary(true, "", 2, 1,
                        List.of(new TurnResult.RejectedItem("relationship", "x -> y", "not permitted"))),
                new TurnResult.GraphCounts(12, 11, 4, 3), new TurnResult.CanonicalMetrics(4, 3, 1, 1.75, 2),
                new TurnResult.GraphComparison(33.3, 1.25, 50.0),
                List.of(new TurnResult.DegradedTask("extraction", "rate limited")), List.of("answer truncated"),
                123.456, new LinkedHashMap<>(Map.of("context_loading", 1.5)), "Why does that matter to you?",
                new LinkedHashMap<>(Map.of("extraction", new TokenUsage("", 0, 0))));
    }

    /**
     * One turn on {@code graph}: adds {@code newNodes} nodes (each linked to the previously added one),
     * re-mentions one existing node, maps the new nodes to a slot, and returns the commit with the answer and
     * the next question.
     */
    public static TurnCommit turn(String sessionId, SessionState previous, InterviewGraph graph, int turn,
                                  int newNodes, Instant at) {
        String answerId = sessionId + "_u" + turn + "a";
        String questionId = sessionId + "_u" + turn + "q";
        List<String> nodesAdded = new ArrayList<>();
        List<String> edgesAdded = new ArrayList<>();
        Map<String, NodeState> states = new LinkedHashMap<>(previous.tracker().states());
        String last = graph.nodes().isEmpty() ? null : lastNodeId(graph);
        if (last != null) {
            SurfaceNode old = graph.node(last).orElseThrow();
            graph.putNode(old.withMention(answerId, "said again in turn " + turn), null);
        }
        String slotId = "slot_t" + turn;
        if (newNodes > 0) {
            graph.putSlot(new CanonicalSlot(slotId, "slot_t" + turn, "", "attribute", SlotStatus.CANDIDATE,
                    newNodes, turn, null, List.of()), embedding(turn));
        }
        for (int k = 0; k < newNodes; k++) {
            String nid = "n_t" + turn + "_" + k;
            graph.putNode(new SurfaceNode(nid, "turn " + turn + " concept " + k, "attribute", 0.8, turn,
                    List.of(answerId), List.of("quote " + k), List.of()), embedding(turn * 10 + k));
            graph.mapNode(nid, slotId, 0.9);
            nodesAdded.add(nid);
            states.put(nid, nodeState(nid, turn, k));
            if (last != null) {
                String eid = "e_t" + turn + "_" + k;
                graph.putEdge(new SurfaceEdge(eid, last, nid, "leads_to", 0.7, turn, List.of(answerId),
                        List.of()));
                edgesAdded.add(eid);
            }
            last = nid;
        }
        SessionState state = new SessionState(turn, new TrackerState(TrackerState.SCHEMA_VERSION, last, states),
                new SaturationState(0, turn % 3, 0, turn), append(previous.responseDepthHistory(), "deep"),
                append(previous.strategyHistory(), "deepen"),
                appendFocus(previous.focusHistory(), new FocusEntry(turn, last, "focus " + turn, "deepen")),
                newNodes, graph.nodeCount(), 1.0, turn, "Question " + turn + "?", "deepen", last,
                SessionStatus.ACTIVE, null, previous.tokenUsage());
        List<Utterance> utterances = List.of(
                new Utterance(answerId, turn, Speaker.USER, "Answer " + turn, at),
                new Utterance(questionId, turn, Speaker.SYSTEM, "Question " + turn + "?", at));
        return new TurnCommit(sessionId, state, utterances, graph, turnResult(turn, nodesAdded, edgesAdded, states));
    }

    private static String lastNodeId(InterviewGraph graph) {
        String last = null;
        for (SurfaceNode n : graph.nodes()) {
            last = n.id();
        }
        return last;
    }

    private static List<String> append(List<String> list, String value) {
        List<String> out = new ArrayList<>(list);
        out.add(value);
        return out.size() > SessionState.DEPTH_HISTORY_LIMIT ? out.subList(out.size() - 10, out.size()) : out;
    }

    private static List<FocusEntry> appendFocus(List<FocusEntry> list, FocusEntry value) {
        List<FocusEntry> out = new ArrayList<>(list);
        out.add(value);
        return out;
    }

    /** Ids of all nodes in insertion order. */
    public static List<String> nodeIds(InterviewGraph graph) {
        return graph.nodes().stream().map(SurfaceNode::id).toList();
    }

}
