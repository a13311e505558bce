package org.interviewworkbench.language.offline;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.interviewworkbench.engine.config.NodeType;
import org.interviewworkbench.engine.config.Ontology;
import org.interviewworkbench.engine.port.EmbeddingPort;
import org.interviewworkbench.engine.port.Extraction;
import org.interviewworkbench.engine.port.ExtractionRequest;

/**
 * Extraction stage 4, <b>typing</b>: gives each kept candidate a node type of the methodology's ontology.
 *
 * <p>Takes the request (methodology, study concept) and the answer's cleaned candidates; embeds all candidate
 * labels and their clauses in one {@link EmbeddingPort#embedAll} call, merges mentions ({@link MentionMerger}),
 * classifies each remaining candidate ({@link TypeClassifier}: prototype embeddings plus {@link LexicalCues}) and
 * returns the {@link Typing}: typed concepts in candidate order with confidence rounded to 2 decimals, and the head
 * concept of each clause. The correction of types by stated links is {@link LinkRetyper}'s.
 */
final class ConceptTyper {

    /** Typed concepts in answer order and the head concept of each clause (clause index -&gt; concept). */
    record Typing(List<TypedConcept> concepts, Map<Integer, TypedConcept> heads) {
    }

    private final TypeClassifier classifier;
    private final EmbeddingPort embeddings;

    ConceptTyper(TypeClassifier classifier, EmbeddingPort embeddings) {
        this.classifier = classifier;
        this.embeddings = embeddings;
    }

    /** Types the candidates (see the class comment); both collections of the result are mutable. */
    Typing type(ExtractionRequest request, Ontology ontology, List<Candidate> candidates) {
        TypeClassifier.Prototypes prototypes = classifier.prototypes(request.methodology());
        List<String> texts = new ArrayList<>(candidates.stream().map(Candidate::label).toList());
        List<Integer> clauseOrder = new ArrayList<>();
        for (Candidate c : candidates) {
            if (!clauseOrder.contains(c.clause().index())) {
                clauseOrder.add(c.clause().index());
                texts.add(c.clause().text());
            }
        }
        List<float[]> all = embeddings.embedAll(texts);
        List<float[]> vectors = all.subList(0, candidates.size());
        Map<Integer, float[]> clauseVectors = new HashMap<>();
        for (int k = 0; k < clauseOrder.size(); k++) {
            clauseVectors.put(clauseOrder.get(k), all.get(candidates.size() + k));
        }
        Map<Integer, Integer> headOf = new HashMap<>();
        boolean[] dropped = MentionMerger.consolidate(candidates, vectors, clauseVectors, headOf);
        java.util.Set<String> names = ontology.nodeType(LexicalCues.ELEMENT_TYPE).isPresent()
                ? LexicalCues.optionNames(request) : java.util.Set.of();
        List<TypedConcept> typed = new ArrayList<>();
        Map<Integer, TypedConcept> byIndex = new HashMap<>();
        for (int i = 0; i < candidates.size(); i++) {
            if (dropped[i]) {
                continue;
            }
            Candidate c = candidates.get(i);
            TypeClassifier.Result r = classifier.classify(prototypes, vectors.get(i),
                    clauseVectors.get(c.clause().index()),
                    LexicalCues.optionCues(c, names, request.concept()));
            Integer lvl = ontology.nodeType(r.type()).map(NodeType::level).orElse(null);
            int level = lvl == null ? -1 : lvl;
            double confidence = Math.round(r.confidence() * 100) / 100.0;
            TypedConcept t = new TypedConcept(new Extraction.Concept(c.label(), r.type(), confidence, c.quote()),
                    c.clause(), level, r.scores());
            typed.add(t);
            byIndex.put(i, t);
        }
        Map<Integer, TypedConcept> heads = new HashMap<>();
        headOf.forEach((clause, idx) -> {
            if (byIndex.containsKey(idx)) {
                heads.put(clause, byIndex.get(idx));
            }
        });
        return new Typing(typed, heads);
    }
}
