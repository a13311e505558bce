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
 * Builds the desktop's {@link WorkbenchBridge}: study files of the working directory, the default database under
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
        StudyFileLocator locator = StudyFileLocator.forWorkingDirectory();
        StudyFiles files = new StudyFiles(locator, org.interviewworkbench.engine.signal.SignalCatalog.standard());
        DatabaseLocator databases = new DatabaseLocator();
        LlmSettingsLoader llmSettings = LlmSettingsLoader.forCurrentUser();
        DefaultCliServices services = new DefaultCliServices(files, databases, offline, llmSettings, Clock.SYSTEM);
        String url = databases.resolve(System.getProperty(DB_PROPERTY));
        return new DesktopBridge(files, locator, services, offline,
                new JdbcSessionStore(DatabaseLocator.shared(url), Clock.SYSTEM, org.interviewworkbench.persistence
                        .StoreOptions.defaults().withCredentials(new DatabaseSettings(databases).credentials())),
                databases.dataDirectory(), llmSettings);
    }
}
