package org.interviewworkbench.app;

import java.util.UUID;
import org.interviewworkbench.cli.CliServices;
import org.interviewworkbench.cli.SimulateCommand;
import org.interviewworkbench.cli.UserInputException;
import org.interviewworkbench.engine.model.Concept;
import org.interviewworkbench.engine.pipeline.InterviewService;
import org.interviewworkbench.engine.port.ConsentStore;
import org.interviewworkbench.engine.port.LanguageEngine;
import org.interviewworkbench.engine.port.SessionStore;
import org.interviewworkbench.language.llm.LlmPersonaResponder;
import org.interviewworkbench.simulation.InterviewDriver;
import org.interviewworkbench.simulation.RespondentFactory;

/**
 * What {@code simulate} runs on: the same study files, database and engines as the other commands. Without
 * {@code --db} a batch runs in a private in-memory database. With {@code --respondent llm} the LLM engine also plays
 * the respondent ({@link LlmScenarioRespondent}).
 */
final class SimulationWiring implements SimulateCommand.Wiring {

    private static final org.slf4j.Logger LOG = org.slf4j.LoggerFactory.getLogger(SimulationWiring.class);

    private final CliServices services;
    private final OfflineComponents offline;

    SimulationWiring(CliServices services, OfflineComponents offline) {
        this.services = services;
        this.offline = offline;
    }

    @Override
    public SimulateCommand.ResolvedMethodology methodology(String idOrFile) {
        CliServices.LoadedMethodology m = services.methodology(idOrFile);
        return new SimulateCommand.ResolvedMethodology(m.config(), m.source());
    }

    @Override
    public Concept concept(String fileOrId) {
        return services.concept(fileOrId);
    }

    @Override
    public SimulateCommand.Backend backend(SimulateCommand.EngineOptions options) {
        String url = options.dbUrl() != null ? options.dbUrl()
                : "jdbc:h2:mem:simulation-" + UUID.randomUUID() + ";DB_CLOSE_DELAY=-1";
        SessionStore store = services.openStore(url);
        LanguageEngine language = services.languageEngine(options.engine(), options.baseUrl(), options.model(),
                options.redact(), options.fallback(), options.notes());
        InterviewService service = services.interviewService(store, language, options.turnDeadlineMs());
        RespondentFactory respondents = null; // the offline scenario respondent
        if ("llm".equals(options.respondent())) {
            LlmPersonaResponder responder = LlmPersonaResponder.of(language).orElseThrow(() -> new UserInputException(
                    "--respondent llm needs an LLM engine: add --engine openai, anthropic or ollama"));
            respondents = setup -> new LlmScenarioRespondent(responder, setup);
        }
        var egressLog = services.egressLog(store);
        var consentLog = services.consentLog(store);
        String redaction = services.redaction(language);
        InterviewDriver plain = InterviewDriver.of(service, store);
        InterviewDriver logged = new InterviewDriver() {
            @Override
            public org.interviewworkbench.engine.model.SessionSnapshot start(InterviewService.StartRequest request) {
                var snapshot = plain.start(request);
                consentLog.record(snapshot.info().id(), new ConsentStore.SessionConsent(options.consent(), redaction,
                        java.time.Instant.now()));
                egressLog.append(snapshot.info().id(), services.drainEgress(language));
                return snapshot;
            }

            @Override
            public org.interviewworkbench.engine.pipeline.TurnResult answer(
                    org.interviewworkbench.engine.pipeline.TurnInput input) {
                var result = plain.answer(input);
                egressLog.append(input.sessionId(), services.drainEgress(language));
                return result;
            }

            @Override
            public java.util.Optional<org.interviewworkbench.engine.model.SessionSnapshot> load(String sessionId) {
                return plain.load(sessionId);
            }
        };
        return new SimulateCommand.Backend(logged, offline.embeddings(), respondents, egressLog::entries,
                id -> consentLog.find(id).orElse(null), () -> close(store));
    }

    /** Closes the store the backend opened (its connections and, for a file database, the file). */
    private static void close(SessionStore store) {
        if (store instanceof AutoCloseable closeable) {
            try {
                closeable.close();
            } catch (Exception e) {
                LOG.warn("Could not close the simulation's session store", e);
            }
        }
    }
}
