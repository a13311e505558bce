package org.interviewworkbench.ui.graph;

import java.util.List;
import org.interviewworkbench.engine.tracker.NodeState;

/**
 * What the side panel shows for a clicked node: a surface node, or a canonical slot (its members and support).
 *
 * @param id         node (or slot) id
 * @param label      label (a slot's name)
 * @param type       node type
 * @param state      tracker state at the selected turn, or null
 * @param quotes     source quotes
 * @param utterances the utterances it came from ("turn n: text")
 * @param members    a canonical slot's surface concepts, by label (empty for a surface node)
 * @param support    a canonical slot's support count, or null for a surface node
 */
public record NodeDetails(String id, String label, String type, NodeState state, List<String> quotes,
                          List<String> utterances, List<String> members, Integer support) {
    public NodeDetails {
        quotes = List.copyOf(quotes);
        utterances = List.copyOf(utterances);
        members = members == null ? List.of() : List.copyOf(members);
    }

    /** A surface node's details. */
    public NodeDetails(String id, String label, String type, NodeState state, List<String> quotes,
                       List<String> utterances) {
        this(id, label, type, state, quotes, utterances, List.of(), null);
    }

    /** Whether these are a canonical slot's details. */
    public boolean isSlot() {
        return support != null;
    }
}
