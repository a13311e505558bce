package org.interviewworkbench.engine.pipeline;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.interviewworkbench.engine.model.InterviewGraph;
import org.interviewworkbench.engine.model.SessionSnapshot;
import org.interviewworkbench.engine.model.SessionSummary;
import org.interviewworkbench.engine.model.Utterance;
import org.interviewworkbench.engine.port.SessionStore;
import org.interviewworkbench.engine.port.TurnCommit;

/**
 * A write-through cache in front of a {@link SessionStore}: after a turn commits, the committed state is kept in
 * memory so the next turn of the same session starts without re-reading it (the session is the same one the
 * store now holds). Every write still goes to the store first; a failed commit evicts the session. Loads hand
 * out copies, so a failed or cancelled turn never touches the cached state.
 */
public final class CachingSessionStore implements SessionStore {

    /** Sessions kept in memory (a moderated interview or a simulation batch worker uses one at a time). */
    public static final int CAPACITY = 8;

    private final SessionStore delegate;
    private final Map<String, SessionSnapshot> cache = new LinkedHashMap<>(16, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, SessionSnapshot> eldest) {
            return size() > CAPACITY;
        }
    };

    public CachingSessionStore(SessionStore delegate) {
        this.delegate = delegate;
    }

    @Override
    public void createSession(SessionSnapshot initial) {
        delegate.createSession(initial);
        remember(initial.info().id(), initial, initial.graph(), initial.utterances());
    }

    @Override
    public Optional<SessionSnapshot> load(String sessionId) {
        SessionSnapshot cached;
        synchronized (cache) {
            cached = cache.get(sessionId);
        }
        if (cached != null) {
            return Optional.of(copyOf(cached));
        }
        Optional<SessionSnapshot> loaded = delegate.load(sessionId);
        loaded.ifPresent(s -> remember(sessionId, s, s.graph(), s.utterances()));
        return loaded.map(CachingSessionStore::copyOf);
    }

    @Override
    public void commitTurn(TurnCommit commit) {
        SessionSnapshot before;
        synchronized (cache) {
            before = cache.get(commit.sessionId());
        }
        InterviewGraph graph = commit.graph().copy();
        try {
            delegate.commitTurn(commit);
        } catch (RuntimeException e) {
            evict(commit.sessionId());
            throw e;
        }
        if (before == null) {
            return;
        }
        List<Utterance> utterances = new ArrayList<>(before.utterances());
        utterances.addAll(commit.utterances());
        remember(commit.sessionId(), new SessionSnapshot(before.info(), before.concept(), before.methodologySource(),
                commit.state(), graph, utterances), graph, utterances);
    }

    @Override
    public List<SessionSummary> listSessions() {
        return delegate.listSessions();
    }

    @Override
    public List<org.interviewworkbench.engine.pipeline.TurnResult> turnResults(String sessionId) {
        return delegate.turnResults(sessionId);
    }

    @Override
    public Optional<SessionSnapshot> beforeTurn(String sessionId, int turn) {
        return delegate.beforeTurn(sessionId, turn);
    }

    @Override
    public boolean deleteSession(String sessionId) {
        evict(sessionId);
        return delegate.deleteSession(sessionId);
    }

    /** Forgets a session (e.g. after another process wrote to it). */
    public void evict(String sessionId) {
        synchronized (cache) {
            cache.remove(sessionId);
        }
    }

    private void remember(String id, SessionSnapshot s, InterviewGraph graph, List<Utterance> utterances) {
        InterviewGraph g = graph.copy();
        g.clearChanges();
        SessionSnapshot kept = new SessionSnapshot(s.info(), s.concept(), s.methodologySource(), s.state(), g,
                utterances);
        synchronized (cache) {
            cache.put(id, kept);
        }
    }

    private static SessionSnapshot copyOf(SessionSnapshot s) {
        InterviewGraph g = s.graph().copy();
        g.clearChanges();
        return new SessionSnapshot(s.info(), s.concept(), s.methodologySource(), s.state(), g, s.utterances());
    }
}
