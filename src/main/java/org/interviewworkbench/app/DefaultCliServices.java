package org.interviewworkbench.app;

import java.util.List;
import java.util.Locale;
import org.interviewworkbench.cli.CliServices;
import org.interviewworkbench.cli.CliServices.CopySummary;
import org.interviewworkbench.cli.UserInputException;
import org.interviewworkbench.engine.config.MethodologyConfig;
import org.interviewworkbench.engine.model.Concept;
import org.interviewworkbench.engine.pipeline.InterviewService;
import org.interviewworkbench.engine.port.Clock;
import org.interviewworkbench.engine.port.LanguageEngine;
import org.interviewworkbench.engine.port.SessionStore;
import org.interviewworkbench.language.llm.CliOverrides;
import org.interviewworkbench.language.llm.LanguageEngineFactory;
import org.interviewworkbench.language.llm.LlmSettings;
import org.interviewworkbench.language.llm.LlmSettingsLoader;
import org.interviewworkbench.methodology.LoadResult;
import org.interviewworkbench.methodology.MethodologyException;
import org.interviewworkbench.methodology.Problem;
import org.interviewworkbench.methodology.StudyFiles;
import org.interviewworkbench.persistence.DatabaseLocator;
import org.interviewworkbench.persistence.JdbcSessionStore;
import org.interviewworkbench.persistence.StoreOptions;

/** The composition root's services for the command line: study files, database, engines, the interview service. */
public final class DefaultCliServices implements CliServices, AutoCloseable {

    private final StudyFiles studyFiles;
    private final DatabaseLocator databases;
    private final OfflineComponents offline;
    private final LlmSettingsLoader llmSettings;
    private final Clock clock;
    private final java.util.function.Supplier<StoreOptions> storeOptions;
    private final org.interviewworkbench.cli.Interruption interruption =
            new org.interviewworkbench.cli.Interruption();
    private final LanguageTaskExecutor taskExecutor = new LanguageTaskExecutor();

    public DefaultCliServices(StudyFiles studyFiles, DatabaseLocator databases, OfflineComponents offline,
                              LlmSettingsLoader llmSettings, Clock clock) {
        this(studyFiles, databases, offline, llmSettings, clock,
                () -> StoreOptions.defaults().withCredentials(new DatabaseSettings(databases).credentials()));
    }

    /** As above, with the options stores are opened with (credentials, lease expiry). */
    public DefaultCliServices(StudyFiles studyFiles, DatabaseLocator databases, OfflineComponents offline,
                              LlmSettingsLoader llmSettings, Clock clock,
                              java.util.function.Supplier<StoreOptions> storeOptions) {
        this.studyFiles = studyFiles;
        this.databases = databases;
        this.offline = offline;
        this.llmSettings = llmSettings;
        this.clock = clock;
        this.storeOptions = storeOptions;
    }

    @Override
    public LoadedMethodology methodology(String idOrFile) {
        try {
            LoadResult<MethodologyConfig> r = studyFiles.methodologies().resolve(idOrFile);
            return new LoadedMethodology(r.value(), r.source());
        } catch (MethodologyException e) {
            throw new UserInputException(firstProblem(e, "methodology " + idOrFile), e);
        }
    }

    @Override
    public MethodologyConfig parseMethodology(String source, String name) {
        LoadResult<MethodologyConfig> r = studyFiles.methodologyLoader().load(source, name + ".yaml");
        if (r.hasErrors()) {
            throw new UserInputException("the session's stored methodology no longer loads: " + r.errors().get(0).format());
        }
        return r.value();
    }

    @Override
    public Concept concept(String idOrFile) {
        try {
            return studyFiles.concepts().resolve(idOrFile).value().concept();
        } catch (MethodologyException e) {
            throw new UserInputException(firstProblem(e, "concept " + idOrFile), e);
        }
    }

    @Override
    public SessionStore openStore(String jdbcUrl) {
        return open(jdbcUrl, false);
    }

    @Override
    public SessionStore openExistingStore(String jdbcUrl) {
        return open(jdbcUrl, true);
    }

    private SessionStore open(String jdbcUrl, boolean mustExist) {
        try {
            String url = databases.resolve(jdbcUrl);
            DatabaseLocator.checkFile(url, mustExist);
            String shared = DatabaseLocator.shared(url);
            boolean file = DatabaseLocator.fileOf(url) != null;
            return new JdbcSessionStore(mustExist && file ? shared + ";IFEXISTS=TRUE" : shared, clock,
                    storeOptions.get());
        } catch (IllegalArgumentException | org.interviewworkbench.persistence.DatabaseRefusedException e) {
            throw new UserInputException(e.getMessage(), e);
        } catch (org.interviewworkbench.persistence.DatabaseUnavailableException e) {
            throw new org.interviewworkbench.cli.DependencyException(e.getMessage());
        }
    }

    @Override
    public java.util.Optional<String> otherWriter(SessionStore store, String sessionId) {
        if (store instanceof JdbcSessionStore jdbc) {
            return jdbc.otherWriter(sessionId);
        }
        return java.util.Optional.empty();
    }

    @Override
    public CopySummary copyDatabase(String from, String to, String studyId,
                                    java.util.function.Consumer<String> progress) {
        try (JdbcSessionStore source = (JdbcSessionStore) openExistingStore(from);
             JdbcSessionStore target = (JdbcSessionStore) openStore(to)) {
            org.interviewworkbench.persistence.DatabaseCopier.Result r =
                    new org.interviewworkbench.persistence.DatabaseCopier(source, target, progress).copy(studyId);
            return new CopySummary(r.sessionsCopied(), r.sessionsUnchanged(), r.sessionsKept(), r.studiesCopied(),
                    r.studiesUnchanged());
        } catch (org.interviewworkbench.persistence.DatabaseCopier.CopyRefusedException e) {
            throw new UserInputException(e.getMessage(), e);
        }
    }

    @Override
    public LanguageEngine languageEngine(String engine, String baseUrl, String model, String redact, String fallback,
                                         java.util.function.Consumer<String> notes) {
        org.interviewworkbench.language.llm.RedactMode mode;
        try {
            mode = org.interviewworkbench.language.llm.RedactMode.parse(redact);
        } catch (IllegalArgumentException e) {
            throw new UserInputException(e.getMessage(), e);
        }
        String id = engine == null ? null : engine.toLowerCase(Locale.ROOT);
        if (id != null && !List.of("offline", "openai", "anthropic", "ollama").contains(id)) {
            throw new UserInputException("unknown engine '" + engine + "' (use offline, openai, anthropic or ollama)");
        }
        if (fallback != null && !fallback.equals("offline")) {
            throw new UserInputException("unknown --fallback '" + fallback + "' (the only fallback is offline)");
        }
        LlmSettings settings;
        LanguageEngineFactory factory;
        try {
            settings = llmSettings.load().withOverrides(new CliOverrides(id, baseUrl, model));
            factory = new LanguageEngineFactory(settings, offline::languageEngine).withRedaction(mode);
            java.util.OptionalInt perMinute = llmSettings.requestsPerMinute();
            if (perMinute.isPresent()) { // one limiter for every task and every parallel run of this engine
                factory = factory.withRateLimit(org.interviewworkbench.language.llm.RateLimiter.perMinute(
                        perMinute.getAsInt()));
            }
            LanguageEngine created = factory.create();
            if ("offline".equals(created.id())) {
                return created;
            }
            java.util.Optional<String> problem = new org.interviewworkbench.language.llm.ProviderPreflight(
                    java.time.Duration.ofSeconds(5)).check(settings);
            if (problem.isEmpty()) {
                return created;
            }
            if (fallback == null) {
                throw new org.interviewworkbench.cli.DependencyException(problem.get()
                        + " (add --fallback offline to run without it)");
            }
            notes.accept("note: " + problem.get() + "; running offline (--fallback offline)");
            return offline.languageEngine();
        } catch (IllegalArgumentException | IllegalStateException e) {
            throw new UserInputException(e.getMessage(), e);
        }
    }

    @Override
    public InterviewService interviewService(SessionStore store, LanguageEngine language) {
        return interviewService(store, language, org.interviewworkbench.engine.pipeline.TurnConcurrency.DEFAULT_DEADLINE_MS);
    }

    /**
     * The interview service with concurrent language tasks on the owned {@link LanguageTaskExecutor}. LLM engines
     * stream the question and have the turn deadline (late tasks answered by the offline engine); the offline
     * engine itself has no deadline (it would only answer for itself).
     */
    @Override
    public InterviewService interviewService(SessionStore store, LanguageEngine language, long turnDeadlineMs) {
        if (turnDeadlineMs < 0) {
            throw new UserInputException("--turn-deadline-ms must be 0 (no deadline) or positive, not " + turnDeadlineMs);
        }
        boolean llm = !"offline".equals(language.id());
        var concurrency = new org.interviewworkbench.engine.pipeline.TurnConcurrency(taskExecutor,
                llm ? offline.languageEngine() : null, llm ? turnDeadlineMs : 0, llm);
        return EngineAssembly.interviewService(store, language, offline.embeddings(), offline.lemmatizer(), clock,
                concurrency);
    }

    /** Stops the language task threads. */
    @Override
    public void close() {
        taskExecutor.close();
    }

    private static String firstProblem(MethodologyException e, String what) {
        if (e.problems().isEmpty()) {
            return "cannot load " + what;
        }
        Problem p = e.problems().get(0);
        String more = e.problems().size() > 1 ? " (and " + (e.problems().size() - 1) + " more problems; run validate)" : "";
        return p.format() + more;
    }

    @Override
    public org.interviewworkbench.engine.port.StudyStore studies(SessionStore store) {
        if (store instanceof JdbcSessionStore h2) {
            return h2.studies();
        }
        throw new IllegalStateException("studies need the session database, not " + store.getClass().getSimpleName());
    }

    @Override
    public org.interviewworkbench.engine.port.EmbeddingPort embeddings() {
        return offline.embeddings();
    }

    @Override
    public org.interviewworkbench.engine.pipeline.SessionEditing sessionEditing() {
        return new org.interviewworkbench.engine.pipeline.SessionEditing(EngineAssembly.sessionCorrection(),
                () -> EngineAssembly.pendingQuestionWriter(offline.languageEngine(), offline.embeddings()));
    }

    @Override
    public org.interviewworkbench.engine.port.EditLogStore editLog(SessionStore store) {
        if (store instanceof JdbcSessionStore h2) {
            return h2.editLog();
        }
        throw new IllegalStateException("edits need the session database, not " + store.getClass().getSimpleName());
    }

    @Override
    public java.util.List<org.interviewworkbench.engine.port.EgressEntry> drainEgress(LanguageEngine engine) {
        if (engine instanceof org.interviewworkbench.language.llm.LlmLanguageEngine llm) {
            return llm.drainEgress();
        }
        return java.util.List.of();
    }

    @Override
    public org.interviewworkbench.engine.port.ConsentStore consentLog(SessionStore store) {
        if (store instanceof JdbcSessionStore h2) {
            return h2.consentLog();
        }
        throw new IllegalStateException("the consent log needs the session database");
    }

    @Override
    public String redaction(LanguageEngine engine) {
        if (engine instanceof org.interviewworkbench.language.llm.LlmLanguageEngine llm) {
            return llm.redaction();
        }
        return "off";
    }

    @Override
    public org.interviewworkbench.engine.port.EgressLogStore egressLog(SessionStore store) {
        if (store instanceof JdbcSessionStore h2) {
            return h2.egressLog();
        }
        throw new IllegalStateException("the egress log needs the session database");
    }

    @Override
    public org.interviewworkbench.cli.Interruption interruption() {
        return interruption;
    }
}
