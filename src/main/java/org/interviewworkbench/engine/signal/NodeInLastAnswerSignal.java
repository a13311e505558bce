package org.interviewworkbench.engine.signal;

import org.interviewworkbench.engine.model.SurfaceNode;
import org.interviewworkbench.engine.tracker.NodeState;

/**
 * {@code graph.node.in_last_answer} (flag): the answer just given named this concept, as a new concept or by
 * mentioning it again (its provenance holds this turn's answer, {@code u<turn>-answer}). A moderator asks about what
 * the respondent has just said; concepts of earlier answers are for when the last answer gave nothing to follow.
 * {@code false} when the graph is not known (e.g. a tracker-only test context).
 */
public final class NodeInLastAnswerSignal implements NodeSignalDetector {

    public static final String NAME = "graph.node.in_last_answer";

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public SignalValue detect(NodeState s, NodeSignalContext ctx) {
        if (s.createdAtTurn() == ctx.turnNumber()) {
            return Values.flag(true);
        }
        if (ctx.graph() == null) {
            return Values.flag(false);
        }
        String utterance = "u" + ctx.turnNumber() + "-answer";
        return Values.flag(ctx.graph().node(s.nodeId()).map(SurfaceNode::sourceUtteranceIds)
                .map(ids -> ids.contains(utterance)).orElse(false));
    }
}
