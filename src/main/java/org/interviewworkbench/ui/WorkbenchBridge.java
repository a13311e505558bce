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
 * The single boundary between the engine world and the JavaFX workbench: the sessions, the catalogue and the shared
 * store here, and one interface per other job it extends ({@link LabBridge} the methodology lab, {@link SettingsBridge}
 * the settings, {@link StudyBridge} the studies, {@link EditsBridge} the researcher's edits). A view model may depend
 * on the one part it uses.
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
public interface WorkbenchBridge extends LabBridge, SettingsBridge, StudyBridge, EditsBridge {

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

    /** The requests the session sent to language providers, in the order sent (empty for offline sessions). */
    default List<org.interviewworkbench.engine.port.EgressEntry> egress(String sessionId) {
        return List.of();
    }

    // ---- the shared store: who writes, what changed (issue 16) ------------------------------------------------

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
}
