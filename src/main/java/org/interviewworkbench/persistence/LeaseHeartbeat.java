package org.interviewworkbench.persistence;

import java.sql.SQLException;
import java.time.Duration;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Keeps the session leases a store holds alive: once {@link #start()}ed, a daemon thread renews every held lease
 * each quarter of the lease expiry, each in its own transaction under the store's lock, and logs a lease another
 * process took over. Failures are logged, never thrown (an unrenewed lease expires by itself). Started at the first
 * claim, stopped when the store closes.
 */
final class LeaseHeartbeat {

    private static final Logger LOG = LoggerFactory.getLogger(LeaseHeartbeat.class);

    private final Object storeLock;
    private final SessionLeases leases;
    private final StoreTransactions transactions;
    private final Duration expiry;
    private final String where;
    private ScheduledExecutorService heartbeat;

    /**
     * @param storeLock    the store's lock (the store itself): renewing waits for the store's running operation
     * @param transactions the store's connection and transactions
     * @param expiry       the lease expiry; renewed every quarter of it (at least every millisecond)
     * @param where        the database, for log lines
     */
    LeaseHeartbeat(Object storeLock, SessionLeases leases, StoreTransactions transactions, Duration expiry,
                   String where) {
        this.storeLock = storeLock;
        this.leases = leases;
        this.transactions = transactions;
        this.expiry = expiry;
        this.where = where;
    }

    /** Starts renewing (once; later calls do nothing). Called under the store's lock. */
    void start() {
        if (heartbeat == null) {
            long period = Math.max(1, expiry.toMillis() / 4);
            heartbeat = Executors.newSingleThreadScheduledExecutor(r -> {
                Thread t = new Thread(r, "session-lease-heartbeat");
                t.setDaemon(true);
                return t;
            });
            heartbeat.scheduleAtFixedRate(this::renew, period, period, TimeUnit.MILLISECONDS);
        }
    }

    /** Stops renewing. Called under the store's lock. */
    void stop() {
        if (heartbeat != null) {
            heartbeat.shutdownNow();
        }
    }

    private void renew() {
        synchronized (storeLock) {
            try {
                if (transactions.connection().isClosed()) {
                    return;
                }
                for (String id : leases.held()) {
                    String lost = transactions.run("renew the lease of session " + id,
                            () -> leases.renew(id) ? null : leases.otherWriter(id).orElse(null));
                    if (lost != null) {
                        LOG.warn("lost the lease of session {}: {}", id, lost);
                    }
                }
            } catch (SQLException | RuntimeException e) {
                LOG.warn("cannot renew session leases on {}: {}", where, Sql.firstLine(e));
            }
        }
    }
}
