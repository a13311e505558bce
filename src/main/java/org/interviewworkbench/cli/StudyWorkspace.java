package org.interviewworkbench.cli;

import java.util.List;

import org.interviewworkbench.engine.config.MethodologyConfig;
import org.interviewworkbench.engine.config.NodeType;
import org.interviewworkbench.engine.port.SessionStore;
import org.interviewworkbench.engine.port.StudyStore;
import org.interviewworkbench.engine.study.Ladder;
import org.interviewworkbench.engine.study.Study;
import org.interviewworkbench.engine.study.StudyLadders;

/**
 * One open study for a {@code study} subcommand: the database, the study, its methodology and its ladders
 * (every member session's ladders in study order, then the imported ones), named by the codebook when it has codes.
 */
final class StudyWorkspace implements AutoCloseable {

    final SessionStore sessions;
    final StudyStore studies;
    final Study study;
    final MethodologyConfig methodology;

    private StudyWorkspace(SessionStore sessions, StudyStore studies, Study study, MethodologyConfig methodology) {
        this.sessions = sessions;
        this.studies = studies;
        this.study = study;
        this.methodology = methodology;
    }

    /** Opens the database and the study; an unknown study is a user mistake. */
    static StudyWorkspace open(CliServices services, String db, String studyId) {
        SessionStore store = services.openStore(db);
        try {
            StudyStore studies = services.studies(store);
            Study study = studies.study(studyId).orElseThrow(() -> new UserInputException("no study " + studyId
                    + " in " + (db == null ? "the default database" : db) + " (see: study list)"));
            MethodologyConfig methodology = services.methodology(study.methodologyId()).config();
            return new StudyWorkspace(store, studies, study, methodology);
        } catch (RuntimeException e) {
            closeQuietly(store);
            throw e;
        }
    }

    /** Node type names in ontology order (bottom to top of a map). */
    List<String> typeOrder() {
        return methodology.ontology().nodeTypes().stream().map(NodeType::name).toList();
    }

    /** Ladders as interviewed and imported, before the codebook names them. */
    List<Ladder> rawLadders() {
        return new StudyLadders(sessions, studies, methodology.ontology()).raw(study.id());
    }

    /** Ladders named by the study codebook (its codes where it has one for an element). */
    List<Ladder> codedLadders() {
        return new StudyLadders(sessions, studies, methodology.ontology()).coded(study.id());
    }

    @Override
    public void close() {
        closeQuietly(sessions);
    }

    private static void closeQuietly(SessionStore store) {
        if (store instanceof AutoCloseable c) {
            try {
                c.close();
            } catch (Exception ignored) {
                // nothing was written that a failed close could lose
            }
        }
    }
}
