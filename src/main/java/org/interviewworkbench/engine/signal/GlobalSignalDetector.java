package org.interviewworkbench.engine.signal;

import java.util.List;
import java.util.Map;

/**
 * Detects one global (conversation-level) signal once per turn. A detector may emit several keys (e.g.
 * {@code graph.chain_completion.ratio} and {@code .has_complete}) or none (the signal is then absent).
 * Implementations are stateless.
 */
public interface GlobalSignalDetector {

    /** The signal name, as listed in a methodology's {@code signals:} pools. */
    String name();

    /** One-line description from the {@link SignalCatalog}. */
    default String description() {
        return Values.CATALOG.description(name());
    }

    /**
     * Detects the signal.
     *
     * @param ctx            this turn's inputs
     * @param detectedSoFar  global signals detected earlier this turn (dependencies run first)
     * @return emitted keys and values, in emission order; empty when the signal does not apply
     */
    Map<String, SignalValue> detect(SignalContext ctx, Map<String, SignalValue> detectedSoFar);

    /** Names of signals whose values this detector reads from {@code detectedSoFar}. */
    default List<String> dependsOn() {
        return List.of();
    }
}
