package org.interviewworkbench.export;

import java.util.List;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import org.interviewworkbench.engine.model.SessionSnapshot;
import org.interviewworkbench.engine.port.EditLogStore.EditRecord;

/**
 * The researcher's edit log in the exports: session.json {@code edits} (each edit as given plus {@code after_turn},
 * {@code at} and {@code by}, in the order applied), and for the transcript the log plus the share of the engine's
 * concepts and relationships the researcher kept unchanged, renamed, retyped, merged, split or deleted.
 *
 * <p>Counting: an engine concept is one the turns created (every concept now in the graph that no split created,
 * plus those merged away or deleted); each is counted once, under the first change it received (rename and retype
 * both count when both happened, so the shares may add to more than 100%). Relationships likewise: deleted,
 * reversed, retyped; relationships the researcher added are counted separately.
 */
final class EditLogExport {

    private static final ObjectMapper JSON = new ObjectMapper();
    /** A member-check verdict (confirmed / rejected ladder); corrections are logged as the edits they are. */
    static final String MEMBER_CHECK = "member_check";

    private EditLogExport() {
    }

    static void put(ArrayNode array, List<EditRecord> edits) {
        for (EditRecord e : edits) {
            ObjectNode o;
            try {
                JsonNode parsed = JSON.readTree(e.editJson());
                o = parsed instanceof ObjectNode obj ? obj.deepCopy() : JSON.createObjectNode().put("op", e.op());
            } catch (JsonProcessingException ex) {
                o = JSON.createObjectNode().put("op", e.op());
            }
            o.put("after_turn", e.afterTurn());
            o.put("at", e.at().toString());
            o.put("by", e.who());
            array.add(o);
        }
    }

    /**
     * session.json {@code member_check}: one entry per ladder reviewed with the respondent, in the order first
     * reviewed, with its latest verdict: {@code {"ladder", "statement", "codes", "node_ids", "verdict", "note", "at",
     * "after_turn"}}.
     */
    static void memberCheck(ArrayNode array, List<EditRecord> edits) {
        java.util.Map<String, ObjectNode> byLadder = new java.util.LinkedHashMap<>();
        for (EditRecord e : edits) {
            if (!e.op().equals(MEMBER_CHECK)) {
                continue;
            }
            JsonNode j;
            try {
                j = JSON.readTree(e.editJson());
            } catch (JsonProcessingException ex) {
                continue;
            }
            ObjectNode o = JSON.createObjectNode();
            o.put("ladder", j.path("ladder").asText());
            o.put("statement", j.path("statement").asText());
            o.set("codes", j.path("codes").isArray() ? j.get("codes") : JSON.createArrayNode());
            o.set("node_ids", j.path("node_ids").isArray() ? j.get("node_ids") : JSON.createArrayNode());
            o.put("verdict", j.path("verdict").asText());
            o.put("note", j.path("note").asText(""));
            o.put("at", e.at().toString());
            o.put("after_turn", e.afterTurn());
            byLadder.remove(o.get("ladder").asText());
            byLadder.put(o.get("ladder").asText(), o);
        }
        byLadder.values().forEach(array::add);
    }

    /** The Markdown section, or {@code ""} when there are no edits. */
    static String markdown(SessionSnapshot snapshot, List<EditRecord> edits) {
        if (edits.isEmpty()) {
            return "";
        }
        StringBuilder log = new StringBuilder();
        for (EditRecord e : edits) {
            log.append("- after turn ").append(e.afterTurn()).append(", ").append(e.who()).append(": `")
                    .append(e.editJson().replace("`", "'")).append("`\n");
        }
        EditShares shares = EditShares.of(snapshot, edits);
        StringBuilder md = new StringBuilder("## Researcher edits\n\n");
        md.append(log).append('\n');
        md.append("How much of the engine's coding the researcher kept (").append(shares.concepts())
                .append(" concepts):\n\n");
        md.append(shares.markdownTables()).append('\n');
        return md.toString();
    }

    /**
     * The graph edits still in effect: an {@code undo} entry takes back as many of the latest edits as it names in
     * {@code edits}, a {@code redo} puts the latest undone ones back, an {@code undo_turn} takes back every edit made
     * after the turn it undid; overrides of questions and strategies and member-check verdicts are not graph edits.
     */
    static List<EditRecord> effective(List<EditRecord> edits) {
        List<EditRecord> out = new java.util.ArrayList<>();
        java.util.Deque<List<EditRecord>> undone = new java.util.ArrayDeque<>();
        for (EditRecord e : edits) {
            if (e.op().equals("undo") || e.op().equals("redo")) {
                int n;
                try {
                    n = Math.max(1, JSON.readTree(e.editJson()).path("edits").size());
                } catch (JsonProcessingException ex) {
                    n = 1;
                }
                if (e.op().equals("undo")) {
                    List<EditRecord> tail = new java.util.ArrayList<>(out.subList(Math.max(0, out.size() - n),
                            out.size()));
                    out.subList(Math.max(0, out.size() - n), out.size()).clear();
                    undone.push(tail);
                } else if (!undone.isEmpty()) {
                    out.addAll(undone.pop());
                }
            } else if (e.op().equals("undo_turn")) {
                // the turn and every edit made after it rolled back together
                out.removeIf(x -> x.afterTurn() >= e.afterTurn());
                undone.clear();
            } else if (!e.op().startsWith("override_") && !e.op().equals(MEMBER_CHECK)) {
                out.add(e);
            }
        }
        return out;
    }
}
