package org.interviewworkbench.persistence;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.time.OffsetDateTime;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;

import org.interviewworkbench.engine.port.Clock;
import org.interviewworkbench.engine.port.StudyStore;
import org.interviewworkbench.engine.study.Codebook;
import org.interviewworkbench.engine.study.Ladder;
import org.interviewworkbench.engine.study.LadderStep;
import org.interviewworkbench.engine.study.Study;
import org.interviewworkbench.engine.study.StudySession;

/**
 * The study tables of the session database (migration V2), on the session store's connection and lock: one
 * connection per process, every write one transaction. The codebook is stored as one JSON document with a version;
 * a save names the version it replaces and is refused when another writer got there first (optimistic locking).
 */
final class JdbcStudyStore implements StudyStore {

    private static final ObjectMapper JSON = new ObjectMapper()
            .configure(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES, false);

    private final Connection connection;
    private final Object lock;
    private final Clock clock;

    JdbcStudyStore(Connection connection, Object lock, Clock clock) {
        this.connection = connection;
        this.lock = lock;
        this.clock = clock;
    }

    @FunctionalInterface
    private interface Work<T> {
        T run() throws SQLException;
    }

    private <T> T tx(String what, Work<T> work) {
        synchronized (lock) {
            try {
                T result = work.run();
                connection.commit();
                return result;
            } catch (SQLException | RuntimeException e) {
                try {
                    connection.rollback();
                } catch (SQLException ignored) {
                    // the original failure is the one to report
                }
                if (e instanceof RuntimeException re && !(e instanceof StoreException)) {
                    throw re;
                }
                if (e instanceof StoreException se) {
                    throw se;
                }
                throw new StoreException("cannot " + what + ": " + Sql.firstLine(e), e);
            }
        }
    }

    @Override
    public Study createStudy(String name, String methodologyId, String conceptId) {
        String id = "study-" + UUID.randomUUID().toString().substring(0, 8);
        Instant now = clock.now().truncatedTo(java.time.temporal.ChronoUnit.MICROS);
        return tx("create study", () -> {
            try (PreparedStatement ps = connection.prepareStatement(
                    "INSERT INTO studies (id, name, methodology_id, concept_id, created_at, version) "
                            + "VALUES (?, ?, ?, ?, ?, 0)")) {
                ps.setString(1, id);
                ps.setString(2, name);
                ps.setString(3, methodologyId);
                ps.setString(4, conceptId);
                ps.setObject(5, Sql.odt(now));
                ps.executeUpdate();
            }
            return new Study(id, name, methodologyId, conceptId, now, 0);
        });
    }

    @Override
    public Optional<Study> study(String id) {
        return tx("read study", () -> {
            try (PreparedStatement ps = connection.prepareStatement(
                    "SELECT id, name, methodology_id, concept_id, created_at, version FROM studies WHERE id = ?")) {
                ps.setString(1, id);
                try (ResultSet rs = ps.executeQuery()) {
                    return rs.next() ? Optional.of(study(rs)) : Optional.empty();
                }
            }
        });
    }

    @Override
    public List<Study> listStudies() {
        return tx("list studies", () -> {
            List<Study> out = new ArrayList<>();
            try (PreparedStatement ps = connection.prepareStatement(
                    "SELECT id, name, methodology_id, concept_id, created_at, version FROM studies "
                            + "ORDER BY created_at, id");
                 ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    out.add(study(rs));
                }
            }
            return out;
        });
    }

    private static Study study(ResultSet rs) throws SQLException {
        return new Study(rs.getString(1), rs.getString(2), rs.getString(3), rs.getString(4),
                rs.getObject(5, OffsetDateTime.class).toInstant(), rs.getLong(6));
    }

    @Override
    public void addSession(String studyId, String sessionId, Map<String, String> variables) {
        String vars = write(variables);
        tx("add session to study", () -> {
            try (PreparedStatement upd = connection.prepareStatement(
                    "UPDATE study_sessions SET variables = ? WHERE study_id = ? AND session_id = ?")) {
                upd.setString(1, vars);
                upd.setString(2, studyId);
                upd.setString(3, sessionId);
                if (upd.executeUpdate() == 0) {
                    int ord;
                    try (PreparedStatement max = connection.prepareStatement(
                            "SELECT COALESCE(MAX(ord), 0) FROM study_sessions WHERE study_id = ?")) {
                        max.setString(1, studyId);
                        try (ResultSet rs = max.executeQuery()) {
                            rs.next();
                            ord = rs.getInt(1) + 1;
                        }
                    }
                    try (PreparedStatement ins = connection.prepareStatement(
                            "INSERT INTO study_sessions (study_id, session_id, ord, variables, added_at) "
                                    + "VALUES (?, ?, ?, ?, ?)")) {
                        ins.setString(1, studyId);
                        ins.setString(2, sessionId);
                        ins.setInt(3, ord);
                        ins.setString(4, vars);
                        ins.setObject(5, Sql.odt(clock.now()));
                        ins.executeUpdate();
                    }
                }
            }
            bumpVersion(studyId);
            return null;
        });
    }

    @Override
    public boolean removeSession(String studyId, String sessionId) {
        return tx("remove session from study", () -> {
            try (PreparedStatement ps = connection.prepareStatement(
                    "DELETE FROM study_sessions WHERE study_id = ? AND session_id = ?")) {
                ps.setString(1, studyId);
                ps.setString(2, sessionId);
                boolean removed = ps.executeUpdate() > 0;
                bumpVersion(studyId);
                return removed;
            }
        });
    }

    private void bumpVersion(String studyId) throws SQLException {
        try (PreparedStatement ps = connection.prepareStatement(
                "UPDATE studies SET version = version + 1 WHERE id = ?")) {
            ps.setString(1, studyId);
            ps.executeUpdate();
        }
    }

    @Override
    public List<StudySession> sessions(String studyId) {
        return tx("read study sessions", () -> {
            List<StudySession> out = new ArrayList<>();
            try (PreparedStatement ps = connection.prepareStatement(
                    "SELECT session_id, variables, added_at FROM study_sessions WHERE study_id = ? ORDER BY ord")) {
                ps.setString(1, studyId);
                try (ResultSet rs = ps.executeQuery()) {
                    while (rs.next()) {
                        out.add(new StudySession(rs.getString(1), readVariables(rs.getString(2)),
                                rs.getObject(3, OffsetDateTime.class).toInstant()));
                    }
                }
            }
            return out;
        });
    }

    @Override
    public void addImportedLadders(String studyId, List<Ladder> ladders) {
        tx("import ladders", () -> {
            int ord;
            try (PreparedStatement max = connection.prepareStatement(
                    "SELECT COALESCE(MAX(ord), 0) FROM study_ladder_rows WHERE study_id = ?")) {
                max.setString(1, studyId);
                try (ResultSet rs = max.executeQuery()) {
                    rs.next();
                    ord = rs.getInt(1);
                }
            }
            try (PreparedStatement ins = connection.prepareStatement(
                    "INSERT INTO study_ladder_rows (study_id, ord, respondent, ladder, step, code, node_type) "
                            + "VALUES (?, ?, ?, ?, ?, ?, ?)")) {
                for (Ladder l : ladders) {
                    int step = 0;
                    for (LadderStep s : l.steps()) {
                        ins.setString(1, studyId);
                        ins.setInt(2, ++ord);
                        ins.setString(3, l.respondent());
                        ins.setString(4, l.ladderId());
                        ins.setInt(5, ++step);
                        ins.setString(6, s.code());
                        ins.setString(7, s.type());
                        ins.addBatch();
                    }
                }
                ins.executeBatch();
            }
            bumpVersion(studyId);
            return null;
        });
    }

    @Override
    public List<Ladder> importedLadders(String studyId) {
        return tx("read imported ladders", () -> {
            Map<String, List<LadderStep>> steps = new LinkedHashMap<>();
            Map<String, String[]> ids = new LinkedHashMap<>();
            try (PreparedStatement ps = connection.prepareStatement(
                    "SELECT respondent, ladder, code, node_type FROM study_ladder_rows WHERE study_id = ? "
                            + "ORDER BY ord")) {
                ps.setString(1, studyId);
                try (ResultSet rs = ps.executeQuery()) {
                    while (rs.next()) {
                        String key = rs.getString(1) + "\u0000" + rs.getString(2);
                        ids.putIfAbsent(key, new String[] {rs.getString(1), rs.getString(2)});
                        steps.computeIfAbsent(key, k -> new ArrayList<>())
                                .add(LadderStep.of(rs.getString(3), rs.getString(4)));
                    }
                }
            }
            List<Ladder> out = new ArrayList<>();
            for (Map.Entry<String, List<LadderStep>> e : steps.entrySet()) {
                String[] id = ids.get(e.getKey());
                out.add(new Ladder(id[0], id[1], e.getValue()));
            }
            return out;
        });
    }

    @Override
    public VersionedCodebook codebook(String studyId) {
        return tx("read codebook", () -> {
            try (PreparedStatement ps = connection.prepareStatement(
                    "SELECT codebook, version FROM study_codebooks WHERE study_id = ?")) {
                ps.setString(1, studyId);
                try (ResultSet rs = ps.executeQuery()) {
                    if (!rs.next()) {
                        return new VersionedCodebook(Codebook.EMPTY, 0);
                    }
                    return new VersionedCodebook(readCodebook(rs.getString(1)), rs.getLong(2));
                }
            }
        });
    }

    @Override
    public long saveCodebook(String studyId, long expectedVersion, Codebook codebook, String op, String summary,
                             String who) {
        String doc = write(codebook);
        Instant now = clock.now().truncatedTo(java.time.temporal.ChronoUnit.MICROS);
        return tx("save codebook", () -> {
            String before = null;
            long current = 0;
            try (PreparedStatement ps = connection.prepareStatement(
                    "SELECT codebook, version FROM study_codebooks WHERE study_id = ? FOR UPDATE")) {
                ps.setString(1, studyId);
                try (ResultSet rs = ps.executeQuery()) {
                    if (rs.next()) {
                        before = rs.getString(1);
                        current = rs.getLong(2);
                    }
                }
            }
            if (current != expectedVersion) {
                throw new StaleVersionException("the codebook of study " + studyId + " was changed by someone else"
                        + " (version " + current + ", you had " + expectedVersion + "): reload it");
            }
            long next = current + 1;
            if (before == null) {
                try (PreparedStatement ins = connection.prepareStatement(
                        "INSERT INTO study_codebooks (study_id, version, codebook, updated_at, updated_by) "
                                + "VALUES (?, ?, ?, ?, ?)")) {
                    ins.setString(1, studyId);
                    ins.setLong(2, next);
                    ins.setString(3, doc);
                    ins.setObject(4, Sql.odt(now));
                    ins.setString(5, who);
                    ins.executeUpdate();
                } catch (SQLException e) {
                    if (Sql.isUniqueViolation(e)) {
                        // another analyst saved the first version of this codebook at the same moment
                        throw new StaleVersionException("the codebook of study " + studyId + " was changed by "
                                + "someone else (you had version " + expectedVersion + "): reload it");
                    }
                    throw e;
                }
            } else {
                try (PreparedStatement upd = connection.prepareStatement(
                        "UPDATE study_codebooks SET version = ?, codebook = ?, updated_at = ?, updated_by = ? "
                                + "WHERE study_id = ? AND version = ?")) {
                    upd.setLong(1, next);
                    upd.setString(2, doc);
                    upd.setObject(3, Sql.odt(now));
                    upd.setString(4, who);
                    upd.setString(5, studyId);
                    upd.setLong(6, current);
                    if (upd.executeUpdate() != 1) {
                        throw new StaleVersionException("the codebook of study " + studyId
                                + " was changed by someone else: reload it");
                    }
                }
            }
            logEdit(studyId, op, summary, before, doc, now, who);
            return next;
        });
    }

    private void logEdit(String studyId, String op, String summary, String before, String after, Instant at,
                         String who) throws SQLException {
        int seq;
        try (PreparedStatement max = connection.prepareStatement(
                "SELECT COALESCE(MAX(seq), 0) FROM study_codebook_edits WHERE study_id = ?")) {
            max.setString(1, studyId);
            try (ResultSet rs = max.executeQuery()) {
                rs.next();
                seq = rs.getInt(1) + 1;
            }
        }
        try (PreparedStatement ins = connection.prepareStatement(
                "INSERT INTO study_codebook_edits (study_id, seq, op, summary, before_doc, after_doc, edited_at, "
                        + "edited_by, undone) VALUES (?, ?, ?, ?, ?, ?, ?, ?, FALSE)")) {
            ins.setString(1, studyId);
            ins.setInt(2, seq);
            ins.setString(3, op);
            ins.setString(4, summary);
            ins.setString(5, before);
            ins.setString(6, after);
            ins.setObject(7, Sql.odt(at));
            ins.setString(8, who);
            ins.executeUpdate();
        }
    }

    @Override
    public Optional<String> undoLastEdit(String studyId, String who) {
        Instant now = clock.now().truncatedTo(java.time.temporal.ChronoUnit.MICROS);
        return tx("undo codebook edit", () -> {
            int seq = -1;
            String summary = null;
            String before = null;
            try (PreparedStatement ps = connection.prepareStatement(
                    "SELECT seq, summary, before_doc FROM study_codebook_edits WHERE study_id = ? AND undone = FALSE "
                            + "AND op <> 'undo' ORDER BY seq DESC FETCH FIRST 1 ROWS ONLY")) {
                ps.setString(1, studyId);
                try (ResultSet rs = ps.executeQuery()) {
                    if (rs.next()) {
                        seq = rs.getInt(1);
                        summary = rs.getString(2);
                        before = rs.getString(3);
                    }
                }
            }
            if (seq < 0) {
                return Optional.<String>empty();
            }
            String restored = before == null ? write(Codebook.EMPTY) : before;
            String current;
            try (PreparedStatement ps = connection.prepareStatement(
                    "SELECT codebook FROM study_codebooks WHERE study_id = ?")) {
                ps.setString(1, studyId);
                try (ResultSet rs = ps.executeQuery()) {
                    rs.next();
                    current = rs.getString(1);
                }
            }
            try (PreparedStatement upd = connection.prepareStatement(
                    "UPDATE study_codebooks SET version = version + 1, codebook = ?, updated_at = ?, updated_by = ? "
                            + "WHERE study_id = ?")) {
                upd.setString(1, restored);
                upd.setObject(2, Sql.odt(now));
                upd.setString(3, who);
                upd.setString(4, studyId);
                upd.executeUpdate();
            }
            try (PreparedStatement mark = connection.prepareStatement(
                    "UPDATE study_codebook_edits SET undone = TRUE WHERE study_id = ? AND seq = ?")) {
                mark.setString(1, studyId);
                mark.setInt(2, seq);
                mark.executeUpdate();
            }
            logEdit(studyId, "undo", "Undo " + summary, current, restored, now, who);
            return Optional.of(summary);
        });
    }

    @Override
    public List<CodebookHistoryEntry> codebookHistory(String studyId) {
        return tx("read codebook history", () -> {
            List<CodebookHistoryEntry> out = new ArrayList<>();
            try (PreparedStatement ps = connection.prepareStatement(
                    "SELECT seq, op, summary, edited_at, edited_by, undone FROM study_codebook_edits "
                            + "WHERE study_id = ? ORDER BY seq")) {
                ps.setString(1, studyId);
                try (ResultSet rs = ps.executeQuery()) {
                    while (rs.next()) {
                        out.add(new CodebookHistoryEntry(rs.getInt(1), rs.getString(2), rs.getString(3),
                                rs.getObject(4, OffsetDateTime.class).toInstant(), rs.getString(5),
                                rs.getBoolean(6)));
                    }
                }
            }
            return out;
        });
    }

    private static String write(Object value) {
        try {
            return JSON.writeValueAsString(value);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot encode " + value.getClass().getSimpleName(), e);
        }
    }

    private static Map<String, String> readVariables(String json) {
        try {
            return JSON.readValue(json, new TypeReference<LinkedHashMap<String, String>>() { });
        } catch (JsonProcessingException e) {
            throw new StoreException("damaged study variables: " + Sql.firstLine(e), e);
        }
    }

    private static Codebook readCodebook(String json) {
        try {
            return JSON.readValue(json, Codebook.class);
        } catch (JsonProcessingException e) {
            throw new StoreException("damaged study codebook: " + Sql.firstLine(e), e);
        }
    }


}
