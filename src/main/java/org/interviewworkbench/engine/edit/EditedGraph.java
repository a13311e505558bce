package org.interviewworkbench.engine.edit;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

import org.interviewworkbench.engine.model.CanonicalEdge;
import org.interviewworkbench.engine.model.CanonicalSlot;
import org.interviewworkbench.engine.model.InterviewGraph;
import org.interviewworkbench.engine.model.SurfaceEdge;
import org.interviewworkbench.engine.model.SurfaceNode;

/**
 * The graph an edit list leaves: the edited concepts, relationships and slots (embeddings and mapping similarities
 * kept from the original), removed ids retired, slots left without concepts dropped, and the canonical edges rebuilt
 * from the surface edges between mapped concepts (one per slot pair and type; existing canonical edge ids kept, new
 * ones {@code xc<n>}).
 */
final class EditedGraph {

    private EditedGraph() {
    }

    static InterviewGraph build(InterviewGraph original, Map<String, SurfaceNode> nodes,
                                Map<String, SurfaceEdge> edges, Map<String, String> slotOf,
                                Map<String, CanonicalSlot> slots) {
        InterviewGraph g = new InterviewGraph();
        g.retire(original.retiredIds());
        original.nodes().stream().map(SurfaceNode::id).filter(id -> !nodes.containsKey(id)).forEach(id ->
                g.retire(List.of(id)));
        original.edges().stream().map(SurfaceEdge::id).filter(id -> !edges.containsKey(id)).forEach(id ->
                g.retire(List.of(id)));
        original.slots().stream().map(CanonicalSlot::id).filter(id -> !slots.containsKey(id)).forEach(id ->
                g.retire(List.of(id)));
        for (SurfaceNode n : nodes.values()) {
            g.putNode(n, original.nodeEmbedding(n.id()).orElse(null));
        }
        for (SurfaceEdge e : edges.values()) {
            g.putEdge(e);
        }
        Map<String, List<String>> members = new LinkedHashMap<>();
        for (Map.Entry<String, String> m : slotOf.entrySet()) {
            if (nodes.containsKey(m.getKey())) {
                members.computeIfAbsent(m.getValue(), k -> new ArrayList<>()).add(m.getKey());
            }
        }
        for (CanonicalSlot s : slots.values()) {
            List<String> ids = members.get(s.id());
            if (ids == null) {
                continue; // every concept of the slot was deleted or merged away
            }
            List<String> ordered = new ArrayList<>(s.surfaceNodeIds().stream().filter(ids::contains).toList());
            ids.stream().filter(id -> !ordered.contains(id)).forEach(ordered::add);
            g.putSlot(new CanonicalSlot(s.id(), s.name(), s.description(), s.nodeType(), s.status(),
                    ordered.size(), s.firstSeenTurn(), s.promotedTurn(), ordered),
                    original.slotEmbedding(s.id()).orElse(null));
        }
        for (Map.Entry<String, String> m : slotOf.entrySet()) {
            if (nodes.containsKey(m.getKey()) && g.slot(m.getValue()).isPresent()) {
                g.mapNode(m.getKey(), m.getValue(), original.mappingSimilarity(m.getKey()));
            }
        }
        // canonical edges: one per (slot, slot, type) with surface support, existing ids kept
        Map<String, List<String>> support = new LinkedHashMap<>();
        for (SurfaceEdge e : edges.values()) {
            String a = g.slotOf(e.source()).orElse(null);
            String b = g.slotOf(e.target()).orElse(null);
            if (a != null && b != null && !a.equals(b)) {
                support.computeIfAbsent(a + "\u0000" + b + "\u0000" + e.edgeType(), k -> new ArrayList<>())
                        .add(e.id());
            }
        }
        Map<String, CanonicalEdge> existing = new LinkedHashMap<>();
        original.canonicalEdges().forEach(c -> existing.put(c.sourceSlotId() + "\u0000" + c.targetSlotId()
                + "\u0000" + c.edgeType(), c));
        int next = 1;
        for (Map.Entry<String, List<String>> e : support.entrySet()) {
            String[] k = e.getKey().split("\u0000");
            CanonicalEdge old = existing.get(e.getKey());
            String id;
            if (old != null) {
                id = old.id();
            } else {
                Set<String> taken = original.canonicalEdges().stream().map(CanonicalEdge::id)
                        .collect(Collectors.toSet());
                do {
                    id = "xc" + next++;
                } while (taken.contains(id));
            }
            g.putCanonicalEdge(new CanonicalEdge(id, k[0], k[1], k[2], e.getValue().size(), e.getValue()));
        }
        return g;
    }
}
