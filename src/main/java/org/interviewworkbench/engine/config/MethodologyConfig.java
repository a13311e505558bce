package org.interviewworkbench.engine.config;

import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * An immutable, validated methodology: what the interviewer knows about one interview method.
 *
 * @param id              methodology id (file stem, e.g. {@code means_end_chain})
 * @param method          the {@code method:} block
 * @param ontology        node and edge types plus extraction guidance
 * @param signalPools     pool name to signal names, in file order (global detectors to run)
 * @param strategies      strategies in file order (file order breaks ties)
 * @param phases          phase modifiers that the file defines
 * @param phaseBoundaries configured phase boundaries ({@link PhaseBoundaries#UNSET} for the fallback)
 * @param selectionMode   two-stage (default) or joint selection
 * @param labels          plain-language names of strategies, node types and signals ({@link PlainLabels#NONE}
 *                        when the file has none)
 */
public record MethodologyConfig(String id, MethodSpec method, Ontology ontology, Map<String, List<String>> signalPools,
                                List<Strategy> strategies, Map<InterviewPhase, PhaseSpec> phases,
                                PhaseBoundaries phaseBoundaries, SelectionMode selectionMode, PlainLabels labels) {

    public MethodologyConfig {
        signalPools = Ordered.copyOf(signalPools);
        strategies = Ordered.copyOf(strategies);
        phases = Ordered.copyOf(phases);
        phaseBoundaries = phaseBoundaries == null ? PhaseBoundaries.UNSET : phaseBoundaries;
        selectionMode = selectionMode == null ? SelectionMode.TWO_STAGE : selectionMode;
        labels = labels == null ? PlainLabels.NONE : labels;
    }

    /** A methodology without plain labels (every name falls back to its readable id). */
    public MethodologyConfig(String id, MethodSpec method, Ontology ontology, Map<String, List<String>> signalPools,
                             List<Strategy> strategies, Map<InterviewPhase, PhaseSpec> phases,
                             PhaseBoundaries phaseBoundaries, SelectionMode selectionMode) {
        this(id, method, ontology, signalPools, strategies, phases, phaseBoundaries, selectionMode, null);
    }

    /** The configured global signal names, in pool order, without duplicates. */
    public List<String> configuredSignals() {
        return signalPools.values().stream().flatMap(List::stream).distinct().toList();
    }

    public Optional<Strategy> strategy(String name) {
        return strategies.stream().filter(s -> s.name().equals(name)).findFirst();
    }

    /** The phase modifiers for {@code phase}, neutral when the file does not define that phase. */
    public PhaseSpec phase(InterviewPhase phase) {
        return phases.getOrDefault(phase, PhaseSpec.NEUTRAL);
    }

    /** This methodology with other strategies (what-if re-ranking of edited weights). */
    public MethodologyConfig withStrategies(List<Strategy> newStrategies) {
        return new MethodologyConfig(id, method, ontology, signalPools, newStrategies, phases, phaseBoundaries,
                selectionMode, labels);
    }
}
