package org.interviewworkbench.engine.signal;

import java.util.List;
import java.util.Map;
import org.interviewworkbench.engine.aboutness.AnswerReadings;
import org.interviewworkbench.engine.config.MethodologyConfig;
import org.interviewworkbench.engine.config.Ordered;
import org.interviewworkbench.engine.model.CoverageState;
import org.interviewworkbench.engine.model.InterviewGraph;
import org.interviewworkbench.engine.model.MomentumState;
import org.interviewworkbench.engine.pipeline.TurnResult.CanonicalMetrics;
import org.interviewworkbench.engine.port.RubricScores;
import org.interviewworkbench.engine.tracker.TrackerState;

/**
 * Everything a signal detector may read in one turn (Stage 8). Immutable except the graph, which detectors
 * must only read.
 *
 * @param methodology            the methodology (ontology for depth / chain signals, phase boundaries)
 * @param turnNumber             current 1-based turn
 * @param maxTurns               session max turns
 * @param graph                  surface and canonical graph after this turn's update
 * @param canonical              canonical metrics over active slots, or {@code null} when canonical slots are off
 * @param tracker                tracker after Stage 5 (yield recorded, focus not yet updated)
 * @param strategyHistory        strategies of previous turns, oldest first
 * @param responseDepthHistory   depth labels of previous answers, oldest first (without this answer)
 * @param rubric                 this answer's rubric scores, or {@code null} when rating failed
 * @param surfaceVelocityPeak    max per-turn surface node delta over previous turns
 * @param prevSurfaceNodeCount   surface node count after the previous turn
 * @param canonicalVelocityPeak  max per-turn active slot delta over previous turns
 * @param prevCanonicalNodeCount active slot count after the previous turn
 * @param coverage               stimulus coverage after this turn ({@link CoverageState#EMPTY} without elements)
 * @param momentum               momentum including this answer ({@link MomentumState#INITIAL} when not assessed)
 * @param answers                the session's answers, this one included, read for what they are about
 *                               ({@link AnswerReadings#EMPTY} when not known)
 */
public record SignalContext(MethodologyConfig methodology, int turnNumber, int maxTurns, InterviewGraph graph,
                            CanonicalMetrics canonical, TrackerState tracker, List<String> strategyHistory,
                            List<String> responseDepthHistory, RubricScores rubric, double surfaceVelocityPeak,
                            int prevSurfaceNodeCount, double canonicalVelocityPeak, int prevCanonicalNodeCount,
                            CoverageState coverage, MomentumState momentum, AnswerReadings answers) {
    public SignalContext {
        answers = answers == null ? AnswerReadings.EMPTY : answers;
        strategyHistory = Ordered.copyOf(strategyHistory);
        responseDepthHistory = Ordered.copyOf(responseDepthHistory);
        coverage = coverage == null ? CoverageState.EMPTY : coverage;
        momentum = momentum == null ? MomentumState.INITIAL : momentum;
    }

    /** A context without the answers' readings. */
    public SignalContext(MethodologyConfig methodology, int turnNumber, int maxTurns, InterviewGraph graph,
                         CanonicalMetrics canonical, TrackerState tracker, List<String> strategyHistory,
                         List<String> responseDepthHistory, RubricScores rubric, double surfaceVelocityPeak,
                         int prevSurfaceNodeCount, double canonicalVelocityPeak, int prevCanonicalNodeCount,
                         CoverageState coverage, MomentumState momentum) {
        this(methodology, turnNumber, maxTurns, graph, canonical, tracker, strategyHistory, responseDepthHistory,
                rubric, surfaceVelocityPeak, prevSurfaceNodeCount, canonicalVelocityPeak, prevCanonicalNodeCount,
                coverage, momentum, null);
    }

    /** A context without coverage and momentum. */
    public SignalContext(MethodologyConfig methodology, int turnNumber, int maxTurns, InterviewGraph graph,
                         CanonicalMetrics canonical, TrackerState tracker, List<String> strategyHistory,
                         List<String> responseDepthHistory, RubricScores rubric, double surfaceVelocityPeak,
                         int prevSurfaceNodeCount, double canonicalVelocityPeak, int prevCanonicalNodeCount) {
        this(methodology, turnNumber, maxTurns, graph, canonical, tracker, strategyHistory, responseDepthHistory,
                rubric, surfaceVelocityPeak, prevSurfaceNodeCount, canonicalVelocityPeak, prevCanonicalNodeCount,
                null, null, null);
    }

    /** The canonical metrics, when canonical slots are on. */
    public boolean hasCanonical() {
        return canonical != null;
    }

    /** Rubric score of {@code key}, or {@code null}. */
    public Integer rubricScore(String key) {
        return rubric == null ? null : rubric.scores().get(key);
    }

    /** Convenience for tests and detectors: an empty map type. */
    public static Map<String, SignalValue> none() {
        return Map.of();
    }
}
