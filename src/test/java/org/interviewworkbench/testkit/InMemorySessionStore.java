package org.interviewworkbench.testkit;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.interviewworkbench.engine.model.InterviewGraph;
import org.interviewworkbench.engine.model.SessionSnapshot;
import org.interviewworkbench.engine.model.SessionSummary;
import org.interviewworkbench.engine.model.Utterance;
import org.interviewworkbench.engine.pipeline.TurnResult;
import org.interviewworkbench.engine.port.SessionStore;
import org.interviewworkbench.engine.port.TurnCommit;

/** A SessionStore in memory for engine tests (copies on the way in and out, like a database would). */
public final class InMemorySessionStore implements SessionStore {

    private final Map<String, SessionSnapshot> sessions = new LinkedHashMap<>();
    private final Map<String, List<TurnResult>> turns = new LinkedHashMap<>();
    private int commits;

    @Override
    public synchronized void createSession(SessionSnapshot initial) {
        sessions.put(initial.info().id(), copy(initial, initial.graph(), initial.utterances()));
        turns.put(initial.info().id(), new ArrayList<>());
    }

    @Override
    public synchronized Optional<SessionSnapshot> load(String sessionId) {
        SessionSnapshot s = sessions.get(sessionId);
        return s == null ? Optional.empty() : Optional.of(copy(s, s.graph(), s.utterances()));
    }

    @Override
    public synchronized void commitTurn(TurnCommit commit) {
        SessionSnapshot s = sessions.get(commit.sessionId());
        if (s.state().turnCount() != commit.result().turnNumber() - 1) {
            throw new IllegalStateException("turn " + commit.result().turnNumber() + " does not follow turn "
                    + s.state().turnCount());
        }
        List<Utterance> utterances = new ArrayList<>(s.utterances());
        utterances.addAll(commit.utterances());
        InterviewGraph graph = commit.graph().copy();
        sessions.put(commit.sessionId(), new SessionSnapshot(s.info(), s.concept(), s.methodologySource(),
                commit.state(), graph, utterances));
        turns.get(commit.sessionId()).add(commit.result());
        commit.graph().clearChanges();
        commits++;
    }

    @Override
    public synchronized List<SessionSummary> listSessions() {
        List<SessionSummary> out = new ArrayList<>();
        sessions.values().forEach(s -> out.add(new SessionSummary(s.info().id(), s.info().methodologyId(),
                s.info().conceptId(), s.info().conceptName(), s.info().engine(), s.state().turnCount(),
                s.state().status(), s.state().terminationReason(), s.info().createdAt(), s.info().createdAt())));
        return out;
    }

    @Override
    public synchronized List<TurnResult> turnResults(String sessionId) {
        return List.copyOf(turns.getOrDefault(sessionId, List.of()));
    }

    @Override
    public synchronized boolean deleteSession(String sessionId) {
        turns.remove(sessionId);
        return sessions.remove(sessionId) != null;
    }

    public synchronized int commits() {
        return commits;
    }

    private static SessionSnapshot copy(SessionSnapshot s, InterviewGraph graph, List<Utterance> utterances) {
        InterviewGraph g = graph.copy();
        g.clearChanges();
        return new SessionSnapshot(s.info(), s.concept(), s.methodologySource(), s.state(), g, utterances);
    }
}
