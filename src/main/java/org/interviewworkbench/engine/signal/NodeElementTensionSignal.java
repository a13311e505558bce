package org.interviewworkbench.engine.signal;

import java.util.List;
import org.interviewworkbench.engine.model.ElementCoverage;
import org.interviewworkbench.engine.model.SurfaceNode;
import org.interviewworkbench.engine.tracker.NodeState;

/**
 * {@code coverage.element.tension} (node, flag): the node is linked to a stimulus element the respondent reacted
 * to both positively and negatively or skeptically ({@link ElementCoverage#tension()}): a tension in their schema
 * worth resolving. False for unlinked nodes; absent when the concept has no elements.
 */
public final class NodeElementTensionSignal implements NodeSignalDetector {

    public static final String NAME = "coverage.element.tension";

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public SignalValue detect(NodeState s, NodeSignalContext ctx) {
        if (ctx.coverage().isEmpty() || ctx.graph() == null) {
            return null;
        }
        List<String> elements = ctx.graph().node(s.nodeId()).map(SurfaceNode::linkedElements).orElse(List.of());
        for (String el : elements) {
            if (ctx.coverage().element(el).map(ElementCoverage::tension).orElse(false)) {
                return Values.TRUE;
            }
        }
        return Values.FALSE;
    }
}
