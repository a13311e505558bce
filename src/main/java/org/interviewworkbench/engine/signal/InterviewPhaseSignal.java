package org.interviewworkbench.engine.signal;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * {@code meta.interview.phase} (label early / mid / late) plus {@code meta.interview.phase_reason} (text) and
 * {@code meta.interview.is_late_stage} (flag), decided by {@link InterviewPhaseCalculator} from the turn number, the
 * surface node count, the methodology's phase boundaries and the session's max turns.
 */
public final class InterviewPhaseSignal implements GlobalSignalDetector {

    public static final String NAME = "meta.interview.phase";
    public static final String REASON = "meta.interview.phase_reason";
    public static final String IS_LATE_STAGE = "meta.interview.is_late_stage";

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public Map<String, SignalValue> detect(SignalContext ctx, Map<String, SignalValue> detectedSoFar) {
        int nodes = ctx.graph() == null ? 0 : ctx.graph().nodeCount();
        InterviewPhaseCalculator.Decision d = InterviewPhaseCalculator.decide(ctx.methodology(), ctx.turnNumber(),
                nodes, ctx.maxTurns());
        Map<String, SignalValue> out = new LinkedHashMap<>();
        out.put(NAME, SignalValue.of(d.phase().id()));
        out.put(REASON, SignalValue.of(d.reason()));
        out.put(IS_LATE_STAGE, Values.flag(d.isLate()));
        return out;
    }
}
