package org.interviewworkbench.engine.signal;

import java.util.List;
import org.interviewworkbench.engine.config.MethodologyConfig;
import org.interviewworkbench.engine.config.Strategy;

/**
 * The signals whose value depends on this turn's canonical slot discovery (Stage 6): they read the active slot
 * metrics or the slot mapping. When no strategy weight reads one of them, the ranking and the question do not
 * depend on slot discovery, so the pipeline may apply the slots after the question and detect these signals again
 * for the record, with the same result as a sequential run.
 */
public final class SlotDependentSignals {

    /** Signal names that read canonical slots. */
    public static final List<String> NAMES = List.of(CanonicalConceptCountSignal.NAME, CanonicalEdgeDensitySignal.NAME,
            CanonicalSaturationSignal.NAME, NodeCanonicalNoveltySignal.NAME);

    private SlotDependentSignals() {
    }

    /** Whether a weight of any strategy of {@code methodology} reads a slot-dependent signal. */
    public static boolean rankingReads(MethodologyConfig methodology) {
        for (Strategy s : methodology.strategies()) {
            for (String key : s.signalWeights().keySet()) {
                for (String name : NAMES) {
                    if (key.equals(name) || key.startsWith(name + ".")) {
                        return true;
                    }
                }
            }
        }
        return false;
    }
}
