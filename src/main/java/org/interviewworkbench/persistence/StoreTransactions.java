package org.interviewworkbench.persistence;

import java.lang.reflect.InvocationHandler;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The session store's one connection and its transactions: every unit of work commits or rolls back as a whole.
 *
 * <p>A connection that breaks between or inside a unit of work is replaced and the unit run again from the start
 * (at most {@value #ATTEMPTS} times). That happens on an H2 file shared in mixed mode when the process that served it
 * exits (the workbench closed while {@code simulate} writes: H2 reconnects only connections in auto-commit mode,
 * which the store never uses), and when a PostgreSQL server restarts. Work is written so a second run is safe:
 * {@link #retrying()} tells it that an earlier attempt may have committed just before the connection broke.
 *
 * <p>Everything that uses the store's connection holds {@link #connection()}, a handle that always reaches the
 * current connection, so a replacement is invisible to it.
 */
final class StoreTransactions {

    private static final Logger LOG = LoggerFactory.getLogger(StoreTransactions.class);
    private static final int ATTEMPTS = 3;
    /** H2: "Connection is broken" (the serving process went away). */
    private static final int H2_CONNECTION_BROKEN = 90067;

    /** A unit of work on the connection. */
    @FunctionalInterface
    interface Work<T> {
        T run() throws SQLException;
    }

    /** Makes a new connection ready for the store (auto-commit off, isolation, per-database settings). */
    @FunctionalInterface
    interface Preparer {
        void prepare(Connection c) throws SQLException;
    }

    private final DatabaseConnector connector;
    private final Preparer preparer;
    private final Target target;
    private final Connection handle;
    private boolean retrying;

    /** {@code first} is already prepared. */
    StoreTransactions(DatabaseConnector connector, Connection first, Preparer preparer) {
        this.connector = connector;
        this.preparer = preparer;
        this.target = new Target(first);
        this.handle = (Connection) Proxy.newProxyInstance(Connection.class.getClassLoader(),
                new Class<?>[] {Connection.class}, target);
    }

    /** The store's connection: always the current one, also after a replacement. */
    Connection connection() {
        return handle;
    }

    /** Whether the unit of work now running is a second attempt after the connection broke. */
    boolean retrying() {
        return retrying;
    }

    /**
     * Runs {@code work} in one transaction: commits on success, rolls back on any failure. SQL failures become
     * {@link StoreException}; the engine's own exceptions (illegal state/argument) and the store's refusals pass
     * through unchanged. A broken connection is replaced and the work run again.
     */
    <T> T run(String what, Work<T> work) {
        for (int attempt = 1; ; attempt++) {
            retrying = attempt > 1;
            try {
                T value = work.run();
                if (connector.dialect() == Dialect.POSTGRESQL) {
                    announceWrites();
                }
                handle.commit();
                return value;
            } catch (SQLException e) {
                rollback(what);
                if (attempt < ATTEMPTS && broken(e) && reconnect(what, e)) {
                    continue;
                }
                throw new StoreException("could not " + what + ": " + Sql.firstLine(e), e);
            } catch (RuntimeException | Error e) {
                rollback(what);
                throw e;
            } finally {
                retrying = false;
            }
        }
    }

    /** Whether {@code e} says the connection itself is gone (not that the statement was wrong). */
    boolean broken(SQLException e) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof SQLException s && (s.getErrorCode() == H2_CONNECTION_BROKEN
                    || (connector.dialect() == Dialect.POSTGRESQL && s.getSQLState() != null
                    && s.getSQLState().startsWith("08")))) {
                return true;
            }
        }
        return false;
    }

    private boolean reconnect(String what, SQLException cause) {
        LOG.info("the connection to {} broke during '{}' ({}); reconnecting", connector.where(), what,
                Sql.firstLine(cause));
        Connection fresh;
        try {
            fresh = connector.connect();
            preparer.prepare(fresh);
        } catch (SQLException | RuntimeException e) {
            LOG.warn("cannot reconnect to {}: {}", connector.where(), Sql.firstLine(e));
            return false;
        }
        Connection old = target.swap(fresh);
        try {
            old.close();
        } catch (SQLException e) {
            LOG.debug("closing the broken connection failed: {}", Sql.firstLine(e));
        }
        return true;
    }

    /**
     * PostgreSQL: when this transaction wrote anything (it has a transaction id), a NOTIFY on
     * {@link JdbcSessionStore#CHANGES_CHANNEL}, delivered to listeners when it commits (and dropped if it rolls back).
     */
    private void announceWrites() throws SQLException {
        try (Statement st = handle.createStatement()) {
            st.execute("SELECT pg_notify('" + JdbcSessionStore.CHANGES_CHANNEL
                    + "', '') WHERE txid_current_if_assigned() IS NOT NULL");
        }
    }

    private void rollback(String what) {
        try {
            handle.rollback();
        } catch (SQLException e) {
            LOG.debug("rollback after failed '{}' failed: {}", what, Sql.firstLine(e));
        }
    }

    /** Closes the connection, logging (not throwing) a failure. */
    void closeQuietly() {
        try {
            if (!handle.isClosed()) {
                handle.close();
            }
        } catch (SQLException e) {
            LOG.warn("closing the session database {} failed: {}", connector.where(), Sql.firstLine(e));
        }
    }

    /** Forwards every call to the current connection. */
    private static final class Target implements InvocationHandler {
        private volatile Connection current;

        Target(Connection first) {
            this.current = first;
        }

        Connection swap(Connection next) {
            Connection old = current;
            current = next;
            return old;
        }

        @Override
        public Object invoke(Object proxy, Method method, Object[] args) throws Throwable {
            try {
                return method.invoke(current, args);
            } catch (InvocationTargetException e) {
                throw e.getCause();
            }
        }
    }
}
