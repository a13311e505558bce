package org.interviewworkbench.engine.edit;

import java.util.List;
import java.util.Optional;
import org.interviewworkbench.engine.model.SessionSnapshot;
import org.interviewworkbench.engine.model.Speaker;
import org.interviewworkbench.engine.model.Utterance;

/**
 * Undoing the last submitted turn (issue 13): the session goes back to the state it was in before the turn, so the
 * turn and its effects (graph, tracker, pending question) and every edit made after it roll back together. A pure
 * function over two snapshots: the one taken before the turn ran and the session as it is now.
 *
 * <p>Allowed only while the turn is the last one: the current session must have exactly one completed turn more than
 * the snapshot taken before it, of the same session.
 */
public final class TurnRollback {

    /**
     * What undoing the turn gives.
     *
     * @param problem  why the turn cannot be undone ({@code null} when it can)
     * @param restored the session as it was before the turn ({@code null} on a problem)
     * @param turn     the turn undone (1-based)
     * @param answer   the answer the turn processed, to give back to the answer box
     */
    public record Outcome(String problem, SessionSnapshot restored, int turn, String answer) {
        public boolean ok() {
            return problem == null;
        }
    }

    /** Undoes the last turn of {@code current}, going back to {@code beforeTurn}. */
    public Outcome undo(SessionSnapshot beforeTurn, SessionSnapshot current) {
        if (beforeTurn == null || current == null) {
            return new Outcome("the session as it was before the turn was not kept", null, 0, "");
        }
        if (!beforeTurn.info().id().equals(current.info().id())) {
            return new Outcome("the turn belongs to another session", null, 0, "");
        }
        int last = current.state().turnCount();
        if (last != beforeTurn.state().turnCount() + 1) {
            return new Outcome("turn " + (beforeTurn.state().turnCount() + 1) + " is no longer the last one (the "
                    + "session has " + last + " turns)", null, 0, "");
        }
        String answer = answerOf(current.utterances(), last).orElse("");
        SessionSnapshot restored = new SessionSnapshot(current.info(), current.concept(),
                current.methodologySource(), beforeTurn.state(), beforeTurn.graph().copy(), beforeTurn.utterances());
        return new Outcome(null, restored, last, answer);
    }

    private static Optional<String> answerOf(List<Utterance> utterances, int turn) {
        return utterances.stream().filter(u -> u.turnNumber() == turn && u.speaker() == Speaker.USER)
                .map(Utterance::text).findFirst();
    }
}
