package org.interviewworkbench.language.offline;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.interviewworkbench.engine.config.EdgeType;
import org.interviewworkbench.engine.config.NodeType;
import org.interviewworkbench.engine.config.Ontology;
import org.interviewworkbench.engine.port.EmbeddingPort;
import org.interviewworkbench.engine.port.Extraction;
import org.interviewworkbench.engine.port.ExtractionRequest;
import org.interviewworkbench.language.offline.DiscourseAnalyzer.Clause;
import org.interviewworkbench.language.offline.DiscourseAnalyzer.Kind;
import org.interviewworkbench.language.offline.DiscourseAnalyzer.Link;
import org.interviewworkbench.language.offline.DiscourseAnalyzer.Structure;

/**
 * Extraction stage 5, <b>relations</b>: the relationships an answer states or clearly implies.
 *
 * <p>Takes the request (answer, focus node, earlier labels, methodology), the answer's {@link Structure}, its
 * typed concepts and each clause's head concept; returns the relationships, each at most once per
 * (source, target, type), only where the ontology permits them ({@link EdgeChooser}):
 * <ol type="a">
 *   <li>discourse links: the cause clause's head -&gt; the effect clause's head, edge type by the link's kind
 *       (0.85 with an explicit marker, 0.75 implicit);</li>
 *   <li>the chain along ontology levels: a concept without an outgoing edge -&gt; the nearest concept of the next
 *       higher level in the answer (0.7);</li>
 *   <li>the implicit relation from the focus node to at most two of the answer's entry concepts (not to a concept
 *       the answer only returns to);</li>
 *   <li>{@code revises} from the answer's first concept to the focus (or latest concept) on contradiction cues.</li>
 * </ol>
 */
final class RelationBuilder {

    private final EmbeddingPort embeddings;

    RelationBuilder(EmbeddingPort embeddings) {
        this.embeddings = embeddings;
    }

    List<Extraction.Relationship> relate(ExtractionRequest request, Structure st, List<TypedConcept> typed,
                                                 Map<Integer, TypedConcept> heads) {
        Ontology ontology = request.methodology().ontology();
        Map<String, Extraction.Relationship> edges = new LinkedHashMap<>();
        Map<Integer, List<TypedConcept>> byClause = new LinkedHashMap<>();
        for (TypedConcept t : typed) {
            byClause.computeIfAbsent(t.clause().index(), k -> new ArrayList<>()).add(t);
        }
        // (a) discourse links: cause side -> effect side
        // Not every cause to every effect: each effect from the nearest cause (the last concept of the cause
        // clause), and a cause without any effect yet to the first effect.
        // Each side is the clause's HEAD concept (the candidate closest to the clause's meaning; a clause whose
        // concept was said earlier in the answer points at that earlier mention), so fragments of a clause never
        // take the stated relation.
        for (Link link : st.links()) {
            TypedConcept causeHead = TypedConcept.head(st, heads, link.antecedent(), -1);
            TypedConcept effectHead = TypedConcept.head(st, heads, link.consequent(), +1);
            List<TypedConcept> causes = causeHead == null ? List.of() : List.of(causeHead);
            List<TypedConcept> effects = effectHead == null ? List.of() : List.of(effectHead);
            for (TypedConcept a : causes) {
                for (TypedConcept b : effects) {
                    boolean nearest = a == causes.get(causes.size() - 1);
                    boolean firstForLoneCause = b == effects.get(0) && !hasOutgoing(edges, a.concept().text());
                    if (!nearest && !firstForLoneCause) {
                        continue;
                    }
                    boolean explicit = !"implicit".equals(link.marker());
                    String quote = link.antecedent().index() < link.consequent().index()
                            ? span(st, link.antecedent(), link.consequent())
                            : span(st, link.consequent(), link.antecedent());
                    connect(ontology, a.concept().text(), a.concept().nodeType(), b.concept().text(),
                            b.concept().nodeType(), link.kind(), explicit ? 0.85 : 0.75, quote, edges);
                }
            }
        }
        // (b) chain along ontology levels within the answer: a concept without an outgoing edge links to the
        // NEAREST concept (in answer order, later ones first) of the next higher level present - one edge, no fan-out
        List<TypedConcept> levelled = typed.stream().filter(t -> t.level() >= 0).toList();
        for (int ai = 0; ai < levelled.size(); ai++) {
            TypedConcept a = levelled.get(ai);
            if (hasOutgoing(edges, a.concept().text())) {
                continue;
            }
            int nextLevel = Integer.MAX_VALUE;
            for (TypedConcept b : levelled) {
                if (b.level() > a.level()) {
                    nextLevel = Math.min(nextLevel, b.level());
                }
            }
            if (nextLevel == Integer.MAX_VALUE) {
                continue;
            }
            TypedConcept target = null;
            int bestDistance = Integer.MAX_VALUE;
            for (int bi = 0; bi < levelled.size(); bi++) {
                TypedConcept b = levelled.get(bi);
                if (b.level() != nextLevel) {
                    continue;
                }
                int distance = bi > ai ? bi - ai : (ai - bi) + levelled.size();
                if (distance < bestDistance) {
                    bestDistance = distance;
                    target = b;
                }
            }
            if (target != null && !hasEdgeBetween(edges, a.concept().text(), target.concept().text())) {
                connectForward(ontology, a, target, 0.7, edges);
            }
        }
        // (c) implicit conversational relation from the focus node
        String focus = request.focusLabel();
        String focusType = request.focusNodeType();
        if (focus != null && !focus.isBlank() && focusType != null && ontology.nodeType(focusType).isPresent()) {
            // only to the answer's entry concepts (no incoming edge inside the answer), lowest ladder level first,
            // at most two: the answer's own chain carries the rest
            List<TypedConcept> entries = new ArrayList<>(typed.stream()
                    .filter(t -> !hasIncoming(edges, t.concept().text())).toList());
            int focusLevel = ontology.nodeType(focusType).map(NodeType::level).orElse(0);
            // the next rungs above the focus first, then same-level, then lower concepts
            entries.sort(java.util.Comparator.comparingInt(t -> t.level() < 0 ? Integer.MAX_VALUE
                    : t.level() > focusLevel ? t.level() - focusLevel : 100 + focusLevel - t.level()));
            int linked = 0;
            String answerText = Text.padded(request.answer());
            boolean returning = Text.countAny(answerText, Lexicon.RETURN_FRAMES) > 0
                    || Text.countAny(answerText, Lexicon.DISMISSALS) > 0;
            Set<String> rementions = returning ? rementions(request, entries) : Set.of();
            for (TypedConcept t : entries) {
                Extraction.Concept c = t.concept();
                if (linked >= 2) {
                    break;
                }
                if (c.text().equalsIgnoreCase(focus) || hasEdgeBetween(edges, focus, c.text())) {
                    continue;
                }
                if (rementions.contains(c.text()) && !(focusLevel >= 0 && t.level() > focusLevel)) {
                    // an answer that returns to an earlier point ("going back to what I said, X", "that's not
                    // really the point") and names a concept said before is no answer about the focus, unless the
                    // concept is a rung above it
                    continue;
                }
                linked++;
                Optional<EdgeType> forward = EdgeChooser.bestEdge(ontology, focusType, c.nodeType(), Kind.CAUSAL, true);
                if (forward.isPresent()) {
                    put(edges, new Extraction.Relationship(focus, c.text(), forward.get().name(), 0.7, c.sourceQuote()));
                } else {
                    EdgeChooser.bestEdge(ontology, c.nodeType(), focusType, Kind.CAUSAL, true).ifPresent(e -> put(edges,
                            new Extraction.Relationship(c.text(), focus, e.name(), 0.65, c.sourceQuote())));
                }
            }
        }
        // (d) contradiction cues -> revises (newer -> older)
        if (ontology.edgeType("revises").isPresent() && !typed.isEmpty()) {
            String padded = Text.padded(request.answer());
            if (Text.countAny(padded, Lexicon.REVISION_CUES) > Text.countAny(padded, Lexicon.DISMISSALS)) {
                String target = focus != null && !focus.isBlank() ? focus
                        : request.existingLabels().isEmpty() ? null
                        : request.existingLabels().get(request.existingLabels().size() - 1);
                String targetType = focus != null && !focus.isBlank() ? focusType : null;
                TypedConcept newest = typed.get(0);
                if (target != null && !target.equalsIgnoreCase(newest.concept().text())
                        && (targetType == null || ontology.permits("revises", newest.concept().nodeType(), targetType))) {
                    put(edges, new Extraction.Relationship(newest.concept().text(), target, "revises", 0.6,
                            newest.concept().sourceQuote()));
                }
            }
        }
        return List.copyOf(edges.values());
    }

    /**
     * Labels of {@code candidates} that re-mention a concept already in the interview: equal to an existing label,
     * with cosine &ge; {@link MentionMerger#DUPLICATE_SIMILARITY} to one, or sharing a content word with one at cosine &ge;
     * {@link MentionMerger#FRAGMENT_SIMILARITY} ("creamy body" after "creamy").
     */
    private Set<String> rementions(ExtractionRequest request, List<TypedConcept> candidates) {
        Set<String> out = new HashSet<>();
        List<String> existing = request.existingLabels();
        if (existing.isEmpty() || candidates.isEmpty()) {
            return out;
        }
        List<float[]> ev = embeddings.embedAll(existing);
        for (TypedConcept t : candidates) {
            String label = t.concept().text();
            if (existing.stream().anyMatch(label::equalsIgnoreCase)) {
                out.add(label);
                continue;
            }
            float[] v = embeddings.embed(label);
            for (int k = 0; k < existing.size(); k++) {
                double sim = EmbeddingPort.cosine(v, ev.get(k));
                if (sim >= MentionMerger.DUPLICATE_SIMILARITY
                        || sim >= MentionMerger.FRAGMENT_SIMILARITY && LabelCleaner.sharesContentWord(label, existing.get(k))) {
                    out.add(label);
                    break;
                }
            }
        }
        return out;
    }

    private static String span(Structure st, Clause first, Clause second) {
        if (first.sentence() == second.sentence()) {
            String s = st.sentences().get(first.sentence()).text();
            int a = first.tokens().get(0).start();
            int b = second.tokens().get(second.tokens().size() - 1).end();
            if (a < b && b <= s.length()) {
                return s.substring(a, b);
            }
        }
        return first.text() + " ... " + second.text();
    }

    private static boolean hasOutgoing(Map<String, Extraction.Relationship> edges, String a) {
        return edges.values().stream().anyMatch(r -> r.sourceText().equalsIgnoreCase(a)
                && !"revises".equals(r.relationshipType()));
    }

    private static boolean hasIncoming(Map<String, Extraction.Relationship> edges, String b) {
        return edges.values().stream().anyMatch(r -> r.targetText().equalsIgnoreCase(b)
                && !"revises".equals(r.relationshipType()));
    }

    private static boolean hasEdgeBetween(Map<String, Extraction.Relationship> edges, String a, String b) {
        for (Extraction.Relationship r : edges.values()) {
            if (r.sourceText().equalsIgnoreCase(a) && r.targetText().equalsIgnoreCase(b)
                    || r.sourceText().equalsIgnoreCase(b) && r.targetText().equalsIgnoreCase(a)) {
                return true;
            }
        }
        return false;
    }

    private void connectForward(Ontology ontology, TypedConcept a, TypedConcept b, double confidence,
                                Map<String, Extraction.Relationship> edges) {
        Optional<EdgeType> e = EdgeChooser.bestEdge(ontology, a.concept().nodeType(), b.concept().nodeType(), Kind.CAUSAL, true);
        if (e.isPresent()) {
            String quote = a.clause() == b.clause() ? a.concept().sourceQuote()
                    : a.concept().sourceQuote() + " ... " + b.concept().sourceQuote();
            put(edges, new Extraction.Relationship(a.concept().text(), b.concept().text(), e.get().name(),
                    confidence, quote));
        }
    }

    /**
     * Connects the antecedent to the consequent of a discourse link with the best permitted edge type of the link's
     * kind. Causal: antecedent -> consequent with an edge type whose source brings about its target; when none is
     * permitted, consequent -> antecedent with one whose target explains its source ("attributed_to",
     * "triggered_by": a passive or attribution edge type). Other kinds: whichever direction has the edge type whose
     * name and description have more keywords of the kind (forward on ties): "X, which takes care of the problem that Y" is
     * X -addresses-> Y when the ontology says so, "Y was removed by X" (resolved_by) Y -> X.
     */
    private static void connect(Ontology ontology, String cause, String causeType, String effect, String effectType,
                                Kind kind, double confidence, String quote,
                                Map<String, Extraction.Relationship> edges) {
        if (cause.equalsIgnoreCase(effect)) {
            return;
        }
        boolean named = EdgeChooser.named(kind);
        Optional<EdgeChooser.Scored> forward = EdgeChooser.scoredEdge(ontology, causeType, effectType, kind, true,
                        kind != Kind.CAUSAL)
                .filter(e -> !named || e.keywords() > 0);
        Optional<EdgeChooser.Scored> backward = EdgeChooser.scoredEdge(ontology, effectType, causeType, kind, false, true)
                .filter(e -> !named || e.keywords() > 0);
        boolean useForward = forward.isPresent() && (kind == Kind.CAUSAL || backward.isEmpty()
                || forward.get().keywords() >= backward.get().keywords());
        if (useForward) {
            put(edges, new Extraction.Relationship(cause, effect, forward.get().type().name(), confidence, quote));
            return;
        }
        backward.ifPresent(e -> put(edges, new Extraction.Relationship(effect, cause, e.type().name(),
                confidence - 0.05, quote)));
    }

    private static void put(Map<String, Extraction.Relationship> edges, Extraction.Relationship r) {
        if (r.sourceText().equalsIgnoreCase(r.targetText())) {
            return;
        }
        String key = r.sourceText().toLowerCase(Locale.ROOT) + "\u0000" + r.targetText().toLowerCase(Locale.ROOT)
                + "\u0000" + r.relationshipType();
        edges.putIfAbsent(key, r);
    }
}
