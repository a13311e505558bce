package org.interviewworkbench.engine.port;

import java.util.List;
import java.util.Map;
import org.interviewworkbench.engine.config.MethodologyConfig;
import org.interviewworkbench.engine.config.Ordered;

/**
 * Input of canonical slot proposal (peer-spec 6.4): new surface nodes grouped by node type, and the names of
 * existing active slots per type to reuse.
 */
public record SlotRequest(MethodologyConfig methodology, Map<String, List<NodeRef>> nodesByType,
                          Map<String, List<String>> existingSlotNames) {
    public SlotRequest {
        nodesByType = Ordered.copyOf(nodesByType);
        existingSlotNames = Ordered.copyOf(existingSlotNames);
    }

    /** A surface node to group. */
    public record NodeRef(String id, String label) {
    }
}
