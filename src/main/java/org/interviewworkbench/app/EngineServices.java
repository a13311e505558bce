package org.interviewworkbench.app;

import java.util.LinkedHashMap;
import java.util.Map;
import org.interviewworkbench.cli.CliServices;
import org.interviewworkbench.engine.pipeline.InterviewService;
import org.interviewworkbench.engine.port.LanguageEngine;
import org.interviewworkbench.engine.port.SessionStore;

/**
 * The desktop's language engines and the interview service of each, made the first time an engine id (offline,
 * openai, ...) is used and kept until the settings change; and the record of what each engine sent for a session
 * (design.md "What leaves the laptop"). A null engine id is "offline". Thread-safe.
 */
final class EngineServices {

    private final CliServices services;
    private final SessionStore store;
    private final Map<String, InterviewService> servicesByEngine = new LinkedHashMap<>();
    private final Map<String, LanguageEngine> languagesByEngine = new LinkedHashMap<>();

    EngineServices(CliServices services, SessionStore store) {
        this.services = services;
        this.store = store;
    }

    /** The interview service of the engine, made (with its language engine) on first use. */
    synchronized InterviewService service(String engine) {
        return servicesByEngine.computeIfAbsent(id(engine), e -> {
            LanguageEngine language = services.languageEngine(e, null, null);
            languagesByEngine.put(e, language);
            return services.interviewService(store, language);
        });
    }

    /** The language engine of the engine id, made on first use. */
    synchronized LanguageEngine language(String engine) {
        service(engine);
        return languagesByEngine.get(id(engine));
    }

    /** The language engine of the engine id if it was made already, else null. */
    synchronized LanguageEngine madeAlready(String engine) {
        return languagesByEngine.get(id(engine));
    }

    /** Drops what the services keep of the session between turns (after an edit or undo changed it). */
    synchronized void forget(String sessionId) {
        servicesByEngine.values().forEach(s -> s.forget(sessionId));
    }

    /** Forgets every engine (the settings changed: keys, models); they are made again on next use. */
    synchronized void clear() {
        servicesByEngine.clear();
        languagesByEngine.clear();
    }

    /** Stores the requests the engine sent since the last call, as sent for {@code sessionId}. */
    void logEgress(String engine, String sessionId) {
        LanguageEngine language = madeAlready(engine);
        if (language != null) {
            services.egressLog(store).append(sessionId, services.drainEgress(language));
        }
    }

    private static String id(String engine) {
        return engine == null ? "offline" : engine;
    }
}
