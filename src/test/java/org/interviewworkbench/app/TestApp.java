package org.interviewworkbench.app;

import java.nio.file.Path;
import java.util.Map;
import org.interviewworkbench.engine.port.Clock;
import org.interviewworkbench.language.llm.LlmSettingsLoader;
import org.interviewworkbench.methodology.StudyFiles;
import org.interviewworkbench.persistence.DatabaseLocator;

/** A composition root for tests: the real components, with the user's home (settings, default DB) in a temp dir. */
final class TestApp {

    private TestApp() {
    }

    static AppFactory factory(Path tmp) {
        return factory(tmp, Map.of());
    }

    static AppFactory factory(Path tmp, Map<String, String> environment) {
        Path home = tmp.resolve("home");
        return new AppFactory(StudyFiles.forWorkingDirectory(), new DatabaseLocator(home), new OfflineComponents(),
                new LlmSettingsLoader(home, environment), Clock.SYSTEM);
    }
}
