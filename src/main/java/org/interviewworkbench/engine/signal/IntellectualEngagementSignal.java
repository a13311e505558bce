package org.interviewworkbench.engine.signal;

/**
 * {@code llm.intellectual_engagement} (number in [0,1]) from rubric key {@code intellectual_engagement}: {@code (clamp(score, 1, 5) - 1) / 4}; absent when not
 * rated. Reasoning and motivation structure (1 bare assertions .. 5 interlinked reasons).
 */
public final class IntellectualEngagementSignal extends LikertSignal {

    public static final String NAME = "llm.intellectual_engagement";

    public IntellectualEngagementSignal() {
        super(NAME, "intellectual_engagement");
    }
}
