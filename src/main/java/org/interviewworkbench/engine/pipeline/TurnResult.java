package org.interviewworkbench.engine.pipeline;

import java.util.List;
import java.util.Map;
import org.interviewworkbench.engine.config.Ordered;
import org.interviewworkbench.engine.model.ElementCoverage;
import org.interviewworkbench.engine.port.TokenUsage;
import org.interviewworkbench.engine.scoring.Alternative;
import org.interviewworkbench.engine.scoring.ScoredCandidate;
import org.interviewworkbench.engine.signal.SignalValue;
import org.interviewworkbench.engine.tracker.NodeState;

/**
 * Everything one turn produced (seed 002 "Pipeline Output: TurnResult"); stored per turn so any past turn can be
 * replayed in the workbench.
 *
 * @param turnNumber         1-based turn number
 * @param question           the question this answer replied to
 * @param answer             the answer as given
 * @param strategy           strategy of the next question
 * @param strategyOverride   the strategy the ranking chose when a researcher overrode it, else {@code null}
 * @param focusNodeId        focus node of the next question, or {@code null}
 * @param focusLabel         label used for the focus in the next question
 * @param phase              interview phase of this turn
 * @param shouldContinue     whether the interview goes on
 * @param terminationReason  stable reason id when stopping, else {@code null}
 * @param signals            global signals, in detection order
 * @param nodeSignals        node id to node signals
 * @param missingSignals     signals whose detector failed this turn (name to one-line error)
 * @param alternatives       ranked strategies with final scores
 * @param scoreDecomposition Stage-1 then Stage-2 candidates
 * @param nodeStates         tracker states after this turn
 * @param nodesAdded         ids of surface nodes created this turn
 * @param nodesMentioned     ids of existing nodes re-mentioned this turn (provenance, not yield)
 * @param edgesAdded         ids of surface edges created this turn
 * @param extraction         counts and rejected items of extraction
 * @param graphCounts        graph sizes after the turn
 * @param canonicalGraph     canonical graph metrics after the turn
 * @param graphComparison    surface vs canonical comparison
 * @param degraded           language tasks that fell back, with reasons
 * @param notices            one-line notices for the researcher (e.g. answer truncated)
 * @param latencyMs          time from the answer to the complete next question (design.md {@code latency_ms})
 * @param stageLatencyMs     per-stage latency in stage order
 * @param nextQuestion       the next (or closing) question
 * @param tokenUsage         tokens spent per language task this turn
 * @param coverage           stimulus coverage per element after this turn (concept testing; empty otherwise)
 */
public record TurnResult(int turnNumber, String question, String answer, String strategy, String strategyOverride,
                         String focusNodeId, String focusLabel, String phase, boolean shouldContinue,
                         String terminationReason, Map<String, SignalValue> signals,
                         Map<String, Map<String, SignalValue>> nodeSignals, Map<String, String> missingSignals,
                         List<Alternative> alternatives, List<ScoredCandidate> scoreDecomposition,
                         Map<String, NodeState> nodeStates, List<String> nodesAdded, List<String> nodesMentioned,
                         List<String> edgesAdded, ExtractionSummary extraction, GraphCounts graphCounts,
                         CanonicalMetrics canonicalGraph, GraphComparison graphComparison,
                         List<DegradedTask> degraded, List<String> notices, double latencyMs,
                         Map<String, Double> stageLatencyMs, String nextQuestion, Map<String, TokenUsage> tokenUsage,
                         List<ElementCoverage> coverage) {

    public TurnResult {
        signals = Ordered.copyOf(signals);
        nodeSignals = Ordered.copyOf(nodeSignals);
        missingSignals = Ordered.copyOf(missingSignals);
        alternatives = Ordered.copyOf(alternatives);
        scoreDecomposition = Ordered.copyOf(scoreDecomposition);
        nodeStates = Ordered.copyOf(nodeStates);
        nodesAdded = Ordered.copyOf(nodesAdded);
        nodesMentioned = Ordered.copyOf(nodesMentioned);
        edgesAdded = Ordered.copyOf(edgesAdded);
        degraded = Ordered.copyOf(degraded);
        notices = Ordered.copyOf(notices);
        stageLatencyMs = Ordered.copyOf(stageLatencyMs);
        tokenUsage = Ordered.copyOf(tokenUsage);
        coverage = Ordered.copyOf(coverage);
    }

    /** A result without stimulus coverage (callers from before concept testing). */
    public TurnResult(int turnNumber, String question, String answer, String strategy, String strategyOverride,
                      String focusNodeId, String focusLabel, String phase, boolean shouldContinue,
                      String terminationReason, Map<String, SignalValue> signals,
                      Map<String, Map<String, SignalValue>> nodeSignals, Map<String, String> missingSignals,
                      List<Alternative> alternatives, List<ScoredCandidate> scoreDecomposition,
                      Map<String, NodeState> nodeStates, List<String> nodesAdded, List<String> nodesMentioned,
                      List<String> edgesAdded, ExtractionSummary extraction, GraphCounts graphCounts,
                      CanonicalMetrics canonicalGraph, GraphComparison graphComparison,
                      List<DegradedTask> degraded, List<String> notices, double latencyMs,
                      Map<String, Double> stageLatencyMs, String nextQuestion, Map<String, TokenUsage> tokenUsage) {
        this(turnNumber, question, answer, strategy, strategyOverride, focusNodeId, focusLabel, phase, shouldContinue,
                terminationReason, signals, nodeSignals, missingSignals, alternatives, scoreDecomposition, nodeStates,
                nodesAdded, nodesMentioned, edgesAdded, extraction, graphCounts, canonicalGraph, graphComparison,
                degraded, notices, latencyMs, stageLatencyMs, nextQuestion, tokenUsage, List.of());
    }

    /** Termination reason ids (stable identifiers). */
    public static final String MAX_TURNS_REACHED = "max_turns_reached";
    public static final String CLOSING_STRATEGY = "closing_strategy";
    public static final String GRAPH_SATURATED = "graph_saturated";
    public static final String QUALITY_DEGRADED = "quality_degraded";
    public static final String DEPTH_PLATEAU = "depth_plateau";
    public static final String ALL_NODES_EXHAUSTED = "all_nodes_exhausted";
    /** The respondent answered the interviewer's close with an end signal. */
    public static final String RESPONDENT_ENDED = "respondent_ended";

    /**
     * Extraction outcome.
     *
     * @param extractable   whether the answer passed the extractability pre-check
     * @param reason        why not ({@code ""} otherwise)
     * @param concepts      concepts extracted
     * @param relationships relationships extracted
     * @param rejected      items dropped by validation, with reasons
     */
    public record ExtractionSummary(boolean extractable, String reason, int concepts, int relationships,
                                    List<RejectedItem> rejected) {
        public ExtractionSummary {
            rejected = Ordered.copyOf(rejected);
        }
    }

    /** An extracted item that validation dropped (unknown type, not permitted, missing endpoint ...). */
    public record RejectedItem(String kind, String text, String reason) {
    }

    /** Graph sizes after a turn. */
    public record GraphCounts(int surfaceNodes, int surfaceEdges, int canonicalSlotsActive, int canonicalEdges) {
    }

    /** Canonical graph metrics over active slots (peer-spec 1.4). */
    public record CanonicalMetrics(int conceptCount, int edgeCount, int orphanCount, double avgSupport,
                                   int maxDepth) {
    }

    /** Surface vs canonical comparison (seed 002). */
    public record GraphComparison(double nodeReductionPct, double edgeAggregationRatio, double orphanImprovementPct) {
    }

    /** A language task that fell back to the offline engine this turn. */
    public record DegradedTask(String task, String reason) {
    }
}
