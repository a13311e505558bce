package org.interviewworkbench.engine.config;

import java.util.Arrays;
import java.util.Optional;

/** The three interview phases whose multipliers and bonuses a methodology may set. */
public enum InterviewPhase {
    EARLY("early"), MID("mid"), LATE("late");

    private final String id;

    InterviewPhase(String id) {
        this.id = id;
    }

    public String id() {
        return id;
    }

    public static Optional<InterviewPhase> fromId(String id) {
        return Arrays.stream(values()).filter(p -> p.id.equals(id)).findFirst();
    }
}
