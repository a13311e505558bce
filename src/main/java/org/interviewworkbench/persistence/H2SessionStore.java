package org.interviewworkbench.persistence;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Types;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import java.util.function.Function;
import org.flywaydb.core.Flyway;
import org.flywaydb.core.api.MigrationInfo;
import org.flywaydb.core.api.MigrationInfoService;
import org.flywaydb.core.api.MigrationState;
import org.flywaydb.core.api.output.MigrateResult;
import org.interviewworkbench.codec.ConceptJson;
import org.interviewworkbench.codec.StateJson;
import org.interviewworkbench.codec.TrackerJson;
import org.interviewworkbench.codec.TurnResultJson;
import org.interviewworkbench.engine.model.CanonicalEdge;
import org.interviewworkbench.engine.model.CanonicalSlot;
import org.interviewworkbench.engine.model.Concept;
import org.interviewworkbench.engine.model.InterviewGraph;
import org.interviewworkbench.engine.model.SessionInfo;
import org.interviewworkbench.engine.model.SessionSnapshot;
import org.interviewworkbench.engine.model.SessionState;
import org.interviewworkbench.engine.model.SessionSummary;
import org.interviewworkbench.engine.model.SlotStatus;
import org.interviewworkbench.engine.model.Speaker;
import org.interviewworkbench.engine.model.SurfaceEdge;
import org.interviewworkbench.engine.model.SurfaceNode;
import org.interviewworkbench.engine.model.Utterance;
import org.interviewworkbench.engine.pipeline.TurnResult;
import org.interviewworkbench.engine.port.Clock;
import org.interviewworkbench.engine.port.SessionStore;
import org.interviewworkbench.engine.port.TurnCommit;
import org.interviewworkbench.engine.tracker.TrackerState;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * {@link SessionStore} on an H2 database (file or in-memory), schema managed by Flyway
 * ({@code classpath:db/migration}).
 *
 * <p>One JDBC connection per store; every public method is serialised on it. Every write is one transaction:
 * {@link #commitTurn} checks the stored turn count, upserts the graph entities the turn changed, inserts the new
 * utterances and the turn result and updates the session row, or does nothing at all. File databases are opened
 * with {@code WRITE_DELAY 0}, so a turn that {@code commitTurn} returned from survives a process kill.
 *
 * <p>Evolving session state lives in the {@code sessions} row: the tracker in its own {@code tracker} column
 * ({@link TrackerJson}), everything else in {@code state} ({@link StateJson} without the tracker), with
 * {@code turn_count}, {@code status} and {@code termination_reason} also as columns for listing.
 */
public final class H2SessionStore implements SessionStore, AutoCloseable {

    private static final Logger LOG = LoggerFactory.getLogger(H2SessionStore.class);
    private static final String DEFAULT_USER = "sa";

    private final String url;
    private final Clock clock;
    private final Connection connection;

    /** Opens (and migrates) the database at {@code jdbcUrl}; times come from the system clock. */
    public H2SessionStore(String jdbcUrl) {
        this(jdbcUrl, Clock.SYSTEM);
    }

    /**
     * Opens (and migrates) the database at {@code jdbcUrl}.
     *
     * @param jdbcUrl an H2 JDBC URL (see {@link DatabaseLocator})
     * @param clock   source of {@code updated_at} / {@code created_at} times the snapshot does not carry
     * @throws IllegalArgumentException when the URL is not an H2 URL
     * @throws StoreException           when the database cannot be opened or migrated (e.g. in use)
     */
    public H2SessionStore(String jdbcUrl, Clock clock) {
        this.url = DatabaseLocator.requireH2Url(jdbcUrl);
        this.clock = clock;
        Properties props = new Properties();
        if (!url.toUpperCase(Locale.ROOT).contains(";USER=")) {
            props.setProperty("user", DEFAULT_USER);
            props.setProperty("password", "");
        }
        Connection c;
        try {
            // opened before Flyway so an in-memory database outlives Flyway's own connections
            c = DriverManager.getConnection(url, props);
        } catch (SQLException e) {
            throw refusal(url, e);
        }
        this.connection = c;
        try {
            migrate(props);
            if (!isInMemory()) {
                flushEveryCommit();
            }
            connection.setAutoCommit(false);
            connection.setTransactionIsolation(Connection.TRANSACTION_READ_COMMITTED);
        } catch (SQLException | RuntimeException e) {
            closeQuietly();
            if (e instanceof StoreException se) {
                throw se;
            }
            throw new StoreException("cannot prepare database " + url + ": " + firstLine(e), e);
        }
        LOG.debug("session store open at {}", url);
    }

    private void migrate(Properties props) {
        Flyway flyway = Flyway.configure(H2SessionStore.class.getClassLoader())
                .dataSource(url, props.getProperty("user"), props.getProperty("password"))
                .locations("classpath:db/migration")
                .load();
        MigrationInfoService info;
        try {
            info = flyway.info();
        } catch (RuntimeException e) {
            throw new StoreException("cannot read the schema version of database " + url + ": " + firstLine(e), e);
        }
        refuseNewerSchema(info);
        if (info.pending().length > 0 && info.current() != null) {
            keepCopyBeforeMigration(info.current().getVersion().toString());
        }
        try {
            MigrateResult result = flyway.migrate();
            if (result.migrationsExecuted > 0) {
                LOG.info("migrated session database {} to schema version {}", url, result.targetSchemaVersion);
            }
        } catch (RuntimeException e) {
            throw new StoreException("cannot migrate database " + url + ": " + firstLine(e), e);
        }
    }

    /** A database whose schema is newer than every migration this program knows is refused, never migrated. */
    private void refuseNewerSchema(MigrationInfoService info) {
        String known = "0";
        for (MigrationInfo m : info.all()) {
            if (m.getState() != MigrationState.FUTURE_SUCCESS && m.getState() != MigrationState.FUTURE_FAILED
                    && m.getVersion() != null) {
                known = m.getVersion().toString();
            }
        }
        for (MigrationInfo m : info.all()) {
            if (m.getState() == MigrationState.FUTURE_SUCCESS || m.getState() == MigrationState.FUTURE_FAILED) {
                throw new DatabaseRefusedException("database " + where() + " was written by a newer Interview "
                        + "Workbench (schema version " + m.getVersion() + "; this program knows up to " + known
                        + "); update the program to open it");
            }
        }
    }

    /** Before a migration of an existing file, a copy of it is kept beside it: {@code <name>.before-vN.mv.db}. */
    private void keepCopyBeforeMigration(String version) {
        java.nio.file.Path file = DatabaseLocator.fileOf(url);
        if (file == null || !java.nio.file.Files.isRegularFile(file)) {
            return;
        }
        String name = file.getFileName().toString();
        java.nio.file.Path copy = file.resolveSibling(name.substring(0, name.length() - ".mv.db".length())
                + ".before-v" + version + ".mv.db");
        try (Statement st = connection.createStatement()) {
            st.execute("CHECKPOINT SYNC");
            if (!java.nio.file.Files.exists(copy)) {
                java.nio.file.Files.copy(file, copy);
                LOG.info("kept a copy of {} before migrating it: {}", file, copy);
            }
        } catch (SQLException | java.io.IOException e) {
            throw new StoreException("cannot keep a copy of " + file + " before upgrading it (" + firstLine(e)
                    + "); free some space or make the folder writable", e);
        }
    }

    private String where() {
        java.nio.file.Path file = DatabaseLocator.fileOf(url);
        return file == null ? url : file.toString();
    }

    /** The one line for a database that cannot be opened, by H2's error code. */
    static StoreException refusal(String url, SQLException e) {
        java.nio.file.Path file = DatabaseLocator.fileOf(url);
        String where = file == null ? url : file.toString();
        switch (e.getErrorCode()) {
            case 90020:
                return new DatabaseRefusedException("database " + where + " is in use by another program that "
                        + "holds it exclusively; close that program, or use another --db", e);
            case 90030:
                return new DatabaseRefusedException("database " + where + " is damaged (" + firstLine(e)
                        + "); restore it from a copy (a <name>.before-vN.mv.db beside it, or a backup)", e);
            case 90013:
            case 90146:
                return new DatabaseRefusedException("no database at " + where + "; check --db", e);
            case 90048:
                return new DatabaseRefusedException(where + " is not a database this program can read (" + firstLine(e)
                        + ")", e);
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
        return new StoreException("cannot open database " + where + ": " + firstLine(e), e);
    }

    /**
     * H2 keeps committed changes in memory for up to {@code WRITE_DELAY} ms (default 500) before writing them to
     * the file, so a killed process would lose its last turns. With 0 every commit reaches the file (the OS cache)
     * before {@code commit()} returns; the crash safety test fails without it.
     */
    private void flushEveryCommit() {
        try (Statement st = connection.createStatement()) {
            st.execute("SET WRITE_DELAY 0");
        } catch (SQLException e) {
            LOG.warn("cannot set WRITE_DELAY 0 on {} ({}); a crash may lose the last committed turns", url,
                    firstLine(e));
        }
    }

    private boolean isInMemory() {
        return url.regionMatches(true, 0, "jdbc:h2:mem:", 0, "jdbc:h2:mem:".length());
    }

    /** The study tables of this database, on this store's connection and lock (design.md "Studies"). */
    public org.interviewworkbench.engine.port.StudyStore studies() {
        return new H2StudyStore(connection, this, clock);
    }

    /** The researcher's edit log of this database, on this store's connection and lock (issue 13). */
    public org.interviewworkbench.engine.port.EditLogStore editLog() {
        return new H2EditLog(this);
    }

    /**
     * Replaces a session's stored graph with {@code graph} and its tracker/state with {@code state}, then runs
     * {@code more} (e.g. the edit log rows), all in one transaction.
     */
    synchronized void replaceGraph(String sessionId, InterviewGraph graph, SessionState state, String what,
                                   SqlStep more) {
        inTransaction(what, () -> {
            try (PreparedStatement ps = connection.prepareStatement(
                    "UPDATE sessions SET tracker = ?, state = ?, updated_at = ? WHERE id = ?")) {
                ps.setString(1, TrackerJson.toJsonString(state.tracker()));
                ps.setString(2, StateJson.toJsonString(state, false));
                ps.setObject(3, odt(clock.now()));
                ps.setString(4, sessionId);
                if (ps.executeUpdate() != 1) {
                    throw new IllegalArgumentException("unknown session " + sessionId);
                }
            }
            for (String table : List.of("canonical_edges", "slot_mappings", "canonical_slots", "surface_edges",
                    "surface_nodes")) {
                try (PreparedStatement ps = connection.prepareStatement("DELETE FROM " + table
                        + " WHERE session_id = ?")) {
                    ps.setString(1, sessionId);
                    ps.executeUpdate();
                }
            }
            writeGraph(sessionId, graph, graph.nodes(), graph.edges(), graph.slots(),
                    List.copyOf(graph.slotMapping().keySet()), graph.canonicalEdges());
            more.run(connection);
            return null;
        });
        graph.clearChanges();
    }

    /** The consent note and redaction choice of each session (issue 11, migration V6). */
    public org.interviewworkbench.engine.port.ConsentStore consentLog() {
        return new H2ConsentLog(this);
    }

    /** The per-session log of requests that left the machine (issue 11). */
    public org.interviewworkbench.engine.port.EgressLogStore egressLog() {
        return new H2EgressLog(this);
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

    /** A write step that joins a store transaction. */
    @FunctionalInterface
    interface SqlStep {
        void run(Connection c) throws SQLException;
    }

    /** A read that joins a store transaction. */
    @FunctionalInterface
    interface SqlRead<T> {
        T run(Connection c) throws SQLException;
    }

    Clock clock() {
        return clock;
    }

    /** The JDBC URL this store was opened with. */
    public String url() {
        return url;
    }

    // ---- SessionStore ----------------------------------------------------------------------------------

    @Override
    public synchronized void createSession(SessionSnapshot initial) {
        SessionInfo info = initial.info();
        String id = info.id();
        inTransaction("create session " + id, () -> {
            if (turnCount(id) != null) {
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
                ps.setObject(15, odt(created));
                ps.setObject(16, odt(created));
                ps.setString(17, TrackerJson.toJsonString(state.tracker()));
                ps.setString(18, StateJson.toJsonString(state, false));
                ps.executeUpdate();
            }
            InterviewGraph graph = initial.graph() == null ? new InterviewGraph() : initial.graph();
            writeGraph(id, graph, graph.nodes(), graph.edges(), graph.slots(), graph.slotMapping().keySet(),
                    graph.canonicalEdges());
            insertUtterances(id, initial.utterances());
            return null;
        });
        if (initial.graph() != null) {
            initial.graph().clearChanges();
        }
        LOG.debug("created session {}", id);
    }

    @Override
    public synchronized Optional<SessionSnapshot> load(String sessionId) {
        return inTransaction("load session " + sessionId, () -> loadInTransaction(sessionId));
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
            SessionState state = commit.state();
            try (PreparedStatement ps = connection.prepareStatement("UPDATE sessions SET tracker = ?, state = ?, "
                    + "turn_count = ?, status = ?, termination_reason = ?, updated_at = ? "
                    + "WHERE id = ? AND turn_count = ?")) {
                ps.setString(1, TrackerJson.toJsonString(state.tracker()));
                ps.setString(2, StateJson.toJsonString(state, false));
                ps.setInt(3, turn);
                ps.setString(4, state.status().id());
                ps.setString(5, state.terminationReason());
                ps.setObject(6, odt(clock.now()));
                ps.setString(7, id);
                ps.setInt(8, turn - 1);
                if (ps.executeUpdate() != 1) {
                    Integer stored = turnCount(id);
                    if (stored == null) {
                        throw new IllegalArgumentException("unknown session " + id);
                    }
                    throw new IllegalStateException("cannot commit turn " + turn + " of session " + id
                            + ": the stored session has " + stored + " completed turns, expected " + (turn - 1)
                            + " (another writer advanced it)");
                }
            }
            writeGraph(id, graph, changes.nodes(), changes.edges(), changes.slots(), changes.mappedNodeIds(),
                    changes.canonicalEdges());
            insertUtterances(id, commit.utterances());
            try (PreparedStatement ps = connection.prepareStatement(
                    "INSERT INTO turns (session_id, turn_number, result, created_at) VALUES (?, ?, ?, ?)")) {
                ps.setString(1, id);
                ps.setInt(2, turn);
                ps.setString(3, CompactText.pack(TurnResultJson.toJsonString(result)));
                ps.setObject(4, odt(clock.now()));
                ps.executeUpdate();
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
                            instant(rs, 9), instant(rs, 10)));
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

    @Override
    public synchronized boolean deleteSession(String sessionId) {
        boolean deleted = inTransaction("delete session " + sessionId, () -> {
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

    @Override
    public synchronized void close() {
        closeQuietly();
    }

    // ---- writing ---------------------------------------------------------------------------------------

    private void writeGraph(String sessionId, InterviewGraph graph, Collection<SurfaceNode> nodes,
                            Collection<SurfaceEdge> edges, Collection<CanonicalSlot> slots,
                            Collection<String> mappedNodeIds, Collection<CanonicalEdge> canonicalEdges)
            throws SQLException {
        if (!nodes.isEmpty()) {
            Map<String, Integer> ord = positions(graph.nodes(), SurfaceNode::id);
            try (PreparedStatement ps = connection.prepareStatement("MERGE INTO surface_nodes (session_id, id, ord, "
                    + "label, node_type, confidence, created_turn, source_utterance_ids, source_quotes, "
                    + "linked_elements, embedding) KEY (session_id, id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")) {
                for (SurfaceNode n : nodes) {
                    ps.setString(1, sessionId);
                    ps.setString(2, n.id());
                    ps.setInt(3, ord.get(n.id()));
                    ps.setString(4, n.label());
                    ps.setString(5, n.nodeType());
                    ps.setDouble(6, n.confidence());
                    ps.setInt(7, n.createdTurn());
                    ps.setString(8, ConceptJson.stringsToJsonString(n.sourceUtteranceIds()));
                    ps.setString(9, ConceptJson.stringsToJsonString(n.sourceQuotes()));
                    ps.setString(10, ConceptJson.stringsToJsonString(n.linkedElements()));
                    setBytes(ps, 11, EmbeddingCodec.encode(graph.nodeEmbedding(n.id()).orElse(null)));
                    ps.addBatch();
                }
                ps.executeBatch();
            }
        }
        if (!slots.isEmpty()) {
            Map<String, Integer> ord = positions(graph.slots(), CanonicalSlot::id);
            try (PreparedStatement ps = connection.prepareStatement("MERGE INTO canonical_slots (session_id, id, ord, "
                    + "name, description, node_type, status, support_count, first_seen_turn, promoted_turn, "
                    + "surface_node_ids, embedding) KEY (session_id, id) "
                    + "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")) {
                for (CanonicalSlot s : slots) {
                    ps.setString(1, sessionId);
                    ps.setString(2, s.id());
                    ps.setInt(3, ord.get(s.id()));
                    ps.setString(4, s.name());
                    ps.setString(5, s.description());
                    ps.setString(6, s.nodeType());
                    ps.setString(7, s.status().id());
                    ps.setInt(8, s.supportCount());
                    ps.setInt(9, s.firstSeenTurn());
                    if (s.promotedTurn() == null) {
                        ps.setNull(10, Types.INTEGER);
                    } else {
                        ps.setInt(10, s.promotedTurn());
                    }
                    ps.setString(11, ConceptJson.stringsToJsonString(s.surfaceNodeIds()));
                    setBytes(ps, 12, EmbeddingCodec.encode(graph.slotEmbedding(s.id()).orElse(null)));
                    ps.addBatch();
                }
                ps.executeBatch();
            }
        }
        if (!edges.isEmpty()) {
            Map<String, Integer> ord = positions(graph.edges(), SurfaceEdge::id);
            try (PreparedStatement ps = connection.prepareStatement("MERGE INTO surface_edges (session_id, id, ord, "
                    + "source, target, edge_type, confidence, created_turn, source_utterance_ids, source_quotes) "
                    + "KEY (session_id, id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")) {
                for (SurfaceEdge e : edges) {
                    ps.setString(1, sessionId);
                    ps.setString(2, e.id());
                    ps.setInt(3, ord.get(e.id()));
                    ps.setString(4, e.source());
                    ps.setString(5, e.target());
                    ps.setString(6, e.edgeType());
                    ps.setDouble(7, e.confidence());
                    ps.setInt(8, e.createdTurn());
                    ps.setString(9, ConceptJson.stringsToJsonString(e.sourceUtteranceIds()));
                    ps.setString(10, ConceptJson.stringsToJsonString(e.sourceQuotes()));
                    ps.addBatch();
                }
                ps.executeBatch();
            }
        }
        if (!mappedNodeIds.isEmpty()) {
            Map<String, String> mapping = graph.slotMapping();
            Map<String, Integer> ord = positions(mapping.keySet(), Function.identity());
            try (PreparedStatement ps = connection.prepareStatement("MERGE INTO slot_mappings (session_id, "
                    + "surface_node_id, ord, slot_id, similarity) KEY (session_id, surface_node_id) "
                    + "VALUES (?, ?, ?, ?, ?)")) {
                for (String nodeId : mappedNodeIds) {
                    ps.setString(1, sessionId);
                    ps.setString(2, nodeId);
                    ps.setInt(3, ord.get(nodeId));
                    ps.setString(4, mapping.get(nodeId));
                    ps.setDouble(5, graph.mappingSimilarity(nodeId));
                    ps.addBatch();
                }
                ps.executeBatch();
            }
        }
        if (!canonicalEdges.isEmpty()) {
            Map<String, Integer> ord = positions(graph.canonicalEdges(), CanonicalEdge::id);
            try (PreparedStatement ps = connection.prepareStatement("MERGE INTO canonical_edges (session_id, id, ord, "
                    + "source_slot_id, target_slot_id, edge_type, support_count, surface_edge_ids) "
                    + "KEY (session_id, id) VALUES (?, ?, ?, ?, ?, ?, ?, ?)")) {
                for (CanonicalEdge e : canonicalEdges) {
                    ps.setString(1, sessionId);
                    ps.setString(2, e.id());
                    ps.setInt(3, ord.get(e.id()));
                    ps.setString(4, e.sourceSlotId());
                    ps.setString(5, e.targetSlotId());
                    ps.setString(6, e.edgeType());
                    ps.setInt(7, e.supportCount());
                    ps.setString(8, ConceptJson.stringsToJsonString(e.surfaceEdgeIds()));
                    ps.addBatch();
                }
                ps.executeBatch();
            }
        }
    }

    private void insertUtterances(String sessionId, List<Utterance> utterances) throws SQLException {
        if (utterances.isEmpty()) {
            return;
        }
        try (PreparedStatement ps = connection.prepareStatement("INSERT INTO utterances (session_id, id, turn_number, "
                + "speaker, text, created_at) VALUES (?, ?, ?, ?, ?, ?)")) {
            for (Utterance u : utterances) {
                ps.setString(1, sessionId);
                ps.setString(2, u.id());
                ps.setInt(3, u.turnNumber());
                ps.setString(4, u.speaker().name().toLowerCase(Locale.ROOT));
                ps.setString(5, u.text());
                ps.setObject(6, odt(u.createdAt() == null ? clock.now() : u.createdAt()));
                ps.addBatch();
            }
            ps.executeBatch();
        }
    }

    private static <T> Map<String, Integer> positions(Collection<T> items, Function<T, String> id) {
        Map<String, Integer> out = new HashMap<>(items.size() * 2);
        int i = 0;
        for (T item : items) {
            out.put(id.apply(item), i++);
        }
        return out;
    }

    private static void setBytes(PreparedStatement ps, int index, byte[] bytes) throws SQLException {
        if (bytes == null) {
            ps.setNull(index, Types.VARBINARY);
        } else {
            ps.setBytes(index, bytes);
        }
    }

    // ---- reading ---------------------------------------------------------------------------------------

    private Optional<SessionSnapshot> loadInTransaction(String id) throws SQLException {
        SessionInfo info;
        Concept concept;
        String methodologySource;
        SessionState state;
        try (PreparedStatement ps = connection.prepareStatement("SELECT methodology_id, methodology_source, "
                + "concept_id, concept, concept_name, engine, seed, max_turns, persona_id, scenario_id, created_at, "
                + "tracker, state FROM sessions WHERE id = ?")) {
            ps.setString(1, id);
            try (ResultSet rs = ps.executeQuery()) {
                if (!rs.next()) {
                    return Optional.empty();
                }
                info = new SessionInfo(id, rs.getString(1), rs.getString(3), rs.getString(5), rs.getString(6),
                        rs.getLong(7), rs.getInt(8), rs.getString(9), rs.getString(10), instant(rs, 11));
                methodologySource = rs.getString(2);
                concept = ConceptJson.fromJsonString(rs.getString(4));
                TrackerState tracker = TrackerJson.fromJsonString(rs.getString(12));
                state = StateJson.fromJsonString(rs.getString(13), tracker);
            }
        }
        List<Utterance> utterances = new ArrayList<>();
        try (PreparedStatement ps = connection.prepareStatement("SELECT id, turn_number, speaker, text, created_at "
                + "FROM utterances WHERE session_id = ? ORDER BY seq")) {
            ps.setString(1, id);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    utterances.add(new Utterance(rs.getString(1), rs.getInt(2),
                            Speaker.valueOf(rs.getString(3).toUpperCase(Locale.ROOT)), rs.getString(4),
                            instant(rs, 5)));
                }
            }
        }
        InterviewGraph graph = new InterviewGraph();
        try (PreparedStatement ps = connection.prepareStatement("SELECT id, label, node_type, confidence, "
                + "created_turn, source_utterance_ids, source_quotes, linked_elements, embedding "
                + "FROM surface_nodes WHERE session_id = ? ORDER BY ord")) {
            ps.setString(1, id);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    graph.putNode(new SurfaceNode(rs.getString(1), rs.getString(2), rs.getString(3), rs.getDouble(4),
                            rs.getInt(5), strings(rs.getString(6)), strings(rs.getString(7)),
                            strings(rs.getString(8))), EmbeddingCodec.decode(rs.getBytes(9)));
                }
            }
        }
        try (PreparedStatement ps = connection.prepareStatement("SELECT id, source, target, edge_type, confidence, "
                + "created_turn, source_utterance_ids, source_quotes FROM surface_edges WHERE session_id = ? "
                + "ORDER BY ord")) {
            ps.setString(1, id);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    graph.putEdge(new SurfaceEdge(rs.getString(1), rs.getString(2), rs.getString(3), rs.getString(4),
                            rs.getDouble(5), rs.getInt(6), strings(rs.getString(7)), strings(rs.getString(8))));
                }
            }
        }
        try (PreparedStatement ps = connection.prepareStatement("SELECT id, name, description, node_type, status, "
                + "support_count, first_seen_turn, promoted_turn, surface_node_ids, embedding FROM canonical_slots "
                + "WHERE session_id = ? ORDER BY ord")) {
            ps.setString(1, id);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    int promoted = rs.getInt(8);
                    Integer promotedTurn = rs.wasNull() ? null : promoted;
                    graph.putSlot(new CanonicalSlot(rs.getString(1), rs.getString(2), rs.getString(3),
                            rs.getString(4), slotStatus(rs.getString(5)), rs.getInt(6), rs.getInt(7), promotedTurn,
                            strings(rs.getString(9))), EmbeddingCodec.decode(rs.getBytes(10)));
                }
            }
        }
        try (PreparedStatement ps = connection.prepareStatement("SELECT surface_node_id, slot_id, similarity "
                + "FROM slot_mappings WHERE session_id = ? ORDER BY ord")) {
            ps.setString(1, id);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    graph.mapNode(rs.getString(1), rs.getString(2), rs.getDouble(3));
                }
            }
        }
        try (PreparedStatement ps = connection.prepareStatement("SELECT id, source_slot_id, target_slot_id, "
                + "edge_type, support_count, surface_edge_ids FROM canonical_edges WHERE session_id = ? "
                + "ORDER BY ord")) {
            ps.setString(1, id);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    graph.putCanonicalEdge(new CanonicalEdge(rs.getString(1), rs.getString(2), rs.getString(3),
                            rs.getString(4), rs.getInt(5), strings(rs.getString(6))));
                }
            }
        }
        graph.retire(H2EditLog.retiredIds(connection, id));
        graph.clearChanges();
        return Optional.of(new SessionSnapshot(info, concept, methodologySource, state, graph, utterances));
    }

    private Integer turnCount(String id) throws SQLException {
        try (PreparedStatement ps = connection.prepareStatement("SELECT turn_count FROM sessions WHERE id = ?")) {
            ps.setString(1, id);
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next() ? rs.getInt(1) : null;
            }
        }
    }

    private static SlotStatus slotStatus(String id) {
        for (SlotStatus s : SlotStatus.values()) {
            if (s.id().equals(id)) {
                return s;
            }
        }
        throw new IllegalStateException("unknown canonical slot status '" + id + "' in the database");
    }

    private static List<String> strings(String json) {
        return ConceptJson.stringsFromJsonString(json);
    }

    private static OffsetDateTime odt(Instant instant) {
        return OffsetDateTime.ofInstant(instant, ZoneOffset.UTC);
    }

    private static Instant instant(ResultSet rs, int column) throws SQLException {
        OffsetDateTime t = rs.getObject(column, OffsetDateTime.class);
        return t == null ? null : t.toInstant();
    }

    // ---- transactions ----------------------------------------------------------------------------------

    @FunctionalInterface
    private interface Work<T> {
        T run() throws SQLException;
    }

    /**
     * Runs {@code work} in one transaction: commits on success, rolls back on any failure. SQL failures become
     * {@link StoreException}; the engine's own exceptions (illegal state/argument) pass through unchanged.
     */
    private <T> T inTransaction(String what, Work<T> work) {
        try {
            T value = work.run();
            connection.commit();
            return value;
        } catch (SQLException e) {
            rollback(what);
            throw new StoreException("could not " + what + ": " + firstLine(e), e);
        } catch (RuntimeException | Error e) {
            rollback(what);
            throw e;
        }
    }

    private void rollback(String what) {
        try {
            connection.rollback();
        } catch (SQLException e) {
            LOG.warn("rollback after failed '{}' failed: {}", what, firstLine(e));
        }
    }

    private void closeQuietly() {
        try {
            if (!connection.isClosed()) {
                connection.close();
            }
        } catch (SQLException e) {
            LOG.warn("closing the session database {} failed: {}", url, firstLine(e));
        }
    }

    private static String firstLine(Throwable e) {
        String message = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
        int nl = message.indexOf('\n');
        return (nl < 0 ? message : message.substring(0, nl)).strip();
    }
}
