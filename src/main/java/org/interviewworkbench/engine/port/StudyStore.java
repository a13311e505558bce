package org.interviewworkbench.engine.port;

import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.interviewworkbench.engine.study.Codebook;
import org.interviewworkbench.engine.study.CodebookEdit;
import org.interviewworkbench.engine.study.Ladder;
import org.interviewworkbench.engine.study.Study;
import org.interviewworkbench.engine.study.StudySession;

/**
 * Studies, their member sessions, imported ladders and the codebook (design.md "Studies"). Every write is one
 * transaction. Implementations report database failures with an unchecked exception whose message is one line.
 */
public interface StudyStore {

    /** The codebook of a study with the version a save must name. */
    record VersionedCodebook(Codebook codebook, long version) {
    }

    /** One entry of the codebook's edit history. */
    record CodebookHistoryEntry(int seq, String op, String summary, java.time.Instant at, String who,
                                boolean undone) {
    }

    /** Thrown when a save names a version another writer has already replaced. */
    final class StaleVersionException extends RuntimeException {
        public StaleVersionException(String message) {
            super(message);
        }
    }

    Study createStudy(String name, String methodologyId, String conceptId);

    Optional<Study> study(String id);

    /** All studies, oldest first. */
    List<Study> listStudies();

    /** Adds a session (or replaces its variables when it is already a member). */
    void addSession(String studyId, String sessionId, Map<String, String> variables);

    boolean removeSession(String studyId, String sessionId);

    /** Member sessions in the order they were added. */
    List<StudySession> sessions(String studyId);

    /** Appends hand-coded ladders (all or nothing). */
    void addImportedLadders(String studyId, List<Ladder> ladders);

    /** Imported ladders in import order, steps in step order. */
    List<Ladder> importedLadders(String studyId);

    /** The codebook (empty, version 0, when none was saved yet). */
    VersionedCodebook codebook(String studyId);

    /**
     * Stores a whole codebook (a proposal) as a new version, recorded in the history.
     *
     * @throws StaleVersionException when {@code expectedVersion} is not the stored version
     */
    long saveCodebook(String studyId, long expectedVersion, Codebook codebook, String op, String summary,
                      String who);

    /** Applies an edit to the stored codebook in one transaction; returns the new version. */
    default long applyEdit(String studyId, long expectedVersion, CodebookEdit edit, String who) {
        VersionedCodebook current = codebook(studyId);
        if (current.version() != expectedVersion) {
            throw new StaleVersionException("the codebook of study " + studyId + " was changed by someone else"
                    + " (version " + current.version() + ", you had " + expectedVersion + "): reload it");
        }
        Codebook next = edit.apply(current.codebook());
        return saveCodebook(studyId, expectedVersion, next, edit.op(), edit.label(), who);
    }

    /** Restores the codebook before the last edit that is not undone; empty when there is nothing to undo. */
    Optional<String> undoLastEdit(String studyId, String who);

    List<CodebookHistoryEntry> codebookHistory(String studyId);
}
