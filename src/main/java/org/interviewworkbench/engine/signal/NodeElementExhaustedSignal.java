package org.interviewworkbench.engine.signal;

import org.interviewworkbench.engine.model.ElementCoverage;
import org.interviewworkbench.engine.tracker.NodeState;

/**
 * {@code coverage.element.exhausted} (node, flag): the node is linked to a stimulus element that was focused
 * {@code >= 3} times in total (seed 004 element exhaustion, counted over topic switches). False for unlinked
 * nodes; absent when the concept has no elements.
 */
public final class NodeElementExhaustedSignal implements NodeSignalDetector {

    public static final String NAME = "coverage.element.exhausted";

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public SignalValue detect(NodeState s, NodeSignalContext ctx) {
        return LinkedElements.any(s, ctx, ElementCoverage::exhausted);
    }
}
