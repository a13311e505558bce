package org.interviewworkbench.engine.signal;

/**
 * {@code llm.valence} (number in [0,1]) from rubric key {@code emotional_valence}: {@code (clamp(score, 1, 5) - 1) / 4}; absent when not
 * rated. Emotional tone (1 strongly negative .. 3 neutral .. 5 strongly positive).
 */
public final class ValenceSignal extends LikertSignal {

    public static final String NAME = "llm.valence";

    public ValenceSignal() {
        super(NAME, "emotional_valence");
    }
}
