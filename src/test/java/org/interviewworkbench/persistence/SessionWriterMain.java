package org.interviewworkbench.persistence;

import java.time.Instant;
import java.util.Map;
import org.interviewworkbench.engine.model.SessionSnapshot;
import org.interviewworkbench.engine.model.SessionState;
import org.interviewworkbench.engine.port.TurnCommit;

/**
 * Child process of {@link ConcurrentWritersTest}: opens the database the way the command line does, creates one
 * session, adds it to a study and commits {@code turns} turns, each its own transaction. Prints {@code done N}.
 */
public final class SessionWriterMain {

    private SessionWriterMain() {
    }

    public static void main(String[] args) {
        String url = args[0];
        String sessionId = args[1];
        String studyId = args[2];
        int turns = Integer.parseInt(args[3]);
        try (JdbcSessionStore store = new JdbcSessionStore(DatabaseLocator.shared(url))) {
            SessionSnapshot snapshot = Fixtures.snapshot(sessionId, 30, Instant.now());
            store.createSession(snapshot);
            store.studies().addSession(studyId, sessionId, Map.of("respondent", sessionId));
            SessionState state = snapshot.state();
            for (int turn = 1; turn <= turns; turn++) {
                TurnCommit commit = Fixtures.turn(sessionId, state, snapshot.graph(), turn, 2, Instant.now());
                store.commitTurn(commit);
                state = commit.state();
            }
            System.out.println("done " + state.turnCount());
        }
    }
}
