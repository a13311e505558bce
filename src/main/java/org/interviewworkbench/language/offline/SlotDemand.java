package org.interviewworkbench.language.offline;

import java.util.EnumSet;
import java.util.Set;

/**
 * What a question's wording presupposes about its focus (stop 29): the {@link SlotKind}s it reads right with, and
 * whether it presupposes that the focus keeps happening, that the respondent has already dealt with it, or that it is
 * something they have and could lose. Declared per wording by {@link TemplateKinds}; checked against a
 * {@link FocusNature} by {@link #admits}.
 *
 * @param kinds     the kinds the wording fits ({@link SlotKind#ANY} in it: every kind)
 * @param recurring the wording has the focus recur ("usually", "in your everyday life", "When does that not work?")
 * @param past      the wording has the focus be part of the respondent's life already ("What have you done about
 *                  ...?", "What does ... cost you?")
 * @param owned     the wording has the focus be something they have and use ("What would you miss if ... were
 *                  gone?", "What would it take for you to switch?")
 */
record SlotDemand(Set<SlotKind> kinds, boolean recurring, boolean past, boolean owned) {

    /** A wording that presupposes nothing. */
    static final SlotDemand NONE = new SlotDemand(EnumSet.of(SlotKind.ANY), false, false, false);

    SlotDemand {
        kinds = kinds.isEmpty() ? EnumSet.of(SlotKind.ANY) : EnumSet.copyOf(kinds);
    }

    /**
     * Whether a focus of this nature fits the wording. Contract: its kind is one of {@link #kinds} (or they include
     * {@link SlotKind#ANY}); a recurring wording never fits a one-off or a dismissed focus; a wording about what they
     * have done never fits a proposed stimulus element (nobody has done anything about a feature that does not exist
     * yet) or a value they hold (one they dislike, typed as a value, may cost them something); a wording about something they have never fits a focus in a concept test (an element is
     * not theirs yet, anything else is not part of the offer), a negative one (nobody misses a pain) or a one-off.
     */
    boolean admits(FocusNature focus) {
        if (!kinds.contains(SlotKind.ANY) && !kinds.contains(focus.kind())) {
            return false;
        }
        if (recurring && (focus.oneOff() || focus.dismissed())) {
            return false;
        }
        if (past && (focus.proposed() || focus.kind() == SlotKind.VALUE && !focus.negative())) {
            return false;
        }
        return !owned || !focus.conceptTest() && !focus.negative() && !focus.oneOff();
    }
}
