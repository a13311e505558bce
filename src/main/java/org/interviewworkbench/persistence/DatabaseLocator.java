package org.interviewworkbench.persistence;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Where the session database lives. By default an H2 file database {@code workbench} in the user's data folder
 * {@code <home>/.interview-workbench/}; {@code --db JDBC_URL} overrides it with any H2 URL
 * ({@code jdbc:h2:mem:NAME}, {@code jdbc:h2:file:PATH}, {@code jdbc:h2:PATH}, {@code jdbc:h2:tcp://...}) or a
 * PostgreSQL URL ({@code jdbc:postgresql://host:port/db?sslmode=...}, the shared team store, docs/team.md).
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
     * @throws IllegalArgumentException when {@code dbOption} is neither an H2 nor a PostgreSQL JDBC URL
     */
    public String resolve(String dbOption) {
        if (dbOption == null) {
            return defaultUrl();
        }
        if (dbOption.isBlank()) {
            throw new IllegalArgumentException("--db is empty; give a JDBC URL such as jdbc:h2:file:/path/to/workbench, "
                    + "or leave --db out for the default database");
        }
        return requireSupportedUrl(dbOption);
    }

    /** Whether {@code url} names a PostgreSQL database (the shared team store). */
    public static boolean isPostgres(String url) {
        return Dialect.ofOrNull(url == null ? null : url.strip()) == Dialect.POSTGRESQL;
    }

    /**
     * The URL as it may be shown or logged: a password given in it ({@code password=...} in a PostgreSQL query
     * string, {@code ;PASSWORD=...} in an H2 URL) is replaced by {@code ***}.
     */
    public static String redacted(String url) {
        if (url == null) {
            return null;
        }
        return url.replaceAll("(?i)([?&;]password=)[^&;]*", "$1***");
    }

    /**
     * The file an H2 file URL names ({@code <path>.mv.db}), or {@code null} for in-memory, server and other URLs.
     */
    public static java.nio.file.Path fileOf(String url) {
        if (Dialect.ofOrNull(url) != Dialect.H2) {
            return null;
        }
        String rest = url.substring(H2_PREFIX.length());
        int semicolon = rest.indexOf(';');
        String path = semicolon < 0 ? rest : rest.substring(0, semicolon);
        if (path.regionMatches(true, 0, "file:", 0, 5)) {
            path = path.substring(5);
        } else if (path.regionMatches(true, 0, "mem:", 0, 4) || path.regionMatches(true, 0, "tcp:", 0, 4)
                || path.regionMatches(true, 0, "ssl:", 0, 4) || path.regionMatches(true, 0, "zip:", 0, 4)
                || path.regionMatches(true, 0, "nio", 0, 3) || path.regionMatches(true, 0, "split:", 0, 6)) {
            return null;
        }
        if (path.isBlank()) {
            return null;
        }
        if (path.startsWith("~")) {
            path = System.getProperty("user.home") + path.substring(1);
        }
        return java.nio.file.Path.of(path + ".mv.db");
    }

    /**
     * A file database opened so that several programs on this machine can use it at once (the workbench while a
     * command-line run writes): H2's mixed mode ({@code AUTO_SERVER=TRUE}), unless the URL sets its own locking.
     */
    public static String shared(String url) {
        String upper = url.toUpperCase(java.util.Locale.ROOT);
        if (fileOf(url) == null || upper.contains("AUTO_SERVER") || upper.contains("FILE_LOCK")
                || upper.contains("ACCESS_MODE_DATA")) {
            return url;
        }
        return url + ";AUTO_SERVER=TRUE";
    }

    /**
     * Checks that a file database can be opened: for a command that only reads, that it exists; in any case that an
     * existing file is an H2 store (not empty, not another kind of file).
     *
     * @throws DatabaseRefusedException with one line naming the file otherwise
     */
    public static void checkFile(String url, boolean mustExist) {
        java.nio.file.Path file = fileOf(url);
        if (file == null) {
            return;
        }
        if (!java.nio.file.Files.exists(file)) {
            if (mustExist) {
                throw new DatabaseRefusedException("no database at " + file + "; check --db (nothing is created by "
                        + "a command that only reads)");
            }
            return;
        }
        if (java.nio.file.Files.isDirectory(file)) {
            throw new DatabaseRefusedException(file + " is a folder, not a database");
        }
        try {
            if (java.nio.file.Files.size(file) == 0) {
                throw new DatabaseRefusedException(file + " is empty, not a database; move it away or choose another "
                        + "--db");
            }
            byte[] head = new byte[3];
            try (java.io.InputStream in = java.nio.file.Files.newInputStream(file)) {
                int n = in.readNBytes(head, 0, 3);
                if (n < 3 || head[0] != 'H' || head[1] != ':' || head[2] != '2') {
                    throw new DatabaseRefusedException(file + " is not an H2 database (Interview Workbench's format); "
                            + "choose another --db");
                }
            }
        } catch (java.io.IOException e) {
            throw new DatabaseRefusedException("cannot read " + file + ": " + e.getMessage(), e);
        }
    }

    /**
     * Checks that {@code url} is an H2 or PostgreSQL JDBC URL and returns it trimmed.
     *
     * @throws IllegalArgumentException with a one-line message otherwise
     */
    public static String requireSupportedUrl(String url) {
        String trimmed = url == null ? "" : url.strip();
        if (Dialect.ofOrNull(trimmed) == null) {
            String shown = redacted(trimmed.replaceAll("[\\r\\n\\t]+", " "));
            throw new IllegalArgumentException("unsupported database URL '" + shown
                    + "': use an H2 URL such as jdbc:h2:file:/path/to/workbench or jdbc:h2:mem:name, or a PostgreSQL "
                    + "URL such as jdbc:postgresql://host:5432/workbench");
        }
        return trimmed;
    }
}
