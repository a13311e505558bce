package org.interviewworkbench.ui.graph;

import java.util.List;
import org.interviewworkbench.engine.tracker.NodeState;

/**
 * What the side panel shows for a clicked node.
 *
 * @param id         node id
 * @param label      label
 * @param type       node type
 * @param state      tracker state at the selected turn, or null
 * @param quotes     source quotes
 * @param utterances the utterances it came from ("turn n: text")
 */
public record NodeDetails(String id, String label, String type, NodeState state, List<String> quotes,
                          List<String> utterances) {
    public NodeDetails {
        quotes = List.copyOf(quotes);
        utterances = List.copyOf(utterances);
    }
}
