package org.interviewworkbench.ui;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import org.interviewworkbench.engine.model.SessionSnapshot;
import org.interviewworkbench.engine.model.SessionSummary;
import org.interviewworkbench.engine.pipeline.TurnListener;
import org.interviewworkbench.engine.pipeline.TurnResult;
import org.interviewworkbench.engine.scoring.RankingResult;
import org.interviewworkbench.export.ExportFormat;

/**
 * The single boundary between the engine world and the JavaFX workbench.
 *
 * <p><b>Threading contract.</b> Every method is <em>blocking</em> and is called by the UI from one of its own
 * background executors, never from the FX application thread. Implementations must therefore not touch JavaFX and
 * need no internal thread of their own (except {@link #watchMethodologies}, see there). Results are engine value
 * records ({@code engine.model}, {@code engine.pipeline.TurnResult}, {@code engine.scoring}); the UI never mutates
 * them. Calls for one session are serialised by the UI (one turn executor), so an implementation may assume that
 * {@link #answer} is never called concurrently for the same session.
 *
 * <p><b>Errors.</b> User mistakes (unknown id, invalid answer, broken YAML on save) are reported with an exception
 * whose message is a one-line sentence fit for a dialog; the UI logs the exception and shows only that message.
 * A cancelled turn throws {@link org.interviewworkbench.engine.pipeline.TurnCancelledException}.
 *
 * <p><b>What the real implementation (package {@code app}) does</b>, wiring {@code InterviewService}, the H2
 * {@code SessionStore}, the methodology loader and the language engines:
 * <ul>
 *   <li>{@link #listSessions}, {@link #loadSession}, {@link #turnResults}, {@link #deleteSession}: delegate to the
 *   {@code SessionStore}.</li>
 *   <li>{@link #startSession}: load the methodology (active, hot-reloaded version) and the concept, pick the language
 *   engine, call {@code InterviewService.start(new StartRequest(null, config, yaml, concept, engine, seed,
 *   maxTurns, null, null))}.</li>
 *   <li>{@link #answer}: build {@code new TurnInput(sessionId, answer, activeConfig, askedQuestion,
 *   strategyOverride, cancelled)} and return {@code InterviewService.answer(input, listener)}.</li>
 *   <li>{@link #export}: run the {@code export} package exporter for the format and write the file.</li>
 *   <li>{@link #validateMethodology}: the methodology validator (SnakeYAML marks, 1-based line and column); must
 *   be side-effect free and quick enough to run on every keystroke pause.</li>
 *   <li>{@link #saveMethodology}: validate; only when there is no {@link Severity#ERROR} write the file and swap
 *   the active config (hot reload). A broken text never replaces the active methodology.</li>
 *   <li>{@link #watchMethodologies}: forward the loader's file-watch reloads (including broken external edits,
 *   reported with {@code applied == false}).</li>
 *   <li>{@link #rerank}: parse {@code editedYaml} and re-run stage 1 + stage 2 scoring on the stored signals and
 *   node signals of {@code turn} (phase from the turn); nothing is stored.</li>
 * </ul>
 */
public interface WorkbenchBridge {

    // ---- sessions ------------------------------------------------------------------------------------------

    /** Sessions in the store, newest first. */
    List<SessionSummary> listSessions();

    /** The whole stored session (graph, transcript, state). */
    SessionSnapshot loadSession(String sessionId);

    /** Every stored TurnResult of the session, turn 1 first. */
    List<TurnResult> turnResults(String sessionId);

    /** Creates a session and its opening question (turn 0). */
    SessionSnapshot startSession(String methodologyId, String conceptId, String engine, int maxTurns);

    /**
     * Records what the researcher filled in when setting up the session (participant, date, moderator, notes) and
     * the consent note (stored with the effective redaction, as {@code --consent} does); blank fields are not stored.
     */
    default void recordSetup(String sessionId, org.interviewworkbench.engine.port.SessionSetupStore.SessionSetup setup,
                             String consent) {
    }

    /** What was recorded with the session's setup form, if anything. */
    default java.util.Optional<org.interviewworkbench.engine.port.SessionSetupStore.SessionSetup> setupOf(
            String sessionId) {
        return java.util.Optional.empty();
    }

    /** Whether the researcher chose the dark theme (stored in the settings file). */
    default boolean darkTheme() {
        return false;
    }

    /** Stores the theme choice in the settings file. */
    default void saveDarkTheme(boolean dark) {
    }

    /** Whether this is the first run on this computer (no settings file yet): the workbench then shows its guide. */
    default boolean firstRun() {
        return false;
    }

    /** Remembers that the first-run guide was shown (writes the settings file), so it is shown once. */
    default void firstRunDone() {
    }

    /**
     * Writes a new topic (concept file) from the "New topic" form where the concept catalogue finds it, so New
     * session offers it for its methodology at once; returns the new concept's id. Blocking (file IO).
     *
     * @throws IllegalArgumentException when the form is incomplete or the file would not validate
     */
    default String createTopic(org.interviewworkbench.ui.sessions.NewTopic topic) {
        throw new UnsupportedOperationException("this workbench cannot create topics");
    }

    /** The concepts' human names (concept id to name), for choosing a concept by its name. */
    default java.util.Map<String, String> conceptNames() {
        return java.util.Map.of();
    }

    /**
     * Runs one turn (stages 1-12) and commits it. Blocking.
     *
     * @param askedQuestion    the question actually asked when the researcher edited the suggestion, else null
     * @param strategyOverride strategy the researcher wants for the next question instead of the ranking's
     *                         winner, else null (recorded with the turn)
     * @param listener         live stage progress, called on the calling (background) thread
     * @param cancelled        polled between stages; true stops the turn without committing anything
     */
    TurnResult answer(String sessionId, String answer, String askedQuestion, String strategyOverride,
                      TurnListener listener, BooleanSupplier cancelled);

    /**
     * As {@link #answer(String, String, String, String, TurnListener, BooleanSupplier)}, with the strategy the
     * moderator chose for the question asked now ({@code askedStrategy}, the question regenerated for it by
     * {@link #previewStrategy}; null when the ranking's was kept): the pending ranking is redone for it before the
     * answer is processed and the choice is logged with the turn as {@code override_strategy}.
     */
    default TurnResult answer(String sessionId, String answer, String askedQuestion, String askedStrategy,
                              String strategyOverride, TurnListener listener, BooleanSupplier cancelled) {
        return answer(sessionId, answer, askedQuestion, strategyOverride, listener, cancelled);
    }

    /**
     * The question about to be asked, regenerated for {@code strategy} (null: as the ranking decided): the pending
     * ranking redone with that strategy (the what-if) and the question worded by the session's language engine.
     * Nothing is stored. Blocking.
     */
    default StrategyPreview previewStrategy(String sessionId, String strategy) {
        throw new IllegalStateException("this workbench cannot regenerate questions");
    }

    /**
     * A regenerated pending question.
     *
     * @param strategy   the strategy it was generated for
     * @param question   the question
     * @param focusLabel the concept it is about ("" when none)
     */
    record StrategyPreview(String strategy, String question, String focusLabel) {
    }

    /** Deletes a session and everything stored with it; false when it did not exist. */
    boolean deleteSession(String sessionId);

    /** Writes one export format of the session to {@code target}. */
    void export(String sessionId, ExportFormat format, Path target);

    // ---- catalogue -----------------------------------------------------------------------------------------

    /** Ids of the methodologies that can be used, in display order. */
    List<String> methodologyIds();

    /** Ids of the shipped / configured concepts, in display order. */
    List<String> conceptIds();

    /**
     * The methodology each concept is for (concept id to methodology id), so a new session offers only the concepts
     * that fit the chosen methodology; a concept missing here is offered for every methodology.
     */
    default java.util.Map<String, String> conceptMethodologies() {
        return java.util.Map.of();
    }

    /**
     * The methodology a session runs with, parsed from its stored YAML (for the plain labels of strategies, node
     * types and signals); {@code null} when the text no longer parses (the UI then shows readable ids).
     */
    default org.interviewworkbench.engine.config.MethodologyConfig methodologyOf(String yaml, String methodologyId) {
        return null;
    }

    /** Language engines that can be chosen (e.g. offline, openai, ollama, anthropic). */
    List<String> engines();

    // ---- methodologies -------------------------------------------------------------------------------------

    /** Validates YAML text without side effects; an empty list means valid. */
    List<Problem> validateMethodology(String yaml, String fileName);

    /** The YAML source of the currently active (possibly hot-reloaded) methodology. */
    String activeMethodologySource(String methodologyId);

    /**
     * Validates and, when valid, saves and hot-reloads the methodology.
     *
     * @return whether it was applied, with the problems found (non-empty when not applied)
     */
    SaveOutcome saveMethodology(String methodologyId, String yaml);

    /**
     * Registers a listener for external changes to methodology files (hot reload). The listener may be called
     * on any thread; the UI marshals it. Closing the returned handle stops the notifications.
     */
    AutoCloseable watchMethodologies(Consumer<MethodologyChange> listener);

    /** What-if: the ranking the turn would have produced with {@code editedYaml}; nothing is stored. */
    RankingResult rerank(TurnResult turn, String editedYaml);

    // ---- simulation and settings ---------------------------------------------------------------------------

    /** Scenario ids available for simulation. */
    List<String> scenarioIds();

    /** Persona ids available for simulation. */
    List<String> personaIds();

    /**
     * Runs {@code request.runs()} synthetic interviews, reporting progress; blocking and cancellable between
     * turns. Each run is stored as a session the UI can open.
     */
    List<SimulationRun> simulate(SimulationRequest request, Consumer<SimulationProgress> progress,
                                 BooleanSupplier cancelled);

    /** The current settings; API keys are never returned, only whether one is stored. */
    EngineSettings settings();

    /** Saves settings; a non-null key in {@code newApiKeys} (provider to key) replaces the stored key. */
    void saveSettings(EngineSettings settings, Map<String, String> newApiKeys);

    /**
     * Language model servers running on this machine (Ollama, OpenAI-compatible) and their models. Blocking (asks
     * a few loopback ports); call off the FX thread.
     */
    default List<LocalModelServer> findLocalModels() {
        return List.of();
    }

    // ---- value types ---------------------------------------------------------------------------------------

    /** Problem severity. */
    enum Severity { ERROR, WARNING }

    /**
     * One validation problem at a 1-based line and column.
     */
    record Problem(int line, int column, String message, Severity severity) {
        public Problem {
            Objects.requireNonNull(message, "message");
            severity = severity == null ? Severity.ERROR : severity;
            line = Math.max(1, line);
            column = Math.max(1, column);
        }

        /** {@code line:column: message}. */
        public String display() {
            return line + ":" + column + ": " + message;
        }
    }

    /** Result of {@link #saveMethodology}. */
    record SaveOutcome(boolean applied, List<Problem> problems) {
        public SaveOutcome {
            problems = List.copyOf(problems);
        }
    }

    /**
     * A methodology file changed on disk.
     *
     * @param methodologyId the methodology
     * @param source        the new file text
     * @param applied       whether it replaced the active methodology
     * @param problems      why not, when not applied
     */
    record MethodologyChange(String methodologyId, String source, boolean applied, List<Problem> problems) {
        public MethodologyChange {
            problems = List.copyOf(problems);
        }
    }

    /** A batch of synthetic interviews. */
    record SimulationRequest(String methodologyId, String scenarioId, String personaId, String engine, int turns,
                             int runs, long seed) {
        public SimulationRequest {
            if (turns < 1 || runs < 1) {
                throw new IllegalArgumentException("turns and runs must be at least 1");
            }
        }
    }

    /** Progress of a simulation batch (1-based run, turns done in that run). */
    record SimulationProgress(int run, int runs, int turn, int turns) {
        /** Overall fraction done in [0, 1]. */
        public double fraction() {
            return ((run - 1) * (double) turns + turn) / ((double) runs * turns);
        }
    }

    /** One finished simulated interview and its quality metrics (name to value, in display order). */
    record SimulationRun(int run, String sessionId, int turns, String terminationReason,
                         Map<String, Double> quality) {
        public SimulationRun {
            quality = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(quality));
        }
    }

    /**
     * Engine settings.
     *
     * @param defaultEngine  engine for new sessions
     * @param modelPerTask   language task id to "engine:model"
     * @param dataFolder     folder of the database and logs
     * @param storedApiKeys  providers that have a key stored (the keys themselves never leave the store)
     */
    record EngineSettings(String defaultEngine, Map<String, String> modelPerTask, String dataFolder,
                          List<String> storedApiKeys) {
        public EngineSettings {
            modelPerTask = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(modelPerTask));
            storedApiKeys = List.copyOf(storedApiKeys);
        }
    }

    /** A language model server found on this machine: the engine to use it as, its base URL and its models. */
    record LocalModelServer(String engine, String baseUrl, List<String> models) {
        public LocalModelServer {
            models = List.copyOf(models);
        }
    }

    // ---- studies (design.md "Studies") ----------------------------------------------------------------------

    /** A study to pick in the Study tab. */
    record StudyChoice(String id, String name, String methodologyId, int sessions) {
        @Override
        public String toString() {
            return name + " (" + methodologyId + ", " + sessions + (sessions == 1 ? " interview" : " interviews") + ")";
        }
    }

    /** One code of the study with its frequencies and position in the map. */
    record StudyCodeRow(String code, String type, int mentions, int respondents, double abstractness,
                        double centrality) {
    }

    /** The map's statistics at one cut-off. */
    record CutoffRow(int cutoff, int codes, int links, double shareOfLinks, double shareOfActiveCells) {
    }

    /**
     * A study's analysis at a cut-off: codes, the cut-off table, the map as a PNG, its dominant chains.
     *
     * @param maxCutoff       the highest cut-off that still draws a link (the slider's end)
     * @param suggestedCutoff the highest cut-off whose map keeps two thirds of the links (where the tab opens)
     */
    record StudyAnalysis(String studyId, int cutoff, int maxCutoff, int suggestedCutoff, int ladders, int respondents,
                         List<StudyCodeRow> codes, List<CutoffRow> cutoffs, byte[] mapPng, List<String> chains,
                         List<DiscoveryPoint> discovery, int saturationAfter, List<CodebookRow> codebook,
                         StudyMatrix matrix) {
        public StudyAnalysis {
            codes = List.copyOf(codes);
            cutoffs = List.copyOf(cutoffs);
            chains = List.copyOf(chains);
            discovery = List.copyOf(discovery);
            codebook = List.copyOf(codebook);
            matrix = matrix == null ? StudyMatrix.EMPTY : matrix;
        }

        /** An analysis without its implication matrix (the Matrix tab shows nothing). */
        public StudyAnalysis(String studyId, int cutoff, int maxCutoff, int suggestedCutoff, int ladders,
                             int respondents, List<StudyCodeRow> codes, List<CutoffRow> cutoffs, byte[] mapPng,
                             List<String> chains, List<DiscoveryPoint> discovery, int saturationAfter,
                             List<CodebookRow> codebook) {
            this(studyId, cutoff, maxCutoff, suggestedCutoff, ladders, respondents, codes, cutoffs, mapPng, chains,
                    discovery, saturationAfter, codebook, StudyMatrix.EMPTY);
        }
    }

    /**
     * The implication matrix the analysis counted (its count mode and session filter): codes in first-appearance
     * order with their abstractness, and every cell with direct + indirect &gt; 0.
     */
    record StudyMatrix(List<MatrixCode> codes, List<MatrixCell> cells) {
        public static final StudyMatrix EMPTY = new StudyMatrix(List.of(), List.of());

        public StudyMatrix {
            codes = List.copyOf(codes);
            cells = List.copyOf(cells);
        }

        /** The codes and non-empty cells of {@code matrix}. */
        public static StudyMatrix of(org.interviewworkbench.engine.study.ImplicationMatrix matrix) {
            return new StudyMatrix(matrix.codes().stream().map(c -> new MatrixCode(c, matrix.type(c).orElse(""),
                    matrix.abstractness(c))).toList(), matrix.entries().stream()
                    .map(e -> new MatrixCell(e.from(), e.to(), e.direct(), e.indirect())).toList());
        }
    }

    /** A code of the implication matrix: abstractness = in / (in + out) over direct + indirect counts. */
    record MatrixCode(String code, String type, double abstractness) {
    }

    /** One non-empty cell of the implication matrix. */
    record MatrixCell(String from, String to, int direct, int indirect) {
    }

    /**
     * One interview on the code discovery curve: how many codes it brought that no earlier interview had
     * ({@code saturationAfter} of the analysis: the interview after which three in a row brought none, 0 if never).
     */
    record DiscoveryPoint(int interview, String respondent, int newCodes, int cumulativeCodes) {
    }

    /** A code of the study codebook as the researcher edits it. */
    record CodebookRow(String id, String name, String type, int members) {
    }

    /** The requests the session sent to language providers, in the order sent (empty for offline sessions). */
    default List<org.interviewworkbench.engine.port.EgressEntry> egress(String sessionId) {
        return List.of();
    }

    /** Studies in the session database, oldest first. */
    default List<StudyChoice> listStudies() {
        return List.of();
    }

    /** The analysis of a study at a cut-off ({@code links}: direct or total; {@code count}: ladders or respondents). */
    default StudyAnalysis analyseStudy(String studyId, int cutoff, String links, String count) {
        throw new IllegalStateException("this workbench has no study store");
    }

    /**
     * Merges codes of the study codebook into the first ({@code name} for the merged code), stored with who and when
     * in one transaction; returns what was done ("Merge 2 codes into 'x'").
     */
    default String mergeCodes(String studyId, List<String> codeIds, String name) {
        throw new IllegalStateException("this workbench has no study store");
    }

    /** Renames a code of the study codebook; returns what was done. */
    default String renameCode(String studyId, String codeId, String name) {
        throw new IllegalStateException("this workbench has no study store");
    }

    /** Undoes the last codebook change still in effect; empty when there is nothing to undo. */
    default java.util.Optional<String> undoCodebook(String studyId) {
        throw new IllegalStateException("this workbench has no study store");
    }

    /** Writes the Markdown study report at {@code out} (the map as an SVG beside it); returns the files written. */
    default List<java.nio.file.Path> writeStudyReport(String studyId, java.nio.file.Path out) {
        throw new IllegalStateException("this workbench has no study store");
    }

    // ---- studies: sessions, filters, segments, the codebook editor (issue 14) --------------------------------

    /**
     * A member session of a study as the Study tab lists it.
     *
     * @param title     what identifies the interview (concept, turns, when)
     * @param variables the researcher's variables ({@code respondent}, {@code segment}, free keys), in order given
     */
    record StudySessionRow(String sessionId, String title, Map<String, String> variables) {
        public StudySessionRow {
            variables = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(variables));
        }
    }

    /** The map of one value of a variable (one segment) at the shared cut-off, with its statistics line. */
    record SegmentMap(String value, int sessions, byte[] mapPng, String statistics) {
    }

    /**
     * One member of a code: the concept of one interview (or imported ladder) and the respondent's words, said in
     * {@code turn} of that session (0: unknown, e.g. an imported ladder).
     */
    record CodeMemberRow(int index, String sessionId, String respondent, String label, String quote, int turn) {
        /** A member whose turn is unknown. */
        public CodeMemberRow(int index, String sessionId, String respondent, String label, String quote) {
            this(index, sessionId, respondent, label, quote, 0);
        }
    }

    /**
     * The analysis restricted to the member sessions whose variables hold every {@code filter} entry (imported
     * ladders have no variables and are left out by a filter); an empty filter is the whole study.
     */
    default StudyAnalysis analyseStudy(String studyId, int cutoff, String links, String count,
                                       Map<String, String> filter) {
        if (!filter.isEmpty()) {
            throw new IllegalStateException("this workbench cannot filter studies");
        }
        return analyseStudy(studyId, cutoff, links, count);
    }

    /** The member sessions of a study in the order they were added. */
    default List<StudySessionRow> studySessions(String studyId) {
        return List.of();
    }

    /** Adds a session to a study, or replaces its variables when it is already a member. */
    default void putStudySession(String studyId, String sessionId, Map<String, String> variables) {
        throw new IllegalStateException("this workbench has no study store");
    }

    /** Removes a session from a study (the session itself stays); false when it was not a member. */
    default boolean removeStudySession(String studyId, String sessionId) {
        throw new IllegalStateException("this workbench has no study store");
    }

    /** One map per value of {@code variable} (values sorted), all at {@code cutoff}. */
    default List<SegmentMap> segmentMaps(String studyId, int cutoff, String links, String count, String variable) {
        return List.of();
    }

    /** The node types a code may have (the study methodology's), in ontology order. */
    default List<String> codeTypes(String studyId) {
        return List.of();
    }

    /** The members of a code, first member first. */
    default List<CodeMemberRow> codeMembers(String studyId, String codeId) {
        return List.of();
    }

    /** The description of a code ({@code ""} when none). */
    default String codeDescription(String studyId, String codeId) {
        return "";
    }

    /**
     * Applies one codebook edit (move members, split, change type, describe, ...) against the codebook as read,
     * stored with who and when and undoable with {@link #undoCodebook}; returns what was done.
     */
    default String editCodebook(String studyId, org.interviewworkbench.engine.study.CodebookEdit edit) {
        throw new IllegalStateException("this workbench has no study store");
    }

    /**
     * Proposes the codebook again from the study's ladders at {@code threshold} (starting from the current codes),
     * reporting the fraction of interviews done and checking {@code cancelled} between interviews; a cancelled
     * proposal throws {@link java.util.concurrent.CancellationException} and stores nothing. Returns what was done.
     */
    default String proposeCodebook(String studyId, double threshold, java.util.function.DoubleConsumer progress,
                                   BooleanSupplier cancelled) {
        throw new IllegalStateException("this workbench has no study store");
    }

    // ---- researcher edits (issue 13) -------------------------------------------------------------------------

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
     * Undoes the session's last turn while it is the last one and was answered in this workbench: the turn, its
     * effects and the edits made after it roll back in one transaction, recorded as an {@code undo_turn} entry.
     */
    /**
     * The session's graph as it was just before turn {@code turn} ran (so after the turn before, with the researcher's
     * edits made in between), or null when the store did not keep it. Blocking; off the FX thread.
     */
    default org.interviewworkbench.engine.model.InterviewGraph graphBeforeTurn(String sessionId, int turn) {
        return null;
    }

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

    // ---- the shared study database (issue 16) -----------------------------------------------------------------

    /**
     * The one line naming another live process that is writing the session now (it holds the session's lease, e.g.
     * "session S is being written by alice on lab-pc-3 (process 4242), last heartbeat 5 s ago; ..."), or empty when
     * this workbench may write it. Such a session is shown read-only.
     */
    default java.util.Optional<String> otherWriter(String sessionId) {
        return java.util.Optional.empty();
    }

    /**
     * A short text that changes whenever anyone (this process or another) creates, deletes or writes a session or
     * changes a study; "" when the store cannot tell (then nothing is watched). Cheap: polled every few seconds.
     */
    default String changeToken() {
        return "";
    }

    /** Whether {@link #awaitChange} returns as soon as someone writes (PostgreSQL's LISTEN/NOTIFY), not only polls. */
    default boolean pushesChanges() {
        return false;
    }

    /**
     * Waits up to {@code max} for anyone to write to the store (then read {@link #changeToken()}); returns at once
     * when the store does not push changes. Blocking; the store watcher's thread only.
     */
    default void awaitChange(java.time.Duration max) {
    }

    /**
     * The "Study database" setting: the local H2 file (the default) or a shared PostgreSQL server. The password is
     * never returned, only whether one is stored.
     *
     * @param shared         true for the PostgreSQL server, false for the local file
     * @param host           server host name
     * @param port           server port (5432 by default)
     * @param database       database name
     * @param user           login role
     * @param sslmode        the driver's sslmode (disable, prefer, require, verify-ca, verify-full)
     * @param passwordStored whether the settings file holds a password
     * @param inUse          the database this workbench uses now (the H2 file, or postgresql://host:port/db)
     */
    record StudyDatabase(boolean shared, String host, int port, String database, String user, String sslmode,
                         boolean passwordStored, String inUse) {
        /** The sslmodes offered (the PostgreSQL driver's). */
        public static final List<String> SSL_MODES = List.of("disable", "prefer", "require", "verify-ca",
                "verify-full");
    }

    /** The "Study database" setting as stored, and the database in use now. */
    default StudyDatabase studyDatabase() {
        return new StudyDatabase(false, "", 5432, "", "", "prefer", false, "");
    }

    /**
     * Stores the "Study database" setting in the owner-only settings file; it applies on the next start. A non-blank
     * {@code newPassword} replaces the stored one; blank keeps it.
     */
    default void saveStudyDatabase(StudyDatabase choice, String newPassword) {
        throw new IllegalStateException("this workbench cannot change its database");
    }

    /**
     * Connects to the chosen database (nothing is created or migrated) and returns one line saying what was found or
     * why it failed; never the password. Blocking; call off the FX thread. A blank {@code password} uses the stored
     * one (then PGPASSWORD, ~/.pgpass).
     */
    default String testStudyDatabase(StudyDatabase choice, String password) {
        return "this workbench cannot test database connections";
    }
}
