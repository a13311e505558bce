package org.interviewworkbench.app;

import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.util.Map;
import java.util.Set;
import org.interviewworkbench.persistence.DatabaseCredentials;
import org.interviewworkbench.persistence.DatabaseLocator;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.constructor.SafeConstructor;
import org.yaml.snakeyaml.error.YAMLException;

/**
 * The shared database's credentials from the user's settings file ({@code ~/.interview-workbench/settings.yaml},
 * docs/team.md):
 * <pre>
 * database:
 *   kind: postgresql        # or local (the H2 file, the default); the Settings tab's "Study database"
 *   host: db.example.edu
 *   port: 5432
 *   name: interview_study
 *   sslmode: verify-full
 *   user: alice
 *   password: ...
 * </pre>
 * The login is used only when the file is readable by its owner alone (POSIX 600/400), like the API keys
 * (docs/llm.md); otherwise it is ignored with one warning naming the fix. Never logged. {@code kind: postgresql}
 * makes the workbench open that server at its next start (unless {@code -Dinterview-workbench.db} names another).
 */
final class DatabaseSettings {

    private static final Logger LOG = LoggerFactory.getLogger(DatabaseSettings.class);
    private static final Set<PosixFilePermission> GROUP_OR_OTHER = Set.of(
            PosixFilePermission.GROUP_READ, PosixFilePermission.GROUP_WRITE, PosixFilePermission.GROUP_EXECUTE,
            PosixFilePermission.OTHERS_READ, PosixFilePermission.OTHERS_WRITE, PosixFilePermission.OTHERS_EXECUTE);

    private final Path file;

    DatabaseSettings(DatabaseLocator databases) {
        this(databases.dataDirectory().resolve("settings.yaml"));
    }

    DatabaseSettings(Path file) {
        this.file = file;
    }

    /** The {@code database} section, or an empty map. */
    private Map<?, ?> section() {
        if (!Files.isRegularFile(file)) {
            return Map.of();
        }
        Object loaded;
        try (Reader reader = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            loaded = new Yaml(new SafeConstructor(new LoaderOptions())).load(reader);
        } catch (IOException | YAMLException e) {
            // the LLM settings loader reports a broken file with its line; nothing to add here
            return Map.of();
        }
        if (!(loaded instanceof Map<?, ?> root) || !(root.get("database") instanceof Map<?, ?> db)) {
            return Map.of();
        }
        return db;
    }

    /**
     * The "Study database" choice as stored (the password only as "stored or not"); {@code inUse} is the database
     * the program has open now.
     */
    org.interviewworkbench.ui.SettingsBridge.StudyDatabase choice(String inUse) {
        Map<?, ?> db = section();
        int port = 5432;
        try {
            port = db.get("port") == null ? 5432 : Integer.parseInt(db.get("port").toString().strip());
        } catch (NumberFormatException e) {
            LOG.warn("Ignoring the database port '{}' in {}: not a number", db.get("port"), file);
        }
        Object password = db.get("password");
        return new org.interviewworkbench.ui.SettingsBridge.StudyDatabase(
                "postgresql".equalsIgnoreCase(text(db, "kind", "local")), text(db, "host", ""), port,
                text(db, "name", ""), text(db, "user", ""), text(db, "sslmode", "prefer"),
                password != null && !password.toString().isEmpty(), inUse == null ? "" : inUse);
    }

    /**
     * The PostgreSQL URL the settings choose ({@code kind: postgresql} with a host and a database name), or empty for
     * the local file.
     */
    java.util.Optional<String> sharedUrl() {
        var c = choice("");
        if (!c.shared() || c.host().isBlank() || c.database().isBlank()) {
            return java.util.Optional.empty();
        }
        return java.util.Optional.of(url(c));
    }

    /**
     * {@code jdbc:postgresql://host:port/database?sslmode=...} of a choice (no user or password: those come from
     * PGUSER/PGPASSWORD, the settings file or ~/.pgpass, docs/team.md).
     *
     * @throws IllegalArgumentException naming the field a person has to fix
     */
    static String url(org.interviewworkbench.ui.SettingsBridge.StudyDatabase c) {
        if (c.host() == null || c.host().isBlank() || c.host().matches(".*[\\s/?&].*")) {
            throw new IllegalArgumentException("Enter the server's host name (e.g. db.example.edu).");
        }
        if (c.port() < 1 || c.port() > 65535) {
            throw new IllegalArgumentException("The port must be between 1 and 65535 (PostgreSQL's is 5432).");
        }
        if (c.database() == null || c.database().isBlank() || c.database().matches(".*[\\s/?&].*")) {
            throw new IllegalArgumentException("Enter the database name (e.g. interview_study).");
        }
        String host = c.host().strip().contains(":") && !c.host().strip().startsWith("[")
                ? "[" + c.host().strip() + "]" : c.host().strip();
        String ssl = c.sslmode() == null || c.sslmode().isBlank() ? "" : "?sslmode=" + c.sslmode().strip();
        return "jdbc:postgresql://" + host + ":" + c.port() + "/" + c.database().strip() + ssl;
    }

    private static String text(Map<?, ?> db, String key, String otherwise) {
        Object v = db.get(key);
        return v == null ? otherwise : v.toString();
    }

    /** The credentials of the {@code database} section, or {@code null} when there are none (or may not be used). */
    DatabaseCredentials credentials() {
        Map<?, ?> db = section();
        Object user = db.get("user");
        Object password = db.get("password");
        if (user == null && password == null) {
            return null;
        }
        if (!ownerOnly(file)) {
            LOG.warn("Ignoring the database credentials in {}: the file is readable by other users; run: chmod 600 {}",
                    file, file);
            return null;
        }
        return new DatabaseCredentials(user == null ? null : user.toString(),
                password == null ? null : password.toString());
    }

    private static boolean ownerOnly(Path file) {
        if (!FileSystems.getDefault().supportedFileAttributeViews().contains("posix")) {
            return false;
        }
        try {
            return Files.getPosixFilePermissions(file).stream().noneMatch(GROUP_OR_OTHER::contains);
        } catch (IOException | UnsupportedOperationException e) {
            return false;
        }
    }

    /**
     * Connects to the chosen database (nothing is created or migrated) and returns one line saying what was found or
     * why it failed; never the password. A blank {@code password} uses the stored one (then PGPASSWORD, ~/.pgpass).
     * The local file ({@code dataFolder}'s) needs no test. Blocking.
     */
    String test(org.interviewworkbench.ui.SettingsBridge.StudyDatabase choice, String password, Path dataFolder) {
        if (!choice.shared()) {
            return "The local file " + dataFolder.resolve("workbench.mv.db") + " needs no server (one researcher; "
                    + "the workbench and the command line share it).";
        }
        String url;
        try {
            url = url(choice);
        } catch (IllegalArgumentException e) {
            return e.getMessage();
        }
        var stored = credentials();
        String user = choice.user() == null || choice.user().isBlank() ? null : choice.user().strip();
        String secret = password != null && !password.isBlank() ? password
                : stored == null ? null : stored.password();
        var options = org.interviewworkbench.persistence.StoreOptions.defaults()
                .withCredentials(new org.interviewworkbench.persistence.DatabaseCredentials(user, secret));
        return new org.interviewworkbench.persistence.DatabaseProbe(options).describe(url);
    }
}
