package org.interviewworkbench.engine.signal;

import java.util.List;
import org.interviewworkbench.engine.model.ElementCoverage;
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
        List<ElementCoverage> linked = LinkedElements.of(s, ctx);
        if (linked == null) {
            return null;
        }
        if (ctx.graph().node(s.nodeId()).map(n -> n.linkedElements().isEmpty()).orElse(true)) {
            return SignalValue.of("unlinked");
        }
        for (String gap : ORDER) {
            for (ElementCoverage e : linked) {
                if (e.gaps().contains(gap)) {
                    return SignalValue.of(gap);
                }
            }
        }
        return SignalValue.of("none");
    }

}
