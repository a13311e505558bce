package org.interviewworkbench.engine.signal;

import org.interviewworkbench.engine.model.ElementCoverage;
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
        return LinkedElements.any(s, ctx, ElementCoverage::tension);
    }
}
