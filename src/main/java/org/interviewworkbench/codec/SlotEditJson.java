package org.interviewworkbench.codec;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import org.interviewworkbench.engine.edit.GraphEdit;
import org.interviewworkbench.engine.model.CanonicalSlot;
import org.interviewworkbench.engine.model.InterviewGraph;

/** The canonical slot edits ({@code rename_slot}, {@code merge_slots}, {@code split_slot}) for {@link GraphEditJson}. */
final class SlotEditJson {

    private SlotEditJson() {
    }

    /** Writes the fields of a slot edit into {@code o} (nothing for other edits). */
    static void fields(GraphEdit edit, ObjectNode o) {
        if (edit instanceof GraphEdit.RenameSlot r) {
            o.put("slot", r.slot()).put("name", r.name());
        } else if (edit instanceof GraphEdit.MergeSlots m) {
            ArrayNode ids = o.putArray("slots");
            m.slots().forEach(ids::add);
            if (m.newName() != null) {
                o.put("name", m.newName());
            }
        } else if (edit instanceof GraphEdit.SplitSlot s) {
            o.put("slot", s.slot()).put("name", s.name());
            ArrayNode ids = o.putArray("nodes");
            s.nodes().forEach(ids::add);
        }
    }

    /** {@code [what, before, after]} of a slot edit, names read from the graph before it; {@code null} otherwise. */
    static String[] describe(GraphEdit edit, InterviewGraph g) {
        if (edit instanceof GraphEdit.RenameSlot r) {
            String old = name(g, r.slot());
            return new String[] {"Rename slot " + quote(old), old, r.name()};
        } else if (edit instanceof GraphEdit.MergeSlots m) {
            List<String> names = m.slots().stream().map(id -> name(g, id)).toList();
            String result = m.newName() != null ? m.newName() : names.get(0);
            return new String[] {"Merge " + names.size() + " slots into " + quote(result), String.join(" | ", names),
                    result};
        } else if (edit instanceof GraphEdit.SplitSlot s) {
            String labels = String.join(", ", s.nodes().stream()
                    .map(id -> g.node(id).map(n -> n.label()).orElse(id)).toList());
            return new String[] {"Split slot " + quote(name(g, s.slot())), name(g, s.slot()),
                    s.name() + " (" + labels + ")"};
        }
        return null;
    }

    private static String name(InterviewGraph g, String id) {
        return g.slot(id).map(CanonicalSlot::name).orElse(id);
    }

    private static String quote(String s) {
        return "'" + s + "'";
    }
}
