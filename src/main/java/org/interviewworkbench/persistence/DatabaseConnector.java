package org.interviewworkbench.persistence;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import org.flywaydb.core.Flyway;
import org.flywaydb.core.api.MigrationInfo;
import org.flywaydb.core.api.MigrationInfoService;
import org.flywaydb.core.api.MigrationState;
import org.flywaydb.core.api.output.MigrateResult;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Opens the session database: connection properties and credentials, the one-line refusals of each engine, and the
 * Flyway migration with its guards (a database from a newer program is refused, a file is copied before an upgrade).
 *
 * <p>Credentials for PostgreSQL: {@code user}/{@code password} in the URL's query string, else the {@code PGUSER} /
 * {@code PGPASSWORD} environment variables, else the credentials of the owner-only settings file (given by the
 * composition root), else the driver's own {@code ~/.pgpass} lookup. {@code sslmode} and the other driver options
 * pass through unchanged (also {@code PGSSLMODE} when the URL names none). A password never stays in the URL this
 * class connects with, so it is neither shown nor logged.
 */
final class DatabaseConnector {

    private static final Logger LOG = LoggerFactory.getLogger(DatabaseConnector.class);
    private static final String H2_DEFAULT_USER = "sa";
    /** H2's "database may be already in use" (the file lock of another process). */
    private static final int LOCKED_BY_ANOTHER_PROCESS = 90020;
    /** Attempts, 100 ms apart and growing (about 3.6 s in all), while a mixed-mode file is being opened elsewhere. */
    private static final int AUTO_SERVER_ATTEMPTS = 9;
    /** H2's "connection broken" (the server process went away while we connected). */
    private static final int CONNECTION_BROKEN = 90067;

    private final Dialect dialect;
    private final String url;
    private final Properties properties = new Properties();
    private final String where;

    /**
     * @param jdbcUrl     an H2 or PostgreSQL URL
     * @param env         the environment ({@code PGUSER}, {@code PGPASSWORD}, {@code PGSSLMODE})
     * @param credentials user and password from the settings file, used when neither the URL nor the environment
     *                    names them (may be {@code null})
     */
    DatabaseConnector(String jdbcUrl, Map<String, String> env, DatabaseCredentials credentials) {
        String given = DatabaseLocator.requireSupportedUrl(jdbcUrl);
        this.dialect = Dialect.of(given);
        if (dialect == Dialect.H2) {
            this.url = given;
            if (!given.toUpperCase(Locale.ROOT).contains(";USER=")) {
                properties.setProperty("user", H2_DEFAULT_USER);
                properties.setProperty("password", "");
            }
            java.nio.file.Path file = DatabaseLocator.fileOf(given);
            this.where = file == null ? DatabaseLocator.redacted(given) : file.toString();
            return;
        }
        Properties parsed = org.postgresql.Driver.parseURL(given, null);
        if (parsed == null) {
            throw new IllegalArgumentException("malformed PostgreSQL URL '" + DatabaseLocator.redacted(given)
                    + "': use jdbc:postgresql://host:5432/database[?sslmode=require]");
        }
        this.url = withoutPassword(given);
        String user = parsed.getProperty("user");
        if (user == null) {
            user = firstNonBlank(env.get("PGUSER"), credentials == null ? null : credentials.user());
        }
        if (user != null) {
            properties.setProperty("user", user);
        }
        String password = parsed.getProperty("password");
        if (password == null) {
            password = firstNonBlank(env.get("PGPASSWORD"), credentials == null ? null : credentials.password());
        }
        if (password != null) {
            properties.setProperty("password", password);
        }
        if (parsed.getProperty("sslmode") == null && env.get("PGSSLMODE") != null) {
            properties.setProperty("sslmode", env.get("PGSSLMODE"));
        }
        String host = parsed.getProperty("PGHOST", "localhost").split(",")[0];
        String port = parsed.getProperty("PGPORT", "5432").split(",")[0];
        this.where = "postgresql://" + host + ":" + port + "/" + parsed.getProperty("PGDBNAME", "");
    }

    Dialect dialect() {
        return dialect;
    }

    /** The URL connections use (without a password). */
    String url() {
        return url;
    }

    /** The database as a person recognises it: the H2 file, or {@code postgresql://host:port/db}. */
    String where() {
        return where;
    }

    /** The login user a connection uses (the driver's default, the operating-system user, when none is named). */
    String user() {
        return properties.getProperty("user", System.getProperty("user.name", ""));
    }

    /** A new connection, or the one line that says why not. */
    Connection connect() {
        try {
            return open();
        } catch (SQLException e) {
            throw dialect == Dialect.H2 ? h2Refusal(e) : postgresRefusal(e);
        }
    }

    /**
     * A new connection (also Flyway's). An H2 file in mixed mode ({@code AUTO_SERVER}) that another process is opening
     * or closing at the same moment reports its file lock for a moment (two programs started together, or the owner
     * handing the server over); that is retried for a few seconds before it counts as held exclusively.
     */
    private Connection open() throws SQLException {
        boolean autoServer = dialect == Dialect.H2 && url.toUpperCase(Locale.ROOT).contains("AUTO_SERVER=TRUE");
        for (int attempt = 1; ; attempt++) {
            try {
                return DriverManager.getConnection(url, properties);
            } catch (SQLException e) {
                if (!autoServer || !transientLock(e) || attempt >= AUTO_SERVER_ATTEMPTS) {
                    throw e;
                }
                LOG.debug("{} is being opened or closed by another process; retrying ({})", where, attempt);
                pause(100L * attempt);
            }
        }
    }

    /** H2's file lock held by another process, its lock file just touched, or the connection to its server broken. */
    private static boolean transientLock(SQLException e) {
        String message = e.getMessage() == null ? "" : e.getMessage();
        return e.getErrorCode() == LOCKED_BY_ANOTHER_PROCESS || e.getErrorCode() == CONNECTION_BROKEN
                || message.contains("Lock file recently modified");
    }

    private static void pause(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new StoreException("interrupted while opening the database", e);
        }
    }

    /**
     * Brings the schema up to date (Flyway), after refusing a database from a newer program; before an existing H2
     * file is upgraded a copy of it is kept beside it ({@code <name>.before-vN.mv.db}). {@code held} is the store's
     * own connection (it keeps an in-memory database alive).
     */
    void migrate(Connection held) {
        Flyway flyway = Flyway.configure(DatabaseConnector.class.getClassLoader())
                .dataSource(new ConnectionSource(this::open))
                .locations(dialect.migrationLocations().toArray(String[]::new))
                .load();
        MigrationInfoService info;
        try {
            info = flyway.info();
        } catch (RuntimeException e) {
            throw new StoreException("cannot read the schema version of database " + where + ": " + Sql.firstLine(e),
                    e);
        }
        refuseNewerSchema(info);
        if (info.pending().length > 0 && info.current() != null) {
            keepCopyBeforeMigration(held, info.current().getVersion().toString());
        }
        try {
            MigrateResult result = flyway.migrate();
            if (result.migrationsExecuted > 0) {
                LOG.info("migrated session database {} to schema version {}", where, result.targetSchemaVersion);
            }
        } catch (RuntimeException e) {
            String line = Sql.firstLine(e);
            if (line.contains("non-empty schema") && line.contains("no schema history table")) {
                throw new DatabaseRefusedException("database " + where + " already holds tables of another program "
                        + "(no Interview Workbench schema history); use an empty database", e);
            }
            throw new StoreException("cannot migrate database " + where + ": " + line, e);
        }
    }

    /** The schema versions this program knows (from its migrations), highest last. */
    static List<String> knownVersions(MigrationInfoService info) {
        List<String> out = new ArrayList<>();
        for (MigrationInfo m : info.all()) {
            if (m.getState() != MigrationState.FUTURE_SUCCESS && m.getState() != MigrationState.FUTURE_FAILED
                    && m.getVersion() != null) {
                out.add(m.getVersion().toString());
            }
        }
        return out;
    }

    /** A database whose schema is newer than every migration this program knows is refused, never migrated. */
    private void refuseNewerSchema(MigrationInfoService info) {
        List<String> known = knownVersions(info);
        for (MigrationInfo m : info.all()) {
            if (m.getState() == MigrationState.FUTURE_SUCCESS || m.getState() == MigrationState.FUTURE_FAILED) {
                throw new DatabaseRefusedException("database " + where + " was written by a newer Interview "
                        + "Workbench (schema version " + m.getVersion() + "; this program knows up to "
                        + (known.isEmpty() ? "0" : known.get(known.size() - 1)) + "); update the program to open it");
            }
        }
    }

    private void keepCopyBeforeMigration(Connection held, String version) {
        java.nio.file.Path file = DatabaseLocator.fileOf(url);
        if (file == null || !java.nio.file.Files.isRegularFile(file)) {
            return;
        }
        String name = file.getFileName().toString();
        java.nio.file.Path copy = file.resolveSibling(name.substring(0, name.length() - ".mv.db".length())
                + ".before-v" + version + ".mv.db");
        try (Statement st = held.createStatement()) {
            st.execute("CHECKPOINT SYNC");
            if (!java.nio.file.Files.exists(copy)) {
                java.nio.file.Files.copy(file, copy);
                LOG.info("kept a copy of {} before migrating it: {}", file, copy);
            }
        } catch (SQLException | java.io.IOException e) {
            throw new StoreException("cannot keep a copy of " + file + " before upgrading it (" + Sql.firstLine(e)
                    + "); free some space or make the folder writable", e);
        }
    }

    /** The one line for an H2 database that cannot be opened, by H2's error code. */
    private StoreException h2Refusal(SQLException e) {
        switch (e.getErrorCode()) {
            case LOCKED_BY_ANOTHER_PROCESS:
                return new DatabaseRefusedException("database " + where + " is in use by another program that "
                        + "holds it exclusively; close that program, or use another --db", e);
            case 90030:
                return new DatabaseRefusedException("database " + where + " is damaged (" + Sql.firstLine(e)
                        + "); restore it from a copy (a <name>.before-vN.mv.db beside it, or a backup)", e);
            case 90013:
            case 90146:
                return new DatabaseRefusedException("no database at " + where + "; check --db", e);
            case 90048:
                return new DatabaseRefusedException(where + " is not a database this program can read ("
                        + Sql.firstLine(e) + ")", e);
            case 28000:
                return new DatabaseRefusedException("database " + where + " refused the user name or password", e);
            default:
                break;
        }
        Throwable root = e;
        while (root.getCause() != null && root.getCause() != root) {
            root = root.getCause();
        }
        if (root instanceof java.nio.file.AccessDeniedException
                || root instanceof java.nio.file.FileSystemException fse && fse.getReason() != null
                && fse.getReason().contains("Read-only")) {
            return new DatabaseRefusedException("cannot create or write database " + where + " (the folder is "
                    + "read-only); choose another --db", e);
        }
        return new StoreException("cannot open database " + where + ": " + Sql.firstLine(e), e);
    }

    /** The one line for a PostgreSQL server that refuses us, by SQLState (never naming the password). */
    private StoreException postgresRefusal(SQLException e) {
        String state = e.getSQLState() == null ? "" : e.getSQLState();
        String line = Sql.firstLine(e);
        if (state.startsWith("28")) {
            return new DatabaseUnavailableException("the PostgreSQL server " + where + " refused the login of user '"
                    + properties.getProperty("user", System.getProperty("user.name")) + "' (" + line + "); set the "
                    + "user and password in PGUSER/PGPASSWORD, ~/.pgpass or the settings file (docs/team.md)", e);
        }
        if ("3D000".equals(state)) {
            return new DatabaseRefusedException("there is no database " + where + " (" + line + "); check --db, or "
                    + "ask the server's administrator to create it (docs/team.md)", e);
        }
        if (state.startsWith("08")) {
            return new DatabaseUnavailableException("cannot connect to the PostgreSQL server " + where + " (" + line
                    + "); check that it runs and that --db names its host, port and sslmode", e);
        }
        return new StoreException("cannot open database " + where + ": " + line, e);
    }

    private static String withoutPassword(String url) {
        int q = url.indexOf('?');
        if (q < 0) {
            return url;
        }
        List<String> kept = new ArrayList<>();
        for (String p : url.substring(q + 1).split("&")) {
            if (!p.isEmpty() && !p.toLowerCase(Locale.ROOT).startsWith("password=")) {
                kept.add(p);
            }
        }
        return kept.isEmpty() ? url.substring(0, q) : url.substring(0, q) + "?" + String.join("&", kept);
    }

    private static String firstNonBlank(String a, String b) {
        if (a != null && !a.isBlank()) {
            return a;
        }
        return b != null && !b.isBlank() ? b : null;
    }
}
