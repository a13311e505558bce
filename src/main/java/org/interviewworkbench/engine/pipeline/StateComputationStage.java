package org.interviewworkbench.engine.pipeline;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.interviewworkbench.engine.coverage.CoverageTracker;
import org.interviewworkbench.engine.model.CanonicalEdge;
import org.interviewworkbench.engine.model.CoverageState;
import org.interviewworkbench.engine.model.CanonicalSlot;
import org.interviewworkbench.engine.model.GraphAnalysis;
import org.interviewworkbench.engine.model.InterviewGraph;
import org.interviewworkbench.engine.model.SaturationState;
import org.interviewworkbench.engine.model.SlotStatus;
import org.interviewworkbench.engine.pipeline.TurnResult.CanonicalMetrics;
import org.interviewworkbench.engine.pipeline.TurnResult.GraphComparison;

/**
 * Stage 7: graph state, canonical (dual-graph) metrics and saturation counters after the graph update.
 *
 * <p>Saturation counters (peer-spec 1.4 with the intended yield): {@code consecutiveZeroYield} +1 when the turn
 * created no node and no edge (re-mentions are not yield), else 0; {@code consecutiveDepthPlateau} +1 on a
 * zero-yield turn whose raw max depth equals the previous one (0 on yielding turns); the shallow counter is
 * updated by {@link StrategySelectionStage} once this answer's depth is rated.
 * {@code newInfoRate = min(1, (nodes + edges created) / max(0.1 x nodeCount, 1))}.
 *
 * <p>Canonical metrics count ACTIVE slots only: concept count, canonical edges with both ends active, active
 * slots in no such edge (orphans), mean support, and max depth in edges (longest chain in slots - 1).
 * Graph comparison: {@code node_reduction_pct = 100 x (1 - active slots / surface nodes mapped to them)},
 * {@code edge_aggregation_ratio = canonical edges / surface edges}, {@code orphan_improvement_pct = 100 x
 * (surface orphan share - canonical orphan share)}.
 *
 * <p>Stimulus coverage (concept testing) is recomputed here every turn by {@link CoverageTracker}: gaps, reactions,
 * the connection index and element focus counts (the question just answered counts for its focus element).
 */
public final class StateComputationStage {

    /**
     * @param nodeCount   surface nodes
     * @param edgeCount   surface edges
     * @param orphanCount surface nodes without edges
     * @param maxDepth    longest surface chain in nodes (raw)
     * @param saturation  updated counters (shallow counter still to be updated)
     * @param newInfoRate share of new information this turn
     * @param canonical   canonical metrics
     * @param comparison  surface vs canonical
     * @param coverage    stimulus coverage ({@link CoverageState#EMPTY} without elements)
     */
    public record Output(int nodeCount, int edgeCount, int orphanCount, int maxDepth, SaturationState saturation,
                         double newInfoRate, CanonicalMetrics canonical, GraphComparison comparison,
                         CoverageState coverage) {
        public Output {
            coverage = coverage == null ? CoverageState.EMPTY : coverage;
        }

        public Output(int nodeCount, int edgeCount, int orphanCount, int maxDepth, SaturationState saturation,
                      double newInfoRate, CanonicalMetrics canonical, GraphComparison comparison) {
            this(nodeCount, edgeCount, orphanCount, maxDepth, saturation, newInfoRate, canonical, comparison, null);
        }
    }

    private final CoverageTracker coverageTracker = new CoverageTracker();

    public Output compute(TurnWorkspace ws, GraphUpdateStage.Output update) {
        InterviewGraph graph = ws.graph();
        int nodes = graph.nodeCount();
        int edges = graph.edgeCount();
        int orphans = GraphAnalysis.surfaceOrphanCount(graph);
        int maxDepth = GraphAnalysis.surfaceLongestChain(graph);

        SaturationState previous = ws.previousState().saturation();
        int created = update.nodesAdded().size() + update.edgesAdded().size();
        boolean zeroYield = created == 0;
        int zeroYieldRun = zeroYield ? previous.consecutiveZeroYield() + 1 : 0;
        int plateau = zeroYield && previous.prevMaxDepth() >= 0 && maxDepth == previous.prevMaxDepth()
                ? previous.consecutiveDepthPlateau() + 1 : 0;
        SaturationState saturation = new SaturationState(zeroYieldRun, previous.consecutiveShallow(), plateau,
                maxDepth);
        double newInfoRate = nodes == 0 ? (created > 0 ? 1.0 : 0.0)
                : Math.min(1.0, created / Math.max(0.1 * nodes, 1.0));

        CanonicalMetrics canonical = canonicalMetrics(graph);
        CoverageState coverage = ws.concept() == null ? CoverageState.EMPTY
                : coverageTracker.update(ws.concept(), ws.previousState().coverage(), graph, update.elementMentions(),
                        update.edgesAdded(), ws.previousState().pendingFocusNodeId());
        return new Output(nodes, edges, orphans, maxDepth, saturation, newInfoRate, canonical,
                comparison(graph, edges, orphans, canonical), coverage);
    }

    /** {@code out} with the canonical metrics and comparison of the graph as it is now (after deferred slots). */
    public Output withCanonicalOf(TurnWorkspace ws, Output out) {
        InterviewGraph graph = ws.graph();
        CanonicalMetrics canonical = canonicalMetrics(graph);
        return new Output(out.nodeCount(), out.edgeCount(), out.orphanCount(), out.maxDepth(), out.saturation(),
                out.newInfoRate(), canonical, comparison(graph, out.edgeCount(), out.orphanCount(), canonical),
                out.coverage());
    }

    /** Metrics over active canonical slots. */
    public static CanonicalMetrics canonicalMetrics(InterviewGraph graph) {
        List<String> active = new ArrayList<>();
        double support = 0;
        for (CanonicalSlot s : graph.slots()) {
            if (s.status() == SlotStatus.ACTIVE) {
                active.add(s.id());
                support += s.supportCount();
            }
        }
        Set<String> activeSet = new HashSet<>(active);
        List<GraphAnalysis.Arc> arcs = new ArrayList<>();
        Set<String> connected = new HashSet<>();
        for (CanonicalEdge e : graph.canonicalEdges()) {
            if (activeSet.contains(e.sourceSlotId()) && activeSet.contains(e.targetSlotId())) {
                arcs.add(new GraphAnalysis.Arc(e.sourceSlotId(), e.targetSlotId()));
                connected.add(e.sourceSlotId());
                connected.add(e.targetSlotId());
            }
        }
        int orphanCount = (int) active.stream().filter(id -> !connected.contains(id)).count();
        int depth = active.isEmpty() ? 0 : Math.max(0, GraphAnalysis.longestChain(active, arcs) - 1);
        double avgSupport = active.isEmpty() ? 0.0 : support / active.size();
        return new CanonicalMetrics(active.size(), arcs.size(), orphanCount, avgSupport, depth);
    }

    private static GraphComparison comparison(InterviewGraph graph, int surfaceEdges, int surfaceOrphans,
                                              CanonicalMetrics canonical) {
        int mappedToActive = 0;
        for (CanonicalSlot s : graph.slots()) {
            if (s.status() == SlotStatus.ACTIVE) {
                mappedToActive += s.surfaceNodeIds().size();
            }
        }
        double reduction = mappedToActive == 0 ? 0.0
                : 100.0 * (1.0 - (double) canonical.conceptCount() / mappedToActive);
        double aggregation = surfaceEdges == 0 ? 0.0 : (double) canonical.edgeCount() / surfaceEdges;
        double surfaceOrphanShare = graph.nodeCount() == 0 ? 0.0 : (double) surfaceOrphans / graph.nodeCount();
        double canonicalOrphanShare = canonical.conceptCount() == 0 ? 0.0
                : (double) canonical.orphanCount() / canonical.conceptCount();
        return new GraphComparison(round(reduction), round(aggregation),
                round(100.0 * (surfaceOrphanShare - canonicalOrphanShare)));
    }

    private static double round(double v) {
        return Math.round(v * 1000.0) / 1000.0;
    }
}
