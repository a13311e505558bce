package org.interviewworkbench.engine.pipeline;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.interviewworkbench.engine.config.NodeType;
import org.interviewworkbench.engine.config.Ontology;
import org.interviewworkbench.engine.coverage.ElementMapper;
import org.interviewworkbench.engine.coverage.ElementMention;
import org.interviewworkbench.engine.coverage.ReactionClassifier;
import org.interviewworkbench.engine.model.Concept;
import org.interviewworkbench.engine.model.InterviewGraph;
import org.interviewworkbench.engine.model.SurfaceEdge;
import org.interviewworkbench.engine.model.SurfaceNode;
import org.interviewworkbench.engine.pipeline.TurnResult.RejectedItem;
import org.interviewworkbench.engine.port.EmbeddingPort;
import org.interviewworkbench.engine.port.Extraction;
import org.interviewworkbench.engine.tracker.NodeStateTracker;

/**
 * Stage 5: applies an extraction to the surface graph and the tracker.
 *
 * <p>Concepts: the node type must be in the ontology. Deduplication against existing nodes of the same type:
 * (1) exact label, case-insensitive; (2) token Jaccard on content lemmas {@code >=}
 * {@link TextSimilarity#NODE_JACCARD_THRESHOLD}; (3) embedding cosine {@code >=}
 * {@link #SURFACE_SIMILARITY_THRESHOLD}. A match adds provenance (utterance id, verbatim quote) to the existing
 * node: a re-mention, not new yield (the peer counts re-mentions as yield; we don't).
 *
 * <p>Relationships: endpoints resolve by lowercased text to this turn's concepts first, then to every existing
 * node label (cross-turn edges, seed 001 path 13). An edge is rejected (and reported, never silently dropped)
 * when its type is unknown, an endpoint is missing, it would be a self-loop, or the ontology does not permit
 * its (source type, target type) (seed 004 Tier 3). Re-asserting an existing edge adds provenance only.
 *
 * <p>Stimulus elements (concept testing, only when the concept lists elements): every concept of the extraction is
 * mapped to elements by {@link ElementMapper} (extraction's linked elements, else aliases, else embedding
 * similarity) and the node gains those links; the reaction is extraction's when given, else
 * {@link ReactionClassifier} on the concept's source quote, then on the
 * answer sentence that contains it. Each linked concept becomes an {@link ElementMention}
 * for the coverage tracker.
 *
 * <p>Tracker: new nodes are registered; new edges update edge counts and connections; when the turn created
 * at least one node or edge, the previous focus gets yield credit.
 */
public final class GraphUpdateStage {

    /** Cosine similarity at or above which two same-type concepts are merged (seed 001 path 12). */
    public static final double SURFACE_SIMILARITY_THRESHOLD = 0.80;

    private final EmbeddingPort embeddings;
    private final TextSimilarity similarity;
    private final ElementMapper elementMapper;
    private final ReactionClassifier reactions = new ReactionClassifier();

    public GraphUpdateStage(EmbeddingPort embeddings, TextSimilarity similarity) {
        this.embeddings = embeddings;
        this.similarity = similarity;
        this.elementMapper = new ElementMapper(embeddings);
    }

    /**
     * @param nodesAdded     ids of nodes created this turn
     * @param nodesMentioned ids of existing nodes mentioned again
     * @param edgesAdded     ids of edges created this turn
     * @param edgesMentioned ids of existing edges asserted again
     * @param rejected       items validation dropped, with reasons
     * @param extraction     the extraction applied
     * @param elementMentions concepts linked to stimulus elements, with reactions (empty without elements)
     */
    public record Output(List<String> nodesAdded, List<String> nodesMentioned, List<String> edgesAdded,
                         List<String> edgesMentioned, List<RejectedItem> rejected, Extraction extraction,
                         List<ElementMention> elementMentions) {
        public Output {
            elementMentions = elementMentions == null ? List.of() : List.copyOf(elementMentions);
        }

        public Output(List<String> nodesAdded, List<String> nodesMentioned, List<String> edgesAdded,
                      List<String> edgesMentioned, List<RejectedItem> rejected, Extraction extraction) {
            this(nodesAdded, nodesMentioned, edgesAdded, edgesMentioned, rejected, extraction, List.of());
        }

        public boolean yielded() {
            return !nodesAdded.isEmpty() || !edgesAdded.isEmpty();
        }
    }

    public Output apply(TurnWorkspace ws, UtteranceSavingStage.Output saved, Extraction extraction) {
        InterviewGraph graph = ws.graph();
        Ontology ontology = ws.methodology().ontology();
        NodeStateTracker tracker = ws.tracker();
        int turn = ws.turnNumber();
        String utteranceId = saved.utterance().id();

        Set<String> added = new LinkedHashSet<>();
        Set<String> mentioned = new LinkedHashSet<>();
        List<RejectedItem> rejected = new ArrayList<>();
        Map<String, String> byText = new LinkedHashMap<>();
        Concept concept = ws.concept();
        boolean elements = concept != null && concept.hasElements();
        List<ElementMention> elementMentions = new ArrayList<>();

        List<Extraction.Concept> concepts = extraction.concepts();
        List<float[]> vectors = embeddings.embedAll(concepts.stream().map(Extraction.Concept::text).toList());
        for (int i = 0; i < concepts.size(); i++) {
            Extraction.Concept c = concepts.get(i);
            String text = c.text() == null ? "" : c.text().strip();
            if (text.isEmpty()) {
                rejected.add(new RejectedItem("concept", "", "empty concept text"));
                continue;
            }
            Optional<NodeType> type = ontology.nodeType(c.nodeType());
            if (type.isEmpty()) {
                rejected.add(new RejectedItem("concept", text, "unknown node type '" + c.nodeType() + "'"));
                continue;
            }
            float[] vector = vectors.get(i);
            Optional<SurfaceNode> match = findExisting(graph, text, c.nodeType(), vector);
            SurfaceNode node;
            if (match.isPresent()) {
                node = match.get().withMention(utteranceId, c.sourceQuote());
                if (!added.contains(node.id())) {
                    mentioned.add(node.id());
                }
                graph.putNode(node.withLinkedElements(c.linkedElements()), null);
            } else {
                String id = graph.freshNodeId();
                double confidence = Math.max(0.0, Math.min(1.0, c.confidence()));
                node = new SurfaceNode(id, text, c.nodeType(), confidence, turn, List.of(utteranceId),
                        c.sourceQuote().isBlank() ? List.of() : List.of(c.sourceQuote()), c.linkedElements());
                graph.putNode(node, vector);
                NodeType t = type.get();
                tracker.register(id, text, t.name(), turn, 0, t.terminal(), t.level() == null ? 0 : t.level());
                added.add(id);
            }
            if (elements) {
                SurfaceNode current = graph.node(node.id()).orElse(node);
                List<String> links = elementMapper.map(concept, text, c.sourceQuote(), c.linkedElements(), vector);
                if (!links.isEmpty()) {
                    boolean relinked = !current.linkedElements().containsAll(links);
                    if (relinked) {
                        graph.putNode(current.withLinkedElements(links), null);
                    }
                    String reaction = ReactionClassifier.normalise(c.reaction());
                    if (reaction == null) {
                        reaction = reactions.classify(c.sourceQuote().isBlank() ? text : c.sourceQuote());
                    }
                    if (reaction == null) {
                        reaction = reactions.classify(ReactionClassifier.sentenceOf(saved.utterance().text(),
                                c.sourceQuote().isBlank() ? text : c.sourceQuote()));
                    }
                    // a new node has no edges yet: its edges of this turn enter the index as added edges
                    elementMentions.add(new ElementMention(node.id(), links, reaction,
                            relinked && !added.contains(node.id())));
                }
            }
            byText.put(text.toLowerCase(Locale.ROOT), node.id());
        }
        for (SurfaceNode n : graph.nodes()) {
            byText.putIfAbsent(n.label().toLowerCase(Locale.ROOT), n.id());
        }

        Set<String> edgesAdded = new LinkedHashSet<>();
        Set<String> edgesMentioned = new LinkedHashSet<>();
        for (Extraction.Relationship r : extraction.relationships()) {
            String desc = r.sourceText() + " -" + r.relationshipType() + "-> " + r.targetText();
            if (ontology.edgeType(r.relationshipType()).isEmpty()) {
                rejected.add(new RejectedItem("relationship", desc,
                        "unknown relationship type '" + r.relationshipType() + "'"));
                continue;
            }
            String sourceId = r.sourceText() == null ? null : byText.get(r.sourceText().strip().toLowerCase(Locale.ROOT));
            String targetId = r.targetText() == null ? null : byText.get(r.targetText().strip().toLowerCase(Locale.ROOT));
            if (sourceId == null || targetId == null) {
                rejected.add(new RejectedItem("relationship", desc, "endpoint is not a known concept"));
                continue;
            }
            if (sourceId.equals(targetId)) {
                rejected.add(new RejectedItem("relationship", desc, "self-loop"));
                continue;
            }
            SurfaceNode source = graph.node(sourceId).orElseThrow();
            SurfaceNode target = graph.node(targetId).orElseThrow();
            if (!ontology.permits(r.relationshipType(), source.nodeType(), target.nodeType())) {
                rejected.add(new RejectedItem("relationship", desc, "not permitted: " + source.nodeType() + " -"
                        + r.relationshipType() + "-> " + target.nodeType()));
                continue;
            }
            Optional<SurfaceEdge> existing = graph.edge(sourceId, targetId, r.relationshipType());
            if (existing.isPresent()) {
                graph.putEdge(existing.get().withMention(utteranceId, r.sourceQuote()));
                if (!edgesAdded.contains(existing.get().id())) {
                    edgesMentioned.add(existing.get().id());
                }
                continue;
            }
            String id = graph.freshEdgeId();
            double confidence = Math.max(0.0, Math.min(1.0, r.confidence()));
            graph.putEdge(new SurfaceEdge(id, sourceId, targetId, r.relationshipType(), confidence, turn,
                    List.of(utteranceId), r.sourceQuote().isBlank() ? List.of() : List.of(r.sourceQuote())));
            tracker.updateEdgeCounts(sourceId, 1, 0);
            tracker.updateEdgeCounts(targetId, 0, 1);
            tracker.recordConnection(sourceId, targetId);
            tracker.recordConnection(targetId, sourceId);
            edgesAdded.add(id);
        }

        String previousFocus = tracker.previousFocus();
        if (previousFocus != null && (!added.isEmpty() || !edgesAdded.isEmpty())) {
            tracker.recordYield(previousFocus, turn, added.size(), edgesAdded.size(), 0);
        }
        return new Output(List.copyOf(added), List.copyOf(mentioned), List.copyOf(edgesAdded),
                List.copyOf(edgesMentioned), rejected, extraction, elementMentions);
    }

    private Optional<SurfaceNode> findExisting(InterviewGraph graph, String text, String nodeType, float[] vector) {
        String lower = text.toLowerCase(Locale.ROOT);
        List<SurfaceNode> sameType = new ArrayList<>();
        for (SurfaceNode n : graph.nodes()) {
            if (n.nodeType().equals(nodeType)) {
                if (n.label().toLowerCase(Locale.ROOT).equals(lower)) {
                    return Optional.of(n);
                }
                sameType.add(n);
            }
        }
        Set<String> lemmas = similarity.labelLemmas(text);
        for (SurfaceNode n : sameType) {
            if (TextSimilarity.jaccard(lemmas, similarity.labelLemmas(n.label())) >= TextSimilarity.NODE_JACCARD_THRESHOLD) {
                return Optional.of(n);
            }
        }
        SurfaceNode best = null;
        double bestScore = SURFACE_SIMILARITY_THRESHOLD;
        for (SurfaceNode n : sameType) {
            Optional<float[]> other = graph.nodeEmbedding(n.id());
            if (other.isPresent()) {
                double cos = EmbeddingPort.cosine(vector, other.get());
                if (cos >= bestScore) {
                    bestScore = cos;
                    best = n;
                }
            }
        }
        return Optional.ofNullable(best);
    }
}
