package org.interviewworkbench.app;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import org.interviewworkbench.cli.CliServices;
import org.interviewworkbench.engine.config.MethodologyConfig;
import org.interviewworkbench.engine.model.Concept;
import org.interviewworkbench.engine.model.SessionSnapshot;
import org.interviewworkbench.engine.model.SessionSummary;
import org.interviewworkbench.engine.pipeline.InterviewService;
import org.interviewworkbench.engine.pipeline.TurnInput;
import org.interviewworkbench.engine.pipeline.TurnListener;
import org.interviewworkbench.engine.pipeline.TurnResult;
import org.interviewworkbench.engine.port.LanguageEngine;
import org.interviewworkbench.engine.port.SessionStore;
import org.interviewworkbench.engine.scoring.RankingResult;
import org.interviewworkbench.export.ExportFormat;
import org.interviewworkbench.methodology.StudyFileLocator;
import org.interviewworkbench.methodology.StudyFiles;
import org.interviewworkbench.ui.WorkbenchBridge;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The desktop's bridge to the engine: the same study files, database, language engines, interview service and
 * simulation runner as the command line. It runs sessions itself and hands each other job to its own class: the
 * methodologies in use ({@link ActiveMethodologies}: a valid save or an external file change replaces one, a broken
 * file never does; new turns run with the active config), the language engines ({@link EngineServices}), the setup
 * and consent records ({@link SessionRecords}), the exports ({@link SessionExport}), simulations
 * ({@link DesktopSimulations}), the researcher's edits ({@link DesktopEdits}), the studies ({@link StudyAnalyser}),
 * the topics ({@link TopicFiles}) and the study database setting ({@link DatabaseSettings}).
 */
public final class DesktopBridge implements WorkbenchBridge, AutoCloseable {

    private static final Logger LOG = LoggerFactory.getLogger(DesktopBridge.class);
    private static final List<String> ENGINES = List.of("offline", "openai", "anthropic", "ollama");

    private final StudyFiles studyFiles;
    private final CliServices services;
    private final SessionStore store;
    private final Path dataFolder;
    private final SettingsFile settingsFile;
    private final EngineServices engineServices;
    private final ActiveMethodologies methodologies;
    private final SessionRecords records;
    private final SessionExport exports;
    private final DesktopSimulations simulations;
    private final DesktopEdits edits;
    private final TopicFiles topics;

    public DesktopBridge(StudyFiles studyFiles, StudyFileLocator locator, CliServices services,
                         OfflineComponents offline, SessionStore store, Path dataFolder,
                         org.interviewworkbench.language.llm.LlmSettingsLoader llmSettings) {
        this.studyFiles = studyFiles;
        this.services = services;
        this.store = store;
        this.engineServices = new EngineServices(services, store);
        this.dataFolder = dataFolder;
        this.settingsFile = new SettingsFile(llmSettings);
        this.topics = new TopicFiles(studyFiles, locator, services::concept);
        this.methodologies = new ActiveMethodologies(studyFiles, locator);
        this.records = new SessionRecords(store);
        this.exports = new SessionExport(store, services, records);
        this.simulations = new DesktopSimulations(studyFiles, locator, services, offline, store, methodologies,
                engineServices::service);
        this.edits = new DesktopEdits(store, services.editLog(store), id -> active(id).config(),
                engineServices::language, offline.embeddings(), engineServices::forget);
    }

    @Override
    public List<SessionSummary> listSessions() {
        return store.listSessions();
    }

    @Override
    public SessionSnapshot loadSession(String sessionId) {
        return store.load(sessionId).orElseThrow(() -> new IllegalArgumentException("no session " + sessionId));
    }

    @Override
    public List<TurnResult> turnResults(String sessionId) {
        return store.turnResults(sessionId);
    }

    @Override
    public SessionSnapshot startSession(String methodologyId, String conceptId, String engine, int maxTurns) {
        ActiveMethodologies.Active m = active(methodologyId);
        Concept concept = services.concept(conceptId);
        if (concept.methodology() != null && !concept.methodology().isBlank()
                && !concept.methodology().equals(methodologyId)) {
            throw new IllegalArgumentException("The concept \u201c" + concept.name() + "\u201d is for "
                    + concept.methodology() + ", not " + methodologyId + ". Choose a concept of " + methodologyId
                    + ", or that methodology.");
        }
        SessionSnapshot started = engineServices.service(engine).start(new InterviewService.StartRequest(null,
                m.config(), m.source(), concept, engine, 1, maxTurns, null, null));
        engineServices.logEgress(engine, started.info().id());
        return started;
    }

    @Override
    public void recordSetup(String sessionId, org.interviewworkbench.engine.port.SessionSetupStore.SessionSetup setup,
                            String consent) {
        records.record(sessionId, setup, consent, () -> {
            LanguageEngine language = engineServices.madeAlready(loadSession(sessionId).info().engine());
            return language == null ? "off" : services.redaction(language);
        });
    }

    @Override
    public java.util.Optional<org.interviewworkbench.engine.port.SessionSetupStore.SessionSetup> setupOf(
            String sessionId) {
        return records.setupOf(sessionId);
    }

    @Override
    public boolean darkTheme() {
        return "dark".equals(settingsFile.theme());
    }

    @Override
    public synchronized void saveDarkTheme(boolean dark) {
        settingsFile.writeTheme(dark ? "dark" : "light");
    }

    @Override
    public boolean firstRun() {
        return !settingsFile.exists();
    }

    @Override
    public synchronized void firstRunDone() {
        if (!settingsFile.exists()) {
            settingsFile.write(settings(), Map.of());
        }
    }

    @Override
    public java.util.Map<String, String> conceptNames() {
        return topics.names();
    }

    @Override
    public List<org.interviewworkbench.engine.port.EgressEntry> egress(String sessionId) {
        return services.egressLog(store).entries(sessionId);
    }

    @Override
    public TurnResult answer(String sessionId, String answer, String askedQuestion, String strategyOverride,
                             TurnListener listener, BooleanSupplier cancelled) {
        return answer(sessionId, answer, askedQuestion, null, strategyOverride, listener, cancelled);
    }

    @Override
    public TurnResult answer(String sessionId, String answer, String askedQuestion, String askedStrategy,
                             String strategyOverride, TurnListener listener, BooleanSupplier cancelled) {
        SessionSnapshot session = loadSession(sessionId);
        MethodologyConfig config = active(session.info().methodologyId()).config();
        edits.beforeTurn(session);
        try {
            return engineServices.service(session.info().engine()).answer(new TurnInput(sessionId, answer, config,
                    askedQuestion, strategyOverride, cancelled, askedStrategy), listener);
        } finally {
            engineServices.logEgress(session.info().engine(), sessionId);
        }
    }

    @Override
    public boolean deleteSession(String sessionId) {
        return store.deleteSession(sessionId);
    }

    @Override
    public void export(String sessionId, ExportFormat format, Path target) {
        exports.write(loadSession(sessionId), format, target);
    }

    @Override
    public List<String> methodologyIds() {
        return studyFiles.methodologies().ids();
    }

    @Override
    public List<String> conceptIds() {
        return studyFiles.concepts().ids();
    }

    @Override
    public String createTopic(org.interviewworkbench.ui.sessions.NewTopic topic) {
        return topics.create(topic);
    }

    @Override
    public java.util.Map<String, String> conceptMethodologies() {
        return topics.methodologies();
    }

    @Override
    public List<String> engines() {
        return ENGINES;
    }

    @Override
    public MethodologyConfig methodologyOf(String yaml, String methodologyId) {
        return methodologies.parse(yaml, methodologyId);
    }

    @Override
    public List<Problem> validateMethodology(String yaml, String fileName) {
        return methodologies.validate(yaml, fileName);
    }

    @Override
    public String activeMethodologySource(String methodologyId) {
        return active(methodologyId).source();
    }

    @Override
    public SaveOutcome saveMethodology(String methodologyId, String yaml) {
        return methodologies.save(methodologyId, yaml);
    }

    @Override
    public AutoCloseable watchMethodologies(Consumer<MethodologyChange> listener) {
        return methodologies.watch(methodologyIds(), listener);
    }

    @Override
    public RankingResult rerank(TurnResult turn, String editedYaml) {
        return methodologies.rerank(turn, editedYaml);
    }

    @Override
    public List<String> scenarioIds() {
        return simulations.scenarioIds();
    }

    @Override
    public List<String> personaIds() {
        return simulations.personaIds();
    }

    @Override
    public List<SimulationRun> simulate(SimulationRequest request, Consumer<SimulationProgress> progress,
                                        BooleanSupplier cancelled) {
        return simulations.simulate(request, progress, cancelled);
    }

    @Override
    public EngineSettings settings() {
        return settingsFile.read(dataFolder);
    }

    @Override
    public synchronized void saveSettings(EngineSettings settings, Map<String, String> newApiKeys) {
        settingsFile.write(settings, newApiKeys);
        engineServices.clear();
    }

    @Override
    public List<LocalModelServer> findLocalModels() {
        return new org.interviewworkbench.language.llm.LocalModelScanner(java.time.Duration.ofMillis(800)).scan()
                .stream().map(s -> new LocalModelServer(s.engine(), s.baseUrl(), s.models())).toList();
    }

    @Override
    public void close() {
        if (services instanceof AutoCloseable owned) { // the language task threads
            try {
                owned.close();
            } catch (Exception e) {
                LOG.warn("stopping the language tasks failed: {}", e.getMessage());
            }
        }
        if (store instanceof AutoCloseable c) {
            try {
                c.close();
            } catch (Exception e) {
                LOG.warn("closing the database failed: {}", e.getMessage());
            }
        }
    }

    // ---- researcher edits (issue 13) ----------------------------------------------------------------------

    @Override
    public org.interviewworkbench.engine.config.Ontology ontology(String sessionId) {
        return active(loadSession(sessionId).info().methodologyId()).config().ontology();
    }

    @Override
    public EditResult applyEdits(String sessionId, List<org.interviewworkbench.engine.edit.GraphEdit> list) {
        return edits.apply(sessionId, list);
    }

    @Override
    public EditResult addNote(String sessionId, org.interviewworkbench.engine.edit.SessionNote note) {
        return edits.note(sessionId, note);
    }

    @Override
    public EditResult restoreNote(String sessionId, String op, String what,
                                  org.interviewworkbench.engine.edit.SessionNote note, String answer) {
        return edits.restoreNote(sessionId, op, what, note, answer);
    }

    @Override
    public StrategyPreview previewStrategy(String sessionId, String strategy) {
        return edits.preview(sessionId, strategy);
    }

    @Override
    public EditResult restore(String sessionId, SessionSnapshot target, String op, String what,
                              List<org.interviewworkbench.engine.edit.GraphEdit> list) {
        return edits.restore(sessionId, target, op, what, list);
    }

    @Override
    public List<HistoryEntry> history(String sessionId) {
        return edits.history(sessionId);
    }

    @Override
    public String keptSummary(String sessionId) {
        return edits.keptSummary(sessionId);
    }

    @Override
    public List<org.interviewworkbench.engine.study.MemberCheck.Item> memberCheck(String sessionId) {
        return edits.memberCheck(sessionId);
    }

    @Override
    public void recordMemberCheck(String sessionId, org.interviewworkbench.engine.study.MemberCheck.Item item,
                                  String verdict, String note) {
        edits.recordMemberCheck(sessionId, item, verdict, note);
    }

    @Override
    public org.interviewworkbench.engine.model.InterviewGraph graphBeforeTurn(String sessionId, int turn) {
        return store.beforeTurn(sessionId, turn).map(SessionSnapshot::graph).orElse(null);
    }

    @Override
    public TurnUndoResult undoLastTurn(String sessionId) {
        return edits.undoTurn(sessionId);
    }

    private ActiveMethodologies.Active active(String methodologyId) {
        return methodologies.active(methodologyId);
    }

    // ---- studies ----------------------------------------------------------------------------------------------

    @Override
    public List<StudyChoice> listStudies() {
        return studyAnalyser().choices();
    }

    @Override
    public StudyAnalysis analyseStudy(String studyId, int cutoff, String links, String count) {
        return studyAnalyser().analyse(studyId, cutoff, links, count);
    }

    @Override
    public String mergeCodes(String studyId, List<String> codeIds, String name) {
        return editCodebook(studyId, new org.interviewworkbench.engine.study.CodebookEdit.Merge(codeIds, name));
    }

    @Override
    public String renameCode(String studyId, String codeId, String name) {
        return editCodebook(studyId, new org.interviewworkbench.engine.study.CodebookEdit.Rename(codeId, name));
    }

    @Override
    public java.util.Optional<String> undoCodebook(String studyId) {
        return studyAnalyser().undo(studyId, researcher());
    }

    @Override
    public List<Path> writeStudyReport(String studyId, Path out) {
        return studyAnalyser().report(studyId, out);
    }

    @Override
    public StudyAnalysis analyseStudy(String studyId, int cutoff, String links, String count,
                                      Map<String, String> filter) {
        return studyAnalyser().analyse(studyId, cutoff, links, count, filter);
    }

    @Override
    public List<StudySessionRow> studySessions(String studyId) {
        return studyAnalyser().sessionRows(studyId);
    }

    @Override
    public void putStudySession(String studyId, String sessionId, Map<String, String> variables) {
        services.studies(store).addSession(studyId, sessionId, variables);
    }

    @Override
    public boolean removeStudySession(String studyId, String sessionId) {
        return services.studies(store).removeSession(studyId, sessionId);
    }

    @Override
    public List<SegmentMap> segmentMaps(String studyId, int cutoff, String links, String count, String variable) {
        return studyAnalyser().segments(studyId, cutoff, links, count, variable);
    }

    @Override
    public List<String> codeTypes(String studyId) {
        return studyAnalyser().codeTypes(studyId);
    }

    @Override
    public List<CodeMemberRow> codeMembers(String studyId, String codeId) {
        return studyAnalyser().members(studyId, codeId);
    }

    @Override
    public String codeDescription(String studyId, String codeId) {
        return studyAnalyser().description(studyId, codeId);
    }

    @Override
    public String editCodebook(String studyId, org.interviewworkbench.engine.study.CodebookEdit edit) {
        return studyAnalyser().edit(studyId, edit, researcher());
    }

    @Override
    public String proposeCodebook(String studyId, double threshold, java.util.function.DoubleConsumer progress,
                                  BooleanSupplier cancelled) {
        return studyAnalyser().propose(studyId, threshold, progress, cancelled, researcher());
    }

    /** The study store of this bridge's database (for the demo study and tests). */
    public org.interviewworkbench.engine.port.StudyStore studyStore() {
        return services.studies(store);
    }

    private StudyAnalyser studyAnalyser() {
        return new StudyAnalyser(services.studies(store), store, services);
    }

    // ---- the shared study database (issue 16) ------------------------------------------------------------------

    @Override
    public java.util.Optional<String> otherWriter(String sessionId) {
        return services.otherWriter(store, sessionId);
    }

    @Override
    public String changeToken() {
        return store instanceof org.interviewworkbench.persistence.JdbcSessionStore jdbc ? jdbc.changeToken() : "";
    }

    @Override
    public boolean pushesChanges() {
        return store instanceof org.interviewworkbench.persistence.JdbcSessionStore jdbc && jdbc.pushesChanges();
    }

    @Override
    public void awaitChange(java.time.Duration max) {
        if (store instanceof org.interviewworkbench.persistence.JdbcSessionStore jdbc) {
            jdbc.awaitChange(max);
        }
    }

    @Override
    public StudyDatabase studyDatabase() {
        String inUse = store instanceof org.interviewworkbench.persistence.JdbcSessionStore jdbc ? jdbc.where() : "";
        return databaseSettings().choice(inUse);
    }

    @Override
    public void saveStudyDatabase(StudyDatabase choice, String newPassword) {
        if (choice.shared()) {
            DatabaseSettings.url(choice); // refuses a choice the next start could not open, naming the field
        }
        settingsFile.writeDatabase(choice, newPassword);
    }

    @Override
    public String testStudyDatabase(StudyDatabase choice, String password) {
        return databaseSettings().test(choice, password, dataFolder);
    }

    private DatabaseSettings databaseSettings() {
        return new DatabaseSettings(settingsFile.file());
    }

    private static String researcher() {
        return System.getProperty("user.name", "researcher");
    }
}
