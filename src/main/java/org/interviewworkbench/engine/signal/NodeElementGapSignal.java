package org.interviewworkbench.engine.signal;

import java.util.List;
import org.interviewworkbench.engine.model.ElementCoverage;
import org.interviewworkbench.engine.model.SurfaceNode;
import org.interviewworkbench.engine.tracker.NodeState;

/**
 * {@code coverage.element.gap} (node, label): the most pressing open gap of the stimulus elements the node is
 * linked to, in the order {@code no_reaction}, {@code no_comprehension}, {@code unconnected}; {@code none} when
 * its elements have no gap; {@code unlinked} when the node refers to no element. Absent when the concept has no
 * elements.
 */
public final class NodeElementGapSignal implements NodeSignalDetector {

    public static final String NAME = "coverage.element.gap";
    private static final List<String> ORDER = List.of(ElementCoverage.NO_REACTION, ElementCoverage.NO_COMPREHENSION,
            ElementCoverage.UNCONNECTED);

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
        if (elements.isEmpty()) {
            return SignalValue.of("unlinked");
        }
        for (String gap : ORDER) {
            for (String el : elements) {
                if (ctx.coverage().element(el).map(e -> e.gaps().contains(gap)).orElse(false)) {
                    return SignalValue.of(gap);
                }
            }
        }
        return SignalValue.of("none");
    }
}
