package org.interviewworkbench.engine.signal;

/**
 * {@code llm.specificity} (number in [0,1]) from rubric key {@code specificity}: {@code (clamp(score, 1, 5) - 1) / 4}; absent when not
 * rated. Higher means more concrete (1 entirely generic .. 5 precise times, places, quantities, names).
 */
public final class SpecificitySignal extends LikertSignal {

    public static final String NAME = "llm.specificity";

    public SpecificitySignal() {
        super(NAME, "specificity");
    }
}
