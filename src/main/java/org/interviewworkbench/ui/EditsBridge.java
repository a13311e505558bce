package org.interviewworkbench.ui;

import java.util.List;
import org.interviewworkbench.engine.model.SessionSnapshot;
import org.interviewworkbench.engine.pipeline.TurnResult;

/**
 * The researcher's edits' side of the {@link WorkbenchBridge} (issue 13): corrections with undo on record, notes,
 * undoing the last turn, the member check and the edit log. Blocking, on the turn executor (see
 * {@link WorkbenchBridge}).
 */
public interface EditsBridge {

    /**
     * What an edit, undo or redo did.
     *
     * @param problems one line per bad edit ({@code edit <index>: <message>}); nothing was changed when not empty
     * @param before   the session as it was (what an undo puts back), or null on problems
     * @param after    the session as it is now, with the pending question re-ranked and reworded, or null
     */
    record EditResult(List<String> problems, SessionSnapshot before, SessionSnapshot after) {
        public EditResult {
            problems = List.copyOf(problems);
        }

        public boolean ok() {
            return problems.isEmpty();
        }
    }

    /**
     * One entry of the session's edit log as the History panel shows it.
     *
     * @param seq       1-based position in the log
     * @param at        when
     * @param afterTurn completed turns when it was made
     * @param who       who
     * @param op        the entry's op (rename, merge, ..., undo, redo, override_question, override_strategy)
     * @param what      a sentence naming the concept or relationship
     * @param before    the value before ("" when none)
     * @param after     the value after ("" when none)
     */
    record HistoryEntry(int seq, java.time.Instant at, int afterTurn, String who, String op, String what,
                        String before, String after) {
    }

    /** The node and edge types of the session's methodology (what edits may use). */
    default org.interviewworkbench.engine.config.Ontology ontology(String sessionId) {
        throw new IllegalStateException("this workbench cannot edit sessions");
    }

    /**
     * Applies edits all or nothing, recomputes the pending ranking from the corrected graph and rewords the pending
     * question when it no longer fits, and records the edits in the session's log, in one transaction.
     */
    default EditResult applyEdits(String sessionId, List<org.interviewworkbench.engine.edit.GraphEdit> edits) {
        throw new IllegalStateException("this workbench cannot edit sessions");
    }

    /**
     * Records a note: a typo corrected in a past answer (the stored answer changes; extraction is not run again) or a
     * memo on a turn or a concept, in the session's edit log, in one transaction with its effect. {@code after} is the
     * session now (the corrected transcript); the graph and the next question stay as they are.
     */
    default EditResult addNote(String sessionId, org.interviewworkbench.engine.edit.SessionNote note) {
        throw new IllegalStateException("this workbench cannot edit sessions");
    }

    /**
     * Takes a note back ({@code op} "undo") or makes it again ("redo"): a log entry naming the note
     * ({@code {"op":"undo","what":..,"edits":[note],"before":..,"after":..}}), so the exports drop a note taken back,
     * and for a typo correction the whole answer of its turn stored as {@code answer} (as it was before the
     * correction, or after it), in one transaction. Blocking; on the turn executor.
     */
    default EditResult restoreNote(String sessionId, String op, String what,
                                   org.interviewworkbench.engine.edit.SessionNote note, String answer) {
        throw new IllegalStateException("this workbench cannot edit sessions");
    }

    /**
     * Puts the session back to {@code target} (the {@link EditResult#before()} of an undo or the
     * {@link EditResult#after()} of a redo), recorded as a new log entry ({@code op} "undo" or "redo", {@code what}
     * naming the action, {@code edits} the edits undone or redone): the log is on record, nothing is erased.
     * Refused when a turn was answered since.
     */
    default EditResult restore(String sessionId, SessionSnapshot target, String op, String what,
                               List<org.interviewworkbench.engine.edit.GraphEdit> edits) {
        throw new IllegalStateException("this workbench cannot edit sessions");
    }

    /**
     * What undoing the last turn did.
     *
     * @param problems why it was refused (nothing changed), else empty
     * @param after    the session as it is now (before the turn), or null
     * @param turns    the session's turns now
     * @param turn     the turn undone
     * @param answer   the answer of the undone turn (it goes back to the answer box)
     */
    record TurnUndoResult(List<String> problems, SessionSnapshot after, List<TurnResult> turns, int turn,
                          String answer) {
        public TurnUndoResult {
            problems = List.copyOf(problems);
            turns = List.copyOf(turns);
        }

        public boolean ok() {
            return problems.isEmpty();
        }
    }

    /**
     * The session's graph as it was just before turn {@code turn} ran (so after the turn before, with the researcher's
     * edits made in between), or null when the store did not keep it. Blocking; off the FX thread.
     */
    default org.interviewworkbench.engine.model.InterviewGraph graphBeforeTurn(String sessionId, int turn) {
        return null;
    }

    /**
     * Undoes the session's last turn while it is the last one and was answered in this workbench: the turn, its
     * effects and the edits made after it roll back in one transaction, recorded as an {@code undo_turn} entry.
     */
    default TurnUndoResult undoLastTurn(String sessionId) {
        throw new IllegalStateException("this workbench cannot undo turns");
    }

    /** The respondent's ladders in plain language, for the review with the respondent (member check). */
    default List<org.interviewworkbench.engine.study.MemberCheck.Item> memberCheck(String sessionId) {
        return List.of();
    }

    /**
     * Records the respondent's verdict on a ladder (confirmed, corrected or rejected, with an optional note) in the
     * session's edit log; a correction itself is made with the ordinary edits.
     */
    default void recordMemberCheck(String sessionId, org.interviewworkbench.engine.study.MemberCheck.Item item,
                                   String verdict, String note) {
        throw new IllegalStateException("this workbench cannot record a member check");
    }

    /** The session's edit log, oldest first. */
    default List<HistoryEntry> history(String sessionId) {
        return List.of();
    }

    /**
     * One line saying how much of the engine's coding the researcher kept in this session ("Kept unchanged 18 of 24
     * concepts (75 %), renamed 3, ...; relationships: 9 of 12 kept (75 %), ..."), or empty when unknown.
     */
    default String keptSummary(String sessionId) {
        return "";
    }
}
