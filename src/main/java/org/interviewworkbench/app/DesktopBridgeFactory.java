package org.interviewworkbench.app;

import org.interviewworkbench.engine.port.Clock;
import org.interviewworkbench.language.llm.LlmSettingsLoader;
import org.interviewworkbench.methodology.StudyFileLocator;
import org.interviewworkbench.methodology.StudyFiles;
import org.interviewworkbench.persistence.DatabaseLocator;
import org.interviewworkbench.persistence.JdbcSessionStore;
import org.interviewworkbench.ui.WorkbenchBridge;
import org.interviewworkbench.ui.WorkbenchBridgeFactory;

/**
 * Builds the desktop's {@link WorkbenchBridge}: study files of the working directory and the data folder, the default database under
 * {@code ~/.interview-workbench/} (or {@code -Dinterview-workbench.db=<H2 or PostgreSQL URL>}), the offline and LLM engines.
 */
public final class DesktopBridgeFactory implements WorkbenchBridgeFactory {

    /** System property naming the H2 or PostgreSQL URL the workbench opens (default: the file database in the data folder). */
    public static final String DB_PROPERTY = "interview-workbench.db";

    @Override
    public WorkbenchBridge create() {
        return create(new OfflineComponents());
    }

    /** The bridge over given offline components (shared with a demo respondent, so models load once). */
    public WorkbenchBridge create(OfflineComponents offline) {
        DatabaseLocator databases = new DatabaseLocator();
        // topics the researcher creates (File > New topic) live in the data folder, found after the working directory
        StudyFileLocator locator = new StudyFileLocator(java.nio.file.Path.of("").toAbsolutePath(),
                DesktopBridgeFactory.class.getClassLoader(), databases.dataDirectory());
        StudyFiles files = new StudyFiles(locator, org.interviewworkbench.engine.signal.SignalCatalog.standard());
        LlmSettingsLoader llmSettings = LlmSettingsLoader.forCurrentUser();
        DefaultCliServices services = new DefaultCliServices(files, databases, offline, llmSettings, Clock.SYSTEM);
        DatabaseSettings settings = new DatabaseSettings(databases);
        // -Dinterview-workbench.db wins; else the Settings tab's "Study database" (a shared server), else the file
        String chosen = System.getProperty(DB_PROPERTY);
        java.util.Optional<String> fromSettings = chosen != null ? java.util.Optional.empty() : settings.sharedUrl();
        String url = databases.resolve(chosen != null ? chosen : fromSettings.orElse(null));
        JdbcSessionStore store;
        try {
            store = new JdbcSessionStore(DatabaseLocator.shared(url), Clock.SYSTEM, org.interviewworkbench.persistence
                    .StoreOptions.defaults().withCredentials(settings.credentials()));
        } catch (org.interviewworkbench.persistence.StoreException e) {
            if (fromSettings.isEmpty()) {
                throw e;
            }
            // the window cannot open without its database: say how to get back to the local file
            throw new IllegalStateException(e.getMessage() + ". This is the shared study database chosen in "
                    + "Settings; to use the local file again, set 'kind: local' under 'database' in "
                    + llmSettings.settingsFile() + ".", e);
        }
        return new DesktopBridge(files, locator, services, offline, store, databases.dataDirectory(), llmSettings);
    }
}
