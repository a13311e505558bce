package org.interviewworkbench.engine.pipeline;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.interviewworkbench.engine.model.CanonicalEdge;
import org.interviewworkbench.engine.model.CanonicalSlot;
import org.interviewworkbench.engine.model.InterviewGraph;
import org.interviewworkbench.engine.model.SlotNames;
import org.interviewworkbench.engine.model.SlotStatus;
import org.interviewworkbench.engine.model.SurfaceEdge;
import org.interviewworkbench.engine.model.SurfaceNode;
import org.interviewworkbench.engine.port.EmbeddingPort;
import org.interviewworkbench.engine.port.LanguageEngine;
import org.interviewworkbench.engine.port.LanguageTask;
import org.interviewworkbench.engine.port.SlotProposal;
import org.interviewworkbench.engine.port.SlotRequest;
import org.interviewworkbench.engine.port.TaskResult;

/**
 * Stage 6: maps surface nodes to canonical slots (seed 001 path 10) and aggregates canonical edges.
 *
 * <p>Nodes to map: every surface node without a slot (this turn's new nodes, and any left unmapped earlier),
 * at most {@link #BATCH_LIMIT} per turn (the rest wait for the next turn, they are not dropped). The language
 * engine proposes slots per node type, each named in the respondent's words ({@link SlotNames}: a proposed name is
 * stored as words, underscores read as spaces, white space tidied, case kept, at most {@value SlotNames#MAX_LENGTH}
 * characters). A proposal reuses a slot of its type with the same name ({@link SlotNames#same}: case, punctuation
 * and underscores aside, so a session's old snake_case slot is still found by its name), else the most similar
 * same-type slot whose embedding of {@code "name :: description"} has cosine {@code >=}
 * {@link #CANONICAL_SIMILARITY_THRESHOLD} (active slots first), else becomes a new candidate slot. Support is
 * the number of distinct surface nodes mapped (a re-mention does not add support: the peer over-counts). A
 * candidate becomes active at support {@code >=} {@link #MIN_SUPPORT}.
 *
 * <p>Canonical edges: every surface edge whose two ends are mapped to different slots is aggregated into the
 * canonical edge (source slot, target slot, type); support = number of distinct surface edges.
 *
 * <p>The canonical graph is never noisier than the surface graph: a node is mapped to one slot, once; a slot is
 * created only with at least one node to map (so there are at most as many slots, active or not, as surface nodes);
 * each surface edge is counted in at most one canonical edge (so there are at most as many canonical edges as
 * surface edges).
 */
public final class SlotDiscoveryStage {

    public static final double CANONICAL_SIMILARITY_THRESHOLD = 0.60;
    public static final int MIN_SUPPORT = 2;
    public static final int BATCH_LIMIT = 16;

    private final LanguageEngine language;
    private final EmbeddingPort embeddings;

    public SlotDiscoveryStage(LanguageEngine language, EmbeddingPort embeddings) {
        this.language = language;
        this.embeddings = embeddings;
    }

    /**
     * @param slotsCreated     ids of slots created this turn
     * @param slotsPromoted    ids of slots that became active this turn
     * @param nodesMapped      surface nodes mapped this turn
     * @param canonicalEdges   canonical edges created or strengthened this turn
     */
    public record Output(List<String> slotsCreated, List<String> slotsPromoted, List<String> nodesMapped,
                         List<String> canonicalEdges) {
        static final Output NONE = new Output(List.of(), List.of(), List.of(), List.of());
    }

    public Output discover(TurnWorkspace ws) {
        return finish(ws, start(ws, TurnTasks.inline(org.interviewworkbench.engine.port.Clock.SYSTEM)));
    }

    /** The nodes sent for mapping, by type, and the language task proposing their slots. */
    record Started(Map<String, List<SlotRequest.NodeRef>> byType, TurnTasks.Pending<List<SlotProposal>> proposals) {
    }

    /**
     * Collects the unmapped nodes and starts the proposal task (the language engine's part, the slow one). The graph
     * is not changed until {@link #finish}.
     */
    Started start(TurnWorkspace ws, TurnTasks tasks) {
        InterviewGraph graph = ws.graph();
        Map<String, List<SlotRequest.NodeRef>> byType = new LinkedHashMap<>();
        int count = 0;
        for (SurfaceNode n : graph.nodes()) {
            if (graph.slotOf(n.id()).isEmpty() && count < BATCH_LIMIT) {
                byType.computeIfAbsent(n.nodeType(), k -> new ArrayList<>()).add(new SlotRequest.NodeRef(n.id(), n.label()));
                count++;
            }
        }
        if (byType.isEmpty()) {
            return new Started(byType, null);
        }
        Map<String, List<String>> existing = new LinkedHashMap<>();
        for (CanonicalSlot s : graph.slots()) {
            if (s.status() == SlotStatus.ACTIVE && byType.containsKey(s.nodeType())) {
                existing.computeIfAbsent(s.nodeType(), k -> new ArrayList<>()).add(s.name());
            }
        }
        SlotRequest request = new SlotRequest(ws.methodology(), byType, existing);
        return new Started(byType, tasks.submit(LanguageTask.SLOT_DISCOVERY, () -> language.proposeSlots(request),
                offline -> offline.proposeSlots(request)));
    }

    /** Waits for the proposals and maps the nodes to slots (on the turn's thread: the graph has one writer). */
    Output finish(TurnWorkspace ws, Started started) {
        if (started.proposals() == null) {
            return Output.NONE;
        }
        InterviewGraph graph = ws.graph();
        Map<String, List<SlotRequest.NodeRef>> byType = started.byType();
        TaskResult<List<SlotProposal>> result = started.proposals().join();
        ws.account(LanguageTask.SLOT_DISCOVERY, result);

        Set<String> created = new LinkedHashSet<>();
        Set<String> promoted = new LinkedHashSet<>();
        Set<String> mapped = new LinkedHashSet<>();
        for (SlotProposal p : result.value()) {
            List<SlotRequest.NodeRef> group = byType.getOrDefault(p.nodeType(), List.of());
            List<String> ids = p.surfaceNodeIds().stream()
                    .filter(id -> group.stream().anyMatch(r -> r.id().equals(id)))
                    .filter(id -> graph.slotOf(id).isEmpty())
                    .distinct().toList();
            if (ids.isEmpty()) {
                continue;
            }
            String name = normalise(p.slotName());
            Match match = findOrCreate(ws, name, p.description(), p.nodeType());
            if (match.created()) {
                created.add(match.slot().id());
            }
            CanonicalSlot slot = match.slot();
            List<String> members = new ArrayList<>(slot.surfaceNodeIds());
            for (String id : ids) {
                graph.mapNode(id, slot.id(), match.similarity());
                if (!members.contains(id)) {
                    members.add(id);
                }
                mapped.add(id);
            }
            SlotStatus status = slot.status();
            Integer promotedTurn = slot.promotedTurn();
            if (status == SlotStatus.CANDIDATE && members.size() >= MIN_SUPPORT) {
                status = SlotStatus.ACTIVE;
                promotedTurn = ws.turnNumber();
                promoted.add(slot.id());
            }
            graph.putSlot(new CanonicalSlot(slot.id(), slot.name(), slot.description(), slot.nodeType(), status,
                    members.size(), slot.firstSeenTurn(), promotedTurn, members), null);
        }
        List<String> canonicalEdges = aggregateEdges(graph);
        return new Output(List.copyOf(created), List.copyOf(promoted), List.copyOf(mapped), canonicalEdges);
    }

    private record Match(CanonicalSlot slot, double similarity, boolean created) {
    }

    private Match findOrCreate(TurnWorkspace ws, String name, String description, String nodeType) {
        InterviewGraph graph = ws.graph();
        for (CanonicalSlot s : graph.slots()) {
            if (s.nodeType().equals(nodeType) && SlotNames.same(s.name(), name)) {
                return new Match(s, 1.0, false);
            }
        }
        float[] vector = embeddings.embed(SlotNames.words(name) + " :: " + (description == null ? "" : description));
        CanonicalSlot best = null;
        double bestScore = CANONICAL_SIMILARITY_THRESHOLD;
        for (SlotStatus pass : List.of(SlotStatus.ACTIVE, SlotStatus.CANDIDATE)) {
            for (CanonicalSlot s : graph.slots()) {
                if (s.status() != pass || !s.nodeType().equals(nodeType)) {
                    continue;
                }
                Optional<float[]> other = graph.slotEmbedding(s.id());
                if (other.isPresent()) {
                    double cos = EmbeddingPort.cosine(vector, other.get());
                    if (cos >= bestScore + (best == null ? 0 : 1e-12)) {
                        bestScore = cos;
                        best = s;
                    }
                }
            }
            if (best != null) {
                return new Match(best, bestScore, false);
            }
        }
        String id = graph.freshSlotId();
        CanonicalSlot slot = new CanonicalSlot(id, name, description, nodeType, SlotStatus.CANDIDATE, 0,
                ws.turnNumber(), null, List.of());
        graph.putSlot(slot, vector);
        return new Match(slot, 1.0, true);
    }

    private static List<String> aggregateEdges(InterviewGraph graph) {
        Set<String> touched = new LinkedHashSet<>();
        for (SurfaceEdge e : graph.edges()) {
            Optional<String> src = graph.slotOf(e.source());
            Optional<String> tgt = graph.slotOf(e.target());
            if (src.isEmpty() || tgt.isEmpty() || src.get().equals(tgt.get())) {
                continue;
            }
            Optional<CanonicalEdge> existing = graph.canonicalEdge(src.get(), tgt.get(), e.edgeType());
            if (existing.isPresent() && existing.get().surfaceEdgeIds().contains(e.id())) {
                continue;
            }
            List<String> ids = new ArrayList<>(existing.map(CanonicalEdge::surfaceEdgeIds).orElse(List.of()));
            ids.add(e.id());
            String id = existing.map(CanonicalEdge::id).orElseGet(graph::freshCanonicalEdgeId);
            graph.putCanonicalEdge(new CanonicalEdge(id, src.get(), tgt.get(), e.edgeType(), ids.size(), ids));
            touched.add(id);
        }
        return List.copyOf(touched);
    }

    /**
     * A proposed slot name as it is stored: words in the respondent's phrasing ({@link SlotNames#words}), cut to
     * {@value SlotNames#MAX_LENGTH} characters; {@code "concept"} when it has no letter or digit.
     */
    static String normalise(String name) {
        String n = SlotNames.words(name);
        if (n.length() > SlotNames.MAX_LENGTH) {
            n = n.substring(0, SlotNames.MAX_LENGTH).strip();
        }
        return SlotNames.key(n).isEmpty() ? "concept" : n;
    }
}
