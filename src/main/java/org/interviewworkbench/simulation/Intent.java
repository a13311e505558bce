package org.interviewworkbench.simulation;

/** What a question asks the respondent to do, as the offline respondent understands it. */
public enum Intent {
    /** The opening question: say what comes to mind first. */
    OPENING,
    /** "why / what does that give you / what happened next": reveal what the focus leads to. */
    LADDER,
    /** "what else / other / tell me more": siblings of the focus or the next salient topic. */
    EXPAND,
    /** "what do you mean / for example": restate the focus with more specifics. */
    CLARIFY,
    /** "so to summarise ... is that right?": confirm, maybe add one missing thing. */
    SUMMARY,
    /** Shift to a fresh topic (revitalize). */
    REVITALIZE,
    /** "how do X and Y relate to each other?": tell the truth relation between the two, if there is one. */
    RELATE,
    /** Closing: brief wrap-up. */
    CLOSING,
    /** Nothing recognisable. */
    UNKNOWN
}
