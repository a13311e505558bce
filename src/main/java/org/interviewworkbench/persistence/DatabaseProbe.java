package org.interviewworkbench.persistence;

import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;

/**
 * "Test connection" of the Settings tab's study database (issue 16): logs in with the credentials a store would use
 * (URL, then PGUSER/PGPASSWORD, then the settings file, then ~/.pgpass), reads the server's version and the
 * database's Interview Workbench schema version, and closes. Nothing is created or migrated. The answer is one line
 * for a person, never naming the password.
 */
public final class DatabaseProbe {

    private final StoreOptions options;

    public DatabaseProbe(StoreOptions options) {
        this.options = options;
    }

    /** One line: what was found at {@code jdbcUrl}, or why it cannot be used. */
    public String describe(String jdbcUrl) {
        DatabaseConnector connector;
        try {
            connector = new DatabaseConnector(jdbcUrl, options.env(), options.credentials());
        } catch (IllegalArgumentException e) {
            return Sql.firstLine(e);
        }
        try (Connection connection = connector.connect()) {
            DatabaseMetaData meta = connection.getMetaData();
            String server = meta.getDatabaseProductName() + " " + meta.getDatabaseProductVersion();
            String version = schemaVersion(connection);
            return "Connected to " + connector.where() + " as " + connector.user() + " (" + server + "): "
                    + (version == null ? "no Interview Workbench tables yet; they are created when the workbench first "
                    + "opens it" : "Interview Workbench schema version " + version + ".");
        } catch (StoreException e) {
            return Sql.firstLine(e);
        } catch (SQLException e) {
            return "cannot read " + connector.where() + ": " + Sql.firstLine(e);
        }
    }

    /** The newest applied migration, or {@code null} when the database has no schema history. */
    private static String schemaVersion(Connection connection) {
        try (PreparedStatement ps = connection.prepareStatement("SELECT \"version\" FROM \"flyway_schema_history\" "
                + "WHERE \"success\" AND \"version\" IS NOT NULL ORDER BY \"installed_rank\" DESC LIMIT 1");
             ResultSet rs = ps.executeQuery()) {
            return rs.next() ? rs.getString(1) : null;
        } catch (SQLException e) {
            return null;
        }
    }
}
