package org.interviewworkbench.engine.signal;

import org.interviewworkbench.engine.tracker.NodeState;

/** Detects one node-scoped signal for one tracked node. Implementations are stateless. */
public interface NodeSignalDetector {

    /** The signal name (e.g. {@code graph.node.exhausted}). */
    String name();

    /** One-line description from the {@link SignalCatalog}. */
    default String description() {
        return Values.CATALOG.description(name());
    }

    /**
     * Detects the signal for one node.
     *
     * @return the value, or {@code null} when the signal does not apply (the key is then absent)
     */
    SignalValue detect(NodeState state, NodeSignalContext ctx);
}
