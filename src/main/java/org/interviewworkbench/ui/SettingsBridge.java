package org.interviewworkbench.ui;

import java.util.List;
import java.util.Map;

/**
 * The settings' side of the {@link WorkbenchBridge}: language engines and keys, the theme, the first-run guide and
 * the study database. Blocking, off the FX thread (see {@link WorkbenchBridge}).
 */
public interface SettingsBridge {

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

    // ---- the study database (issue 16) -------------------------------------------------------------------------

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
