package org.interviewworkbench.ui;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import org.interviewworkbench.engine.model.CanonicalEdge;
import org.interviewworkbench.engine.model.CanonicalSlot;
import org.interviewworkbench.engine.model.Concept;
import org.interviewworkbench.engine.model.FocusEntry;
import org.interviewworkbench.engine.model.InterviewGraph;
import org.interviewworkbench.engine.model.SaturationState;
import org.interviewworkbench.engine.model.SessionInfo;
import org.interviewworkbench.engine.model.SessionSnapshot;
import org.interviewworkbench.engine.model.SessionState;
import org.interviewworkbench.engine.model.SessionStatus;
import org.interviewworkbench.engine.model.SessionSummary;
import org.interviewworkbench.engine.model.SlotStatus;
import org.interviewworkbench.engine.model.Speaker;
import org.interviewworkbench.engine.model.SurfaceEdge;
import org.interviewworkbench.engine.model.SurfaceNode;
import org.interviewworkbench.engine.model.Utterance;
import org.interviewworkbench.engine.pipeline.Stage;
import org.interviewworkbench.engine.pipeline.TurnCancelledException;
import org.interviewworkbench.engine.pipeline.TurnListener;
import org.interviewworkbench.engine.pipeline.TurnResult;
import org.interviewworkbench.engine.scoring.Alternative;
import org.interviewworkbench.engine.scoring.RankingResult;
import org.interviewworkbench.engine.scoring.ScoredCandidate;
import org.interviewworkbench.engine.scoring.SignalContribution;
import org.interviewworkbench.engine.signal.SignalValue;
import org.interviewworkbench.engine.tracker.NodeState;
import org.interviewworkbench.engine.tracker.TrackerState;
import org.interviewworkbench.export.ExportFormat;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.constructor.SafeConstructor;
import org.yaml.snakeyaml.error.Mark;
import org.yaml.snakeyaml.error.MarkedYAMLException;

/**
 * A hand-built, in-memory {@link WorkbenchBridge}: a means-end-chain interview about oat milk whose answers follow a
 * script (nodes, edges, signals), scored with the real two-stage formula (final = base x multiplier + bonus) from
 * the active methodology YAML, so editing weights changes rankings. Thread-safe enough for one turn executor.
 */
public final class FakeWorkbenchBridge implements WorkbenchBridge {

    /** Methodology id of the shipped fake methodology. */
    public static final String METHODOLOGY = "means_end_chain";

    /** Demo answers following the script. */
    public static final List<String> DEMO_ANSWERS = List.of(
            "I switched to oat milk because it's really creamy and it froths well in my coffee.",
            "A good froth makes my morning latte feel like a little treat, like the cafe at home.",
            "It's plant-based too, and that's just easier on my stomach.",
            "When the morning feels like a treat I start the day calm instead of rushed.",
            "Being calm lets me take care of myself and be patient with my kids.",
            "In the end it's about being a good parent, feeling I'm doing things right.",
            "The carton is recyclable, which matters less, but it means less waste.",
            "Not much else, really. It's just nice.");

    private record NodeSpec(String id, String label, String type) {
    }

    private record EdgeSpec(String source, String target, String type) {
    }

    private record Script(List<NodeSpec> nodes, List<EdgeSpec> edges, String depth, String engagement,
                          String certainty, String specificity, String valence) {
    }

    private static final List<Script> SCRIPT = List.of(
            new Script(List.of(new NodeSpec("creamy", "creamy texture", "attribute"),
                    new NodeSpec("froths", "froths well in coffee", "functional_consequence")),
                    List.of(new EdgeSpec("creamy", "froths", "leads_to")), "moderate", "high", "high", "high", "high"),
            new Script(List.of(new NodeSpec("treat", "morning feels like a treat", "psychosocial_consequence")),
                    List.of(new EdgeSpec("froths", "treat", "leads_to")), "moderate", "high", "mid", "mid", "high"),
            new Script(List.of(new NodeSpec("plant", "plant-based", "attribute"),
                    new NodeSpec("digest", "easier on my stomach", "functional_consequence")),
                    List.of(new EdgeSpec("plant", "digest", "leads_to")), "shallow", "mid", "high", "high", "mid"),
            new Script(List.of(new NodeSpec("calm", "start the day calm", "psychosocial_consequence")),
                    List.of(new EdgeSpec("treat", "calm", "leads_to")), "deep", "high", "high", "mid", "high"),
            new Script(List.of(new NodeSpec("care", "taking care of myself", "instrumental_value")),
                    List.of(new EdgeSpec("calm", "care", "leads_to")), "deep", "high", "mid", "mid", "high"),
            new Script(List.of(new NodeSpec("parent", "being a good parent", "terminal_value")),
                    List.of(new EdgeSpec("care", "parent", "leads_to")), "deep", "mid", "high", "low", "high"),
            new Script(List.of(new NodeSpec("carton", "recyclable carton", "attribute"),
                    new NodeSpec("waste", "less waste", "functional_consequence")),
                    List.of(new EdgeSpec("carton", "waste", "leads_to")), "moderate", "mid", "low", "mid", "mid"),
            new Script(List.of(), List.of(), "surface", "low", "low", "low", "mid"));

    private static final Map<String, Integer> LEVELS = Map.of("attribute", 1, "functional_consequence", 2,
            "psychosocial_consequence", 3, "instrumental_value", 4, "terminal_value", 5);

    /** Mutable per-session state, guarded by the bridge monitor. */
    private static final class FakeSession {
        SessionInfo info;
        final InterviewGraph graph = new InterviewGraph();
        final List<Utterance> utterances = new ArrayList<>();
        final List<TurnResult> turns = new ArrayList<>();
        final Map<String, NodeState> states = new LinkedHashMap<>();
        final List<FocusEntry> focus = new ArrayList<>();
        final List<String> strategies = new ArrayList<>();
        String pendingQuestion;
        String pendingFocus;
        String pendingStrategy;
        SessionStatus status = SessionStatus.ACTIVE;
        String terminationReason;
    }

    private final Map<String, FakeSession> sessions = new LinkedHashMap<>();
    private final Map<String, String> methodologies = new LinkedHashMap<>();
    private final List<Consumer<MethodologyChange>> watchers = new CopyOnWriteArrayList<>();
    private final AtomicInteger ids = new AtomicInteger();
    private volatile long stageDelayMillis;
    private volatile EngineSettings settings = new EngineSettings("offline",
            Map.of("extraction", "offline:rules", "question_generation", "offline:templates"),
            System.getProperty("java.io.tmpdir") + "/interview-workbench", List.of());
    private final List<String> savedKeys = new CopyOnWriteArrayList<>();

    public FakeWorkbenchBridge() {
        methodologies.put(METHODOLOGY, resource("/ui/means_end_chain.yaml"));
    }

    /** A bridge holding one completed-so-far session with {@code turns} scripted turns. */
    public static FakeWorkbenchBridge withSession(int turns) {
        FakeWorkbenchBridge bridge = new FakeWorkbenchBridge();
        SessionSnapshot s = bridge.startSession(METHODOLOGY, "oat_milk", "offline", 20);
        for (int i = 0; i < turns; i++) {
            bridge.answer(s.info().id(), DEMO_ANSWERS.get(i % DEMO_ANSWERS.size()), null, null, TurnListener.NONE,
                    () -> false);
        }
        return bridge;
    }

    private volatile List<String> questionTokens = List.of();
    private volatile List<LocalModelServer> localModels = List.of();

    /** What "Find local models" finds. */
    public void setLocalModels(List<LocalModelServer> servers) {
        this.localModels = List.copyOf(servers);
    }

    @Override
    public List<LocalModelServer> findLocalModels() {
        return localModels;
    }

    /** The question stage streams these pieces of text to the turn listener (an LLM engine's streamed question). */
    public void setQuestionTokens(List<String> tokens) {
        this.questionTokens = List.copyOf(tokens);
    }

    /** Each of the 12 stages sleeps this long (to test progress and cancel). */
    public void setStageDelayMillis(long millis) {
        this.stageDelayMillis = millis;
    }

    /** The first session id. */
    public synchronized String firstSessionId() {
        return sessions.keySet().iterator().next();
    }

    /** Simulates an external edit of a methodology file (the loader's file watch). */
    public void externalEdit(String methodologyId, String yaml) {
        List<Problem> problems = validateMethodology(yaml, methodologyId + ".yaml");
        boolean applied = problems.isEmpty();
        if (applied) {
            synchronized (this) {
                methodologies.put(methodologyId, yaml);
            }
        }
        MethodologyChange change = new MethodologyChange(methodologyId, yaml, applied, problems);
        watchers.forEach(w -> w.accept(change));
    }

    public List<String> savedApiKeys() {
        return List.copyOf(savedKeys);
    }

    // ---- sessions ------------------------------------------------------------------------------------------

    @Override
    public synchronized List<SessionSummary> listSessions() {
        List<SessionSummary> list = new ArrayList<>();
        for (FakeSession s : sessions.values()) {
            list.add(new SessionSummary(s.info.id(), s.info.methodologyId(), s.info.conceptId(),
                    s.info.conceptName(), s.info.engine(), s.turns.size(), s.status, s.terminationReason,
                    s.info.createdAt(), s.info.createdAt().plusSeconds(60L * s.turns.size())));
        }
        list.sort(Comparator.comparing(SessionSummary::createdAt).reversed());
        return list;
    }

    private List<org.interviewworkbench.engine.model.StimulusElement> conceptElements = List.of();

    /** Gives the sessions' concept stimulus elements (concept testing); none by default. */
    public synchronized void setConceptElements(List<org.interviewworkbench.engine.model.StimulusElement> elements) {
        conceptElements = List.copyOf(elements);
    }

    @Override
    public synchronized SessionSnapshot loadSession(String sessionId) {
        FakeSession s = session(sessionId);
        SessionState state = new SessionState(s.turns.size(),
                new TrackerState(TrackerState.SCHEMA_VERSION, s.pendingFocus, s.states), SaturationState.INITIAL,
                List.of(), s.strategies, s.focus, 0, s.graph.nodeCount(), 0, 0, s.pendingQuestion, s.pendingStrategy,
                s.pendingFocus, s.status, s.terminationReason, Map.of());
        Concept concept = new Concept(s.info.conceptId(), s.info.conceptName(), METHODOLOGY,
                "Why people choose oat milk", conceptElements);
        return new SessionSnapshot(s.info, concept, methodologies.get(METHODOLOGY), state, s.graph.copy(),
                s.utterances);
    }

    @Override
    public synchronized List<TurnResult> turnResults(String sessionId) {
        return List.copyOf(session(sessionId).turns);
    }

    @Override
    public synchronized SessionSnapshot startSession(String methodologyId, String conceptId, String engine,
                                                     int maxTurns) {
        if (!methodologies.containsKey(methodologyId)) {
            throw new IllegalArgumentException("unknown methodology '" + methodologyId + "'");
        }
        FakeSession s = new FakeSession();
        String id = String.format("sess-%04d-oat", ids.incrementAndGet());
        s.info = new SessionInfo(id, methodologyId, conceptId, "Oat milk", engine, 42, maxTurns, null, null,
                Instant.parse("2026-11-20T09:00:00Z").plusSeconds(3600L * ids.get()));
        s.pendingQuestion = "What comes to mind when you think about the milk you use in your coffee?";
        s.utterances.add(new Utterance("u0-question", 0, Speaker.SYSTEM, s.pendingQuestion, s.info.createdAt()));
        sessions.put(id, s);
        return loadSession(id);
    }

    /** The strategy the moderator chose for the question asked in the last answer call, or null. */
    public volatile String lastAskedStrategy;
    /** Strategies the question was regenerated for, in order. */
    public final List<String> previews = java.util.Collections.synchronizedList(new ArrayList<>());

    /** The pending question "regenerated" for a strategy: the strategy named in front of the stored one. */
    @Override
    public StrategyPreview previewStrategy(String sessionId, String strategy) {
        previews.add(strategy);
        String pending = session(sessionId).pendingQuestion;
        return strategy == null ? new StrategyPreview("", pending, "")
                : new StrategyPreview(strategy, "(" + strategy + ") " + pending, "");
    }

    @Override
    public TurnResult answer(String sessionId, String answer, String askedQuestion, String askedStrategy,
                             String strategyOverride, TurnListener listener, BooleanSupplier cancelled) {
        lastAskedStrategy = askedStrategy;
        return answer(sessionId, answer, askedQuestion, strategyOverride, listener, cancelled);
    }

    @Override
    public TurnResult answer(String sessionId, String answer, String askedQuestion, String strategyOverride,
                             TurnListener listener, BooleanSupplier cancelled) {
        Map<String, Double> stageMs = new LinkedHashMap<>();
        for (Stage stage : Stage.values()) {
            if (cancelled.getAsBoolean()) {
                throw new TurnCancelledException("cancelled before " + stage.displayName());
            }
            listener.stageStarted(stage);
            long t0 = System.nanoTime();
            if (stageDelayMillis > 0) {
                try {
                    Thread.sleep(stageDelayMillis);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    throw new TurnCancelledException("interrupted");
                }
            }
            if (stage == Stage.QUESTION_GENERATION) {
                questionTokens.forEach(listener::questionToken);
            }
            double ms = (System.nanoTime() - t0) / 1e6 + 0.4;
            stageMs.put(stage.displayName(), ms);
            listener.stageFinished(stage, ms);
        }
        synchronized (this) {
            return commitTurn(session(sessionId), answer, askedQuestion, strategyOverride, stageMs);
        }
    }

    private TurnResult commitTurn(FakeSession s, String answer, String askedQuestion, String override,
                                  Map<String, Double> stageMs) {
        int turn = s.turns.size() + 1;
        String question = askedQuestion != null ? askedQuestion : s.pendingQuestion;
        Instant at = s.info.createdAt().plusSeconds(60L * turn);
        String uid = "u" + turn + "-answer";
        if (askedQuestion != null) {
            s.utterances.add(new Utterance("u" + (turn - 1) + "-asked", turn - 1, Speaker.SYSTEM, askedQuestion, at));
        }
        s.utterances.add(new Utterance(uid, turn, Speaker.USER, answer, at));
        Script script = turn <= SCRIPT.size() ? SCRIPT.get(turn - 1) : genericScript(s, answer, turn);

        // graph update + canonical slots
        List<String> added = new ArrayList<>();
        List<String> edgesAdded = new ArrayList<>();
        for (NodeSpec n : script.nodes()) {
            String id = s.graph.node(n.id()).isPresent() ? n.id() + turn : n.id();
            s.graph.putNode(new SurfaceNode(id, n.label(), n.type(), 0.9, turn, List.of(uid),
                    List.of(quote(answer, n.label())), List.of()), null);
            added.add(id);
            String slotId = "slot-" + id;
            s.graph.putSlot(new CanonicalSlot(slotId, n.label(), n.label(),
                    n.type(), SlotStatus.CANDIDATE, 1, turn, null, List.of(id)), null);
            s.graph.mapNode(id, slotId, 0.93);
            s.states.put(id, NodeState.registered(id, n.label(), turn, LEVELS.getOrDefault(n.type(), 0),
                    n.type(), "terminal_value".equals(n.type()), LEVELS.getOrDefault(n.type(), 0)));
        }
        for (CanonicalSlot slot : List.copyOf(s.graph.slots())) {
            if (slot.status() == SlotStatus.CANDIDATE && slot.firstSeenTurn() < turn) {
                s.graph.putSlot(new CanonicalSlot(slot.id(), slot.name(), slot.description(), slot.nodeType(),
                        SlotStatus.ACTIVE, 2, slot.firstSeenTurn(), turn, slot.surfaceNodeIds()), null);
            }
        }
        for (EdgeSpec e : script.edges()) {
            String src = resolve(s, e.source());
            String tgt = resolve(s, e.target());
            String id = "e-" + src + "-" + tgt;
            s.graph.putEdge(new SurfaceEdge(id, src, tgt, e.type(), 0.85, turn, List.of(uid), List.of(answer)));
            edgesAdded.add(id);
            s.graph.putCanonicalEdge(new CanonicalEdge("c" + id, "slot-" + src, "slot-" + tgt, e.type(), 1,
                    List.of(id)));
            bumpEdges(s, src, 1, 0, tgt);
            bumpEdges(s, tgt, 0, 1, src);
        }
        // yield / response depth on the node that was asked about
        if (s.pendingFocus != null && s.states.containsKey(s.pendingFocus)) {
            NodeState f = s.states.get(s.pendingFocus);
            boolean yielded = !added.isEmpty() || !edgesAdded.isEmpty();
            List<String> depths = new ArrayList<>(f.allResponseDepths());
            depths.add(script.depth());
            int yieldCount = f.yieldCount() + (yielded ? 1 : 0);
            s.states.put(f.nodeId(), new NodeState(f.nodeId(), f.label(), f.createdAtTurn(), f.depth(), f.nodeType(),
                    f.isTerminal(), f.level(), f.focusCount(), f.lastFocusTurn(), f.turnsSinceLastFocus(),
                    f.currentFocusStreak(), yielded ? Integer.valueOf(turn) : f.lastYieldTurn(),
                    yielded ? 0 : f.turnsSinceLastYield() + 1, yieldCount,
                    yielded ? yieldCount / (double) Math.max(1, f.focusCount()) : f.yieldRate(), depths,
                    f.connectedNodeIds(), f.edgeCountOutgoing(), f.edgeCountIncoming(), f.strategyUsageCount(),
                    f.lastStrategyUsed(), f.consecutiveSameStrategy()));
        }

        // signals
        String phase = turn <= 2 ? "early" : turn <= 6 ? "mid" : "late";
        Map<String, SignalValue> signals = new LinkedHashMap<>();
        signals.put("llm.response_depth", SignalValue.of(script.depth()));
        signals.put("llm.engagement", SignalValue.of(script.engagement()));
        signals.put("llm.certainty", SignalValue.of(script.certainty()));
        signals.put("llm.specificity", SignalValue.of(script.specificity()));
        signals.put("llm.valence", SignalValue.of(script.valence()));
        signals.put("graph.node_count", SignalValue.of((long) s.graph.nodeCount()));
        signals.put("graph.max_depth", SignalValue.of(maxDepth(s) / 5.0));
        signals.put("graph.chain_completion.has_complete", SignalValue.of(s.states.values().stream()
                .anyMatch(NodeState::isTerminal)));
        signals.put("temporal.strategy_repetition_count", SignalValue.of((long) repetition(s)));
        signals.put("meta.interview.phase", SignalValue.of(phase));
        Map<String, Map<String, SignalValue>> nodeSignals = new LinkedHashMap<>();
        for (NodeState st : s.states.values()) {
            nodeSignals.put(st.nodeId(), nodeSignals(st, s.pendingFocus));
        }

        RankingResult ranking = rank(methodologies.get(METHODOLOGY), signals, nodeSignals, phase, override);
        String strategy = ranking.strategy();
        String focusId = ranking.focusNodeId();
        String focusLabel = focusId == null ? "the conversation so far" : s.states.get(focusId).label();
        if (focusId != null) {
            NodeState f = s.states.get(focusId);
            Map<String, Integer> usage = new LinkedHashMap<>(f.strategyUsageCount());
            usage.merge(strategy, 1, Integer::sum);
            boolean streak = focusId.equals(s.pendingFocus);
            s.states.put(focusId, new NodeState(f.nodeId(), f.label(), f.createdAtTurn(), f.depth(), f.nodeType(),
                    f.isTerminal(), f.level(), f.focusCount() + 1, turn, 0, streak ? f.currentFocusStreak() + 1 : 1,
                    f.lastYieldTurn(), f.turnsSinceLastYield(), f.yieldCount(), f.yieldRate(), f.allResponseDepths(),
                    f.connectedNodeIds(), f.edgeCountOutgoing(), f.edgeCountIncoming(), usage, strategy,
                    strategy.equals(f.lastStrategyUsed()) ? f.consecutiveSameStrategy() + 1 : 1));
        }
        for (NodeState st : List.copyOf(s.states.values())) {
            if (!st.nodeId().equals(focusId)) {
                s.states.put(st.nodeId(), new NodeState(st.nodeId(), st.label(), st.createdAtTurn(), st.depth(),
                        st.nodeType(), st.isTerminal(), st.level(), st.focusCount(), st.lastFocusTurn(),
                        st.turnsSinceLastFocus() + 1, st.currentFocusStreak(), st.lastYieldTurn(),
                        st.turnsSinceLastYield() + (st.focusCount() > 0 ? 1 : 0), st.yieldCount(), st.yieldRate(),
                        st.allResponseDepths(), st.connectedNodeIds(), st.edgeCountOutgoing(),
                        st.edgeCountIncoming(), st.strategyUsageCount(), st.lastStrategyUsed(),
                        st.consecutiveSameStrategy()));
            }
        }
        boolean shouldContinue = turn < s.info.maxTurns();
        String next = shouldContinue ? question(strategy, focusLabel)
                : "Thank you, that was very helpful. Is there anything you would like to add?";
        List<TurnResult.DegradedTask> degraded = turn == SCRIPT.size()
                ? List.of(new TurnResult.DegradedTask("extraction", "answer not extractable; offline fallback used"))
                : List.of();
        List<String> notices = script.nodes().isEmpty() ? List.of("No concepts were extracted from this answer.")
                : List.of();
        String winnerOfRanking = ranking.alternatives().isEmpty() ? strategy : ranking.alternatives().get(0)
                .strategy();
        TurnResult result = new TurnResult(turn, question, answer, strategy,
                override != null ? winnerOfRanking : null, focusId, focusLabel, phase, shouldContinue,
                shouldContinue ? null : TurnResult.MAX_TURNS_REACHED, signals, nodeSignals, Map.of(),
                ranking.alternatives(), ranking.scoreDecomposition(), Map.copyOf(s.states), added, List.of(),
                edgesAdded, new TurnResult.ExtractionSummary(!added.isEmpty(), added.isEmpty() ? "too short" : "",
                added.size(), edgesAdded.size(), List.of()),
                new TurnResult.GraphCounts(s.graph.nodeCount(), s.graph.edgeCount(),
                        (int) s.graph.slots().stream().filter(x -> x.status() == SlotStatus.ACTIVE).count(),
                        s.graph.canonicalEdges().size()),
                null, null, degraded, notices, stageMs.values().stream().mapToDouble(Double::doubleValue).sum(),
                stageMs, next, Map.of());
        // keep node state order stable (registration order)
        result = withOrderedStates(result, s.states);
        s.turns.add(result);
        s.strategies.add(strategy);
        s.focus.add(new FocusEntry(turn, focusId, focusLabel, strategy));
        s.pendingQuestion = next;
        s.pendingFocus = focusId;
        s.pendingStrategy = strategy;
        s.utterances.add(new Utterance("u" + turn + "-question", turn, Speaker.SYSTEM, next, at.plusSeconds(5)));
        if (!shouldContinue) {
            s.status = SessionStatus.COMPLETED;
            s.terminationReason = TurnResult.MAX_TURNS_REACHED;
        }
        return result;
    }

    private static TurnResult withOrderedStates(TurnResult r, Map<String, NodeState> states) {
        return new TurnResult(r.turnNumber(), r.question(), r.answer(), r.strategy(), r.strategyOverride(),
                r.focusNodeId(), r.focusLabel(), r.phase(), r.shouldContinue(), r.terminationReason(), r.signals(),
                r.nodeSignals(), r.missingSignals(), r.alternatives(), r.scoreDecomposition(),
                new LinkedHashMap<>(states), r.nodesAdded(), r.nodesMentioned(), r.edgesAdded(), r.extraction(),
                r.graphCounts(), r.canonicalGraph(), r.graphComparison(), r.degraded(), r.notices(), r.latencyMs(),
                r.stageLatencyMs(), r.nextQuestion(), r.tokenUsage());
    }

    private Script genericScript(FakeSession s, String answer, int turn) {
        String[] words = answer.replaceAll("[^A-Za-z ]", " ").trim().split("\\s+");
        String label = String.join(" ", java.util.Arrays.copyOf(words, Math.min(3, words.length))).toLowerCase();
        String id = "n" + turn;
        String anchor = s.pendingFocus != null ? s.pendingFocus : "creamy";
        return new Script(List.of(new NodeSpec(id, label.isBlank() ? "idea " + turn : label,
                "functional_consequence")), s.graph.node(anchor).isPresent()
                ? List.of(new EdgeSpec(anchor, id, "leads_to")) : List.of(), "moderate", "mid", "mid", "mid", "mid");
    }

    private static String resolve(FakeSession s, String specId) {
        String found = specId;
        for (SurfaceNode n : s.graph.nodes()) {
            if (n.id().equals(specId) || n.id().startsWith(specId) && n.id().substring(specId.length())
                    .chars().allMatch(Character::isDigit)) {
                found = n.id();
            }
        }
        return found;
    }

    private static void bumpEdges(FakeSession s, String id, int out, int in, String other) {
        NodeState f = s.states.get(id);
        if (f == null) {
            return;
        }
        Set<String> connected = new LinkedHashSet<>(f.connectedNodeIds());
        connected.add(other);
        s.states.put(id, new NodeState(f.nodeId(), f.label(), f.createdAtTurn(), f.depth(), f.nodeType(),
                f.isTerminal(), f.level(), f.focusCount(), f.lastFocusTurn(), f.turnsSinceLastFocus(),
                f.currentFocusStreak(), f.lastYieldTurn(), f.turnsSinceLastYield(), f.yieldCount(), f.yieldRate(),
                f.allResponseDepths(), connected, f.edgeCountOutgoing() + out, f.edgeCountIncoming() + in,
                f.strategyUsageCount(), f.lastStrategyUsed(), f.consecutiveSameStrategy()));
    }

    private static int maxDepth(FakeSession s) {
        return s.states.values().stream().mapToInt(NodeState::level).max().orElse(0);
    }

    private static int repetition(FakeSession s) {
        int count = 0;
        for (int i = s.strategies.size() - 1; i > 0 && s.strategies.get(i).equals(s.strategies.get(i - 1)); i--) {
            count++;
        }
        return count;
    }

    /** Exhaustion: focus pressure without yield, in [0, 1]. */
    static double exhaustion(NodeState st) {
        double shallow = st.allResponseDepths().isEmpty() ? 0 : st.allResponseDepths().stream()
                .filter(d -> d.equals("shallow") || d.equals("surface")).count()
                / (double) st.allResponseDepths().size();
        double value = 0.18 * st.focusCount() + 0.2 * st.turnsSinceLastYield() + 0.25 * shallow
                + 0.1 * st.currentFocusStreak() - 0.15 * st.yieldCount();
        return Math.round(Math.max(0, Math.min(1, value)) * 1000) / 1000.0;
    }

    private static Map<String, SignalValue> nodeSignals(NodeState st, String currentFocus) {
        Map<String, SignalValue> m = new LinkedHashMap<>();
        double ex = exhaustion(st);
        m.put("graph.node.exhaustion_score", SignalValue.of(ex));
        m.put("graph.node.exhausted", SignalValue.of(ex >= 0.7));
        m.put("graph.node.focus_streak", SignalValue.of(st.currentFocusStreak() == 0 ? "none"
                : st.currentFocusStreak() < 3 ? "low" : "high"));
        m.put("graph.node.is_orphan", SignalValue.of(st.isOrphan()));
        m.put("graph.node.has_outgoing", SignalValue.of(st.edgeCountOutgoing() > 0));
        m.put("graph.node.yield_stagnation", SignalValue.of(st.turnsSinceLastYield() >= 2));
        m.put("graph.node.is_current_focus", SignalValue.of(st.nodeId().equals(currentFocus)));
        m.put("meta.node.opportunity", SignalValue.of(ex >= 0.7 ? "exhausted"
                : st.focusCount() == 0 ? "fresh" : "probe_deeper"));
        return m;
    }

    private static String question(String strategy, String focus) {
        return switch (strategy) {
            case "deepen" -> "Why does \u201c" + focus + "\u201d matter to you?";
            case "clarify" -> "When you say \u201c" + focus + "\u201d, what do you mean exactly?";
            case "explore" -> "Besides \u201c" + focus + "\u201d, what else comes to mind?";
            case "reflect" -> "Let me summarise what I heard so far. Did I get that right, or would you add anything?";
            default -> "Let's look at it from a different angle: what would you miss if it were gone?";
        };
    }

    private static String quote(String answer, String label) {
        String first = label.split(" ")[0];
        int i = answer.toLowerCase().indexOf(first.toLowerCase());
        if (i < 0) {
            return answer.length() > 60 ? answer.substring(0, 60) + "\u2026" : answer;
        }
        int end = Math.min(answer.length(), i + Math.max(label.length() + 12, 30));
        return answer.substring(i, end).trim();
    }

    // ---- scoring (the two-stage formula, from YAML) ---------------------------------------------------------

    @SuppressWarnings("unchecked")
    static RankingResult rank(String yaml, Map<String, SignalValue> signals,
                              Map<String, Map<String, SignalValue>> nodeSignals, String phase, String override) {
        Map<String, Object> root = new Yaml(new SafeConstructor(new LoaderOptions())).load(yaml);
        List<Map<String, Object>> strategies = (List<Map<String, Object>>) root.get("strategies");
        Map<String, Object> phases = (Map<String, Object>) root.getOrDefault("phases", Map.of());
        Map<String, Object> ph = (Map<String, Object>) phases.getOrDefault(phase, Map.of());
        Map<String, Object> mult = (Map<String, Object>) ph.getOrDefault("signal_weights", Map.of());
        Map<String, Object> bonus = (Map<String, Object>) ph.getOrDefault("phase_bonuses", Map.of());
        List<ScoredCandidate> stage1 = new ArrayList<>();
        Map<String, Map<String, Object>> byName = new LinkedHashMap<>();
        for (Map<String, Object> st : strategies) {
            String name = (String) st.get("name");
            byName.put(name, st);
            Map<String, Object> weights = (Map<String, Object>) st.getOrDefault("signal_weights", Map.of());
            List<SignalContribution> contributions = new ArrayList<>();
            double base = 0;
            for (Map.Entry<String, Object> w : weights.entrySet()) {
                if (w.getKey().startsWith("graph.node.") || w.getKey().startsWith("meta.node.")
                        || w.getKey().startsWith("technique.node.")) {
                    continue;
                }
                SignalContribution c = contribution(w.getKey(), ((Number) w.getValue()).doubleValue(), signals);
                contributions.add(c);
                base += c.contribution();
            }
            double m = ((Number) mult.getOrDefault(name, 1.0)).doubleValue();
            double b = ((Number) bonus.getOrDefault(name, 0.0)).doubleValue();
            stage1.add(new ScoredCandidate(name, "", contributions, r(base), m, b, r(base * m + b), 0, false));
        }
        stage1.sort(Comparator.comparingDouble(ScoredCandidate::finalScore).reversed());
        String winner = override != null && byName.containsKey(override) ? override : stage1.get(0).strategy();
        List<ScoredCandidate> ranked = new ArrayList<>();
        List<Alternative> alternatives = new ArrayList<>();
        for (int i = 0; i < stage1.size(); i++) {
            ScoredCandidate c = stage1.get(i);
            ranked.add(c.ranked(i + 1, c.strategy().equals(winner)));
            alternatives.add(new Alternative(c.strategy(), c.finalScore()));
        }
        String focus = null;
        Map<String, Object> ws = byName.get(winner);
        if (!"none".equals(ws.get("node_binding")) && !nodeSignals.isEmpty()) {
            Map<String, Object> weights = (Map<String, Object>) ws.getOrDefault("signal_weights", Map.of());
            List<ScoredCandidate> stage2 = new ArrayList<>();
            for (Map.Entry<String, Map<String, SignalValue>> node : nodeSignals.entrySet()) {
                List<SignalContribution> contributions = new ArrayList<>();
                double base = 0;
                for (Map.Entry<String, Object> w : weights.entrySet()) {
                    if (w.getKey().startsWith("graph.node.") || w.getKey().startsWith("meta.node.")) {
                        SignalContribution c = contribution(w.getKey(), ((Number) w.getValue()).doubleValue(),
                                bucketed(node.getValue()));
                        contributions.add(c);
                        base += c.contribution();
                    }
                }
                stage2.add(new ScoredCandidate(winner, node.getKey(), contributions, r(base), 1.0, 0.0, r(base), 0,
                        false));
            }
            stage2.sort(Comparator.comparingDouble(ScoredCandidate::finalScore).reversed());
            focus = stage2.get(0).nodeId();
            for (int i = 0; i < stage2.size(); i++) {
                ranked.add(stage2.get(i).ranked(i + 1, i == 0));
            }
        }
        return new RankingResult(winner, focus, alternatives, ranked);
    }

    private static Map<String, SignalValue> bucketed(Map<String, SignalValue> node) {
        Map<String, SignalValue> m = new LinkedHashMap<>(node);
        if (node.get("graph.node.exhaustion_score") instanceof SignalValue.Num n) {
            m.put("graph.node.exhaustion_score", SignalValue.of(n.value() < 0.34 ? "low" : n.value() < 0.67
                    ? "mid" : "high"));
        }
        return m;
    }

    private static SignalContribution contribution(String key, double weight, Map<String, SignalValue> signals) {
        SignalValue exact = signals.get(key);
        if (exact instanceof SignalValue.Num n) {
            return new SignalContribution(key, n.raw(), weight, r(weight * n.value()));
        }
        int dot = key.lastIndexOf('.');
        if (dot > 0) {
            SignalValue v = signals.get(key.substring(0, dot));
            String suffix = key.substring(dot + 1);
            if (v != null) {
                boolean match = v instanceof SignalValue.Flag f ? Boolean.toString(f.value()).equals(suffix)
                        : v.toString().equals(suffix);
                return new SignalContribution(key, match, weight, match ? weight : 0);
            }
        }
        return new SignalContribution(key, false, weight, 0);
    }

    private static double r(double v) {
        return Math.round(v * 1000) / 1000.0;
    }

    @Override
    public synchronized boolean deleteSession(String sessionId) {
        return sessions.remove(sessionId) != null;
    }

    @Override
    public void export(String sessionId, ExportFormat format, Path target) {
        try {
            Files.writeString(target, format.id() + " export of " + sessionId + "\n");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public synchronized List<String> methodologyIds() {
        return methodologies.keySet().stream().sorted().toList();
    }

    /** Adds a methodology to the catalogue (e.g. one that sorts before {@link #METHODOLOGY}). */
    public synchronized void addMethodology(String methodologyId, String yaml) {
        methodologies.put(methodologyId, yaml);
    }

    @Override
    public List<String> conceptIds() {
        return List.of("oat_milk", "headphones");
    }

    private java.util.Map<String, String> conceptMethodologies = java.util.Map.of();

    @Override
    public synchronized java.util.Map<String, String> conceptMethodologies() {
        return conceptMethodologies;
    }

    /** Which methodology each concept is for (empty by default: every concept fits every methodology). */
    public synchronized void setConceptMethodologies(java.util.Map<String, String> fit) {
        conceptMethodologies = java.util.Map.copyOf(fit);
    }

    @Override
    public List<String> engines() {
        return List.of("offline", "openai", "ollama", "anthropic");
    }

    @Override
    public java.util.Map<String, String> conceptNames() {
        return java.util.Map.of("oat_milk", "Oat milk as a dairy alternative", "headphones",
                "Noise-cancelling headphones");
    }

    @Override
    public org.interviewworkbench.engine.config.MethodologyConfig methodologyOf(String yaml, String methodologyId) {
        return new org.interviewworkbench.methodology.MethodologyLoader(
                org.interviewworkbench.engine.signal.SignalCatalog.standard()).load(yaml, methodologyId + ".yaml")
                .value();
    }

    /** What the setup form recorded, by session id (participant, date, moderator, notes) and the consent notes. */
    public final java.util.Map<String, org.interviewworkbench.engine.port.SessionSetupStore.SessionSetup> setups =
            new java.util.concurrent.ConcurrentHashMap<>();
    public final java.util.Map<String, String> consents = new java.util.concurrent.ConcurrentHashMap<>();

    @Override
    public void recordSetup(String sessionId, org.interviewworkbench.engine.port.SessionSetupStore.SessionSetup setup,
                            String consent) {
        if (setup != null) {
            setups.put(sessionId, setup);
        }
        if (consent != null) {
            consents.put(sessionId, consent);
        }
    }

    // ---- methodologies -------------------------------------------------------------------------------------

    @Override
    @SuppressWarnings("unchecked")
    public List<Problem> validateMethodology(String yaml, String fileName) {
        try {
            Object root = new Yaml(new SafeConstructor(new LoaderOptions())).load(yaml);
            if (!(root instanceof Map<?, ?> map)) {
                return List.of(new Problem(1, 1, "a methodology must be a mapping", Severity.ERROR));
            }
            if (!(map.get("strategies") instanceof List<?> list) || list.isEmpty()) {
                return List.of(new Problem(1, 1, "'strategies' is missing or empty", Severity.ERROR));
            }
            for (Object o : list) {
                Map<String, Object> st = (Map<String, Object>) o;
                Object weights = st.get("signal_weights");
                if (weights instanceof Map<?, ?> wm) {
                    for (Map.Entry<?, ?> e : wm.entrySet()) {
                        if (!(e.getValue() instanceof Number)) {
                            int line = lineOf(yaml, String.valueOf(e.getKey()));
                            return List.of(new Problem(line, columnOf(yaml, line, String.valueOf(e.getKey())),
                                    "weight of '" + e.getKey() + "' must be a number", Severity.ERROR));
                        }
                    }
                }
            }
            return List.of();
        } catch (MarkedYAMLException e) {
            Mark m = e.getProblemMark() != null ? e.getProblemMark() : e.getContextMark();
            return List.of(new Problem(m == null ? 1 : m.getLine() + 1, m == null ? 1 : m.getColumn() + 1,
                    e.getProblem() == null ? "invalid YAML" : e.getProblem(), Severity.ERROR));
        } catch (RuntimeException e) {
            return List.of(new Problem(1, 1, String.valueOf(e.getMessage()), Severity.ERROR));
        }
    }

    private static int lineOf(String yaml, String key) {
        String[] lines = yaml.split("\n", -1);
        for (int i = 0; i < lines.length; i++) {
            if (lines[i].contains(key + ":")) {
                return i + 1;
            }
        }
        return 1;
    }

    private static int columnOf(String yaml, int line, String key) {
        return yaml.split("\n", -1)[line - 1].indexOf(key) + 1;
    }

    @Override
    public synchronized String activeMethodologySource(String methodologyId) {
        return methodologies.get(methodologyId);
    }

    @Override
    public SaveOutcome saveMethodology(String methodologyId, String yaml) {
        List<Problem> problems = validateMethodology(yaml, methodologyId + ".yaml");
        if (problems.stream().anyMatch(p -> p.severity() == Severity.ERROR)) {
            return new SaveOutcome(false, problems);
        }
        synchronized (this) {
            methodologies.put(methodologyId, yaml);
        }
        return new SaveOutcome(true, problems);
    }

    @Override
    public AutoCloseable watchMethodologies(Consumer<MethodologyChange> listener) {
        watchers.add(listener);
        return () -> watchers.remove(listener);
    }

    @Override
    public RankingResult rerank(TurnResult turn, String editedYaml) {
        return rank(editedYaml, turn.signals(), turn.nodeSignals(), turn.phase(), null);
    }

    // ---- simulation + settings -----------------------------------------------------------------------------

    @Override
    public List<String> scenarioIds() {
        return List.of("oat_milk_mec_1", "oat_milk_mec_2");
    }

    @Override
    public List<String> personaIds() {
        return List.of("baseline_cooperative", "brief_responder", "verbose_tangential");
    }

    @Override
    public List<SimulationRun> simulate(SimulationRequest request, Consumer<SimulationProgress> progress,
                                        BooleanSupplier cancelled) {
        List<SimulationRun> runs = new ArrayList<>();
        for (int run = 1; run <= request.runs(); run++) {
            SessionSnapshot s = startSession(request.methodologyId(), "oat_milk", request.engine(), request.turns());
            for (int t = 1; t <= request.turns(); t++) {
                if (cancelled.getAsBoolean()) {
                    throw new TurnCancelledException("simulation cancelled");
                }
                answer(s.info().id(), DEMO_ANSWERS.get((t - 1) % DEMO_ANSWERS.size()), null, null,
                        TurnListener.NONE, cancelled);
                progress.accept(new SimulationProgress(run, request.runs(), t, request.turns()));
            }
            Map<String, Double> quality = new LinkedHashMap<>();
            quality.put("node_recall", 0.7 + 0.05 * run);
            quality.put("edge_recall", 0.55 + 0.05 * run);
            quality.put("chains_recovered", 0.5);
            quality.put("backtracks", 2.0);
            runs.add(new SimulationRun(run, s.info().id(), request.turns(), TurnResult.MAX_TURNS_REACHED, quality));
        }
        return runs;
    }

    @Override
    public EngineSettings settings() {
        return settings;
    }

    @Override
    public void saveSettings(EngineSettings newSettings, Map<String, String> newApiKeys) {
        List<String> stored = new ArrayList<>(newSettings.storedApiKeys());
        newApiKeys.forEach((provider, key) -> {
            if (key != null && !key.isBlank()) {
                savedKeys.add(provider);
                if (!stored.contains(provider)) {
                    stored.add(provider);
                }
            }
        });
        settings = new EngineSettings(newSettings.defaultEngine(), newSettings.modelPerTask(),
                newSettings.dataFolder(), stored);
    }

    private FakeSession session(String id) {
        FakeSession s = sessions.get(id);
        if (s == null) {
            throw new IllegalArgumentException("no session with id '" + id + "'");
        }
        return s;
    }

    private static String resource(String name) {
        try (InputStream in = FakeWorkbenchBridge.class.getResourceAsStream(name)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    // ---- studies: the hand-counted worked example of issue 14, analysed with the real engine classes ----------

    /**
     * Every concept of the first session is a member of any code, with the turn the engine finds for its first
     * quote ({@code LadderExtractor.turnOf}).
     */
    @Override
    public synchronized List<CodeMemberRow> codeMembers(String studyId, String codeId) {
        SessionSnapshot s = loadSession(firstSessionId());
        Map<String, Integer> turns = org.interviewworkbench.engine.study.StudyLadders.utteranceTurns(s);
        List<CodeMemberRow> rows = new ArrayList<>();
        for (var n : s.graph().nodes()) {
            rows.add(new CodeMemberRow(rows.size(), s.info().id(), "P1", n.label(), n.sourceQuotes().get(0),
                    org.interviewworkbench.engine.study.LadderExtractor.turnOf(s.graph(), n.id(), turns)));
        }
        return rows;
    }

    @Override
    public List<StudyChoice> listStudies() {
        return List.of(new StudyChoice("study-1", "Worked example", METHODOLOGY, 5));
    }

    @Override
    public StudyAnalysis analyseStudy(String studyId, int cutoff, String links, String count) {
        var ladders = org.interviewworkbench.engine.study.WorkedExampleLadders.ladders();
        var matrix = org.interviewworkbench.engine.study.ImplicationMatrix.of(ladders,
                org.interviewworkbench.engine.study.CountMode.fromId(count).orElseThrow());
        var linkMode = org.interviewworkbench.engine.study.LinkMode.fromId(links).orElseThrow();
        int max = matrix.entries().stream().mapToInt(e -> linkMode.count(
                new org.interviewworkbench.engine.study.ImplicationMatrix.Cell(e.direct(), e.indirect()))).max()
                .orElse(1);
        int at = Math.max(1, Math.min(cutoff, max));
        List<CutoffRow> rows = new java.util.ArrayList<>();
        for (int c = 1; c <= max; c++) {
            var m = org.interviewworkbench.engine.study.HierarchicalValueMap.of(matrix, c, linkMode);
            rows.add(new CutoffRow(c, m.nodes().size(), m.edges().size(), m.shareOfLinksRepresented(),
                    m.shareOfActiveCellsRepresented()));
        }
        List<StudyCodeRow> codes = matrix.codes().stream().map(c -> new StudyCodeRow(c, matrix.type(c).orElse(""), 0,
                0, matrix.abstractness(c), matrix.centrality(c))).toList();
        var curve = org.interviewworkbench.engine.study.DiscoveryCurve.of(ladders);
        return new StudyAnalysis(studyId, at, max,
                org.interviewworkbench.export.study.StudyReportWriter.defaultCutoff(matrix), ladders.size(), 5, codes,
                rows, new byte[0], List.of(), curve.points().stream().map(p -> new DiscoveryPoint(p.index(),
                p.respondent(), p.newCodes(), p.cumulativeCodes())).toList(), curve.saturationAfter(),
                List.of(), StudyMatrix.of(matrix));
    }
}
