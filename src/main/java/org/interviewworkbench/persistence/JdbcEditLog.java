package org.interviewworkbench.persistence;

import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.List;

import org.interviewworkbench.codec.GraphEditJson;
import org.interviewworkbench.engine.model.InterviewGraph;
import org.interviewworkbench.engine.model.SessionState;
import org.interviewworkbench.engine.port.EditLogStore;
import org.interviewworkbench.engine.port.ModeratorOverride;

/** The {@code session_edits} table (migration V3) on the session store's connection and transactions. */
final class JdbcEditLog implements EditLogStore {

    private final JdbcSessionStore store;

    JdbcEditLog(JdbcSessionStore store) {
        this.store = store;
    }

    @Override
    public void commitEdits(String sessionId, InterviewGraph graph, SessionState state, List<EditRecord> edits) {
        store.replaceGraph(sessionId, graph, state, "apply " + edits.size() + " edits to session " + sessionId,
                c -> insert(c, sessionId, edits));
    }

    @Override
    public void commitEdits(String sessionId, InterviewGraph graph, SessionState state, List<EditRecord> edits,
                            java.util.Map<Integer, String> answers) {
        store.replaceGraph(sessionId, graph, state, "apply " + edits.size() + " edits to session " + sessionId, c -> {
            updateAnswers(c, sessionId, answers);
            insert(c, sessionId, edits);
        });
    }

    @Override
    public void correctAnswers(String sessionId, java.util.Map<Integer, String> answers, List<EditRecord> entries) {
        store.write("correct " + answers.size() + " answers of session " + sessionId, c -> {
            updateAnswers(c, sessionId, answers);
            insert(c, sessionId, entries);
        });
    }

    /** The answer utterance of each turn and the answer in its stored result take the corrected text. */
    private static void updateAnswers(java.sql.Connection c, String sessionId, java.util.Map<Integer, String> answers)
            throws java.sql.SQLException {
        com.fasterxml.jackson.databind.ObjectMapper json = new com.fasterxml.jackson.databind.ObjectMapper();
        for (java.util.Map.Entry<Integer, String> a : answers.entrySet()) {
            try (PreparedStatement ps = c.prepareStatement("UPDATE utterances SET text = ? WHERE session_id = ? "
                    + "AND turn_number = ? AND speaker = 'user'")) {
                ps.setString(1, a.getValue());
                ps.setString(2, sessionId);
                ps.setInt(3, a.getKey());
                if (ps.executeUpdate() != 1) {
                    throw new IllegalArgumentException("no answer of turn " + a.getKey() + " in session " + sessionId);
                }
            }
            String result;
            try (PreparedStatement ps = c.prepareStatement(
                    "SELECT result FROM turns WHERE session_id = ? AND turn_number = ?")) {
                ps.setString(1, sessionId);
                ps.setInt(2, a.getKey());
                try (ResultSet rs = ps.executeQuery()) {
                    result = rs.next() ? rs.getString(1) : null;
                }
            }
            if (result == null) {
                continue;
            }
            try {
                var node = (com.fasterxml.jackson.databind.node.ObjectNode) json.readTree(CompactText.unpack(result));
                node.put("answer", a.getValue());
                try (PreparedStatement ps = c.prepareStatement(
                        "UPDATE turns SET result = ? WHERE session_id = ? AND turn_number = ?")) {
                    ps.setString(1, CompactText.pack(json.writeValueAsString(node)));
                    ps.setString(2, sessionId);
                    ps.setInt(3, a.getKey());
                    ps.executeUpdate();
                }
            } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
                throw new IllegalStateException("the stored result of turn " + a.getKey() + " is not readable", e);
            }
        }
    }

    @Override
    public void append(String sessionId, List<EditRecord> entries) {
        store.write("record " + entries.size() + " entries in the edit log of session " + sessionId,
                c -> insert(c, sessionId, entries));
    }

    @Override
    public void undoTurn(String sessionId, int turn, InterviewGraph graph, SessionState state, EditRecord entry) {
        store.rollBackTurn(sessionId, turn, graph, state, c -> insert(c, sessionId, List.of(entry)));
    }

    /** The moderator's overrides of a turn as log entries, inside the turn's transaction. */
    static void insertOverrides(java.sql.Connection c, String sessionId, List<ModeratorOverride> overrides,
                                java.time.Instant at, String who) throws java.sql.SQLException {
        if (overrides.isEmpty()) {
            return;
        }
        List<EditRecord> entries = new ArrayList<>();
        for (ModeratorOverride o : overrides) {
            entries.add(new EditRecord(0, o.op(), GraphEditJson.overrideEntry(o.op(), o.what(), o.before(),
                    o.after()), o.afterTurn(), at, who));
        }
        insert(c, sessionId, entries);
    }

    static void insert(java.sql.Connection c, String sessionId, List<EditRecord> edits)
            throws java.sql.SQLException {
        {
            int seq;
            try (PreparedStatement max = c.prepareStatement(
                    "SELECT COALESCE(MAX(seq), 0) FROM session_edits WHERE session_id = ?")) {
                max.setString(1, sessionId);
                try (ResultSet rs = max.executeQuery()) {
                    rs.next();
                    seq = rs.getInt(1);
                }
            }
            try (PreparedStatement ins = c.prepareStatement("INSERT INTO session_edits (session_id, seq, op, edit, "
                    + "after_turn, edited_at, edited_by) VALUES (?, ?, ?, ?, ?, ?, ?)")) {
                for (EditRecord e : edits) {
                    ins.setString(1, sessionId);
                    ins.setInt(2, ++seq);
                    ins.setString(3, e.op());
                    ins.setString(4, e.editJson());
                    ins.setInt(5, e.afterTurn());
                    ins.setObject(6, Sql.odt(e.at()));
                    ins.setString(7, e.who());
                    ins.addBatch();
                }
                ins.executeBatch();
            }
        }
    }

    @Override
    public List<EditRecord> edits(String sessionId) {
        return store.read("read edits of session " + sessionId, c -> {
            List<EditRecord> out = new ArrayList<>();
            try (PreparedStatement ps = c.prepareStatement("SELECT seq, op, edit, after_turn, edited_at, edited_by "
                    + "FROM session_edits WHERE session_id = ? ORDER BY seq")) {
                ps.setString(1, sessionId);
                try (ResultSet rs = ps.executeQuery()) {
                    while (rs.next()) {
                        out.add(new EditRecord(rs.getInt(1), rs.getString(2), rs.getString(3), rs.getInt(4),
                                rs.getObject(5, OffsetDateTime.class).toInstant(), rs.getString(6)));
                    }
                }
            }
            return out;
        });
    }

    /**
     * Ids the researcher's edits removed (deleted or merged-away concepts, deleted relationships, and relationships
     * that went with a deleted concept as far as the log names them), so a resumed session never reuses them.
     */
    static java.util.Set<String> retiredIds(java.sql.Connection c, String sessionId) throws java.sql.SQLException {
        java.util.Set<String> out = new java.util.LinkedHashSet<>();
        com.fasterxml.jackson.databind.ObjectMapper json = new com.fasterxml.jackson.databind.ObjectMapper();
        try (PreparedStatement ps = c.prepareStatement(
                "SELECT op, edit FROM session_edits WHERE session_id = ? ORDER BY seq")) {
            ps.setString(1, sessionId);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    com.fasterxml.jackson.databind.JsonNode e;
                    try {
                        e = json.readTree(rs.getString(2));
                    } catch (com.fasterxml.jackson.core.JsonProcessingException ex) {
                        continue;
                    }
                    switch (rs.getString(1)) {
                        case "delete_node" -> out.add(e.path("node").asText());
                        case "delete_edge" -> out.add(e.path("edge").asText());
                        case "merge" -> {
                            for (int i = 1; i < e.path("nodes").size(); i++) {
                                out.add(e.path("nodes").get(i).asText());
                            }
                        }
                        case "merge_slots" -> {
                            for (int i = 1; i < e.path("slots").size(); i++) {
                                out.add(e.path("slots").get(i).asText());
                            }
                        }
                        default -> { }
                    }
                }
            }
        }
        return out;
    }
}
