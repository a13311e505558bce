package org.interviewworkbench.persistence;

import java.time.Duration;
import java.util.Map;

/**
 * How a store opens its database and guards its sessions.
 *
 * @param env         environment variables read for PostgreSQL credentials ({@code PGUSER}, {@code PGPASSWORD},
 *                    {@code PGSSLMODE})
 * @param credentials credentials from the owner-only settings file, or {@code null}
 * @param leaseExpiry how long a session's lease lasts without a heartbeat before another process may take it over
 *                    (a holder on the same machine that no longer runs is taken over at once)
 */
public record StoreOptions(Map<String, String> env, DatabaseCredentials credentials, Duration leaseExpiry) {

    /** The default lease expiry: a minute without a heartbeat (heartbeats come every quarter of it). */
    public static final Duration DEFAULT_LEASE_EXPIRY = Duration.ofSeconds(60);

    public StoreOptions {
        env = env == null ? Map.of() : Map.copyOf(env);
        if (leaseExpiry == null || leaseExpiry.isNegative() || leaseExpiry.isZero()) {
            throw new IllegalArgumentException("the lease expiry must be positive");
        }
    }

    /** The process environment, no settings-file credentials, the default expiry. */
    public static StoreOptions defaults() {
        return new StoreOptions(System.getenv(), null, DEFAULT_LEASE_EXPIRY);
    }

    /** These options with settings-file credentials. */
    public StoreOptions withCredentials(DatabaseCredentials c) {
        return new StoreOptions(env, c, leaseExpiry);
    }

    /** These options with another lease expiry. */
    public StoreOptions withLeaseExpiry(Duration expiry) {
        return new StoreOptions(env, credentials, expiry);
    }
}
