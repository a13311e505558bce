package org.interviewworkbench.engine.study;

import java.util.Arrays;
import java.util.Optional;

/** What one cell of the implication matrix counts (design.md "Studies"). */
public enum CountMode {
    /** Number of ladders that hold the pair. */
    LADDERS("ladders"),
    /** Number of respondents with at least one ladder that holds the pair. */
    RESPONDENTS("respondents");

    private final String id;

    CountMode(String id) {
        this.id = id;
    }

    public String id() {
        return id;
    }

    public static Optional<CountMode> fromId(String id) {
        return Arrays.stream(values()).filter(m -> m.id.equals(id)).findFirst();
    }
}
