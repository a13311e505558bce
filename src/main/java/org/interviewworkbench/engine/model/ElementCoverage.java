package org.interviewworkbench.engine.model;

import java.util.List;
import org.interviewworkbench.engine.config.Ordered;

/**
 * Coverage of one stimulus element after a turn (seed 004 "CoverageState", one row per element).
 *
 * @param elementId  element id
 * @param label      element label
 * @param nodeIds    surface nodes linked to the element, in graph order
 * @param mentioned  at least one surface node is linked to the element
 * @param reaction   the latest reaction recorded (positive, negative, neutral, skeptical, curious) or {@code null}
 * @param reactions  every distinct reaction recorded so far, first first
 * @param understood a linked node is related (has an edge) to something else the respondent said: the element was
 *                   not only named but explained in terms of what it does or means
 * @param connected  every connection requirement touching the element is satisfied (true when there is none)
 * @param focusCount questions that focused the element (directly, or through a focus node linked to it); total
 *                   count, never reset by topic switches (seed 004 issue 7)
 * @param exhausted  {@code focusCount >= }{@link CoverageState#EXHAUSTION_FOCUS_COUNT}; permanent
 * @param gaps       open gap types in the fixed order unmentioned, no_reaction, no_comprehension, unconnected
 */
public record ElementCoverage(String elementId, String label, List<String> nodeIds, boolean mentioned,
                              String reaction, List<String> reactions, boolean understood, boolean connected,
                              int focusCount, boolean exhausted, List<String> gaps) {

    public static final String UNMENTIONED = "unmentioned";
    public static final String NO_REACTION = "no_reaction";
    public static final String NO_COMPREHENSION = "no_comprehension";
    public static final String UNCONNECTED = "unconnected";

    /** The four gap types, in reporting order. */
    public static final List<String> GAP_TYPES = List.of(UNMENTIONED, NO_REACTION, NO_COMPREHENSION, UNCONNECTED);

    public ElementCoverage {
        nodeIds = Ordered.copyOf(nodeIds);
        reactions = Ordered.copyOf(reactions);
        gaps = Ordered.copyOf(gaps);
    }

    /** No gap is open. */
    public boolean covered() {
        return gaps.isEmpty();
    }

    /**
     * Whether the respondent's reactions pull in opposite directions (positive and negative or skeptical): a
     * tension in how they see the element.
     */
    public boolean tension() {
        return reactions.contains("positive") && (reactions.contains("negative") || reactions.contains("skeptical"));
    }
}
