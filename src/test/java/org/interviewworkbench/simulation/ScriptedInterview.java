package org.interviewworkbench.simulation;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import org.interviewworkbench.engine.config.MethodSpec;
import org.interviewworkbench.engine.config.MethodologyConfig;
import org.interviewworkbench.engine.config.Strategy;
import org.interviewworkbench.engine.model.InterviewGraph;
import org.interviewworkbench.engine.model.SessionInfo;
import org.interviewworkbench.engine.model.SessionSnapshot;
import org.interviewworkbench.engine.model.SessionState;
import org.interviewworkbench.engine.model.SessionStatus;
import org.interviewworkbench.engine.model.Speaker;
import org.interviewworkbench.engine.model.SurfaceEdge;
import org.interviewworkbench.engine.model.SurfaceNode;
import org.interviewworkbench.engine.model.Utterance;
import org.interviewworkbench.engine.pipeline.InterviewService;
import org.interviewworkbench.engine.pipeline.TurnInput;
import org.interviewworkbench.engine.pipeline.TurnResult;

/**
 * A scripted stand-in for the interviewer (the real pipeline is not in this worktree): "extracts" every truth node
 * whose phrasing appears verbatim in the answer, links truth edges between extracted nodes, and asks "why" about
 * the newest node. Thread-safe across sessions.
 */
final class ScriptedInterview implements InterviewDriver {

    private static final Instant T0 = Instant.parse("2025-01-01T00:00:00Z");

    private final Scenario truth;
    private final Map<String, SessionSnapshot> sessions = new ConcurrentHashMap<>();
    private final Map<String, String> surfaceOfTruth = new ConcurrentHashMap<>();

    ScriptedInterview(Scenario truth) {
        this.truth = truth;
    }

    static MethodologyConfig methodology(Scenario s) {
        return new MethodologyConfig(s.methodology(), new MethodSpec(s.methodology(), "1", "", "", ""),
                Fixtures.peerOntology(s.methodology()), Map.of(),
                List.of(new Strategy("deepen", "Explore why something matters", Map.of(), null, null, false),
                        new Strategy("explore", "Find new branches by asking what else", Map.of(), null, null, false)),
                Map.of(), null, null);
    }

    @Override
    public SessionSnapshot start(InterviewService.StartRequest r) {
        String q = "What comes to mind when you think about " + r.concept().name() + "?";
        SessionInfo info = new SessionInfo(r.sessionId(), r.methodology().id(), r.concept().id(), r.concept().name(),
                r.engine(), r.seed(), r.maxTurns(), r.personaId(), r.scenarioId(), Instant.now());
        SessionSnapshot s = new SessionSnapshot(info, r.concept(), r.methodologySource(), SessionState.opening(q),
                new InterviewGraph(), List.of(new Utterance("u0", 0, Speaker.SYSTEM, q, T0)));
        sessions.put(r.sessionId(), s);
        return s;
    }

    @Override
    public synchronized TurnResult answer(TurnInput input) {
        SessionSnapshot s = sessions.get(input.sessionId());
        InterviewGraph g = s.graph().copy();
        int turn = s.state().turnCount() + 1;
        String lower = input.answer().toLowerCase(Locale.ROOT);
        List<String> added = new ArrayList<>();
        List<String> edgesAdded = new ArrayList<>();
        String key = input.sessionId() + "/";
        for (TruthNode n : truth.nodes()) {
            boolean said = n.phrasings().stream().anyMatch(p -> lower.contains(p.toLowerCase(Locale.ROOT)));
            if (said && !surfaceOfTruth.containsKey(key + n.id())) {
                String id = "n" + (g.nodeCount() + 1);
                g.putNode(new SurfaceNode(id, n.label(), n.type(), 0.9, turn, List.of("u" + turn), List.of(),
                        List.of()), null);
                surfaceOfTruth.put(key + n.id(), id);
                added.add(id);
            }
        }
        for (TruthEdge e : truth.edges()) {
            String a = surfaceOfTruth.get(key + e.source());
            String b = surfaceOfTruth.get(key + e.target());
            if (a != null && b != null && g.edge(a, b, e.type()).isEmpty()) {
                String id = "e" + (g.edgeCount() + 1);
                g.putEdge(new SurfaceEdge(id, a, b, e.type(), 0.9, turn, List.of(), List.of()));
                edgesAdded.add(id);
            }
        }
        boolean cont = turn < s.info().maxTurns();
        String focusId = added.isEmpty() ? s.state().pendingFocusNodeId() : added.get(added.size() - 1);
        String focusLabel = focusId == null ? null : g.node(focusId).orElseThrow().label();
        String strategy = focusId == null || turn % 3 == 0 ? "explore" : "deepen";
        String next = !cont ? "Thank you for your time, that's all." : "explore".equals(strategy)
                ? "What else comes to mind about " + s.concept().name() + "?"
                : "Why does " + focusLabel + " matter to you?";
        TurnResult result = Fixtures.turn(turn, s.state().pendingQuestion(), input.answer(), strategy, focusId,
                focusLabel, cont, cont ? null : TurnResult.MAX_TURNS_REACHED, added, edgesAdded, Map.of(), next);
        SessionState state = new SessionState(turn, null, null, List.of(), List.of(), List.of(), 0, 0, 0, 0, next,
                strategy, focusId, cont ? SessionStatus.ACTIVE : SessionStatus.COMPLETED, result.terminationReason(),
                Map.of());
        List<Utterance> utterances = new ArrayList<>(s.utterances());
        utterances.add(new Utterance("u" + turn, turn, Speaker.USER, input.answer(), T0));
        sessions.put(input.sessionId(), new SessionSnapshot(s.info(), s.concept(), s.methodologySource(), state, g,
                utterances));
        return result;
    }

    @Override
    public Optional<SessionSnapshot> load(String sessionId) {
        return Optional.ofNullable(sessions.get(sessionId));
    }
}
