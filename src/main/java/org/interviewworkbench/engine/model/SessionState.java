package org.interviewworkbench.engine.model;

import java.util.List;
import java.util.Map;
import org.interviewworkbench.engine.config.Ordered;
import org.interviewworkbench.engine.port.TokenUsage;
import org.interviewworkbench.engine.tracker.TrackerState;

/**
 * Everything about a session that evolves turn by turn and must survive a restart.
 *
 * @param turnCount              completed respondent turns
 * @param tracker                NodeStateTracker snapshot
 * @param saturation             saturation counters
 * @param responseDepthHistory   depth labels of past answers, oldest first (at most 10 kept; feeds
 *                               {@code llm.global_response_trend})
 * @param strategyHistory        strategy of every completed turn, oldest first
 * @param focusHistory           focus trace, one entry per turn
 * @param surfaceVelocityPeak    largest per-turn surface node delta so far
 * @param prevSurfaceNodeCount   surface node count after the previous turn
 * @param canonicalVelocityPeak  largest per-turn active-slot delta so far
 * @param prevCanonicalNodeCount active slot count after the previous turn
 * @param pendingQuestion        the question the respondent is expected to answer next
 * @param pendingStrategy        strategy of that question ({@code null} for the opening question)
 * @param pendingFocusNodeId     focus node of that question, or {@code null}
 * @param status                 active or completed
 * @param terminationReason      why the interview ended, or {@code null}
 * @param tokenUsage             tokens per language task over the whole session
 * @param coverage               stimulus coverage (concept testing; {@link CoverageState#EMPTY} otherwise)
 * @param momentum               respondent momentum history and fatigue
 */
public record SessionState(int turnCount, TrackerState tracker, SaturationState saturation,
                           List<String> responseDepthHistory, List<String> strategyHistory,
                           List<FocusEntry> focusHistory, double surfaceVelocityPeak, int prevSurfaceNodeCount,
                           double canonicalVelocityPeak, int prevCanonicalNodeCount, String pendingQuestion,
                           String pendingStrategy, String pendingFocusNodeId, SessionStatus status,
                           String terminationReason, Map<String, TokenUsage> tokenUsage, CoverageState coverage,
                           MomentumState momentum) {

    /** Maximum depth labels kept for the response trend. */
    public static final int DEPTH_HISTORY_LIMIT = 10;

    public SessionState {
        tracker = tracker == null ? TrackerState.EMPTY : tracker;
        saturation = saturation == null ? SaturationState.INITIAL : saturation;
        responseDepthHistory = Ordered.copyOf(responseDepthHistory);
        strategyHistory = Ordered.copyOf(strategyHistory);
        focusHistory = Ordered.copyOf(focusHistory);
        status = status == null ? SessionStatus.ACTIVE : status;
        tokenUsage = Ordered.copyOf(tokenUsage);
        coverage = coverage == null ? CoverageState.EMPTY : coverage;
        momentum = momentum == null ? MomentumState.INITIAL : momentum;
    }

    /** A state without coverage and momentum (sessions and callers from before concept testing). */
    public SessionState(int turnCount, TrackerState tracker, SaturationState saturation,
                        List<String> responseDepthHistory, List<String> strategyHistory,
                        List<FocusEntry> focusHistory, double surfaceVelocityPeak, int prevSurfaceNodeCount,
                        double canonicalVelocityPeak, int prevCanonicalNodeCount, String pendingQuestion,
                        String pendingStrategy, String pendingFocusNodeId, SessionStatus status,
                        String terminationReason, Map<String, TokenUsage> tokenUsage) {
        this(turnCount, tracker, saturation, responseDepthHistory, strategyHistory, focusHistory, surfaceVelocityPeak,
                prevSurfaceNodeCount, canonicalVelocityPeak, prevCanonicalNodeCount, pendingQuestion, pendingStrategy,
                pendingFocusNodeId, status, terminationReason, tokenUsage, CoverageState.EMPTY, MomentumState.INITIAL);
    }

    /** The state of a new session whose opening question is {@code openingQuestion}. */
    public static SessionState opening(String openingQuestion) {
        return new SessionState(0, TrackerState.EMPTY, SaturationState.INITIAL, List.of(), List.of(), List.of(), 0.0,
                0, 0.0, 0, openingQuestion, null, null, SessionStatus.ACTIVE, null, Map.of());
    }
}
