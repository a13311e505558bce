package org.interviewworkbench.engine.signal;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.interviewworkbench.engine.tracker.NodeState;
import org.interviewworkbench.engine.tracker.TrackerState;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Runs one turn's signal detection (Stage 8).
 *
 * <p>Global signals: the methodology's configured signals ({@code signals:} pools, file order), with every
 * detector's {@link GlobalSignalDetector#dependsOn() dependencies} run before it (a depth-first topological order
 * that otherwise keeps file order; a dependency that is not configured is run too), then
 * {@code llm.global_response_trend}, which is always added. Node signals: every node detector for every tracked
 * node, in tracker order.
 *
 * <p>A detector that throws is logged, its signal is missing and recorded in
 * {@link SignalDetectionResult#failures()}, and the turn goes on (seed 002 "Error Handling in Signal Detection").
 * A configured name without a detector is recorded the same way. Stateless and thread-safe.
 */
public final class SignalDetectionService {

    private static final Logger LOG = LoggerFactory.getLogger(SignalDetectionService.class);

    private final Map<String, GlobalSignalDetector> globalDetectors;
    private final List<NodeSignalDetector> nodeDetectors;

    /** The standard detectors of this engine version. */
    public SignalDetectionService() {
        this(standardGlobalDetectors(), standardNodeDetectors());
    }

    /** Custom detectors (tests, experiments). Later global detectors with the same name replace earlier ones. */
    public SignalDetectionService(List<GlobalSignalDetector> globalDetectors, List<NodeSignalDetector> nodeDetectors) {
        Map<String, GlobalSignalDetector> byName = new LinkedHashMap<>();
        for (GlobalSignalDetector d : globalDetectors) {
            byName.put(d.name(), d);
        }
        this.globalDetectors = Map.copyOf(byName);
        this.nodeDetectors = List.copyOf(nodeDetectors);
    }

    /** Every global detector, in catalog order. */
    public static List<GlobalSignalDetector> standardGlobalDetectors() {
        return List.of(new GraphNodeCountSignal(), new GraphEdgeCountSignal(), new GraphOrphanCountSignal(),
                new GraphMaxDepthSignal(), new GraphAvgDepthSignal(), new GraphDepthByElementSignal(),
                new GraphChainCompletionSignal(), new CanonicalConceptCountSignal(), new CanonicalEdgeDensitySignal(),
                new CanonicalExhaustionScoreSignal(), new ResponseDepthSignal(), new SpecificitySignal(),
                new CertaintySignal(), new ValenceSignal(), new EngagementSignal(), new IntellectualEngagementSignal(),
                new HedgingLanguageSignal(), new GlobalResponseTrendSignal(), new StrategyRepetitionCountSignal(),
                new TurnsSinceStrategyChangeSignal(), new InterviewPhaseSignal(), new ConversationSaturationSignal(),
                new CanonicalSaturationSignal(), new InterviewProgressSignal(), new CoverageGapsSignal(),
                new CoverageRatioSignal(), new CoverageAdequateSignal(), new CoverageCompleteSignal(),
                new CoverageFirstTimeAvailableSignal(), new CoverageTensionSignal(), new CoverageConnectionAvailableSignal(),
                new GraphHasUnexploredSignal(), new MomentumSignal(),
                new FatigueSignal());
    }

    /**
     * The node detectors, in catalog order: the 14 of peer-spec 3.2, then the concept-testing ones
     * ({@code coverage.element.*}), which emit nothing when the concept has no stimulus elements.
     */
    public static List<NodeSignalDetector> standardNodeDetectors() {
        return List.of(new NodeExhaustedSignal(), new NodeExhaustionScoreSignal(), new NodeYieldStagnationSignal(),
                new NodeFocusStreakSignal(), new NodeIsCurrentFocusSignal(), new NodeRecencyScoreSignal(),
                new NodeIsOrphanSignal(), new NodeEdgeCountSignal(), new NodeHasOutgoingSignal(),
                new NodeNoveltySignal(), new NodeFocusCountSignal(), new NodeCanonicalNoveltySignal(),
                new NodeStrategyRepetitionSignal(), new NodeOpportunitySignal(), new NodeElementGapSignal(),
                new NodeElementExhaustedSignal(), new NodeElementTensionSignal(), new NodeInLastAnswerSignal(),
                new NodeAnswerRoleSignal());
    }

    /** Global and node signals of one turn. */
    public SignalDetectionResult detect(SignalContext ctx) {
        Map<String, String> failures = new LinkedHashMap<>();
        Map<String, SignalValue> global = detectGlobal(ctx, failures);
        Map<String, Map<String, SignalValue>> nodes = detectNodes(ctx.tracker(), NodeSignalContext.of(ctx),
                failures);
        return new SignalDetectionResult(global, nodes, failures);
    }

    /** The global detectors to run for a list of configured names, dependencies first. */
    public List<GlobalSignalDetector> executionOrder(List<String> configured, Map<String, String> failures) {
        List<GlobalSignalDetector> order = new ArrayList<>();
        Set<String> done = new HashSet<>();
        Set<String> visiting = new HashSet<>();
        List<String> names = new ArrayList<>(configured);
        if (!names.contains(GlobalResponseTrendSignal.NAME)) {
            names.add(GlobalResponseTrendSignal.NAME);
        }
        for (String name : names) {
            visit(name, order, done, visiting, failures);
        }
        return order;
    }

    private void visit(String name, List<GlobalSignalDetector> order, Set<String> done, Set<String> visiting,
                       Map<String, String> failures) {
        if (done.contains(name)) {
            return;
        }
        GlobalSignalDetector d = globalDetectors.get(name);
        if (d == null) {
            LOG.warn("No detector for signal '{}'; it is missing", name);
            failures.put(name, "no detector for signal '" + name + "'");
            done.add(name);
            return;
        }
        if (!visiting.add(name)) {
            LOG.warn("Signal dependency cycle through '{}'", name);
            return;
        }
        for (String dep : d.dependsOn()) {
            visit(dep, order, done, visiting, failures);
        }
        visiting.remove(name);
        done.add(name);
        order.add(d);
    }

    private Map<String, SignalValue> detectGlobal(SignalContext ctx, Map<String, String> failures) {
        List<String> configured = ctx.methodology() == null ? List.of() : ctx.methodology().configuredSignals();
        Map<String, SignalValue> global = new LinkedHashMap<>();
        for (GlobalSignalDetector d : executionOrder(configured, failures)) {
            try {
                Map<String, SignalValue> emitted = d.detect(ctx, java.util.Collections.unmodifiableMap(global));
                if (emitted != null) {
                    global.putAll(emitted);
                }
            } catch (RuntimeException e) {
                String message = oneLine(e);
                LOG.warn("Signal detector '{}' failed; the signal is missing this turn: {}", d.name(), message);
                failures.put(d.name(), message);
            }
        }
        return global;
    }

    /** Node signals for every tracked node (tracker order); failures are recorded by signal name. */
    public Map<String, Map<String, SignalValue>> detectNodes(TrackerState tracker, NodeSignalContext ctx,
                                                             Map<String, String> failures) {
        Map<String, Map<String, SignalValue>> out = new LinkedHashMap<>();
        if (tracker == null) {
            return out;
        }
        int detectors = nodeDetectors.size();
        for (NodeState s : tracker.states().values()) {
            Map<String, SignalValue> signals = new LinkedHashMap<>(detectors * 2);
            for (int i = 0; i < detectors; i++) {
                NodeSignalDetector d = nodeDetectors.get(i);
                try {
                    SignalValue v = d.detect(s, ctx);
                    if (v != null) {
                        signals.put(d.name(), v);
                    }
                } catch (RuntimeException e) {
                    if (!failures.containsKey(d.name())) {
                        String message = oneLine(e);
                        LOG.warn("Node signal detector '{}' failed; the signal is missing: {}", d.name(), message);
                        failures.put(d.name(), message);
                    }
                }
            }
            out.put(s.nodeId(), signals);
        }
        return out;
    }

    private static String oneLine(RuntimeException e) {
        String m = e.getMessage() == null ? e.getClass().getSimpleName()
                : e.getClass().getSimpleName() + ": " + e.getMessage();
        return m.replace('\n', ' ').replace('\r', ' ');
    }
}
