package org.interviewworkbench.persistence;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Opens the session store's first connection (migrating the schema on it) and makes every connection of the store
 * ready: an H2 file flushed at every commit ({@code WRITE_DELAY 0}, so a killed process loses no committed turn),
 * auto-commit off, read committed. Holds no state beyond the connector.
 */
final class ConnectionSetup implements StoreTransactions.Preparer {

    private static final Logger LOG = LoggerFactory.getLogger(ConnectionSetup.class);

    private final DatabaseConnector connector;

    ConnectionSetup(DatabaseConnector connector) {
        this.connector = connector;
    }

    /**
     * A new connection with the schema migrated and the connection prepared; opened before Flyway so an in-memory
     * database outlives Flyway's own connections. Closed again when anything fails.
     *
     * @throws StoreException when the database cannot be opened, migrated or prepared (or a subclass from
     *                        {@link DatabaseConnector})
     */
    Connection openMigrated() {
        Connection first = connector.connect();
        try {
            connector.migrate(first);
            prepare(first);
        } catch (SQLException | RuntimeException e) {
            try {
                first.close();
            } catch (SQLException closing) {
                e.addSuppressed(closing);
            }
            if (e instanceof StoreException se) {
                throw se;
            }
            throw new StoreException("cannot prepare database " + connector.where() + ": " + Sql.firstLine(e), e);
        }
        return first;
    }

    /** Makes a new connection ready: H2 file flushed at every commit, auto-commit off, read committed. */
    @Override
    public void prepare(Connection c) throws SQLException {
        if (connector.dialect() == Dialect.H2 && !isInMemory()) {
            flushEveryCommit(c);
        }
        c.setAutoCommit(false);
        c.setTransactionIsolation(Connection.TRANSACTION_READ_COMMITTED);
    }

    /** H2 keeps commits in memory up to {@code WRITE_DELAY} ms; with 0 a killed process loses no committed turn. */
    private void flushEveryCommit(Connection c) {
        try (Statement st = c.createStatement()) {
            st.execute("SET WRITE_DELAY 0");
        } catch (SQLException e) {
            LOG.warn("cannot set WRITE_DELAY 0 on {} ({}); a crash may lose the last committed turns",
                    connector.where(), Sql.firstLine(e));
        }
    }

    private boolean isInMemory() {
        return connector.url().regionMatches(true, 0, "jdbc:h2:mem:", 0, "jdbc:h2:mem:".length());
    }
}
