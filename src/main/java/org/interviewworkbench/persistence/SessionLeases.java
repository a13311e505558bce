package org.interviewworkbench.persistence;

import java.net.InetAddress;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.util.LinkedHashSet;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One writer per session (migration V5, {@code session_leases}). The store that writes a session holds its lease
 * row; heartbeats use the database's clock, so machines with different clocks agree on a lease's age. Another store
 * may read the session but its writes are refused with {@link SessionBusyException} naming the holder, until the
 * holder releases the lease, its process on this machine is gone (taken over at once), or its heartbeat is older
 * than the expiry (a crashed laptop). Every method runs inside the caller's transaction, on the store's connection.
 */
final class SessionLeases {

    private static final Logger LOG = LoggerFactory.getLogger(SessionLeases.class);

    /** Who holds a lease: a store of one process on one machine. */
    record Holder(String token, String user, String host, long pid, String started) {

        /** This process, as a new holder (a fresh token per store). */
        static Holder thisProcess() {
            ProcessHandle self = ProcessHandle.current();
            return new Holder(UUID.randomUUID().toString(), System.getProperty("user.name", "unknown"), hostName(),
                    self.pid(), startOf(self));
        }

        String describe() {
            return user + " on " + host + " (process " + pid + ")";
        }
    }

    private final Connection connection;
    private final Holder me;
    private final Duration expiry;
    private final Set<String> held = new LinkedHashSet<>();
    /**
     * Whether the lease row is read {@code FOR UPDATE} (PostgreSQL: two servers' sessions contend for it). Not on H2,
     * where one process executes every statement (the file is exclusive or served by one process in mixed mode) and
     * a row lock left in the file by a killed writer was seen to cost the next writer its commits.
     */
    private final boolean lockRows;

    /** The user this process writes as (recorded with the moderator's overrides). */
    String user() {
        return me.user();
    }

    SessionLeases(Connection connection, Holder me, Duration expiry, boolean lockRows) {
        this.connection = connection;
        this.lockRows = lockRows;
        this.me = me;
        this.expiry = expiry;
    }

    Holder me() {
        return me;
    }

    /** The sessions this store holds now. */
    Set<String> held() {
        return Set.copyOf(held);
    }

    private record Row(Holder holder, Duration age) {
    }

    private Optional<Row> read(String sessionId, boolean lock) throws SQLException {
        try (PreparedStatement ps = connection.prepareStatement("SELECT holder_token, holder_user, holder_host, "
                + "holder_pid, holder_started, heartbeat_at, CURRENT_TIMESTAMP FROM session_leases "
                + "WHERE session_id = ?" + (lock && lockRows ? " FOR UPDATE" : ""))) {
            ps.setString(1, sessionId);
            try (ResultSet rs = ps.executeQuery()) {
                if (!rs.next()) {
                    return Optional.empty();
                }
                Holder h = new Holder(rs.getString(1), rs.getString(2), rs.getString(3), rs.getLong(4),
                        rs.getString(5));
                Instant beat = rs.getObject(6, OffsetDateTime.class).toInstant();
                Instant now = rs.getObject(7, OffsetDateTime.class).toInstant();
                return Optional.of(new Row(h, Duration.between(beat, now)));
            }
        }
    }

    /**
     * Makes this store the session's writer: takes a free, dead or expired lease, renews its own.
     *
     * @throws SessionBusyException when another live process holds it
     */
    void claim(String sessionId) throws SQLException {
        Optional<Row> row = read(sessionId, true);
        if (row.isEmpty()) {
            try (PreparedStatement ps = connection.prepareStatement("INSERT INTO session_leases (session_id, "
                    + "holder_token, holder_user, holder_host, holder_pid, holder_started, acquired_at, heartbeat_at) "
                    + "VALUES (?, ?, ?, ?, ?, ?, CURRENT_TIMESTAMP, CURRENT_TIMESTAMP)")) {
                ps.setString(1, sessionId);
                bindHolder(ps, 2);
                ps.executeUpdate();
            } catch (SQLException e) {
                if (Sql.isUniqueViolation(e)) {
                    // another process claimed the free session between our read and our insert
                    throw new SessionBusyException("session " + sessionId + " was just claimed by another process; "
                            + "it is read-only here until that process is done");
                }
                throw e;
            }
        } else if (row.get().holder().token().equals(me.token())) {
            renew(sessionId);
        } else {
            Row r = row.get();
            String why = takeoverReason(r);
            if (why == null) {
                throw busy(sessionId, r);
            }
            try (PreparedStatement ps = connection.prepareStatement("UPDATE session_leases SET holder_token = ?, "
                    + "holder_user = ?, holder_host = ?, holder_pid = ?, holder_started = ?, "
                    + "acquired_at = CURRENT_TIMESTAMP, heartbeat_at = CURRENT_TIMESTAMP WHERE session_id = ?")) {
                bindHolder(ps, 1);
                ps.setString(6, sessionId);
                ps.executeUpdate();
            }
            LOG.info("took over the lease of session {} from {} ({})", sessionId, r.holder().describe(), why);
        }
        held.add(sessionId);
    }

    /** Renews this store's lease of a session; {@code false} when it is no longer this store's. */
    boolean renew(String sessionId) throws SQLException {
        try (PreparedStatement ps = connection.prepareStatement("UPDATE session_leases SET heartbeat_at = "
                + "CURRENT_TIMESTAMP WHERE session_id = ? AND holder_token = ?")) {
            ps.setString(1, sessionId);
            ps.setString(2, me.token());
            if (ps.executeUpdate() == 1) {
                return true;
            }
        }
        held.remove(sessionId);
        return false;
    }

    /**
     * The one line naming the live process that writes this session, when it is not this store; empty when this
     * store could write it (no lease, its own, or one it would take over).
     */
    Optional<String> otherWriter(String sessionId) throws SQLException {
        Optional<Row> row = read(sessionId, false);
        if (row.isEmpty() || row.get().holder().token().equals(me.token()) || takeoverReason(row.get()) != null) {
            return Optional.empty();
        }
        return Optional.of(busy(sessionId, row.get()).getMessage());
    }

    /** Gives up every lease this store holds. */
    void releaseAll() throws SQLException {
        try (PreparedStatement ps = connection.prepareStatement(
                "DELETE FROM session_leases WHERE holder_token = ?")) {
            ps.setString(1, me.token());
            ps.executeUpdate();
        }
        held.clear();
    }

    /** Gives up this store's lease of one session (e.g. when it is completed). */
    void release(String sessionId) throws SQLException {
        try (PreparedStatement ps = connection.prepareStatement(
                "DELETE FROM session_leases WHERE session_id = ? AND holder_token = ?")) {
            ps.setString(1, sessionId);
            ps.setString(2, me.token());
            ps.executeUpdate();
        }
        held.remove(sessionId);
    }

    /** Why another holder's lease may be taken over now, or {@code null} when it is live. */
    private String takeoverReason(Row r) {
        Holder h = r.holder();
        if (h.host().equals(me.host()) && !alive(h)) {
            return "its process " + h.pid() + " on this machine no longer runs";
        }
        if (r.age().compareTo(expiry) > 0) {
            return "no heartbeat for " + r.age().toSeconds() + " s";
        }
        return null;
    }

    private SessionBusyException busy(String sessionId, Row r) {
        return new SessionBusyException("session " + sessionId + " is being written by " + r.holder().describe()
                + ", last heartbeat " + Math.max(0, r.age().toSeconds()) + " s ago; it is read-only here until that "
                + "process closes it or its lease expires (" + expiry.toSeconds() + " s without a heartbeat)");
    }

    private void bindHolder(PreparedStatement ps, int first) throws SQLException {
        ps.setString(first, me.token());
        ps.setString(first + 1, me.user());
        ps.setString(first + 2, me.host());
        ps.setLong(first + 3, me.pid());
        ps.setString(first + 4, me.started());
    }

    /** Whether the holder's process still runs on this machine (same pid and the same start time). */
    private static boolean alive(Holder h) {
        Optional<ProcessHandle> process = ProcessHandle.of(h.pid());
        if (process.isEmpty() || !process.get().isAlive()) {
            return false;
        }
        String started = startOf(process.get());
        return h.started().isEmpty() || started.isEmpty() || started.equals(h.started());
    }

    private static String startOf(ProcessHandle p) {
        return p.info().startInstant().map(Instant::toString).orElse("");
    }

    private static String hostName() {
        try {
            return InetAddress.getLocalHost().getHostName();
        } catch (java.io.IOException | RuntimeException e) {
            String env = System.getenv("HOSTNAME");
            return env == null || env.isBlank() ? "unknown-host" : env;
        }
    }
}
