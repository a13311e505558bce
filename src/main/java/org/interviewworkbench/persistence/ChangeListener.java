package org.interviewworkbench.persistence;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * PostgreSQL: waits for other processes' commits on a connection of its own that LISTENs on
 * {@link JdbcSessionStore#CHANGES_CHANNEL} (every writing transaction of a store sends a NOTIFY there when it
 * commits). On H2 there is nothing to listen to and waiting returns at once; the workbench then polls the store's
 * change token.
 */
final class ChangeListener {

    private static final Logger LOG = LoggerFactory.getLogger(ChangeListener.class);

    private final DatabaseConnector connector;
    private final Object lock = new Object();
    /** The LISTEN connection, opened on first use and again after it broke. */
    private volatile Connection listener;
    private volatile boolean closed;

    ChangeListener(DatabaseConnector connector) {
        this.connector = connector;
    }

    /** Whether {@link #await} is told of commits at once. */
    boolean pushes() {
        return connector.dialect() == Dialect.POSTGRESQL;
    }

    /**
     * Waits up to {@code max} for a notification; returns at once on H2 or once closed.
     *
     * @throws StoreException when the server cannot be reached (the next call reconnects)
     */
    void await(Duration max) {
        if (!pushes() || closed) {
            return;
        }
        synchronized (lock) {
            try {
                Connection l = listener;
                if (l == null || l.isClosed()) {
                    l = connector.connect();
                    l.setAutoCommit(true);
                    try (Statement st = l.createStatement()) {
                        st.execute("LISTEN " + JdbcSessionStore.CHANGES_CHANNEL);
                    }
                    listener = l;
                }
                l.unwrap(org.postgresql.PGConnection.class).getNotifications((int) Math.max(1, Math.min(
                        Integer.MAX_VALUE, max.toMillis())));
            } catch (SQLException e) {
                closeConnection();
                if (!closed) {
                    throw new StoreException("cannot listen for changes on " + connector.where() + ": "
                            + Sql.firstLine(e), e);
                }
            }
        }
    }

    /** Stops listening; a waiting {@link #await} fails at once and returns (not under the lock on purpose). */
    void close() {
        closed = true;
        closeConnection();
    }

    private void closeConnection() {
        Connection l = listener;
        listener = null;
        if (l != null) {
            try {
                l.close();
            } catch (SQLException e) {
                LOG.debug("closing the change listener of {} failed: {}", connector.where(), Sql.firstLine(e));
            }
        }
    }
}
