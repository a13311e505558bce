package org.interviewworkbench.engine.signal;

/**
 * {@code llm.engagement} (number in [0,1]) from rubric key {@code engagement}: {@code (clamp(score, 1, 5) - 1) / 4}; absent when not
 * rated. Willingness to engage (1 minimal or deflecting .. 5 enthusiastic).
 */
public final class EngagementSignal extends LikertSignal {

    public static final String NAME = "llm.engagement";

    public EngagementSignal() {
        super(NAME, "engagement");
    }
}
