package org.interviewworkbench.engine.signal;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;
import org.interviewworkbench.engine.model.ElementCoverage;
import org.interviewworkbench.engine.model.SurfaceNode;
import org.interviewworkbench.engine.tracker.NodeState;

/** The stimulus-element coverage of the elements a node is linked to (shared by the coverage.element.* signals). */
final class LinkedElements {

    private LinkedElements() {
    }

    /**
     * Coverage rows of the node's linked elements, in link order; {@code null} when the concept has no elements
     * (the signals are then absent).
     */
    static List<ElementCoverage> of(NodeState s, NodeSignalContext ctx) {
        if (ctx.coverage().isEmpty() || ctx.graph() == null) {
            return null;
        }
        List<ElementCoverage> out = new ArrayList<>();
        for (String el : ctx.graph().node(s.nodeId()).map(SurfaceNode::linkedElements).orElse(List.of())) {
            ctx.coverage().element(el).ifPresent(out::add);
        }
        return out;
    }

    /** A flag: true when any linked element satisfies {@code test}; absent without elements. */
    static SignalValue any(NodeState s, NodeSignalContext ctx, Predicate<ElementCoverage> test) {
        List<ElementCoverage> linked = of(s, ctx);
        if (linked == null) {
            return null;
        }
        return linked.stream().anyMatch(test) ? Values.TRUE : Values.FALSE;
    }
}
