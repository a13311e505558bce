package org.interviewworkbench.language.offline;

import java.util.List;
import java.util.Map;
import org.interviewworkbench.engine.config.NodeType;
import org.interviewworkbench.engine.config.Ontology;
import org.interviewworkbench.language.offline.DiscourseAnalyzer.Kind;
import org.interviewworkbench.language.offline.DiscourseAnalyzer.Link;
import org.interviewworkbench.language.offline.DiscourseAnalyzer.Structure;

/**
 * Part of extraction stage 4, <b>typing</b>: lets a stated relation correct the types of the concepts it links.
 *
 * <p>Takes the ontology, the answer's {@link Structure} (its discourse links), the typed concepts and each clause's
 * head concept; replaces, in both collections, the two heads of a link whose types admit no edge of the link's
 * kind by the best-scoring pair of types within {@link #RETYPE_MARGIN} ({@link #NAMED_RETYPE_MARGIN}) of their best
 * scores that does. Owns those margins; which edge types fit a kind is {@link EdgeChooser}'s rule.
 */
final class LinkRetyper {

    /** How far below its best type score a linked concept may be retyped to make the stated link permitted. */
    static final double RETYPE_MARGIN = 0.08;
    /** {@link #RETYPE_MARGIN} for a link whose marker names its relation ("to deal with that": a remedy). */
    static final double NAMED_RETYPE_MARGIN = 0.2;

    /**
     * A discourse link (not "but", which is too common) states that the antecedent clause's head relates to the
     * consequent clause's head in the link's way. When the two heads' best types give no edge type that fits the
     * stated relation ({@link EdgeChooser#fits}:
     * causal - a permitted pair for a forward causal edge type; other kinds - a permitted edge type, in either
     * direction, whose name/description fits the kind), but types within {@link #RETYPE_MARGIN} ({@link
     * #NAMED_RETYPE_MARGIN} for a marker that names its relation) of each one's best score do, the pair with the highest summed score is used: the stated relation is evidence for the types
     * ("plant-based, which means a much smaller carbon footprint" makes the footprint a consequence rather than a
     * value; "X wears me out, so to deal with that I plan ahead" makes X a pain rather than a solution when the
     * ontology says remedies address pains).
     */
    static void retypeLinked(Ontology ontology, Structure st, List<TypedConcept> typed, Map<Integer, TypedConcept> heads) {
        List<NodeType> types = ontology.nodeTypes();
        for (Link link : st.links()) {
            if (link.kind() == Kind.CONTRAST) {
                continue; // "but" is too common to retype by
            }
            TypedConcept a = TypedConcept.head(st, heads, link.antecedent(), -1);
            TypedConcept b = TypedConcept.head(st, heads, link.consequent(), +1);
            if (a == null || b == null || a == b || a.scores() == null || b.scores() == null
                    || a.scores().length != types.size() || b.scores().length != types.size()) {
                continue;
            }
            if (EdgeChooser.fits(ontology, a.concept().nodeType(), b.concept().nodeType(), link.kind())) {
                continue;
            }
            double maxA = java.util.Arrays.stream(a.scores()).max().orElse(0);
            double maxB = java.util.Arrays.stream(b.scores()).max().orElse(0);
            double margin = EdgeChooser.named(link.kind()) ? NAMED_RETYPE_MARGIN : RETYPE_MARGIN;
            int bestI = -1;
            int bestJ = -1;
            double bestSum = Double.NEGATIVE_INFINITY;
            for (int i = 0; i < types.size(); i++) {
                if (a.scores()[i] < maxA - margin) {
                    continue;
                }
                for (int j = 0; j < types.size(); j++) {
                    if (b.scores()[j] < maxB - margin) {
                        continue;
                    }
                    double sum = a.scores()[i] + b.scores()[j];
                    if (sum > bestSum && EdgeChooser.fits(ontology, types.get(i).name(), types.get(j).name(), link.kind())) {
                        bestSum = sum;
                        bestI = i;
                        bestJ = j;
                    }
                }
            }
            if (bestI < 0) {
                continue;
            }
            replace(typed, heads, a, a.withType(ontology, types.get(bestI).name()));
            replace(typed, heads, b, b.withType(ontology, types.get(bestJ).name()));
        }
    }

    private static void replace(List<TypedConcept> typed, Map<Integer, TypedConcept> heads, TypedConcept old, TypedConcept now) {
        if (old.concept().nodeType().equals(now.concept().nodeType())) {
            return;
        }
        typed.replaceAll(t -> t == old ? now : t);
        heads.replaceAll((k, t) -> t == old ? now : t);
    }

    private LinkRetyper() {
    }
}
