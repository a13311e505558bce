package org.interviewworkbench.bench;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.interviewworkbench.engine.TestMethodologies;
import org.interviewworkbench.engine.config.InterviewPhase;
import org.interviewworkbench.engine.config.MethodologyConfig;
import org.interviewworkbench.engine.config.Strategy;
import org.interviewworkbench.engine.scoring.RankingResult;
import org.interviewworkbench.engine.scoring.StrategyRanker;
import org.interviewworkbench.engine.signal.NodeSignalContext;
import org.interviewworkbench.engine.signal.SignalDetectionService;
import org.interviewworkbench.engine.signal.SignalValue;
import org.interviewworkbench.engine.tracker.NodeStateTracker;
import org.interviewworkbench.engine.tracker.TrackerState;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * Hot paths of strategy selection: Stage 1 + Stage 2 ranking with the 7 JTBD-v2 strategies at 50 / 500 / 5,000
 * tracked nodes, all 14 node signals at 500 nodes, and one tracker {@code updateFocus} at 500 nodes.
 * Targets: ranking at 500 nodes < 0.5 ms, node signals at 500 nodes < 1 ms.
 *
 * <p>Run (from the work tree root), where the exec plugin can be resolved:
 * <pre>
 * mvn -o -q test-compile exec:java -Dexec.classpathScope=test -Dexec.mainClass=org.openjdk.jmh.Main \
 *     -Dexec.args="-f 1 -wi 3 -i 5 -w 1s -r 1s org.interviewworkbench.bench"
 * </pre>
 * Offline with only the cached artifacts (neither the exec nor the dependency plugin resolves offline), take the
 * test class path from a surefire report:
 * <pre>
 * mvn -o -q test -Dtest=StrategyRankerTest &amp;&amp; java -cp "$(grep -o 'surefire.test.class.path" value="[^"]*' \
 *     target/surefire-reports/TEST-org.interviewworkbench.engine.scoring.StrategyRankerTest.xml | sed 's/.*value="//')" \
 *     org.openjdk.jmh.Main -f 1 -wi 3 -i 5 -w 1s -r 1s org.interviewworkbench.bench
 * </pre>
 * Measured once (2 shared cores, JDK 17): ranking 50 / 500 / 5,000 nodes = 21 / 172 / ~7,600 (noisy) us; all node
 * signals at 500 nodes = 159 us; updateFocus at 500 nodes = 43 us including a 10 us tracker restore.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class RankingBenchmark {

    @Param({"50", "500", "5000"})
    public int nodes;

    private final StrategyRanker ranker = new StrategyRanker();
    private final SignalDetectionService detection = new SignalDetectionService();
    private MethodologyConfig jtbd;
    private Map<String, SignalValue> global;
    private Map<String, Map<String, SignalValue>> nodeSignals;
    private TrackerState tracker;
    private NodeSignalContext nodeContext;

    @Setup
    public void setUp() {
        // dig_motivation (required) wins Stage 1 so Stage 2 ranks every node.
        jtbd = TestMethodologies.jtbdV2();
        global = new LinkedHashMap<>();
        global.put("llm.response_depth", SignalValue.of("deep"));
        global.put("llm.valence", SignalValue.of(0.75));
        global.put("llm.certainty", SignalValue.of(0.5));
        global.put("llm.specificity", SignalValue.of(0.25));
        global.put("llm.engagement", SignalValue.of(1.0));
        global.put("llm.intellectual_engagement", SignalValue.of(1.0));
        global.put("llm.global_response_trend", SignalValue.of("stable"));
        global.put("temporal.strategy_repetition_count", SignalValue.of(0.2));
        global.put("temporal.turns_since_strategy_change", SignalValue.of(0.2));
        global.put("meta.interview.phase", SignalValue.of("mid"));
        global.put("meta.conversation.saturation", SignalValue.of(0.3));
        global.put("meta.canonical.saturation", SignalValue.of(0.1));
        NodeStateTracker t = new NodeStateTracker();
        for (int i = 0; i < nodes; i++) {
            String id = "n" + i;
            t.register(id, "label " + i, "core_job", 1 + i % 7, 0, false, 1);
            t.updateEdgeCounts(id, i % 3, i % 2);
            if (i % 5 == 0) {
                t.updateFocus(id, 2 + i % 9, i % 2 == 0 ? "dig_motivation" : "explore_situation");
                t.appendResponseSignal(id, i % 3 == 0 ? "shallow" : "deep");
            }
        }
        tracker = t.snapshot();
        nodeContext = new NodeSignalContext(10, t.previousFocus(), "deep", null, false);
        nodeSignals = detection.detectNodes(tracker, nodeContext, new LinkedHashMap<>());
        RankingResult check = ranker.rank(jtbd, InterviewPhase.MID, global, nodeSignals);
        Strategy winner = jtbd.strategy(check.strategy()).orElseThrow();
        if (check.focusNodeId() == null || winner.nodeWeights().isEmpty()) {
            throw new IllegalStateException("benchmark setup must exercise Stage 2, got " + check.strategy());
        }
    }

    @Benchmark
    public RankingResult rankTwoStage() {
        return ranker.rank(jtbd, InterviewPhase.MID, global, nodeSignals);
    }

    @Benchmark
    public Map<String, Map<String, SignalValue>> allNodeSignals() {
        return detection.detectNodes(tracker, nodeContext, new LinkedHashMap<>());
    }

    @Benchmark
    public NodeStateTracker updateFocus() {
        NodeStateTracker t = NodeStateTracker.restore(tracker);
        t.updateFocus("n1", 11, "dig_motivation");
        return t;
    }

    @Benchmark
    public NodeStateTracker restoreOnly() {
        return NodeStateTracker.restore(tracker);
    }
}
