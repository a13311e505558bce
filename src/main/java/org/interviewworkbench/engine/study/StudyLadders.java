package org.interviewworkbench.engine.study;

import java.util.ArrayList;
import java.util.List;

import org.interviewworkbench.engine.config.Ontology;
import org.interviewworkbench.engine.model.SessionSnapshot;
import org.interviewworkbench.engine.port.SessionStore;
import org.interviewworkbench.engine.port.StudyStore;

/**
 * The ladders of a study: every member session's ladders ({@link LadderExtractor}) in study order, then the imported
 * ones; {@link #coded} names them by the study codebook. Shared by the command line and the workbench.
 */
public final class StudyLadders {

    private final SessionStore sessions;
    private final StudyStore studies;
    private final Ontology ontology;

    public StudyLadders(SessionStore sessions, StudyStore studies, Ontology ontology) {
        this.sessions = sessions;
        this.studies = studies;
        this.ontology = ontology;
    }

    /** Ladders as interviewed and imported, before the codebook names them. */
    public List<Ladder> raw(String studyId) {
        return raw(studyId, null);
    }

    /**
     * Ladders of the member sessions that {@code keep} accepts, in study order; with a {@code null} filter every
     * member and then the imported ladders (imported ladders have no session variables, so a filter leaves them out).
     */
    public List<Ladder> raw(String studyId, java.util.function.Predicate<StudySession> keep) {
        List<Ladder> out = new ArrayList<>();
        LadderExtractor extractor = new LadderExtractor(ontology);
        for (StudySession member : studies.sessions(studyId)) {
            if (keep != null && !keep.test(member)) {
                continue;
            }
            SessionSnapshot snapshot = sessions.load(member.sessionId()).orElse(null);
            if (snapshot != null) {
                out.addAll(extractor.ladders(member.sessionId(), member.respondent(), snapshot.graph(),
                        utteranceTurns(snapshot)));
            }
        }
        if (keep == null) {
            out.addAll(studies.importedLadders(studyId));
        }
        return out;
    }

    /** Utterance id to the turn it belongs to. */
    public static java.util.Map<String, Integer> utteranceTurns(SessionSnapshot snapshot) {
        java.util.Map<String, Integer> out = new java.util.HashMap<>();
        snapshot.utterances().forEach(u -> out.put(u.id(), u.turnNumber()));
        return out;
    }

    /** Ladders named by the study codebook (its codes where it has one for an element). */
    public List<Ladder> coded(String studyId) {
        return coded(studyId, null);
    }

    /** {@link #raw(String, java.util.function.Predicate)} named by the study codebook. */
    public List<Ladder> coded(String studyId, java.util.function.Predicate<StudySession> keep) {
        return studies.codebook(studyId).codebook().apply(raw(studyId, keep));
    }
}
