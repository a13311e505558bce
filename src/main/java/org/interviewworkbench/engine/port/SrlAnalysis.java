package org.interviewworkbench.engine.port;

import java.util.List;
import java.util.Map;
import org.interviewworkbench.engine.config.Ordered;

/**
 * SRL-style structure of an answer (seed 001 path 15): discourse relations and predicate-argument frames.
 */
public record SrlAnalysis(List<DiscourseRelation> relations, List<Frame> frames) {
    public static final SrlAnalysis EMPTY = new SrlAnalysis(List.of(), List.of());

    public SrlAnalysis {
        relations = Ordered.copyOf(relations);
        frames = Ordered.copyOf(frames);
    }

    /**
     * A discourse relation signalled by a marker.
     *
     * @param marker     the marker (because, so, so that, which means, that's why, when, before, after, but)
     * @param antecedent the clause the marker attaches to (the cause/condition side)
     * @param consequent the other clause (the effect side)
     */
    public record DiscourseRelation(String marker, String antecedent, String consequent) {
    }

    /** A predicate with its arguments ({@code nsubj}, {@code dobj}, {@code prep_<p>}). */
    public record Frame(String predicate, Map<String, String> arguments) {
        public Frame {
            arguments = Ordered.copyOf(arguments);
        }
    }
}
