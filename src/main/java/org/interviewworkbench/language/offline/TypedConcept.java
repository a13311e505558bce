package org.interviewworkbench.language.offline;

import java.util.Map;
import org.interviewworkbench.engine.config.NodeType;
import org.interviewworkbench.engine.config.Ontology;
import org.interviewworkbench.engine.port.Extraction;
import org.interviewworkbench.language.offline.DiscourseAnalyzer.Clause;
import org.interviewworkbench.language.offline.DiscourseAnalyzer.Structure;

/**
 * A typed concept with the clause it came from, the ontology level of its type (-1 when it has none) and the
 * classifier's score for every node type of the ontology (in ontology order; null when unknown).
 */
record TypedConcept(Extraction.Concept concept, Clause clause, int level, double[] scores) {

    /** The same concept with another node type (and that type's level). */
    TypedConcept withType(Ontology ontology, String type) {
        int lvl = ontology.nodeType(type).map(NodeType::level).orElse(-1);
        return new TypedConcept(new Extraction.Concept(concept.text(), type, concept.confidence(),
                concept.sourceQuote()), clause, lvl, scores);
    }

    /**
     * The head concept of a linked clause; a clause without a concept ("..., not dairy. That's why ...") lends the
     * link to the nearest clause of the same sentence in {@code direction} (-1 earlier, +1 later) that has one.
     */
    static TypedConcept head(Structure st, Map<Integer, TypedConcept> heads, Clause clause, int direction) {
        TypedConcept h = heads.get(clause.index());
        for (int i = clause.index() + direction; h == null && i >= 0 && i < st.clauses().size(); i += direction) {
            Clause other = st.clauses().get(i);
            if (other.sentence() != clause.sentence()) {
                break;
            }
            h = heads.get(other.index());
        }
        return h;
    }
}
