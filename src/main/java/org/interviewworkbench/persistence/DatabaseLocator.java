package org.interviewworkbench.persistence;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Where the session database lives. By default an H2 file database {@code workbench} in the user's data folder
 * {@code <home>/.interview-workbench/}; {@code --db JDBC_URL} overrides it with any H2 URL
 * ({@code jdbc:h2:mem:NAME}, {@code jdbc:h2:file:PATH}, {@code jdbc:h2:PATH}, {@code jdbc:h2:tcp://...}).
 */
public final class DatabaseLocator {

    /** Name of the data folder inside the home folder. */
    public static final String DATA_FOLDER = ".interview-workbench";
    /** Base name of the default database file ({@code workbench.mv.db} on disk). */
    public static final String DATABASE_NAME = "workbench";

    private static final String H2_PREFIX = "jdbc:h2:";

    private final Path home;

    /** Uses the user's home folder ({@code user.home}). */
    public DatabaseLocator() {
        this(Path.of(System.getProperty("user.home")));
    }

    /** Uses {@code home} as the home folder (tests, portable installs). */
    public DatabaseLocator(Path home) {
        if (home == null) {
            throw new IllegalArgumentException("the home folder must be given");
        }
        this.home = home.toAbsolutePath();
    }

    /** {@code <home>/.interview-workbench}, not created. */
    public Path dataDirectory() {
        return home.resolve(DATA_FOLDER);
    }

    /**
     * The default JDBC URL {@code jdbc:h2:file:<home>/.interview-workbench/workbench}; creates the data folder.
     *
     * @throws UncheckedIOException when the data folder cannot be created
     */
    public String defaultUrl() {
        Path dir = dataDirectory();
        try {
            Files.createDirectories(dir);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot create the data folder " + dir + ": " + e.getMessage(), e);
        }
        return H2_PREFIX + "file:" + dir.resolve(DATABASE_NAME).toString().replace('\\', '/');
    }

    /**
     * The URL to use: {@code dbOption} (the {@code --db} value) when given, else {@link #defaultUrl()}.
     *
     * @throws IllegalArgumentException when {@code dbOption} is not an H2 JDBC URL
     */
    public String resolve(String dbOption) {
        if (dbOption == null || dbOption.isBlank()) {
            return defaultUrl();
        }
        return requireH2Url(dbOption);
    }

    /**
     * Checks that {@code url} is an H2 JDBC URL and returns it trimmed.
     *
     * @throws IllegalArgumentException with a one-line message otherwise
     */
    public static String requireH2Url(String url) {
        String trimmed = url == null ? "" : url.strip();
        if (!trimmed.regionMatches(true, 0, H2_PREFIX, 0, H2_PREFIX.length())
                || trimmed.length() == H2_PREFIX.length()) {
            String shown = trimmed.replaceAll("[\\r\\n\\t]+", " ");
            throw new IllegalArgumentException("unsupported database URL '" + shown
                    + "': use an H2 URL such as jdbc:h2:file:/path/to/workbench or jdbc:h2:mem:name");
        }
        return trimmed;
    }
}
