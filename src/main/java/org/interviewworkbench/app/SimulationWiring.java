package org.interviewworkbench.app;

import java.util.UUID;
import org.interviewworkbench.cli.CliServices;
import org.interviewworkbench.cli.SimulateCommand;
import org.interviewworkbench.engine.model.Concept;
import org.interviewworkbench.engine.pipeline.InterviewService;
import org.interviewworkbench.engine.port.LanguageEngine;
import org.interviewworkbench.engine.port.SessionStore;
import org.interviewworkbench.simulation.InterviewDriver;

/**
 * What {@code simulate} runs on: the same study files, database and engines as the other commands. Without
 * {@code --db} a batch runs in a private in-memory database.
 */
final class SimulationWiring implements SimulateCommand.Wiring {

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
        LanguageEngine language = services.languageEngine(options.engine(), options.baseUrl(), options.model());
        InterviewService service = services.interviewService(store, language);
        return new SimulateCommand.Backend(InterviewDriver.of(service, store), offline.embeddings(), null);
    }
}
