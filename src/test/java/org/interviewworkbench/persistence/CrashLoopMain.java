package org.interviewworkbench.persistence;

import java.time.Instant;
import org.interviewworkbench.engine.model.SessionSnapshot;
import org.interviewworkbench.engine.model.SessionState;
import org.interviewworkbench.engine.port.TurnCommit;

/**
 * Child process of {@link CrashSafetyTest}: opens the store, creates (or resumes) a session and commits turns in a
 * tight loop until it is killed. Prints {@code ready N} once open and {@code committed N} after every commit
 * returned.
 */
public final class CrashLoopMain {

    private CrashLoopMain() {
    }

    public static void main(String[] args) {
        String url = args[0];
        String sessionId = args[1];
        JdbcSessionStore store = new JdbcSessionStore(url);
        SessionSnapshot snapshot = store.load(sessionId).orElse(null);
        if (snapshot == null) {
            snapshot = Fixtures.snapshot(sessionId, 20, Instant.now());
            store.createSession(snapshot);
        } else {
            store.claim(sessionId);
        }
        SessionState state = snapshot.state();
        System.out.println("ready " + state.turnCount());
        System.out.flush();
        while (true) {
            int turn = state.turnCount() + 1;
            TurnCommit commit = Fixtures.turn(sessionId, state, snapshot.graph(), turn, 1 + turn % 2, Instant.now());
            store.commitTurn(commit);
            state = commit.state();
            System.out.println("committed " + turn);
            System.out.flush();
        }
    }
}
