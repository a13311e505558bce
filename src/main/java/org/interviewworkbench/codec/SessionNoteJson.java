package org.interviewworkbench.codec;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.interviewworkbench.engine.edit.SessionNote;
import org.interviewworkbench.engine.model.InterviewGraph;
import org.interviewworkbench.engine.model.SurfaceNode;

/**
 * {@link SessionNote}s in edit files and in the edit log: {@code {"op":"correct_answer","turn","before","after"}} and
 * {@code {"op":"memo","turn"|"node","text"}}; a log entry adds {@code what} (and for a memo {@code before} "" and
 * {@code after} its text) for the History panel.
 */
public final class SessionNoteJson {

    /** The ops of session notes. */
    public static final java.util.Set<String> OPS = java.util.Set.of("correct_answer", "memo");

    private static final ObjectMapper JSON = new ObjectMapper();

    private SessionNoteJson() {
    }

    /** Parses one note of an edit file; a malformed one throws {@link IllegalArgumentException} with the reason. */
    public static SessionNote parse(JsonNode e) {
        String op = e.path("op").asText("");
        if (op.equals("correct_answer")) {
            return new SessionNote.CorrectAnswer(turn(e, true), text(e, "before"), text(e, "after"));
        }
        if (op.equals("memo")) {
            return new SessionNote.Memo(e.hasNonNull("turn") ? turn(e, true) : null,
                    e.hasNonNull("node") ? text(e, "node") : null, text(e, "text"));
        }
        throw new IllegalArgumentException("unknown note op \"" + op + "\"");
    }

    /** The log entry of {@code note}, concepts named by their labels in {@code graph}. */
    public static String logEntry(SessionNote note, InterviewGraph graph) {
        ObjectNode o = JSON.createObjectNode().put("op", note.op());
        if (note instanceof SessionNote.CorrectAnswer c) {
            o.put("turn", c.turn()).put("before", c.before()).put("after", c.after())
                    .put("what", "Typo corrected in the answer of turn " + c.turn());
        } else if (note instanceof SessionNote.Memo m) {
            if (m.turn() != null) {
                o.put("turn", m.turn());
            }
            if (m.node() != null) {
                o.put("node", m.node());
            }
            String on = m.node() != null ? "'" + graph.node(m.node()).map(SurfaceNode::label).orElse(m.node()) + "'"
                    : "turn " + m.turn();
            o.put("text", m.text()).put("what", "Memo on " + on).put("before", "").put("after", m.text());
        }
        return o.toString();
    }

    private static int turn(JsonNode e, boolean required) {
        JsonNode v = e.get("turn");
        if (v == null || v.isNull()) {
            if (required) {
                throw new IllegalArgumentException("missing \"turn\"");
            }
            return 0;
        }
        if (!v.isIntegralNumber() || !v.canConvertToInt() || v.asInt() < 1) {
            throw new IllegalArgumentException("\"turn\" must be a turn number (1 or more)");
        }
        return v.asInt();
    }

    private static String text(JsonNode e, String field) {
        JsonNode v = e.get(field);
        if (v == null || v.isNull()) {
            throw new IllegalArgumentException("missing \"" + field + "\"");
        }
        if (!v.isTextual()) {
            throw new IllegalArgumentException("\"" + field + "\" must be a string");
        }
        return v.asText();
    }
}
