package org.interviewworkbench.codec;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import org.interviewworkbench.engine.edit.GraphEdit;
import org.interviewworkbench.engine.model.InterviewGraph;
import org.interviewworkbench.engine.model.SurfaceEdge;
import org.interviewworkbench.engine.model.SurfaceNode;

/**
 * A researcher's edit as the edit log stores it: the edit in the {@code edit} file shape of design.md
 * ("Researcher edits"), plus what a reader of the log needs without the graph of that moment: {@code what} (a
 * sentence naming the concept or relationship by its label), {@code before} and {@code after}.
 */
public final class GraphEditJson {

    private static final ObjectMapper JSON = new ObjectMapper();

    private GraphEditJson() {
    }

    /** The edit in the edits-file shape, e.g. {@code {"op":"rename","node":"n3","label":"foam"}}. */
    public static ObjectNode edit(GraphEdit edit) {
        ObjectNode o = JSON.createObjectNode().put("op", edit.op());
        if (edit instanceof GraphEdit.Rename r) {
            o.put("node", r.node()).put("label", r.label());
        } else if (edit instanceof GraphEdit.Retype r) {
            o.put("node", r.node()).put("node_type", r.nodeType());
        } else if (edit instanceof GraphEdit.Merge m) {
            ArrayNode ids = o.putArray("nodes");
            m.nodes().forEach(ids::add);
            if (m.newLabel() != null) {
                o.put("label", m.newLabel());
            }
        } else if (edit instanceof GraphEdit.Split s) {
            o.put("node", s.node());
            ArrayNode into = o.putArray("into");
            for (GraphEdit.Split.Part p : s.into()) {
                ObjectNode part = into.addObject().put("label", p.label());
                if (!p.quotes().isEmpty()) {
                    ArrayNode q = part.putArray("quotes");
                    p.quotes().forEach(q::add);
                }
            }
        } else if (edit instanceof GraphEdit.DeleteNode d) {
            o.put("node", d.node());
        } else if (edit instanceof GraphEdit.AddEdge a) {
            o.put("source", a.source()).put("target", a.target()).put("edge_type", a.edgeType());
        } else if (edit instanceof GraphEdit.DeleteEdge d) {
            o.put("edge", d.edge());
        } else if (edit instanceof GraphEdit.ReverseEdge r) {
            o.put("edge", r.edge());
        } else if (edit instanceof GraphEdit.RetypeEdge r) {
            o.put("edge", r.edge()).put("edge_type", r.edgeType());
        } else if (edit instanceof GraphEdit.SetPolarity p) {
            o.put("node", p.node()).put("polarity", p.polarity());
        } else if (edit instanceof GraphEdit.AttachQuote a) {
            o.put("node", a.node()).put("quote", a.quote());
            if (a.turn() != null) {
                o.put("turn", a.turn());
            }
        } else {
            SlotEditJson.fields(edit, o);
        }
        return o;
    }

    /** The log entry of {@code edit} made on {@code before}: the edit plus {@code what}, {@code before}, {@code after}. */
    public static String logEntry(GraphEdit edit, InterviewGraph before) {
        ObjectNode o = edit(edit);
        String[] d = describe(edit, before);
        o.put("what", d[0]).put("before", d[1]).put("after", d[2]);
        return o.toString();
    }

    /** An undo or redo entry: {@code {"op":"undo","what":"Undo rename 'x'","edits":[...],"before","after"}}. */
    public static String undoEntry(String op, String what, List<String> entries, String before, String after) {
        ObjectNode o = JSON.createObjectNode().put("op", op).put("what", what);
        ArrayNode edits = o.putArray("edits");
        for (String e : entries) {
            try {
                edits.add(JSON.readTree(e));
            } catch (com.fasterxml.jackson.core.JsonProcessingException ex) {
                edits.add(e);
            }
        }
        o.put("before", before).put("after", after);
        return o.toString();
    }

    /** A moderator's override: {@code {"op":"override_question","what":...,"before":suggested,"after":asked}}. */
    public static String overrideEntry(String op, String what, String before, String after) {
        return JSON.createObjectNode().put("op", op).put("what", what).put("before", before).put("after", after)
                .toString();
    }

    /**
     * A submitted turn taken back: {@code {"op":"undo_turn","what":"Undo turn 5","turn":5,"question":...,
     * "before":answer,"after":""}}; the edits made after the turn went with it.
     */
    public static String undoTurnEntry(int turn, String question, String answer) {
        return JSON.createObjectNode().put("op", "undo_turn").put("what", "Undo turn " + turn).put("turn", turn)
                .put("question", question == null ? "" : question).put("before", answer == null ? "" : answer)
                .put("after", "").toString();
    }

    /**
     * A member-check verdict: {@code {"op":"member_check","what":"Ladder 2 confirmed by the respondent","ladder",
     * "statement","codes","node_ids","verdict","note","before":statement,"after":verdict}}.
     */
    public static String memberCheckEntry(String ladder, String statement, List<String> codes, List<String> nodeIds,
                                          String verdict, String note) {
        ObjectNode o = JSON.createObjectNode().put("op", "member_check")
                .put("what", "Ladder " + ladder + " " + verdict + " by the respondent").put("ladder", ladder)
                .put("statement", statement);
        ArrayNode c = o.putArray("codes");
        codes.forEach(c::add);
        ArrayNode n = o.putArray("node_ids");
        nodeIds.forEach(n::add);
        return o.put("verdict", verdict).put("note", note == null ? "" : note.strip()).put("before", statement)
                .put("after", verdict + (note == null || note.isBlank() ? "" : ": " + note.strip())).toString();
    }

    /** {@code [what, before, after]} of an edit, labels read from the graph before it. */
    public static String[] describe(GraphEdit edit, InterviewGraph g) {
        if (edit instanceof GraphEdit.Rename r) {
            String old = label(g, r.node());
            return new String[] {"Rename " + quote(old), old, r.label()};
        } else if (edit instanceof GraphEdit.Retype r) {
            String type = g.node(r.node()).map(SurfaceNode::nodeType).orElse("");
            return new String[] {"Change type of " + quote(label(g, r.node())), type, r.nodeType()};
        } else if (edit instanceof GraphEdit.Merge m) {
            List<String> labels = m.nodes().stream().map(id -> label(g, id)).toList();
            String result = m.newLabel() != null ? m.newLabel() : labels.get(0);
            return new String[] {"Merge " + labels.size() + " concepts into " + quote(result),
                    String.join(" | ", labels), result};
        } else if (edit instanceof GraphEdit.Split s) {
            return new String[] {"Split " + quote(label(g, s.node())), label(g, s.node()),
                    String.join(" | ", s.into().stream().map(GraphEdit.Split.Part::label).toList())};
        } else if (edit instanceof GraphEdit.DeleteNode d) {
            return new String[] {"Delete " + quote(label(g, d.node())), label(g, d.node()), ""};
        } else if (edit instanceof GraphEdit.AddEdge a) {
            return new String[] {"Add relationship", "",
                    label(g, a.source()) + " \u2014" + a.edgeType() + "\u2192 " + label(g, a.target())};
        } else if (edit instanceof GraphEdit.DeleteEdge d) {
            return new String[] {"Delete relationship", edge(g, d.edge()), ""};
        } else if (edit instanceof GraphEdit.ReverseEdge r) {
            String was = edge(g, r.edge());
            String now = g.edges().stream().filter(e -> e.id().equals(r.edge())).findFirst()
                    .map(e -> label(g, e.target()) + " \u2014" + e.edgeType() + "\u2192 " + label(g, e.source()))
                    .orElse("");
            return new String[] {"Reverse relationship", was, now};
        } else if (edit instanceof GraphEdit.RetypeEdge r) {
            return new String[] {"Change relationship type", edge(g, r.edge()), r.edgeType()};
        } else if (edit instanceof GraphEdit.AttachQuote a) {
            return new String[] {"Code a passage as " + quote(label(g, a.node())), "", a.quote()};
        } else if (edit instanceof GraphEdit.SetPolarity p) {
            String was = g.node(p.node()).map(n -> n.polarity().id()).orElse("");
            return new String[] {"Polarity of " + quote(label(g, p.node())), was, p.polarity()};
        }
        String[] slot = SlotEditJson.describe(edit, g);
        return slot != null ? slot : new String[] {edit.title(), "", ""};
    }

    private static String edge(InterviewGraph g, String id) {
        for (SurfaceEdge e : g.edges()) {
            if (e.id().equals(id)) {
                return label(g, e.source()) + " \u2014" + e.edgeType() + "\u2192 " + label(g, e.target());
            }
        }
        return id;
    }

    private static String label(InterviewGraph g, String id) {
        return g.node(id).map(SurfaceNode::label).orElse(id);
    }

    private static String quote(String s) {
        return "'" + s + "'";
    }
}
