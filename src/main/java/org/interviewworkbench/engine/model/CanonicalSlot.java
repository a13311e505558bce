package org.interviewworkbench.engine.model;

import java.util.List;
import org.interviewworkbench.engine.config.Ordered;

/**
 * A canonical concept that paraphrased surface nodes map to (seed 001 path 10).
 *
 * @param id             slot id
 * @param name           slot name in the respondent's words ("foam for a flat white", {@link SlotNames}); sessions
 *                       saved before issue 12 may hold snake_case names
 * @param description    what the slot stands for
 * @param nodeType       ontology node type shared by its surface nodes
 * @param status         candidate or active
 * @param supportCount   number of distinct surface nodes mapped to it
 * @param firstSeenTurn  turn the slot was proposed
 * @param promotedTurn   turn it became active, or {@code null}
 * @param surfaceNodeIds mapped surface nodes, in mapping order
 */
public record CanonicalSlot(String id, String name, String description, String nodeType, SlotStatus status,
                            int supportCount, int firstSeenTurn, Integer promotedTurn, List<String> surfaceNodeIds) {
    public CanonicalSlot {
        description = description == null ? "" : description;
        surfaceNodeIds = Ordered.copyOf(surfaceNodeIds);
    }
}
