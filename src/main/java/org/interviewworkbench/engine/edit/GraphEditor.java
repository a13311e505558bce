package org.interviewworkbench.engine.edit;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

import org.interviewworkbench.engine.config.EdgeType;
import org.interviewworkbench.engine.config.NodeType;
import org.interviewworkbench.engine.config.Ontology;
import org.interviewworkbench.engine.config.TypePair;
import org.interviewworkbench.engine.model.CanonicalSlot;
import org.interviewworkbench.engine.model.InterviewGraph;
import org.interviewworkbench.engine.model.Polarity;
import org.interviewworkbench.engine.model.SurfaceEdge;
import org.interviewworkbench.engine.model.SurfaceNode;
import org.interviewworkbench.engine.tracker.NodeState;
import org.interviewworkbench.engine.tracker.TrackerState;

/**
 * Applies researcher edits to a copy of a session's graph and tracker, all or nothing.
 *
 * <p>Every edit is checked against the graph as the earlier edits of the same list left it; a bad edit is reported as
 * {@code edit <index>: <message>} and the rest are still checked (so one run names every bad edit), and then nothing
 * is applied. Rules:
 * <ul>
 *   <li><b>merge</b>: same node type only; the first id survives with the given label (its own when none), the
 *       others' quotes and source utterances (distinct, survivor's first), and their edges re-pointed to it;
 *       self-loops and duplicate (source, target, type) edges that result are dropped. Tracker: focus, yield and
 *       strategy counts add up, last focus/yield turns take the latest, response depths are concatenated, the earliest
 *       creation turn is kept. A merged node's canonical mapping goes; the survivor keeps its own.</li>
 *   <li><b>split</b>: the node keeps its id, edges, tracker state and the first part's label; quotes not named by a
 *       later part stay with it; each later part becomes a new concept ({@code <id>s<k>}) of the same type with its
 *       quotes, no edges and a fresh tracker state.</li>
 *   <li><b>delete_node</b>: the node, its edges, its tracker state and its canonical mapping go.</li>
 *   <li><b>add_edge</b>, <b>reverse_edge</b>, <b>retype_edge</b>: the ontology must permit the edge type between
 *       the two node types (the message lists the permitted pairs); no self-loops, no duplicates. New edges get ids
 *       {@code x<n>}. <b>retype</b> of a node is refused when one of its edges would no longer be permitted.</li>
 *   <li><b>set_polarity</b>: positive, negative, neutral or unknown ({@link Polarity}); a merge keeps the survivor's
 *       polarity (the first coded one of the others when the survivor's is unknown), a split gives every part the
 *       node's polarity.</li>
 *   <li><b>rename_slot</b>, <b>merge_slots</b>, <b>split_slot</b>: the canonical graph ({@link SlotEdits}).</li>
 * </ul>
 * Afterwards every node's edge counts and connections are recomputed from the graph, canonical edges are rebuilt from
 * the surface edges between mapped concepts (existing canonical edge ids kept), slots left without concepts go, and
 * a pending focus that was merged away follows the survivor; one that was deleted is cleared.
 */
public final class GraphEditor {

    private final Ontology ontology;

    public GraphEditor(Ontology ontology) {
        this.ontology = ontology;
    }

    /** Applies {@code edits} to copies of {@code graph} and {@code tracker}. */
    public EditOutcome apply(InterviewGraph graph, TrackerState tracker, String pendingFocusId,
                             List<GraphEdit> edits) {
        Work w = new Work(graph, tracker, pendingFocusId);
        List<String> problems = new ArrayList<>();
        for (int i = 0; i < edits.size(); i++) {
            GraphEdit edit = edits.get(i);
            try {
                if (edit == null) {
                    throw new IllegalArgumentException("empty edit");
                }
                Work trial = w.copy();
                trial.apply(edit);
                w = trial;
            } catch (IllegalArgumentException e) {
                problems.add("edit " + (i + 1) + ": " + e.getMessage());
            }
        }
        if (!problems.isEmpty()) {
            return new EditOutcome(problems, null, null, null, false);
        }
        w.finish();
        boolean gone = pendingFocusId != null && w.pendingFocus == null;
        return new EditOutcome(List.of(), w.toGraph(graph), new TrackerState(TrackerState.SCHEMA_VERSION,
                w.previousFocus, w.states), w.pendingFocus, gone);
    }

    /** The mutable working copy an edit list is applied to. */
    private final class Work {
        final LinkedHashMap<String, SurfaceNode> nodes;
        final LinkedHashMap<String, SurfaceEdge> edges;
        final LinkedHashMap<String, String> slotOf;
        final LinkedHashMap<String, CanonicalSlot> slots;
        final LinkedHashMap<String, NodeState> states;
        String previousFocus;
        String pendingFocus;
        int nextEdge;

        Work(InterviewGraph g, TrackerState t, String pending) {
            nodes = new LinkedHashMap<>();
            g.nodes().forEach(n -> nodes.put(n.id(), n));
            edges = new LinkedHashMap<>();
            g.edges().forEach(e -> edges.put(e.id(), e));
            slotOf = new LinkedHashMap<>(g.slotMapping());
            slots = new LinkedHashMap<>();
            g.slots().forEach(sl -> slots.put(sl.id(), sl));
            states = new LinkedHashMap<>(t == null ? Map.of() : t.states());
            previousFocus = t == null ? null : t.previousFocus();
            pendingFocus = pending;
            nextEdge = 1;
            while (edges.containsKey("x" + nextEdge)) {
                nextEdge++;
            }
        }

        private Work(Work o) {
            nodes = new LinkedHashMap<>(o.nodes);
            edges = new LinkedHashMap<>(o.edges);
            slotOf = new LinkedHashMap<>(o.slotOf);
            slots = new LinkedHashMap<>(o.slots);
            states = new LinkedHashMap<>(o.states);
            previousFocus = o.previousFocus;
            pendingFocus = o.pendingFocus;
            nextEdge = o.nextEdge;
        }

        Work copy() {
            return new Work(this);
        }

        SurfaceNode node(String id) {
            if (id == null || id.isBlank()) {
                throw new IllegalArgumentException("no node id given");
            }
            SurfaceNode n = nodes.get(id);
            if (n == null) {
                throw new IllegalArgumentException("unknown node " + id);
            }
            return n;
        }

        SurfaceEdge edge(String id) {
            if (id == null || id.isBlank()) {
                throw new IllegalArgumentException("no edge id given");
            }
            SurfaceEdge e = edges.get(id);
            if (e == null) {
                throw new IllegalArgumentException("unknown edge " + id);
            }
            return e;
        }

        void apply(GraphEdit edit) {
            if (edit instanceof GraphEdit.Rename r) {
                rename(r);
            } else if (edit instanceof GraphEdit.Retype r) {
                retype(r);
            } else if (edit instanceof GraphEdit.Merge m) {
                merge(m);
            } else if (edit instanceof GraphEdit.Split sp) {
                split(sp);
            } else if (edit instanceof GraphEdit.DeleteNode d) {
                deleteNode(node(d.node()).id());
            } else if (edit instanceof GraphEdit.AddEdge a) {
                addEdge(a);
            } else if (edit instanceof GraphEdit.DeleteEdge d) {
                edges.remove(edge(d.edge()).id());
            } else if (edit instanceof GraphEdit.ReverseEdge r) {
                reverse(r);
            } else if (edit instanceof GraphEdit.RetypeEdge r) {
                retypeEdge(r);
            } else if (edit instanceof GraphEdit.AttachQuote a) {
                SurfaceNode n = node(a.node());
                nodes.put(n.id(), QuoteAttachment.attach(n, a.quote(), a.turn()));
            } else if (edit instanceof GraphEdit.SetPolarity p) {
                SurfaceNode n = node(p.node());
                if (p.polarity() == null || p.polarity().isBlank()) {
                    throw new IllegalArgumentException("no polarity given");
                }
                nodes.put(n.id(), n.withPolarity(Polarity.of(p.polarity())));
            } else if (edit instanceof GraphEdit.RenameSlot r) {
                SlotEdits.rename(slots, r);
            } else if (edit instanceof GraphEdit.MergeSlots m) {
                SlotEdits.merge(slots, slotOf, m);
            } else if (edit instanceof GraphEdit.SplitSlot sp) {
                SlotEdits.split(slots, slotOf, sp);
            }
        }

        void rename(GraphEdit.Rename r) {
            SurfaceNode n = node(r.node());
            String label = label(r.label());
            nodes.put(n.id(), withLabel(n, label));
            NodeState s = states.get(n.id());
            if (s != null) {
                states.put(n.id(), NodeStates.copy(s, s.nodeId(), label, s.nodeType(), s.level(), s.isTerminal()));
            }
        }

        void retype(GraphEdit.Retype r) {
            SurfaceNode n = node(r.node());
            NodeType type = nodeType(r.nodeType());
            for (SurfaceEdge e : edges.values()) {
                if (e.source().equals(n.id()) || e.target().equals(n.id())) {
                    String s = e.source().equals(n.id()) ? type.name() : nodes.get(e.source()).nodeType();
                    String t = e.target().equals(n.id()) ? type.name() : nodes.get(e.target()).nodeType();
                    if (!ontology.permits(e.edgeType(), s, t)) {
                        throw new IllegalArgumentException("cannot make " + n.id() + " a " + type.name() + ": its "
                                + e.edgeType() + " edge " + e.id() + " would connect " + s + " -> " + t
                                + ", which the methodology does not permit (delete or retype the edge first)");
                    }
                }
            }
            nodes.put(n.id(), new SurfaceNode(n.id(), n.label(), type.name(), n.confidence(), n.createdTurn(),
                    n.sourceUtteranceIds(), n.sourceQuotes(), n.linkedElements(), n.polarity()));
            NodeState s = states.get(n.id());
            if (s != null) {
                states.put(n.id(), NodeStates.copy(s, s.nodeId(), s.label(), type.name(),
                        type.level() == null ? 0 : type.level(), type.terminal()));
            }
        }

        void merge(GraphEdit.Merge m) {
            if (m.nodes().size() < 2) {
                throw new IllegalArgumentException("merge needs at least two nodes");
            }
            if (new LinkedHashSet<>(m.nodes()).size() != m.nodes().size()) {
                throw new IllegalArgumentException("merge names a node twice");
            }
            SurfaceNode first = node(m.nodes().get(0));
            List<SurfaceNode> others = new ArrayList<>();
            for (String id : m.nodes().subList(1, m.nodes().size())) {
                SurfaceNode o = node(id);
                if (!o.nodeType().equals(first.nodeType())) {
                    throw new IllegalArgumentException("cannot merge " + first.id() + " (" + first.nodeType()
                            + ") with " + o.id() + " (" + o.nodeType() + "): merge concepts of one type (retype "
                            + "one first)");
                }
                others.add(o);
            }
            String label = m.newLabel() == null || m.newLabel().isBlank() ? first.label() : label(m.newLabel());
            LinkedHashSet<String> utterances = new LinkedHashSet<>(first.sourceUtteranceIds());
            LinkedHashSet<String> quotes = new LinkedHashSet<>(first.sourceQuotes());
            LinkedHashSet<String> elements = new LinkedHashSet<>(first.linkedElements());
            int createdTurn = first.createdTurn();
            double confidence = first.confidence();
            Set<String> merged = new LinkedHashSet<>();
            Polarity polarity = first.polarity();
            for (SurfaceNode o : others) {
                polarity = polarity == Polarity.UNKNOWN ? o.polarity() : polarity;
                utterances.addAll(o.sourceUtteranceIds());
                quotes.addAll(o.sourceQuotes());
                elements.addAll(o.linkedElements());
                createdTurn = Math.min(createdTurn, o.createdTurn());
                confidence = Math.max(confidence, o.confidence());
                merged.add(o.id());
            }
            nodes.put(first.id(), new SurfaceNode(first.id(), label, first.nodeType(), confidence, createdTurn,
                    List.copyOf(utterances), List.copyOf(quotes), List.copyOf(elements), polarity));
            // edges: re-point, then drop self-loops and duplicates (first kept)
            Map<String, SurfaceEdge> repointed = new LinkedHashMap<>();
            Set<String> keys = new LinkedHashSet<>();
            for (SurfaceEdge e : edges.values()) {
                String s = merged.contains(e.source()) ? first.id() : e.source();
                String t = merged.contains(e.target()) ? first.id() : e.target();
                if (s.equals(t) || !keys.add(s + "\u0000" + t + "\u0000" + e.edgeType())) {
                    continue;
                }
                repointed.put(e.id(), new SurfaceEdge(e.id(), s, t, e.edgeType(), e.confidence(), e.createdTurn(),
                        e.sourceUtteranceIds(), e.sourceQuotes()));
            }
            edges.clear();
            edges.putAll(repointed);
            NodeState survivor = states.get(first.id());
            for (String id : merged) {
                NodeState other = states.remove(id);
                if (survivor != null && other != null) {
                    survivor = NodeStates.combine(survivor, other);
                } else if (survivor == null && other != null) {
                    survivor = NodeStates.copy(other, first.id(), label, first.nodeType(), other.level(),
                            other.isTerminal());
                }
                nodes.remove(id);
                slotOf.remove(id);
                if (id.equals(pendingFocus)) {
                    pendingFocus = first.id();
                }
                if (id.equals(previousFocus)) {
                    previousFocus = first.id();
                }
            }
            if (survivor != null) {
                states.put(first.id(), NodeStates.copy(survivor, first.id(), label, survivor.nodeType(), survivor.level(),
                        survivor.isTerminal()));
            }
        }

        void split(GraphEdit.Split s) {
            SurfaceNode n = node(s.node());
            if (s.into().size() < 2) {
                throw new IllegalArgumentException("split needs at least two parts in \"into\"");
            }
            List<String> remaining = new ArrayList<>(n.sourceQuotes());
            List<SurfaceNode> created = new ArrayList<>();
            int k = 1;
            for (int p = 1; p < s.into().size(); p++) {
                GraphEdit.Split.Part part = s.into().get(p);
                String partLabel = label(part.label());
                for (String q : part.quotes()) {
                    if (!n.sourceQuotes().contains(q)) {
                        throw new IllegalArgumentException("\"" + q + "\" is not a quote of " + n.id());
                    }
                    if (!remaining.remove(q)) {
                        throw new IllegalArgumentException("\"" + q + "\" is given to two parts");
                    }
                }
                while (nodes.containsKey(n.id() + "s" + k)) {
                    k++;
                }
                String id = n.id() + "s" + k++;
                created.add(new SurfaceNode(id, partLabel, n.nodeType(), n.confidence(), n.createdTurn(),
                        n.sourceUtteranceIds(), part.quotes(), n.linkedElements(), n.polarity()));
            }
            String firstLabel = label(s.into().get(0).label());
            nodes.put(n.id(), new SurfaceNode(n.id(), firstLabel, n.nodeType(), n.confidence(), n.createdTurn(),
                    n.sourceUtteranceIds(), remaining, n.linkedElements(), n.polarity()));
            NodeType type = ontology.nodeType(n.nodeType()).orElse(null);
            for (SurfaceNode c : created) {
                nodes.put(c.id(), c);
                states.put(c.id(), NodeState.registered(c.id(), c.label(), c.createdTurn(), 0, c.nodeType(),
                        type != null && type.terminal(), type == null || type.level() == null ? 0 : type.level()));
            }
            NodeState st = states.get(n.id());
            if (st != null) {
                states.put(n.id(), NodeStates.copy(st, st.nodeId(), firstLabel, st.nodeType(), st.level(),
                        st.isTerminal()));
            }
        }

        void deleteNode(String id) {
            nodes.remove(id);
            edges.values().removeIf(e -> e.source().equals(id) || e.target().equals(id));
            slotOf.remove(id);
            states.remove(id);
            if (id.equals(pendingFocus)) {
                pendingFocus = null;
            }
            if (id.equals(previousFocus)) {
                previousFocus = null;
            }
        }

        void addEdge(GraphEdit.AddEdge a) {
            SurfaceNode s = node(a.source());
            SurfaceNode t = node(a.target());
            checkEdge(s, t, a.edgeType(), null);
            String id = "x" + nextEdge++;
            while (edges.containsKey(id)) {
                id = "x" + nextEdge++;
            }
            edges.put(id, new SurfaceEdge(id, s.id(), t.id(), a.edgeType(), 1.0,
                    Math.max(s.createdTurn(), t.createdTurn()), List.of(), List.of()));
        }

        void reverse(GraphEdit.ReverseEdge r) {
            SurfaceEdge e = edge(r.edge());
            checkEdge(nodes.get(e.target()), nodes.get(e.source()), e.edgeType(), e.id());
            edges.put(e.id(), new SurfaceEdge(e.id(), e.target(), e.source(), e.edgeType(), e.confidence(),
                    e.createdTurn(), e.sourceUtteranceIds(), e.sourceQuotes()));
        }

        void retypeEdge(GraphEdit.RetypeEdge r) {
            SurfaceEdge e = edge(r.edge());
            checkEdge(nodes.get(e.source()), nodes.get(e.target()), r.edgeType(), e.id());
            edges.put(e.id(), new SurfaceEdge(e.id(), e.source(), e.target(), r.edgeType(), e.confidence(),
                    e.createdTurn(), e.sourceUtteranceIds(), e.sourceQuotes()));
        }

        private void checkEdge(SurfaceNode s, SurfaceNode t, String edgeType, String ignoreId) {
            if (edgeType == null || edgeType.isBlank()) {
                throw new IllegalArgumentException("no edge_type given");
            }
            Optional<EdgeType> type = ontology.edgeType(edgeType);
            if (type.isEmpty()) {
                throw new IllegalArgumentException("unknown edge type " + edgeType + " (use one of "
                        + ontology.edgeTypes().stream().map(EdgeType::name).collect(Collectors.joining(", ")) + ")");
            }
            if (s.id().equals(t.id())) {
                throw new IllegalArgumentException("an edge cannot connect " + s.id() + " to itself");
            }
            if (!type.get().permits(s.nodeType(), t.nodeType())) {
                throw new IllegalArgumentException("edge type " + edgeType + " is not permitted from "
                        + s.nodeType() + " to " + t.nodeType() + " (permitted: " + type.get().permittedConnections()
                        .stream().map(TypePair::toString).map(p -> p.replaceAll("TypePair\\[source=(.*), target=(.*)]",
                                "$1 -> $2")).collect(Collectors.joining(", ")) + ")");
            }
            for (SurfaceEdge e : edges.values()) {
                if (!e.id().equals(ignoreId) && e.source().equals(s.id()) && e.target().equals(t.id())
                        && e.edgeType().equals(edgeType)) {
                    throw new IllegalArgumentException("the graph already has " + edgeType + " edge " + e.id()
                            + " from " + s.id() + " to " + t.id());
                }
            }
        }

        private NodeType nodeType(String name) {
            if (name == null || name.isBlank()) {
                throw new IllegalArgumentException("no node_type given");
            }
            return ontology.nodeType(name).orElseThrow(() -> new IllegalArgumentException("unknown node type "
                    + name + " (use one of " + ontology.nodeTypes().stream().map(NodeType::name)
                    .collect(Collectors.joining(", ")) + ")"));
        }

        private String label(String label) {
            if (label == null || label.isBlank()) {
                throw new IllegalArgumentException("the label is empty");
            }
            String l = label.strip().replaceAll("\\s+", " ");
            if (l.length() > 200) {
                throw new IllegalArgumentException("the label is longer than 200 characters");
            }
            return l;
        }

        /** Edge counts and connections from the corrected graph; stale connections dropped. */
        void finish() {
            Map<String, int[]> counts = new LinkedHashMap<>();
            Map<String, LinkedHashSet<String>> connected = new LinkedHashMap<>();
            for (SurfaceEdge e : edges.values()) {
                counts.computeIfAbsent(e.source(), k -> new int[2])[0]++;
                counts.computeIfAbsent(e.target(), k -> new int[2])[1]++;
                connected.computeIfAbsent(e.source(), k -> new LinkedHashSet<>()).add(e.target());
                connected.computeIfAbsent(e.target(), k -> new LinkedHashSet<>()).add(e.source());
            }
            for (Map.Entry<String, NodeState> entry : new ArrayList<>(states.entrySet())) {
                NodeState s = entry.getValue();
                if (!nodes.containsKey(entry.getKey())) {
                    states.remove(entry.getKey());
                    continue;
                }
                int[] c = counts.getOrDefault(entry.getKey(), new int[2]);
                LinkedHashSet<String> conn = new LinkedHashSet<>();
                s.connectedNodeIds().stream().filter(id -> connected.getOrDefault(entry.getKey(),
                        new LinkedHashSet<>()).contains(id)).forEach(conn::add);
                conn.addAll(connected.getOrDefault(entry.getKey(), new LinkedHashSet<>()));
                states.put(entry.getKey(), new NodeState(s.nodeId(), s.label(), s.createdAtTurn(), s.depth(),
                        s.nodeType(), s.isTerminal(), s.level(), s.focusCount(), s.lastFocusTurn(),
                        s.turnsSinceLastFocus(), s.currentFocusStreak(), s.lastYieldTurn(), s.turnsSinceLastYield(),
                        s.yieldCount(), s.yieldRate(), s.allResponseDepths(), conn, c[0], c[1],
                        s.strategyUsageCount(), s.lastStrategyUsed(), s.consecutiveSameStrategy()));
            }
        }

        InterviewGraph toGraph(InterviewGraph original) {
            return EditedGraph.build(original, nodes, edges, slotOf, slots);
        }

    }

    private static SurfaceNode withLabel(SurfaceNode n, String label) {
        return new SurfaceNode(n.id(), label, n.nodeType(), n.confidence(), n.createdTurn(), n.sourceUtteranceIds(),
                n.sourceQuotes(), n.linkedElements(), n.polarity());
    }
}
