package org.interviewworkbench.engine.model;

import java.util.List;
import org.interviewworkbench.engine.config.Ordered;

/** Surface edges aggregated between canonical slots; support = number of distinct surface edges. */
public record CanonicalEdge(String id, String sourceSlotId, String targetSlotId, String edgeType, int supportCount,
                            List<String> surfaceEdgeIds) {
    public CanonicalEdge {
        surfaceEdgeIds = Ordered.copyOf(surfaceEdgeIds);
    }
}
