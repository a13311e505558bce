package org.interviewworkbench.cli;

import org.interviewworkbench.engine.config.MethodologyConfig;
import org.interviewworkbench.engine.model.Concept;
import org.interviewworkbench.engine.pipeline.InterviewService;
import org.interviewworkbench.engine.port.LanguageEngine;
import org.interviewworkbench.engine.port.SessionStore;

/**
 * What the interview-running commands need from the composition root. Implemented in package {@code app};
 * every method reports user mistakes as {@link UserInputException}.
 */
public interface CliServices {

    /** A methodology with the YAML text it was read from. */
    record LoadedMethodology(MethodologyConfig config, String source) {
    }

    /** Resolves {@code --methodology ID|FILE}. */
    LoadedMethodology methodology(String idOrFile);

    /** Parses a stored methodology snapshot (resumed sessions run with the YAML they started with). */
    MethodologyConfig parseMethodology(String source, String name);

    /** Resolves {@code --concept FILE|ID}. */
    Concept concept(String idOrFile);

    /** Opens the session store at a JDBC URL, or the default database when {@code null}. */
    SessionStore openStore(String jdbcUrl);

    /**
     * Opens an existing session database for a command that only reads ({@code sessions}, {@code export}): never
     * creates one; a missing, empty or foreign file is a one-line user error.
     */
    default SessionStore openExistingStore(String jdbcUrl) {
        return openStore(jdbcUrl);
    }

    /** The language engine for {@code --engine} (offline when {@code null}) with optional overrides. */
    default LanguageEngine languageEngine(String engine, String baseUrl, String model) {
        return languageEngine(engine, baseUrl, model, null);
    }

    /** As above, with {@code --redact auto|on|off} ({@code null}: auto). */
    default LanguageEngine languageEngine(String engine, String baseUrl, String model, String redact) {
        return languageEngine(engine, baseUrl, model, redact, null, note -> { });
    }

    /**
     * As above, after a preflight of the LLM servers: one that cannot be reached or refuses the key is a
     * {@link DependencyException} (exit 1), unless {@code fallback} is {@code offline}, when {@code notes} gets one
     * line and the offline engine is returned.
     */
    LanguageEngine languageEngine(String engine, String baseUrl, String model, String redact, String fallback,
                                  java.util.function.Consumer<String> notes);

    /** The requests {@code engine} sent since the last call (empty for the offline engine). */
    java.util.List<org.interviewworkbench.engine.port.EgressEntry> drainEgress(LanguageEngine engine);

    /** The interview service over a store and an engine. */
    InterviewService interviewService(SessionStore store, LanguageEngine language);

    /**
     * As above, with {@code --turn-deadline-ms}: after that many ms from the answer the offline engine answers each
     * language task still running, and the turn is marked degraded ({@code 0}: no deadline).
     */
    default InterviewService interviewService(SessionStore store, LanguageEngine language, long turnDeadlineMs) {
        return interviewService(store, language);
    }

    /** The study tables of the database {@code store} was opened on. */
    org.interviewworkbench.engine.port.StudyStore studies(SessionStore store);

    /** The embedding model (in-process MiniLM) used to propose study codes. */
    org.interviewworkbench.engine.port.EmbeddingPort embeddings();

    /**
     * Researcher edits applied as the workbench applies them: the pending ranking recomputed from the corrected graph
     * and the question worded again when it no longer fits (by the offline language engine: the command line sends
     * nothing to a remote provider to reword a question).
     */
    org.interviewworkbench.engine.pipeline.SessionEditing sessionEditing();

    /** The researcher's edit log of the database {@code store} was opened on. */
    org.interviewworkbench.engine.port.EditLogStore editLog(SessionStore store);

    /** The consent notes and redaction choices of the database {@code store} was opened on. */
    org.interviewworkbench.engine.port.ConsentStore consentLog(SessionStore store);

    /** The effective redaction of {@code engine} ({@code off} for the offline engine: nothing leaves). */
    default String redaction(LanguageEngine engine) {
        return "off";
    }

    /** The egress log of the database {@code store} was opened on. */
    org.interviewworkbench.engine.port.EgressLogStore egressLog(SessionStore store);

    /** The stop request of this process (signals), polled by long-running commands. */
    Interruption interruption();

    /**
     * The one line naming another live process that is writing {@code sessionId} in {@code store} now (it holds the
     * session's lease), or empty when this process may write it.
     */
    default java.util.Optional<String> otherWriter(SessionStore store, String sessionId) {
        return java.util.Optional.empty();
    }

    /**
     * Copies sessions (with their turns, graphs, edits and egress) and studies from one database to another
     * ({@code db copy}); {@code studyId} limits it to one study and its sessions; {@code progress} gets one line per
     * session.
     */
    CopySummary copyDatabase(String from, String to, String studyId, java.util.function.Consumer<String> progress);

    /**
     * What {@code db copy} did: sessions copied (new or newer at the source), unchanged (already the same at the
     * target), kept (the target's copy has more turns: not overwritten); studies copied and unchanged.
     */
    record CopySummary(int sessionsCopied, int sessionsUnchanged, int sessionsKept, int studiesCopied,
                       int studiesUnchanged) {
    }
}
