package org.interviewworkbench.persistence;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.interviewworkbench.codec.ConceptJson;
import org.interviewworkbench.codec.StateJson;
import org.interviewworkbench.codec.TrackerJson;
import org.interviewworkbench.codec.TurnResultJson;
import org.interviewworkbench.engine.model.Concept;
import org.interviewworkbench.engine.model.InterviewGraph;
import org.interviewworkbench.engine.model.SessionInfo;
import org.interviewworkbench.engine.model.SessionSnapshot;
import org.interviewworkbench.engine.model.SessionState;
import org.interviewworkbench.engine.model.SessionStatus;
import org.interviewworkbench.engine.model.SessionSummary;
import org.interviewworkbench.engine.pipeline.TurnResult;
import org.interviewworkbench.engine.port.Clock;
import org.interviewworkbench.engine.port.SessionStore;
import org.interviewworkbench.engine.port.TurnCommit;
import org.interviewworkbench.persistence.SqlWork.SqlRead;
import org.interviewworkbench.persistence.SqlWork.SqlStep;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * {@link SessionStore} on H2 (file or in-memory, one researcher) or PostgreSQL (the shared team store), one schema
 * managed by Flyway for both ({@link Dialect}, {@link DatabaseConnector}).
 *
 * <p>One JDBC connection per store; every public method is serialised on it. Every write is one transaction:
 * {@link #commitTurn} checks the session's lease and the stored turn count, upserts the graph entities the turn
 * changed, inserts the new utterances and the turn result, the moderator's overrides of the turn (edit log) and
 * the question as it was asked, and updates the session row, or does nothing at all. H2
 * file databases are opened with {@code WRITE_DELAY 0}, so a turn that {@code commitTurn} returned from survives a
 * process kill; PostgreSQL's commit is durable by itself.
 *
 * <p>A session is written by one store at a time ({@link SessionLeases}): creating or committing a session claims
 * its lease, a background heartbeat renews it, closing the store releases it. Another process's writes are refused
 * with {@link SessionBusyException}; reading is always allowed.
 *
 * <p>Session state lives in the {@code sessions} row: the tracker in {@code tracker} ({@link TrackerJson}), the rest
 * in {@code state} ({@link StateJson}), with {@code turn_count}, {@code status} and {@code termination_reason} also
 * as columns for listing. Times are kept to the microsecond on both engines.
 */
public final class JdbcSessionStore implements SessionStore, AutoCloseable {

    private static final Logger LOG = LoggerFactory.getLogger(JdbcSessionStore.class);

    private final DatabaseConnector connector;
    private final Clock clock;
    private final StoreTransactions transactions;
    /** The store's connection ({@link StoreTransactions#connection()}: replaced when it breaks). */
    private final Connection connection;
    private final GraphRows graphRows;
    private final SessionRows sessionRows;
    private final SessionLeases leases;
    private final StoreOptions options;
    private ScheduledExecutorService heartbeat;
    /** PostgreSQL: the channel every writing transaction notifies on commit (the workbench's watcher listens). */
    static final String CHANGES_CHANNEL = "interview_workbench_changes";
    private final ChangeListener changes;

    /** Opens (and migrates) the database at {@code jdbcUrl}; times come from the system clock. */
    public JdbcSessionStore(String jdbcUrl) {
        this(jdbcUrl, Clock.SYSTEM);
    }

    /** As below, with the default options. */
    public JdbcSessionStore(String jdbcUrl, Clock clock) {
        this(jdbcUrl, clock, StoreOptions.defaults());
    }

    /**
     * Opens (and migrates) the database at {@code jdbcUrl} (H2 or PostgreSQL, see {@link DatabaseLocator}); times the
     * snapshot does not carry come from {@code clock}; {@code options} give credentials and the lease expiry.
     *
     * @throws IllegalArgumentException     when the URL is neither an H2 nor a PostgreSQL URL
     * @throws DatabaseRefusedException     when the database cannot be used as it is (newer schema, foreign file ...)
     * @throws DatabaseUnavailableException when the server cannot be reached or refuses the login
     * @throws StoreException               when the database cannot be opened or migrated otherwise
     */
    public JdbcSessionStore(String jdbcUrl, Clock clock, StoreOptions options) {
        this.connector = new DatabaseConnector(jdbcUrl, options.env(), options.credentials());
        this.clock = clock;
        this.options = options;
        // opened before Flyway so an in-memory database outlives Flyway's own connections
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
        this.transactions = new StoreTransactions(connector, first, this::prepare);
        this.changes = new ChangeListener(connector);
        this.connection = transactions.connection();
        this.graphRows = new GraphRows(connection, connector.dialect(), clock);
        this.sessionRows = new SessionRows(connection);
        this.leases = new SessionLeases(connection, SessionLeases.Holder.thisProcess(), options.leaseExpiry(),
                connector.dialect() == Dialect.POSTGRESQL);
        LOG.debug("session store open at {}", connector.where());
    }

    /** Makes a new connection ready: H2 file flushed at every commit, auto-commit off, read committed. */
    private void prepare(Connection c) throws SQLException {
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

    /** The study tables of this database, on this store's connection and lock (design.md "Studies"). */
    public org.interviewworkbench.engine.port.StudyStore studies() {
        return new JdbcStudyStore(connection, this, clock);
    }

    /** The researcher's edit log of this database, on this store's connection and lock (issue 13). */
    public org.interviewworkbench.engine.port.EditLogStore editLog() {
        return new JdbcEditLog(this);
    }

    /** The consent note and redaction choice of each session (issue 11, migration V6). */
    public org.interviewworkbench.engine.port.ConsentStore consentLog() {
        return new JdbcConsentLog(this);
    }

    /** The participant, date, moderator and notes of each session (issue 15, migration V9). */
    public org.interviewworkbench.engine.port.SessionSetupStore setupLog() {
        return new JdbcSessionSetupLog(this);
    }

    /** The per-session log of requests that left the machine (issue 11). */
    public org.interviewworkbench.engine.port.EgressLogStore egressLog() {
        return new JdbcEgressLog(this);
    }

    /**
     * Replaces a session's stored graph with {@code graph} and its tracker/state with {@code state}, then runs
     * {@code more} (e.g. the edit log rows), all in one transaction; claims the session's lease first.
     */
    synchronized void replaceGraph(String sessionId, InterviewGraph graph, SessionState state, String what,
                                   SqlStep more) {
        inTransaction(what, () -> {
            if (sessionRows.turnCount(sessionId) == null) {
                throw new IllegalArgumentException("unknown session " + sessionId);
            }
            claimLease(sessionId);
            try (PreparedStatement ps = connection.prepareStatement(
                    "UPDATE sessions SET tracker = ?, state = ?, updated_at = ? WHERE id = ?")) {
                ps.setString(1, TrackerJson.toJsonString(state.tracker()));
                ps.setString(2, StateJson.toJsonString(state, false));
                ps.setObject(3, Sql.odt(clock.now()));
                ps.setString(4, sessionId);
                ps.executeUpdate();
            }
            for (String table : List.of("canonical_edges", "slot_mappings", "canonical_slots", "surface_edges",
                    "surface_nodes")) {
                try (PreparedStatement ps = connection.prepareStatement("DELETE FROM " + table
                        + " WHERE session_id = ?")) {
                    ps.setString(1, sessionId);
                    ps.executeUpdate();
                }
            }
            graphRows.writeGraph(sessionId, graph, graph.nodes(), graph.edges(), graph.slots(),
                    List.copyOf(graph.slotMapping().keySet()), graph.canonicalEdges());
            graphRows.updateQuestionText(sessionId, state.turnCount(), state.pendingQuestion());
            more.run(connection);
            return null;
        });
        graph.clearChanges();
    }

    /**
     * Takes back the session's last turn {@code turn} in one transaction: checks it is still the last one, puts
     * {@code state} and {@code graph} (the session before the turn) in place, deletes the turn's result and
     * utterances, and runs {@code more} (the log entry).
     */
    synchronized void rollBackTurn(String sessionId, int turn, InterviewGraph graph, SessionState state,
                                   SqlStep more) {
        if (state.turnCount() != turn - 1) {
            throw new IllegalArgumentException("undoing turn " + turn + " needs the state after turn " + (turn - 1)
                    + ", not " + state.turnCount());
        }
        replaceGraph(sessionId, graph, state, "undo turn " + turn + " of session " + sessionId, c -> {
            try (PreparedStatement ps = c.prepareStatement("UPDATE sessions SET turn_count = ?, status = ?, "
                    + "termination_reason = ? WHERE id = ? AND turn_count = ?")) {
                ps.setInt(1, turn - 1);
                ps.setString(2, state.status().id());
                ps.setString(3, state.terminationReason());
                ps.setString(4, sessionId);
                ps.setInt(5, turn);
                if (ps.executeUpdate() != 1) {
                    throw new IllegalStateException("turn " + turn + " of session " + sessionId
                            + " is no longer the last one");
                }
            }
            for (String table : List.of("turns", "utterances", "turn_snapshots")) {
                try (PreparedStatement ps = c.prepareStatement("DELETE FROM " + table
                        + " WHERE session_id = ? AND turn_number = ?")) {
                    ps.setString(1, sessionId);
                    ps.setInt(2, turn);
                    ps.executeUpdate();
                }
            }
            more.run(c);
        });
    }

    /** Writes inside this store's lock and one transaction. */
    synchronized void write(String what, SqlStep step) {
        inTransaction(what, () -> {
            step.run(connection);
            return null;
        });
    }

    /** Reads inside this store's lock and a transaction. */
    synchronized <T> T read(String what, SqlRead<T> read) {
        return inTransaction(what, () -> read.run(connection));
    }

    Clock clock() {
        return clock;
    }

    Dialect dialect() {
        return connector.dialect();
    }

    /** The JDBC URL this store was opened with (without a password). */
    public String url() {
        return connector.url();
    }

    /** The database as a person recognises it: the H2 file, or {@code postgresql://host:port/db}. */
    public String where() {
        return connector.where();
    }

    // ---- leases ----------------------------------------------------------------------------------------

    /**
     * The one line naming another live process that is writing {@code sessionId} now; empty when this store may
     * write it. The workbench opens such a session read-only; {@code interview --resume} refuses it.
     */
    public synchronized Optional<String> otherWriter(String sessionId) {
        return inTransaction("read the lease of session " + sessionId, () -> leases.otherWriter(sessionId));
    }

    /**
     * A short text that changes whenever any process creates, deletes or writes a session (a turn, an edit, a lease
     * taken or given up) or changes a study's members or codebook: the workbench polls it (every 2 s) and reloads its
     * lists only when it changed. One cheap query of counts and sums (the sum of turn counts notices a new turn
     * even when the writer's clock is behind); the same on H2 and PostgreSQL.
     */
    public synchronized String changeToken() {
        return inTransaction("read the change token", sessionRows::changeToken);
    }

    /** Whether {@link #awaitChange} is told of other processes' writes at once (PostgreSQL's LISTEN/NOTIFY). */
    public boolean pushesChanges() {
        return changes.pushes();
    }

    /**
     * PostgreSQL: waits up to {@code max} for a commit that wrote something (by any process on this database,
     * this one included); returns at once on H2. Not under the store's lock; a caller then reads
     * {@link #changeToken()}.
     *
     * @throws StoreException when the server cannot be reached (the next call reconnects)
     */
    public void awaitChange(java.time.Duration max) {
        changes.await(max);
    }

    /** The sessions whose lease this store holds. */
    public synchronized Set<String> heldSessions() {
        return leases.held();
    }

    /**
     * Makes this store the writer of {@code sessionId} now (before its next turn), taking over a lease whose holder is
     * gone. Optional: committing a turn claims the lease anyway.
     *
     * @throws SessionBusyException when another live process is writing it
     */
    public synchronized void claim(String sessionId) {
        inTransaction("claim session " + sessionId, () -> {
            claimLease(sessionId);
            return null;
        });
    }

    private void claimLease(String sessionId) throws SQLException {
        leases.claim(sessionId);
        if (heartbeat == null) {
            long period = Math.max(1, options.leaseExpiry().toMillis() / 4);
            heartbeat = Executors.newSingleThreadScheduledExecutor(r -> {
                Thread t = new Thread(r, "session-lease-heartbeat");
                t.setDaemon(true);
                return t;
            });
            heartbeat.scheduleAtFixedRate(this::renewLeases, period, period, TimeUnit.MILLISECONDS);
        }
    }

    private synchronized void renewLeases() {
        try {
            if (connection.isClosed()) {
                return;
            }
            for (String id : leases.held()) {
                String lost = inTransaction("renew the lease of session " + id,
                        () -> leases.renew(id) ? null : leases.otherWriter(id).orElse(null));
                if (lost != null) {
                    LOG.warn("lost the lease of session {}: {}", id, lost);
                }
            }
        } catch (SQLException | RuntimeException e) {
            LOG.warn("cannot renew session leases on {}: {}", connector.where(), Sql.firstLine(e));
        }
    }

    // ---- SessionStore ----------------------------------------------------------------------------------

    @Override
    public synchronized void createSession(SessionSnapshot initial) {
        SessionInfo info = initial.info();
        String id = info.id();
        inTransaction("create session " + id, () -> {
            if (sessionRows.turnCount(id) != null) {
                if (transactions.retrying()) {
                    return null; // the first attempt committed just before the connection broke
                }
                throw new IllegalStateException("session " + id + " already exists");
            }
            Instant created = info.createdAt() == null ? clock.now() : info.createdAt();
            SessionState state = initial.state();
            try (PreparedStatement ps = connection.prepareStatement("INSERT INTO sessions (id, methodology_id, "
                    + "methodology_source, concept_id, concept, concept_name, engine, seed, max_turns, persona_id, "
                    + "scenario_id, status, termination_reason, turn_count, created_at, updated_at, tracker, state) "
                    + "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")) {
                Concept concept = initial.concept();
                ps.setString(1, id);
                ps.setString(2, info.methodologyId());
                ps.setString(3, initial.methodologySource());
                ps.setString(4, info.conceptId());
                ps.setString(5, ConceptJson.toJsonString(concept));
                ps.setString(6, info.conceptName());
                ps.setString(7, info.engine());
                ps.setLong(8, info.seed());
                ps.setInt(9, info.maxTurns());
                ps.setString(10, info.personaId());
                ps.setString(11, info.scenarioId());
                ps.setString(12, state.status().id());
                ps.setString(13, state.terminationReason());
                ps.setInt(14, state.turnCount());
                ps.setObject(15, Sql.odt(created));
                ps.setObject(16, Sql.odt(created));
                ps.setString(17, TrackerJson.toJsonString(state.tracker()));
                ps.setString(18, StateJson.toJsonString(state, false));
                ps.executeUpdate();
            }
            InterviewGraph graph = initial.graph() == null ? new InterviewGraph() : initial.graph();
            graphRows.writeGraph(id, graph, graph.nodes(), graph.edges(), graph.slots(),
                    graph.slotMapping().keySet(), graph.canonicalEdges());
            graphRows.insertUtterances(id, initial.utterances());
            if (state.status() != SessionStatus.COMPLETED) {
                claimLease(id);
            }
            return null;
        });
        if (initial.graph() != null) {
            initial.graph().clearChanges();
        }
        LOG.debug("created session {}", id);
    }

    @Override
    public synchronized Optional<SessionSnapshot> load(String sessionId) {
        return inTransaction("load session " + sessionId, () -> sessionRows.load(sessionId));
    }

    /** The session as it was just before {@code turn} ran, when it was kept ({@link TurnSnapshots}). */
    @Override
    public synchronized Optional<SessionSnapshot> beforeTurn(String sessionId, int turn) {
        return inTransaction("read session " + sessionId + " before turn " + turn,
                () -> TurnSnapshots.before(connection, sessionRows, sessionId, turn));
    }

    @Override
    public synchronized void commitTurn(TurnCommit commit) {
        TurnResult result = commit.result();
        String id = commit.sessionId();
        int turn = result.turnNumber();
        if (commit.state().turnCount() != turn) {
            throw new IllegalArgumentException("turn commit of session " + id + " is inconsistent: state turn count "
                    + commit.state().turnCount() + " but turn number " + turn);
        }
        InterviewGraph graph = commit.graph();
        InterviewGraph.GraphChanges changes = graph.changes();
        inTransaction("commit turn " + turn + " of session " + id, () -> {
            Integer stored = sessionRows.turnCount(id);
            if (stored == null) {
                throw new IllegalArgumentException("unknown session " + id);
            }
            if (transactions.retrying() && stored == turn && sessionRows.turnStored(id, turn)) {
                return null; // the first attempt committed just before the connection broke
            }
            claimLease(id);
            TurnSnapshots.keep(connection, sessionRows, id, turn); // the rows still hold the session before the turn
            SessionState state = commit.state();
            try (PreparedStatement ps = connection.prepareStatement("UPDATE sessions SET tracker = ?, state = ?, "
                    + "turn_count = ?, status = ?, termination_reason = ?, updated_at = ? "
                    + "WHERE id = ? AND turn_count = ?")) {
                ps.setString(1, TrackerJson.toJsonString(state.tracker()));
                ps.setString(2, StateJson.toJsonString(state, false));
                ps.setInt(3, turn);
                ps.setString(4, state.status().id());
                ps.setString(5, state.terminationReason());
                ps.setObject(6, Sql.odt(clock.now()));
                ps.setString(7, id);
                ps.setInt(8, turn - 1);
                if (ps.executeUpdate() != 1) {
                    throw new IllegalStateException("cannot commit turn " + turn + " of session " + id
                            + ": the stored session has " + sessionRows.turnCount(id) + " completed turns, expected "
                            + (turn - 1) + " (another writer advanced it)");
                }
            }
            graphRows.writeGraph(id, graph, changes.nodes(), changes.edges(), changes.slots(),
                    changes.mappedNodeIds(), changes.canonicalEdges());
            graphRows.insertUtterances(id, commit.utterances());
            try (PreparedStatement ps = connection.prepareStatement(
                    "INSERT INTO turns (session_id, turn_number, result, created_at) VALUES (?, ?, ?, ?)")) {
                ps.setString(1, id);
                ps.setInt(2, turn);
                ps.setString(3, CompactText.pack(TurnResultJson.toJsonString(result)));
                ps.setObject(4, Sql.odt(clock.now()));
                ps.executeUpdate();
            }
            graphRows.updateQuestionText(id, turn - 1, result.question());
            JdbcEditLog.insertOverrides(connection, id, commit.overrides(), clock.now(), leases.user());
            if (state.status() == SessionStatus.COMPLETED) {
                leases.release(id);
            }
            return null;
        });
        graph.clearChanges();
    }

    @Override
    public synchronized List<SessionSummary> listSessions() {
        return inTransaction("list sessions", () -> {
            List<SessionSummary> out = new ArrayList<>();
            try (PreparedStatement ps = connection.prepareStatement("SELECT id, methodology_id, concept_id, "
                    + "concept_name, engine, turn_count, status, termination_reason, created_at, updated_at "
                    + "FROM sessions ORDER BY created_at DESC, id DESC");
                 ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    out.add(new SessionSummary(rs.getString(1), rs.getString(2), rs.getString(3), rs.getString(4),
                            rs.getString(5), rs.getInt(6), StateJson.statusFromId(rs.getString(7)), rs.getString(8),
                            Sql.instant(rs, 9), Sql.instant(rs, 10)));
                }
            }
            return out;
        });
    }

    @Override
    public synchronized List<TurnResult> turnResults(String sessionId) {
        return inTransaction("read turns of session " + sessionId, () -> {
            List<TurnResult> out = new ArrayList<>();
            try (PreparedStatement ps = connection.prepareStatement(
                    "SELECT result FROM turns WHERE session_id = ? ORDER BY turn_number")) {
                ps.setString(1, sessionId);
                try (ResultSet rs = ps.executeQuery()) {
                    while (rs.next()) {
                        out.add(TurnResultJson.fromJsonString(CompactText.unpack(rs.getString(1))));
                    }
                }
            }
            return out;
        });
    }

    /**
     * Deletes a session and everything of it.
     *
     * @throws SessionBusyException when another live process is writing it
     */
    @Override
    public synchronized boolean deleteSession(String sessionId) {
        boolean deleted = inTransaction("delete session " + sessionId, () -> {
            Optional<String> other = leases.otherWriter(sessionId);
            if (other.isPresent()) {
                throw new SessionBusyException(other.get());
            }
            try (PreparedStatement ps = connection.prepareStatement("DELETE FROM sessions WHERE id = ?")) {
                ps.setString(1, sessionId);
                return ps.executeUpdate() > 0;
            }
        });
        if (deleted) {
            LOG.debug("deleted session {}", sessionId);
        }
        return deleted;
    }

    /** Releases this store's leases and closes the connection. */
    @Override
    public synchronized void close() {
        changes.close();
        if (heartbeat != null) {
            heartbeat.shutdownNow();
        }
        try {
            if (!connection.isClosed() && !leases.held().isEmpty()) {
                inTransaction("release session leases", () -> {
                    leases.releaseAll();
                    return null;
                });
            }
        } catch (SQLException | RuntimeException e) {
            LOG.warn("cannot release the session leases on {} ({}); they expire by themselves", connector.where(),
                    Sql.firstLine(e));
        }
        closeQuietly();
    }

    // ---- transactions ----------------------------------------------------------------------------------

    private <T> T inTransaction(String what, StoreTransactions.Work<T> work) {
        return transactions.run(what, work);
    }

    private void closeQuietly() {
        transactions.closeQuietly();
    }
}
