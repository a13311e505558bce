package org.interviewworkbench.engine.pipeline;

import java.util.Map;
import org.interviewworkbench.engine.config.InterviewPhase;
import org.interviewworkbench.engine.config.MethodologyConfig;
import org.interviewworkbench.engine.config.Strategy;
import org.interviewworkbench.engine.scoring.RankingResult;
import org.interviewworkbench.engine.signal.SignalContext;
import org.interviewworkbench.engine.signal.SignalValue;

/** TEMPORARY placeholder so main compiles; the real facade over wip/signals replaces it at merge. */
public final class SignalEngine {

    /** Global signals, node signals and failed detectors of one turn. */
    public record Detection(Map<String, SignalValue> global, Map<String, Map<String, SignalValue>> nodes,
                            Map<String, String> missing) {
    }

    public Detection detect(SignalContext ctx, String currentDepth) {
        throw new UnsupportedOperationException("placeholder");
    }

    public InterviewPhase phase(SignalContext ctx) {
        throw new UnsupportedOperationException("placeholder");
    }

    public RankingResult rank(MethodologyConfig methodology, InterviewPhase phase, Map<String, SignalValue> global,
                              Map<String, Map<String, SignalValue>> nodes) {
        throw new UnsupportedOperationException("placeholder");
    }

    public RankingResult rankOverride(MethodologyConfig methodology, InterviewPhase phase,
                                      Map<String, SignalValue> global, Map<String, Map<String, SignalValue>> nodes,
                                      Strategy chosen, RankingResult original) {
        throw new UnsupportedOperationException("placeholder");
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
