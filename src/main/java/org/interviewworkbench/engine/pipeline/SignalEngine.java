package org.interviewworkbench.engine.pipeline;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.interviewworkbench.engine.config.InterviewPhase;
import org.interviewworkbench.engine.config.MethodologyConfig;
import org.interviewworkbench.engine.config.NodeBinding;
import org.interviewworkbench.engine.config.Strategy;
import org.interviewworkbench.engine.scoring.RankingResult;
import org.interviewworkbench.engine.scoring.ScoredCandidate;
import org.interviewworkbench.engine.scoring.StrategyRanker;
import org.interviewworkbench.engine.signal.InterviewPhaseCalculator;
import org.interviewworkbench.engine.signal.SignalContext;
import org.interviewworkbench.engine.signal.SignalDetectionResult;
import org.interviewworkbench.engine.signal.SignalDetectionService;
import org.interviewworkbench.engine.signal.SignalValue;

/**
 * The pipeline's view of signals and ranking: detection, the phase of the turn, ranking, and ranking with a
 * researcher's strategy override.
 */
public final class SignalEngine {

    private final SignalDetectionService detection;
    private final StrategyRanker ranker;

    public SignalEngine(SignalDetectionService detection, StrategyRanker ranker) {
        this.detection = detection;
        this.ranker = ranker;
    }

    /** Global signals, node signals and failed detectors of one turn. */
    public record Detection(Map<String, SignalValue> global, Map<String, Map<String, SignalValue>> nodes,
                            Map<String, String> missing) {
    }

    public Detection detect(SignalContext ctx) {
        SignalDetectionResult r = detection.detect(ctx);
        return new Detection(r.global(), r.nodes(), r.failures());
    }

    /** The phase whose multipliers and bonuses apply this turn. */
    public InterviewPhase phase(SignalContext ctx) {
        return InterviewPhaseCalculator.decide(ctx.methodology(), ctx.turnNumber(), ctx.graph().nodeCount(),
                ctx.maxTurns()).phase();
    }

    public RankingResult rank(MethodologyConfig methodology, InterviewPhase phase, Map<String, SignalValue> global,
                              Map<String, Map<String, SignalValue>> nodes) {
        return ranker.rank(methodology, phase, global, nodes);
    }

    /**
     * The ranking with {@code chosen} as the selected strategy: Stage-1 scores and ranks stay as computed (so the
     * decomposition still shows what the ranking preferred), the chosen strategy's row is marked selected, and
     * Stage 2 runs for it when it needs a focus node.
     */
    public RankingResult rankOverride(MethodologyConfig methodology, InterviewPhase phase,
                                      Map<String, Map<String, SignalValue>> nodes, Strategy chosen,
                                      RankingResult original) {
        List<ScoredCandidate> decomposition = new ArrayList<>();
        for (ScoredCandidate c : original.scoreDecomposition()) {
            if (c.isStrategyCandidate()) {
                decomposition.add(c.ranked(c.rank(), c.strategy().equals(chosen.name())));
            }
        }
        String focus = null;
        if (chosen.nodeBinding() == NodeBinding.REQUIRED && !nodes.isEmpty()) {
            List<ScoredCandidate> stage2 = ranker.rankNodes(chosen, nodes, methodology.phase(phase));
            decomposition.addAll(stage2);
            if (!stage2.isEmpty()) {
                focus = stage2.get(0).nodeId();
            }
        }
        return new RankingResult(chosen.name(), focus, original.alternatives(), decomposition);
    }

    /** Depth label of a 1-5 response_depth score: 1 surface, 2 shallow, 3 moderate, 4-5 deep. */
    public static String depthLabel(Integer score) {
        if (score == null) {
            return null;
        }
        int s = Math.max(1, Math.min(5, score));
        return switch (s) {
            case 1 -> "surface";
            case 2 -> "shallow";
            case 3 -> "moderate";
            default -> "deep";
        };
    }
}
