package org.interviewworkbench.persistence;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.sql.Types;
import java.time.OffsetDateTime;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * {@code db copy}: copies sessions (with utterances, graph, turns, researcher edits, egress log and consent note) and studies (with
 * members, imported ladders, codebook and its history) from one database to another, H2 and PostgreSQL in either
 * direction, row for row. Each session is one transaction at the target. Idempotent: a session whose turn count,
 * last update, edits and egress entries are already the same at the target is left alone, as is a study with the
 * same versions and members; a session with more turns at the target is kept, never overwritten; anything else is
 * replaced by the source's copy. Leases are not copied.
 */
public final class DatabaseCopier {

    /** What a copy did. */
    public record Result(int sessionsCopied, int sessionsUnchanged, int sessionsKept, int studiesCopied,
                         int studiesUnchanged) {
    }

    /** The copy cannot start (same database at both ends, unknown study): one line, exit 2. */
    public static final class CopyRefusedException extends DatabaseRefusedException {
        public CopyRefusedException(String message) {
            super(message);
        }
    }

    /** A table, the column that names its owner, its columns (in copy order) and its row order. */
    private record Table(String name, String owner, List<String> columns, String order) {
        Table(String name, String owner, String columns, String order) {
            this(name, owner, Arrays.asList(columns.split(", ")), order);
        }
    }

    private static final List<Table> SESSION_TABLES = List.of(
            new Table("sessions", "id", "id, methodology_id, methodology_source, concept_id, concept, concept_name, "
                    + "engine, seed, max_turns, persona_id, scenario_id, status, termination_reason, turn_count, "
                    + "created_at, updated_at, tracker, state", "id"),
            // seq is left to the target's identity column: insertion in seq order keeps the order
            new Table("utterances", "session_id", "session_id, id, turn_number, speaker, text, created_at", "seq"),
            new Table("surface_nodes", "session_id", "session_id, id, ord, label, node_type, confidence, "
                    + "created_turn, source_utterance_ids, source_quotes, linked_elements, embedding, polarity", "ord"),
            new Table("surface_edges", "session_id", "session_id, id, ord, source, target, edge_type, confidence, "
                    + "created_turn, source_utterance_ids, source_quotes", "ord"),
            new Table("canonical_slots", "session_id", "session_id, id, ord, name, description, node_type, status, "
                    + "support_count, first_seen_turn, promoted_turn, surface_node_ids, embedding", "ord"),
            new Table("slot_mappings", "session_id", "session_id, surface_node_id, ord, slot_id, similarity", "ord"),
            new Table("canonical_edges", "session_id", "session_id, id, ord, source_slot_id, target_slot_id, "
                    + "edge_type, support_count, surface_edge_ids", "ord"),
            new Table("turns", "session_id", "session_id, turn_number, result, created_at", "turn_number"),
            new Table("turn_snapshots", "session_id", "session_id, turn_number, graph, tracker, state", "turn_number"),
            new Table("session_edits", "session_id", "session_id, seq, op, edit, after_turn, edited_at, edited_by",
                    "seq"),
            new Table("session_egress", "session_id", "session_id, seq, sent_at, provider, host, model, task, chars, "
                    + "redactions, redacted, remote, sha256", "seq"),
            new Table("session_consent", "session_id", "session_id, consent_text, redaction, recorded_at",
                    "session_id"),
            new Table("session_setup", "session_id", "session_id, participant_id, interview_date, moderator, notes, "
                    + "recorded_at", "session_id"));

    private static final List<Table> STUDY_TABLES = List.of(
            new Table("studies", "id", "id, name, methodology_id, concept_id, created_at, version", "id"),
            new Table("study_sessions", "study_id", "study_id, session_id, ord, variables, added_at", "ord"),
            new Table("study_ladder_rows", "study_id", "study_id, ord, respondent, ladder, step, code, node_type",
                    "ord"),
            new Table("study_codebooks", "study_id", "study_id, version, codebook, updated_at, updated_by",
                    "study_id"),
            new Table("study_codebook_edits", "study_id", "study_id, seq, op, summary, before_doc, after_doc, "
                    + "edited_at, edited_by, undone", "seq"));

    private static final String SESSION_FINGERPRINT = "SELECT turn_count, updated_at, "
            + "(SELECT COUNT(*) FROM session_edits e WHERE e.session_id = s.id), "
            + "(SELECT COUNT(*) FROM session_egress g WHERE g.session_id = s.id) FROM sessions s WHERE s.id = ?";
    private static final String STUDY_FINGERPRINT = "SELECT version, "
            + "(SELECT MAX(c.version) FROM study_codebooks c WHERE c.study_id = s.id), "
            + "(SELECT COUNT(*) FROM study_sessions m WHERE m.study_id = s.id), "
            + "(SELECT COUNT(*) FROM study_ladder_rows l WHERE l.study_id = s.id), "
            + "(SELECT COUNT(*) FROM study_codebook_edits h WHERE h.study_id = s.id) FROM studies s WHERE s.id = ?";

    private final JdbcSessionStore source;
    private final JdbcSessionStore target;
    private final Consumer<String> progress;

    /**
     * @param source   the database to copy from (only read)
     * @param target   the database to copy into
     * @param progress gets one line per session and study
     */
    public DatabaseCopier(JdbcSessionStore source, JdbcSessionStore target, Consumer<String> progress) {
        this.source = Objects.requireNonNull(source);
        this.target = Objects.requireNonNull(target);
        this.progress = Objects.requireNonNull(progress);
    }

    /**
     * Copies every session and study, or only study {@code studyId} and its sessions.
     *
     * @throws CopyRefusedException when both ends are the same database or the study does not exist
     */
    public Result copy(String studyId) {
        if (source.url().equalsIgnoreCase(target.url())) {
            throw new CopyRefusedException("--from and --to name the same database (" + source.where() + ")");
        }
        List<String> studies = source.read("list studies", c -> ids(c, studyId == null
                ? "SELECT id FROM studies ORDER BY created_at, id" : "SELECT id FROM studies WHERE id = ?", studyId));
        if (studyId != null && studies.isEmpty()) {
            throw new CopyRefusedException("no study " + studyId + " in " + source.where() + " (see: study list)");
        }
        List<String> sessions = source.read("list sessions", c -> ids(c, studyId == null
                ? "SELECT id FROM sessions ORDER BY created_at, id"
                : "SELECT session_id FROM study_sessions WHERE study_id = ? ORDER BY ord", studyId));
        int copied = 0;
        int unchanged = 0;
        int kept = 0;
        for (int i = 0; i < sessions.size(); i++) {
            String id = sessions.get(i);
            String outcome = copySession(id);
            switch (outcome) {
                case "copied" -> copied++;
                case "unchanged" -> unchanged++;
                default -> kept++;
            }
            progress.accept("[" + (i + 1) + "/" + sessions.size() + "] session " + id + ": " + outcome);
        }
        int studiesCopied = 0;
        for (int i = 0; i < studies.size(); i++) {
            String id = studies.get(i);
            boolean done = copyStudy(id);
            studiesCopied += done ? 1 : 0;
            progress.accept("[" + (i + 1) + "/" + studies.size() + "] study " + id + ": "
                    + (done ? "copied" : "unchanged"));
        }
        return new Result(copied, unchanged, kept, studiesCopied, studies.size() - studiesCopied);
    }

    private String copySession(String id) {
        List<Object> from = source.read("read session " + id, c -> fingerprint(c, SESSION_FINGERPRINT, id));
        List<List<List<Object>>> rows = new ArrayList<>();
        String[] outcome = new String[1];
        target.write("copy session " + id, c -> {
            List<Object> at = fingerprint(c, SESSION_FINGERPRINT, id);
            if (at != null && at.equals(from)) {
                outcome[0] = "unchanged";
                return;
            }
            if (at != null && ((Number) at.get(0)).intValue() > ((Number) from.get(0)).intValue()) {
                outcome[0] = "kept (the target has " + at.get(0) + " turns, the source " + from.get(0) + ")";
                return;
            }
            Optional<String> writer = leaseHolder(c, id);
            if (at != null && writer.isPresent()) {
                outcome[0] = "kept (being written at the target by " + writer.get() + ")";
                return;
            }
            if (rows.isEmpty()) {
                rows.addAll(source.read("read session " + id, s -> readAll(s, SESSION_TABLES, id)));
            }
            delete(c, "DELETE FROM sessions WHERE id = ?", id);
            insertAll(c, SESSION_TABLES, rows);
            outcome[0] = "copied";
        });
        return outcome[0];
    }

    private boolean copyStudy(String id) {
        List<Object> from = source.read("read study " + id, c -> fingerprint(c, STUDY_FINGERPRINT, id));
        List<List<List<Object>>> rows = source.read("read study " + id, c -> readAll(c, STUDY_TABLES, id));
        boolean[] copied = new boolean[1];
        target.write("copy study " + id, c -> {
            List<Object> at = fingerprint(c, STUDY_FINGERPRINT, id);
            if (at != null && at.equals(from)) {
                return;
            }
            delete(c, "DELETE FROM studies WHERE id = ?", id);
            insertAll(c, STUDY_TABLES, rows);
            copied[0] = true;
        });
        return copied[0];
    }

    private static Optional<String> leaseHolder(Connection c, String sessionId) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement(
                "SELECT holder_user, holder_host, holder_pid FROM session_leases WHERE session_id = ?")) {
            ps.setString(1, sessionId);
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next() ? Optional.of(rs.getString(1) + " on " + rs.getString(2) + " (process "
                        + rs.getLong(3) + ")") : Optional.empty();
            }
        }
    }

    private static List<String> ids(Connection c, String sql, String param) throws SQLException {
        List<String> out = new ArrayList<>();
        try (PreparedStatement ps = c.prepareStatement(sql)) {
            if (sql.contains("?")) {
                ps.setString(1, param);
            }
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    out.add(rs.getString(1));
                }
            }
        }
        return out;
    }

    /** The values that tell whether two copies of a row differ, times compared to the microsecond. */
    private static List<Object> fingerprint(Connection c, String sql, String id) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement(sql)) {
            ps.setString(1, id);
            try (ResultSet rs = ps.executeQuery()) {
                if (!rs.next()) {
                    return null;
                }
                List<Object> out = new ArrayList<>();
                for (Object v : row(rs)) {
                    out.add(v instanceof Null ? "NULL" : v instanceof OffsetDateTime t
                            ? t.toInstant().truncatedTo(ChronoUnit.MICROS)
                            : v instanceof Number n ? (Object) n.longValue() : v);
                }
                return out;
            }
        }
    }

    private static List<List<List<Object>>> readAll(Connection c, List<Table> tables, String id) throws SQLException {
        List<List<List<Object>>> out = new ArrayList<>();
        for (Table t : tables) {
            List<List<Object>> rows = new ArrayList<>();
            try (PreparedStatement ps = c.prepareStatement("SELECT " + String.join(", ", t.columns()) + " FROM "
                    + t.name() + " WHERE " + t.owner() + " = ? ORDER BY " + t.order())) {
                ps.setString(1, id);
                try (ResultSet rs = ps.executeQuery()) {
                    while (rs.next()) {
                        rows.add(row(rs));
                    }
                }
            }
            out.add(rows);
        }
        return out;
    }

    private static void insertAll(Connection c, List<Table> tables, List<List<List<Object>>> rows)
            throws SQLException {
        for (int i = 0; i < tables.size(); i++) {
            Table t = tables.get(i);
            if (rows.get(i).isEmpty()) {
                continue;
            }
            String params = String.join(", ", t.columns().stream().map(x -> "?").toList());
            try (PreparedStatement ps = c.prepareStatement("INSERT INTO " + t.name() + " ("
                    + String.join(", ", t.columns()) + ") VALUES (" + params + ")")) {
                for (List<Object> row : rows.get(i)) {
                    for (int col = 0; col < row.size(); col++) {
                        bind(ps, col + 1, row.get(col));
                    }
                    ps.addBatch();
                }
                ps.executeBatch();
            }
        }
    }

    private static void delete(Connection c, String sql, String id) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement(sql)) {
            ps.setString(1, id);
            ps.executeUpdate();
        }
    }

    /** A value of each column, in a form both engines accept back (times as OffsetDateTime, text as String). */
    private static List<Object> row(ResultSet rs) throws SQLException {
        ResultSetMetaData md = rs.getMetaData();
        List<Object> out = new ArrayList<>(md.getColumnCount());
        for (int i = 1; i <= md.getColumnCount(); i++) {
            Object v = switch (md.getColumnType(i)) {
                case Types.TIMESTAMP, Types.TIMESTAMP_WITH_TIMEZONE -> rs.getObject(i, OffsetDateTime.class);
                case Types.BINARY, Types.VARBINARY, Types.LONGVARBINARY, Types.BLOB -> rs.getBytes(i);
                case Types.CLOB, Types.VARCHAR, Types.LONGVARCHAR, Types.CHAR, Types.NCLOB -> rs.getString(i);
                default -> rs.getObject(i);
            };
            out.add(v == null ? new Null(md.getColumnType(i)) : v);
        }
        return out;
    }

    /** A SQL NULL with its column's type (PostgreSQL wants the type of a null parameter). */
    private record Null(int sqlType) {
    }

    private static void bind(PreparedStatement ps, int index, Object value) throws SQLException {
        if (value instanceof Null n) {
            int type = switch (n.sqlType()) {
                case Types.BINARY, Types.VARBINARY, Types.LONGVARBINARY, Types.BLOB -> Types.VARBINARY;
                case Types.TIMESTAMP, Types.TIMESTAMP_WITH_TIMEZONE -> Types.TIMESTAMP_WITH_TIMEZONE;
                case Types.CLOB, Types.NCLOB, Types.LONGVARCHAR, Types.CHAR -> Types.VARCHAR;
                default -> n.sqlType();
            };
            ps.setNull(index, type);
        } else if (value instanceof OffsetDateTime t) {
            ps.setObject(index, Sql.odt(t.toInstant()));
        } else {
            ps.setObject(index, value);
        }
    }
}
