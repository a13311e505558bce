package org.interviewworkbench.persistence;

import java.sql.Connection;
import java.sql.SQLException;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.interviewworkbench.codec.StateJson;
import org.interviewworkbench.codec.TrackerJson;
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
 *
 * <p>This class owns the lock, the transactions ({@link StoreTransactions}) and the rules of each operation (what is
 * checked, in what order, in one transaction); the SQL is its parts': {@link SessionTable} (session rows),
 * {@link TurnRows} (turn results), {@link GraphRows} (the graph and utterances), {@link SessionRows} (loading),
 * {@link TurnSnapshots}, {@link JdbcEditLog} (overrides), {@link SessionLeases} with {@link LeaseHeartbeat}, and
 * {@link ConnectionSetup} (opening and preparing connections).
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
    private final SessionTable sessionTable;
    private final TurnRows turnRows;
    private final SessionLeases leases;
    private final LeaseHeartbeat heartbeat;
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
        ConnectionSetup setup = new ConnectionSetup(connector);
        this.transactions = new StoreTransactions(connector, setup.openMigrated(), setup);
        this.changes = new ChangeListener(connector);
        this.connection = transactions.connection();
        this.graphRows = new GraphRows(connection, connector.dialect(), clock);
        this.sessionRows = new SessionRows(connection);
        this.sessionTable = new SessionTable(connection, clock);
        this.turnRows = new TurnRows(connection, clock);
        this.leases = new SessionLeases(connection, SessionLeases.Holder.thisProcess(), options.leaseExpiry(),
                connector.dialect() == Dialect.POSTGRESQL);
        this.heartbeat = new LeaseHeartbeat(this, leases, transactions, options.leaseExpiry(), connector.where());
        LOG.debug("session store open at {}", connector.where());
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
            sessionTable.replaceState(sessionId, state);
            sessionTable.clearGraph(sessionId);
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
            if (!sessionTable.rewind(sessionId, turn, state)) {
                throw new IllegalStateException("turn " + turn + " of session " + sessionId
                        + " is no longer the last one");
            }
            turnRows.delete(sessionId, turn);
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

    /** Claims the session's lease (inside the running transaction) and keeps the store's leases renewed. */
    private void claimLease(String sessionId) throws SQLException {
        leases.claim(sessionId);
        heartbeat.start();
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
            sessionTable.insert(initial, created);
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
            if (!sessionTable.advance(id, turn, state)) {
                throw new IllegalStateException("cannot commit turn " + turn + " of session " + id
                        + ": the stored session has " + sessionRows.turnCount(id) + " completed turns, expected "
                        + (turn - 1) + " (another writer advanced it)");
            }
            graphRows.writeGraph(id, graph, changes.nodes(), changes.edges(), changes.slots(),
                    changes.mappedNodeIds(), changes.canonicalEdges());
            graphRows.insertUtterances(id, commit.utterances());
            turnRows.insert(id, turn, result);
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
        return inTransaction("list sessions", sessionTable::list);
    }

    @Override
    public synchronized List<TurnResult> turnResults(String sessionId) {
        return inTransaction("read turns of session " + sessionId, () -> turnRows.results(sessionId));
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
            return sessionTable.delete(sessionId);
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
        heartbeat.stop();
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
