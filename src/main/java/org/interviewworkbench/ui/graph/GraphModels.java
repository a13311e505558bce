package org.interviewworkbench.ui.graph;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.interviewworkbench.engine.model.CanonicalEdge;
import org.interviewworkbench.engine.model.CanonicalSlot;
import org.interviewworkbench.engine.model.InterviewGraph;
import org.interviewworkbench.engine.model.SlotStatus;
import org.interviewworkbench.engine.model.SurfaceEdge;
import org.interviewworkbench.engine.model.SurfaceNode;
import org.interviewworkbench.engine.pipeline.TurnResult;
import org.interviewworkbench.engine.signal.SignalValue;
import org.interviewworkbench.engine.tracker.NodeState;

/**
 * Builds {@link GraphModel}s "as they were at turn n" from the current graph: entities carry their creation turn,
 * so the graph after turn n is every node and edge created at or before n (slots by first-seen turn, active when
 * promoted by n).
 */
public final class GraphModels {

    private GraphModels() {
    }

    /** The surface graph after {@code turnNumber}, coloured from {@code turn} (may be null for turn 0). */
    public static GraphModel surface(InterviewGraph graph, int turnNumber, TurnResult turn, ColourMode mode) {
        return surface(graph, turnNumber, turn, mode, false);
    }

    /**
     * As above; with {@code past} (a turn before the latest, on the scrubber) labels and types are the ones the turn
     * stored, so the researcher's renames and retypes made before it show and later ones do not.
     */
    public static GraphModel surface(InterviewGraph graph, int turnNumber, TurnResult turn, ColourMode mode,
                                     boolean past) {
        if (graph == null) {
            return GraphModel.EMPTY;
        }
        Set<String> added = turn == null ? Set.of() : new HashSet<>(turn.nodesAdded());
        Set<String> addedEdges = turn == null ? Set.of() : new HashSet<>(turn.edgesAdded());
        String focus = turn == null ? null : turn.focusNodeId();
        List<GraphModel.Node> nodes = new ArrayList<>();
        Set<String> present = new LinkedHashSet<>();
        // a past turn shows labels and types as they were then: the researcher's renames and retypes made before
        // it are in the turn's stored tracker states, later ones are not
        java.util.Map<String, org.interviewworkbench.engine.tracker.NodeState> then =
                turn == null || !past ? java.util.Map.of() : turn.nodeStates();
        for (SurfaceNode n : graph.nodes()) {
            if (n.createdTurn() <= turnNumber) {
                present.add(n.id());
                var state = then.get(n.id());
                String label = state != null && state.label() != null ? state.label() : n.label();
                String type = state != null && state.nodeType() != null ? state.nodeType() : n.nodeType();
                nodes.add(new GraphModel.Node(n.id(), label, type, heat(turn, n.id(), mode),
                        n.id().equals(focus), added.contains(n.id()), false));
            }
        }
        List<GraphModel.Edge> edges = new ArrayList<>();
        for (SurfaceEdge e : graph.edges()) {
            if (e.createdTurn() <= turnNumber && present.contains(e.source()) && present.contains(e.target())) {
                edges.add(new GraphModel.Edge(e.id(), e.source(), e.target(), e.edgeType(),
                        addedEdges.contains(e.id())));
            }
        }
        return new GraphModel(nodes, edges);
    }

    /** The canonical graph after {@code turnNumber}: slots seen by then; candidates are muted. */
    public static GraphModel canonical(InterviewGraph graph, int turnNumber, TurnResult turn, ColourMode mode) {
        if (graph == null) {
            return GraphModel.EMPTY;
        }
        Set<String> presentSurfaceEdges = new HashSet<>();
        for (SurfaceEdge e : graph.edges()) {
            if (e.createdTurn() <= turnNumber) {
                presentSurfaceEdges.add(e.id());
            }
        }
        Set<String> addedNodes = turn == null ? Set.of() : new HashSet<>(turn.nodesAdded());
        String focus = turn == null ? null : turn.focusNodeId();
        List<GraphModel.Node> nodes = new ArrayList<>();
        Set<String> present = new HashSet<>();
        for (CanonicalSlot s : graph.slots()) {
            if (s.firstSeenTurn() > turnNumber) {
                continue;
            }
            present.add(s.id());
            boolean active = s.status() == SlotStatus.ACTIVE && s.promotedTurn() != null
                    && s.promotedTurn() <= turnNumber;
            double heat = s.surfaceNodeIds().stream().mapToDouble(id -> heat(turn, id, mode))
                    .filter(d -> !Double.isNaN(d)).average().orElse(Double.NaN);
            nodes.add(new GraphModel.Node(s.id(), s.name(), s.nodeType(), heat,
                    focus != null && s.surfaceNodeIds().contains(focus),
                    s.surfaceNodeIds().stream().anyMatch(addedNodes::contains), !active));
        }
        List<GraphModel.Edge> edges = new ArrayList<>();
        for (CanonicalEdge e : graph.canonicalEdges()) {
            long support = e.surfaceEdgeIds().stream().filter(presentSurfaceEdges::contains).count();
            if (support > 0 && present.contains(e.sourceSlotId()) && present.contains(e.targetSlotId())) {
                edges.add(new GraphModel.Edge(e.id(), e.sourceSlotId(), e.targetSlotId(),
                        e.edgeType() + (support > 1 ? " \u00d7" + support : ""), false));
            }
        }
        return new GraphModel(nodes, edges);
    }

    /** The metric of {@code mode} for a node in [0, 1], or NaN when unknown (type mode or no state). */
    public static double heat(TurnResult turn, String nodeId, ColourMode mode) {
        if (turn == null || mode == ColourMode.TYPE) {
            return Double.NaN;
        }
        NodeState st = turn.nodeStates().get(nodeId);
        switch (mode) {
            case EXHAUSTION -> {
                Map<String, SignalValue> ns = turn.nodeSignals().get(nodeId);
                SignalValue v = ns == null ? null : ns.get(mode.signal());
                return v instanceof SignalValue.Num n ? clamp(n.value()) : Double.NaN;
            }
            case FOCUS_COUNT -> {
                return st == null ? Double.NaN : clamp(st.focusCount() / 5.0);
            }
            case YIELD_RATE -> {
                return st == null ? Double.NaN : clamp(st.yieldRate());
            }
            default -> {
                return Double.NaN;
            }
        }
    }

    private static double clamp(double v) {
        return Math.max(0, Math.min(1, v));
    }
}
