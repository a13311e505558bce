package org.interviewworkbench.engine.port;

import java.util.List;
import org.interviewworkbench.engine.config.Ordered;

/** A proposed canonical slot grouping some surface nodes of one node type. */
public record SlotProposal(String nodeType, String slotName, String description, List<String> surfaceNodeIds) {
    public SlotProposal {
        surfaceNodeIds = Ordered.copyOf(surfaceNodeIds);
    }
}
