package org.interviewworkbench.persistence;

import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;

import org.interviewworkbench.engine.port.EgressEntry;
import org.interviewworkbench.engine.port.EgressLogStore;

/** The {@code session_egress} table (migration V4) on the session store's connection and transactions. */
final class JdbcEgressLog implements EgressLogStore {

    private static final ObjectMapper JSON = new ObjectMapper();

    private final JdbcSessionStore store;

    JdbcEgressLog(JdbcSessionStore store) {
        this.store = store;
    }

    @Override
    public void append(String sessionId, List<EgressEntry> entries) {
        if (entries.isEmpty()) {
            return;
        }
        store.write("log " + entries.size() + " requests of session " + sessionId, c -> {
            int seq;
            try (PreparedStatement max = c.prepareStatement(
                    "SELECT COALESCE(MAX(seq), 0) FROM session_egress WHERE session_id = ?")) {
                max.setString(1, sessionId);
                try (ResultSet rs = max.executeQuery()) {
                    rs.next();
                    seq = rs.getInt(1);
                }
            }
            try (PreparedStatement ins = c.prepareStatement("INSERT INTO session_egress (session_id, seq, sent_at, "
                    + "provider, host, model, task, chars, redactions, redacted, remote, sha256) "
                    + "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")) {
                for (EgressEntry e : entries) {
                    ins.setString(1, sessionId);
                    ins.setInt(2, ++seq);
                    ins.setObject(3, Sql.odt(e.at()));
                    ins.setString(4, e.provider());
                    ins.setString(5, e.host());
                    ins.setString(6, e.model());
                    ins.setString(7, e.task());
                    ins.setInt(8, e.chars());
                    ins.setString(9, JSON.writeValueAsString(new java.util.TreeMap<>(e.redactions())));
                    ins.setBoolean(10, e.redacted());
                    ins.setBoolean(11, e.remote());
                    ins.setString(12, e.remote() ? e.sha256() : null);
                    ins.addBatch();
                }
                ins.executeBatch();
            } catch (JsonProcessingException ex) {
                throw new IllegalStateException(ex);
            }
        });
    }

    @Override
    public List<EgressEntry> entries(String sessionId) {
        return store.read("read egress of session " + sessionId, c -> {
            List<EgressEntry> out = new ArrayList<>();
            try (PreparedStatement ps = c.prepareStatement("SELECT sent_at, provider, host, model, task, chars, "
                    + "redactions, redacted, remote, sha256 FROM session_egress WHERE session_id = ? ORDER BY seq")) {
                ps.setString(1, sessionId);
                try (ResultSet rs = ps.executeQuery()) {
                    while (rs.next()) {
                        Map<String, Integer> counts;
                        try {
                            counts = JSON.readValue(rs.getString(7), new TypeReference<LinkedHashMap<String, Integer>>() { });
                        } catch (JsonProcessingException ex) {
                            counts = Map.of();
                        }
                        out.add(new EgressEntry(rs.getObject(1, OffsetDateTime.class).toInstant(), rs.getString(2),
                                rs.getString(3), rs.getString(4), rs.getString(5), rs.getInt(6), counts,
                                rs.getBoolean(8), rs.getBoolean(9), rs.getString(10)));
                    }
                }
            }
            return out;
        });
    }
}
