package org.interviewworkbench.engine.model;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The surface and canonical graph of one session, held in memory during a turn.
 *
 * <p>Iteration order is insertion order everywhere (ties are broken by it). Every write marks the entity
 * dirty so the persistence adapter can commit exactly what a turn changed in one transaction. Not
 * thread-safe: a turn runs on one thread.
 */
public final class InterviewGraph {

    private final Map<String, SurfaceNode> nodes = new LinkedHashMap<>();
    private final Map<String, float[]> nodeEmbeddings = new LinkedHashMap<>();
    private final Map<String, SurfaceEdge> edges = new LinkedHashMap<>();
    private final Map<String, String> edgeByKey = new LinkedHashMap<>();
    private final Map<String, CanonicalSlot> slots = new LinkedHashMap<>();
    private final Map<String, float[]> slotEmbeddings = new LinkedHashMap<>();
    private final Map<String, String> slotOfNode = new LinkedHashMap<>();
    private final Map<String, Double> mappingSimilarity = new LinkedHashMap<>();
    private final Map<String, CanonicalEdge> canonicalEdges = new LinkedHashMap<>();
    private final Map<String, String> canonicalEdgeByKey = new LinkedHashMap<>();

    private final Set<String> retired = new LinkedHashSet<>();
    private final Set<String> dirtyNodes = new LinkedHashSet<>();
    private final Set<String> dirtyEdges = new LinkedHashSet<>();
    private final Set<String> dirtySlots = new LinkedHashSet<>();
    private final Set<String> dirtyMappings = new LinkedHashSet<>();
    private final Set<String> dirtyCanonicalEdges = new LinkedHashSet<>();

    // ---- surface nodes ---------------------------------------------------------------------------------

    public Collection<SurfaceNode> nodes() {
        return Collections.unmodifiableCollection(nodes.values());
    }

    public Optional<SurfaceNode> node(String id) {
        return Optional.ofNullable(nodes.get(id));
    }

    public int nodeCount() {
        return nodes.size();
    }

    /** Adds or replaces a node (and its embedding, when given). */
    public void putNode(SurfaceNode node, float[] embedding) {
        nodes.put(node.id(), node);
        if (embedding != null) {
            nodeEmbeddings.put(node.id(), embedding);
        }
        dirtyNodes.add(node.id());
    }

    public Optional<float[]> nodeEmbedding(String id) {
        return Optional.ofNullable(nodeEmbeddings.get(id));
    }

    // ---- surface edges ---------------------------------------------------------------------------------

    public Collection<SurfaceEdge> edges() {
        return Collections.unmodifiableCollection(edges.values());
    }

    public Optional<SurfaceEdge> edge(String id) {
        return Optional.ofNullable(edges.get(id));
    }

    public int edgeCount() {
        return edges.size();
    }

    /** The edge with this (source, target, type), if any. */
    public Optional<SurfaceEdge> edge(String source, String target, String edgeType) {
        return Optional.ofNullable(edgeByKey.get(key(source, target, edgeType))).map(edges::get);
    }

    public void putEdge(SurfaceEdge edge) {
        edges.put(edge.id(), edge);
        edgeByKey.put(key(edge.source(), edge.target(), edge.edgeType()), edge.id());
        dirtyEdges.add(edge.id());
    }

    /** Outgoing edges of a node, in insertion order. */
    public List<SurfaceEdge> outgoing(String nodeId) {
        List<SurfaceEdge> out = new ArrayList<>();
        for (SurfaceEdge e : edges.values()) {
            if (e.source().equals(nodeId)) {
                out.add(e);
            }
        }
        return out;
    }

    /** Ids of nodes adjacent to {@code nodeId} in either direction. */
    public Set<String> neighbours(String nodeId) {
        Set<String> result = new LinkedHashSet<>();
        for (SurfaceEdge e : edges.values()) {
            if (e.source().equals(nodeId)) {
                result.add(e.target());
            } else if (e.target().equals(nodeId)) {
                result.add(e.source());
            }
        }
        return result;
    }

    // ---- canonical slots -------------------------------------------------------------------------------

    public Collection<CanonicalSlot> slots() {
        return Collections.unmodifiableCollection(slots.values());
    }

    public Optional<CanonicalSlot> slot(String id) {
        return Optional.ofNullable(slots.get(id));
    }

    public void putSlot(CanonicalSlot slot, float[] embedding) {
        slots.put(slot.id(), slot);
        if (embedding != null) {
            slotEmbeddings.put(slot.id(), embedding);
        }
        dirtySlots.add(slot.id());
    }

    public Optional<float[]> slotEmbedding(String id) {
        return Optional.ofNullable(slotEmbeddings.get(id));
    }

    /** The slot a surface node maps to, if any. */
    public Optional<String> slotOf(String nodeId) {
        return Optional.ofNullable(slotOfNode.get(nodeId));
    }

    public double mappingSimilarity(String nodeId) {
        return mappingSimilarity.getOrDefault(nodeId, 0.0);
    }

    /** Unmodifiable view of the surface-node to slot mapping. */
    public Map<String, String> slotMapping() {
        return Collections.unmodifiableMap(slotOfNode);
    }

    public void mapNode(String nodeId, String slotId, double similarity) {
        slotOfNode.put(nodeId, slotId);
        mappingSimilarity.put(nodeId, similarity);
        dirtyMappings.add(nodeId);
    }

    public Collection<CanonicalEdge> canonicalEdges() {
        return Collections.unmodifiableCollection(canonicalEdges.values());
    }

    public Optional<CanonicalEdge> canonicalEdge(String sourceSlot, String targetSlot, String edgeType) {
        return Optional.ofNullable(canonicalEdgeByKey.get(key(sourceSlot, targetSlot, edgeType)))
                .map(canonicalEdges::get);
    }

    public void putCanonicalEdge(CanonicalEdge edge) {
        canonicalEdges.put(edge.id(), edge);
        canonicalEdgeByKey.put(key(edge.sourceSlotId(), edge.targetSlotId(), edge.edgeType()), edge.id());
        dirtyCanonicalEdges.add(edge.id());
    }

    // ---- fresh ids -------------------------------------------------------------------------------------------

    /**
     * A node id not in use: {@code n<count+1>}, or the next free number above it. Without researcher deletions this
     * is exactly {@code n<count+1>} (same seed, same ids); after a deletion it never reuses a live id.
     */
    public String freshNodeId() {
        return fresh("n", nodes.size(), nodes.keySet());
    }

    /** An edge id not in use ({@code e<count+1>} or the next free one). */
    public String freshEdgeId() {
        return fresh("e", edges.size(), edges.keySet());
    }

    /** A slot id not in use ({@code s<count+1>} or the next free one). */
    public String freshSlotId() {
        return fresh("s", slots.size(), slots.keySet());
    }

    /** A canonical edge id not in use ({@code c<count+1>} or the next free one). */
    public String freshCanonicalEdgeId() {
        return fresh("c", canonicalEdges.size(), canonicalEdges.keySet());
    }

    private String fresh(String prefix, int count, java.util.Set<String> used) {
        int k = count + 1;
        while (used.contains(prefix + k) || retired.contains(prefix + k)) {
            k++;
        }
        return prefix + k;
    }

    /**
     * Marks ids the researcher deleted or merged away: they are never given to a new concept or relationship, so
     * the edit log and every later turn keep meaning one thing by one id.
     */
    public void retire(java.util.Collection<String> ids) {
        retired.addAll(ids);
    }

    /** Ids that are never reused (see {@link #retire}). */
    public Set<String> retiredIds() {
        return Collections.unmodifiableSet(retired);
    }

    // ---- change tracking -------------------------------------------------------------------------------

    /** What changed since the last {@link #clearChanges()}, for the persistence adapter. */
    public GraphChanges changes() {
        return new GraphChanges(
                dirtyNodes.stream().map(nodes::get).toList(),
                dirtyEdges.stream().map(edges::get).toList(),
                dirtySlots.stream().map(slots::get).toList(),
                new ArrayList<>(dirtyMappings),
                dirtyCanonicalEdges.stream().map(canonicalEdges::get).toList());
    }

    public void clearChanges() {
        dirtyNodes.clear();
        dirtyEdges.clear();
        dirtySlots.clear();
        dirtyMappings.clear();
        dirtyCanonicalEdges.clear();
    }

    /** A deep copy (records are immutable; vectors are shared, never mutated). */
    public InterviewGraph copy() {
        InterviewGraph copy = new InterviewGraph();
        copy.nodes.putAll(nodes);
        copy.nodeEmbeddings.putAll(nodeEmbeddings);
        copy.edges.putAll(edges);
        copy.edgeByKey.putAll(edgeByKey);
        copy.slots.putAll(slots);
        copy.slotEmbeddings.putAll(slotEmbeddings);
        copy.slotOfNode.putAll(slotOfNode);
        copy.mappingSimilarity.putAll(mappingSimilarity);
        copy.canonicalEdges.putAll(canonicalEdges);
        copy.canonicalEdgeByKey.putAll(canonicalEdgeByKey);
        copy.retired.addAll(retired);
        return copy;
    }

    private static String key(String source, String target, String type) {
        return source + '\u0000' + target + '\u0000' + type;
    }

    /**
     * The entities a turn created or changed.
     *
     * @param nodes          surface nodes written
     * @param edges          surface edges written
     * @param slots          canonical slots written
     * @param mappedNodeIds  surface nodes whose slot mapping was written
     * @param canonicalEdges canonical edges written
     */
    public record GraphChanges(List<SurfaceNode> nodes, List<SurfaceEdge> edges, List<CanonicalSlot> slots,
                               List<String> mappedNodeIds, List<CanonicalEdge> canonicalEdges) {
        public boolean isEmpty() {
            return nodes.isEmpty() && edges.isEmpty() && slots.isEmpty() && mappedNodeIds.isEmpty()
                    && canonicalEdges.isEmpty();
        }
    }
}
