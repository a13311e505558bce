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
 *   user: alice
 *   password: ...
 * </pre>
 * Used only when the file is readable by its owner alone (POSIX 600/400), like the API keys (docs/llm.md); otherwise
 * they are ignored with one warning naming the fix. Never logged.
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

    /** The credentials of the {@code database} section, or {@code null} when there are none (or may not be used). */
    DatabaseCredentials credentials() {
        if (!Files.isRegularFile(file)) {
            return null;
        }
        Object loaded;
        try (Reader reader = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            loaded = new Yaml(new SafeConstructor(new LoaderOptions())).load(reader);
        } catch (IOException | YAMLException e) {
            // the LLM settings loader reports a broken file with its line; nothing to add here
            return null;
        }
        if (!(loaded instanceof Map<?, ?> root) || !(root.get("database") instanceof Map<?, ?> db)) {
            return null;
        }
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
}
