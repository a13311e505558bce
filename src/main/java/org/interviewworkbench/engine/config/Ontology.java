package org.interviewworkbench.engine.config;

import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The ontology of a methodology: ordered node types, edge types and extraction guidance.
 *
 * @param nodeTypes             node types in file order (order matters: prompts, {@code L} of max depth)
 * @param edgeTypes             edge types in file order
 * @param extractionGuidelines  bullet points for extraction
 * @param relationshipExamples  named worked examples, in file order
 * @param extractability        what is (not) extractable
 * @param namingConvention      how concepts should be named ({@code ""} when absent)
 */
public record Ontology(List<NodeType> nodeTypes, List<EdgeType> edgeTypes, List<String> extractionGuidelines,
                       Map<String, RelationshipExample> relationshipExamples, ExtractabilityCriteria extractability,
                       String namingConvention) {

    public Ontology {
        nodeTypes = Ordered.copyOf(nodeTypes);
        edgeTypes = Ordered.copyOf(edgeTypes);
        extractionGuidelines = Ordered.copyOf(extractionGuidelines);
        relationshipExamples = Ordered.copyOf(relationshipExamples);
        extractability = extractability == null ? ExtractabilityCriteria.NONE : extractability;
        namingConvention = namingConvention == null ? "" : namingConvention.strip();
    }

    public Optional<NodeType> nodeType(String name) {
        return nodeTypes.stream().filter(t -> t.name().equals(name)).findFirst();
    }

    public Optional<EdgeType> edgeType(String name) {
        return edgeTypes.stream().filter(t -> t.name().equals(name)).findFirst();
    }

    /** Number of node types, the {@code L} that normalises {@code graph.max_depth}. */
    public int levelCount() {
        return nodeTypes.size();
    }

    /** The primary relation: the first edge type that is not {@code revises} (peer-spec 6.2). */
    public Optional<EdgeType> primaryEdgeType() {
        return edgeTypes.stream().filter(t -> !"revises".equals(t.name())).findFirst();
    }

    /** Whether {@code edgeType} may connect {@code sourceType} to {@code targetType}. */
    public boolean permits(String edgeType, String sourceType, String targetType) {
        return edgeType(edgeType).map(t -> t.permits(sourceType, targetType)).orElse(false);
    }
}
