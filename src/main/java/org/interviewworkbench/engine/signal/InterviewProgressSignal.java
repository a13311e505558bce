package org.interviewworkbench.engine.signal;

import java.util.List;
import java.util.Map;

/**
 * {@code meta.interview_progress} (number in [0,1]):
 * {@code 0.5 x graph.chain_completion.ratio + 0.5 x graph.max_depth}, read from the signals detected before it
 * (a missing one counts 0). {@code graph.max_depth} is already normalised, so it is used as is; the peer divided it
 * by {@code L} a second time (peer-spec 2.5.4).
 */
public final class InterviewProgressSignal implements GlobalSignalDetector {

    public static final String NAME = "meta.interview_progress";

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public List<String> dependsOn() {
        return List.of(GraphChainCompletionSignal.NAME, GraphMaxDepthSignal.NAME);
    }

    @Override
    public Map<String, SignalValue> detect(SignalContext ctx, Map<String, SignalValue> detectedSoFar) {
        double ratio = number(detectedSoFar.get(GraphChainCompletionSignal.RATIO));
        double depth = number(detectedSoFar.get(GraphMaxDepthSignal.NAME));
        return Map.of(NAME, SignalValue.of(0.5 * ratio + 0.5 * Values.clamp01(depth)));
    }

    private static double number(SignalValue v) {
        return v instanceof SignalValue.Num n ? n.value() : 0.0;
    }
}
