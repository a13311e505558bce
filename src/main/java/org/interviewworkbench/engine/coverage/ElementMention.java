package org.interviewworkbench.engine.coverage;

import java.util.List;
import org.interviewworkbench.engine.config.Ordered;

/**
 * One node of this turn's extraction linked to stimulus elements, with the reaction expressed.
 *
 * @param nodeId     the surface node (created or re-mentioned)
 * @param elementIds elements the node refers to (non-empty)
 * @param reaction   positive, negative, neutral, skeptical or curious; {@code null} when none was expressed
 * @param relinked   the node gained element links this turn (its existing edges must enter the connection index)
 */
public record ElementMention(String nodeId, List<String> elementIds, String reaction, boolean relinked) {
    public ElementMention {
        elementIds = Ordered.copyOf(elementIds);
    }
}
