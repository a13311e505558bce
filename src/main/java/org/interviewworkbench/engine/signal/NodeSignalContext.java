package org.interviewworkbench.engine.signal;

import org.interviewworkbench.engine.aboutness.AnswerReadings;
import org.interviewworkbench.engine.model.CoverageState;
import org.interviewworkbench.engine.model.InterviewGraph;

/**
 * What node detectors may read besides the node's own state.
 *
 * @param turnNumber           current 1-based turn
 * @param previousFocus        the node the answered question was about (tracker previous focus), or {@code null}
 * @param currentResponseDepth this answer's {@code llm.response_depth} category, or {@code null} when not rated
 *                             (so {@code meta.node.opportunity} can be {@code probe_deeper}; the peer's never is)
 * @param graph                surface + canonical graph (canonical mapping), or {@code null}
 * @param canonicalEnabled     whether canonical slots are on ({@code graph.node.canonical_novelty} is absent if not)
 * @param coverage             stimulus coverage; {@code coverage.element.*} signals are absent when it is empty
 * @param answers              the session's answers read for what they are about ({@code graph.node.answer_role}
 *                             is absent when empty)
 */
public record NodeSignalContext(int turnNumber, String previousFocus, String currentResponseDepth,
                                InterviewGraph graph, boolean canonicalEnabled, CoverageState coverage,
                                AnswerReadings answers) {

    public NodeSignalContext {
        coverage = coverage == null ? CoverageState.EMPTY : coverage;
        answers = answers == null ? AnswerReadings.EMPTY : answers;
    }

    public NodeSignalContext(int turnNumber, String previousFocus, String currentResponseDepth,
                             InterviewGraph graph, boolean canonicalEnabled, CoverageState coverage) {
        this(turnNumber, previousFocus, currentResponseDepth, graph, canonicalEnabled, coverage, null);
    }

    public NodeSignalContext(int turnNumber, String previousFocus, String currentResponseDepth,
                             InterviewGraph graph, boolean canonicalEnabled) {
        this(turnNumber, previousFocus, currentResponseDepth, graph, canonicalEnabled, null, null);
    }

    /** The node context of one turn's signal context. */
    public static NodeSignalContext of(SignalContext ctx) {
        String depth = ResponseDepthSignal.category(ctx.rubricScore(ResponseDepthSignal.RUBRIC_KEY));
        String previous = ctx.tracker() == null ? null : ctx.tracker().previousFocus();
        return new NodeSignalContext(ctx.turnNumber(), previous, depth, ctx.graph(), ctx.hasCanonical(),
                ctx.coverage(), ctx.answers());
    }
}
