package org.interviewworkbench.language.offline;

import java.util.Locale;
import java.util.Optional;
import org.interviewworkbench.engine.config.EdgeType;
import org.interviewworkbench.engine.config.Ontology;
import org.interviewworkbench.language.offline.DiscourseAnalyzer.Kind;

/**
 * Part of extraction stage 5, <b>relations</b>: which of the methodology's edge types states a relation of a given
 * kind (cause, time, contrast, remedy, channel, evaluation, similarity, difference) between two node types.
 *
 * <p>Takes the ontology, the source and target node types and the {@link Kind} of the stated relation; returns the
 * permitted edge type that fits it best ({@link #bestEdge}, {@link #scoredEdge}: keywords of its name and
 * description, then the primary edge type, then file order; never {@code revises}), or whether any fits
 * ({@link #fits}). Owns the keyword lists per kind and the rule that a forward causal relation never takes an edge
 * type whose target is the cause ({@link #targetIsCause}).
 */
final class EdgeChooser {

    private EdgeChooser() {
    }

    /**
     * Whether a relation kind is stated by a marker that names it ("to deal with that", "like the others"), beyond
     * cause, time and contrast: such a link only takes an edge type that names the kind, and is stronger evidence
     * for the types of its ends ({@link #NAMED_RETYPE_MARGIN}).
     */
    static boolean named(Kind kind) {
        return kind != Kind.CAUSAL && kind != Kind.TEMPORAL && kind != Kind.CONTRAST;
    }

    /**
     * Whether a link of {@code kind} from a concept of type {@code a} to one of type {@code b} can be stated as an
     * edge: causal - a forward causal edge type is permitted, or a backward one whose target is the cause
     * ("X because Y" as X -triggered_by-> Y); other kinds - an edge type in either direction whose
     * name/description has a keyword of the kind.
     */
    static boolean fits(Ontology ontology, String a, String b, Kind kind) {
        if (kind == Kind.CAUSAL) {
            return scoredEdge(ontology, a, b, Kind.CAUSAL, true, false).isPresent()
                    || scoredEdge(ontology, b, a, Kind.CAUSAL, false, true).filter(e -> targetIsCause(e.type()))
                    .isPresent();
        }
        return scoredEdge(ontology, a, b, kind, true, true).filter(e -> e.keywords() > 0).isPresent()
                || scoredEdge(ontology, b, a, kind, false, true).filter(e -> e.keywords() > 0).isPresent();
    }

    /** An edge type and how well its name and description fit a relation kind. */
    record Scored(EdgeType type, double score, int keywords) {
    }

    /**
     * Whether an edge type's target explains or sets off its source (passive name such as "triggered_by",
     * attribution, "sets the source off"): told as "target, so source".
     */
    static boolean targetIsCause(EdgeType e) {
        String text = (e.name().replace('_', ' ') + " " + e.description()).toLowerCase(Locale.ROOT);
        return e.name().toLowerCase(Locale.ROOT).endsWith("_by") && count(text, "trigger", "caus", "set") > 0
                || count(text, "attribut", "sets the source off", "with this cause", "perceived cause") > 0;
    }

    /**
     * The permitted edge type (never {@code revises}) that best fits a relation of {@code kind}: keyword fit of
     * its name/description, then the primary edge type, then file order. Only explicitly permitted pairs
     * count; an edge type with no permitted list permits everything but ranks below explicit ones.
     */
    static Optional<EdgeType> bestEdge(Ontology ontology, String srcType, String tgtType, Kind kind,
                                       boolean forward) {
        return scoredEdge(ontology, srcType, tgtType, kind, forward, true).map(Scored::type);
    }

    /**
     * {@link #bestEdge} with its score. A forward causal relation (source brings about target) never takes an
     * edge type whose target is the cause ({@link #targetIsCause}) unless {@code allowTargetCause}; a backward one
     * prefers such edge types.
     */
    static Optional<Scored> scoredEdge(Ontology ontology, String srcType, String tgtType, Kind kind,
                                               boolean forward, boolean allowTargetCause) {
        EdgeType best = null;
        double bestScore = Double.NEGATIVE_INFINITY;
        int bestKeywords = 0;
        String primary = ontology.primaryEdgeType().map(EdgeType::name).orElse("");
        int order = 0;
        for (EdgeType e : ontology.edgeTypes()) {
            order++;
            if ("revises".equals(e.name()) || !e.permits(srcType, tgtType)) {
                continue;
            }
            boolean targetCause = targetIsCause(e);
            if (kind == Kind.CAUSAL && forward && targetCause && !allowTargetCause) {
                continue;
            }
            if (kind == Kind.REMEDY && forward != e.name().toLowerCase(Locale.ROOT).endsWith("_by")) {
                // problem -> remedy only as a passive edge type ("resolved_by"), remedy -> problem as an active one
                // ("addresses")
                continue;
            }
            String text = (e.name().replace('_', ' ') + " " + e.description()).toLowerCase(Locale.ROOT);
            int keywords = switch (kind) {
                case CAUSAL -> forward
                        ? count(text, "caus", "lead", "enabl", "result", "trigger", "produc", "impl", "elicit",
                        "influenc", "support", "address", "evok", "contribut") - (targetCause ? 2 : 0)
                        : count(text, "perceived cause", "attribut", "caused by", "because") + (targetCause ? 2 : 0);
                case TEMPORAL -> count(text, "occur", "situation", "context", "temporal", "within", "during", "when",
                        "stage", "transition", "next in time", "point", "happen", "did this");
                case CONTRAST -> count(text, "conflict", "contrast", "opposite", "undermin", "prevent",
                        "disrupt", "spoil", "let down", "violat", "in the way");
                case REMEDY -> count(text, "address", "takes care", "resolv", "removed", "solv", "fix", "deal");
                case CHANNEL -> count(text, "channel", "through", "via", "medium");
                case EVALUATION -> count(text, "judged", "evaluat", "rating", "rated", "ideal", "part of", "near",
                        "dimension");
                case SIMILARITY -> count(text, "similar", "share", "resembl", "same");
                case DIFFERENCE -> count(text, "differ", "apart", "unlike", "distinguish");
            };
            double score = keywords;
            if (kind != Kind.SIMILARITY && text.contains("similar")) {
                score -= 1;
            }
            if (kind != Kind.CONTRAST && text.contains("opposite of")) {
                score -= 1;
            }
            if (e.name().equals(primary)) {
                score += 0.5;
            }
            if (e.permittedConnections().isEmpty()) {
                score -= 0.3;
            }
            score -= order * 0.01;
            if (score > bestScore) {
                bestScore = score;
                best = e;
                bestKeywords = keywords;
            }
        }
        return best == null ? Optional.empty() : Optional.of(new Scored(best, bestScore, bestKeywords));
    }

    private static int count(String text, String... keys) {
        int n = 0;
        for (String k : keys) {
            if (text.contains(k)) {
                n++;
            }
        }
        return n;
    }
}
