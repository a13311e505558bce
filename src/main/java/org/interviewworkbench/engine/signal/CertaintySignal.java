package org.interviewworkbench.engine.signal;

/**
 * {@code llm.certainty} (number in [0,1]) from rubric key {@code certainty}: {@code (clamp(score, 1, 5) - 1) / 4}; absent when not
 * rated. Higher means more committed (1 explicit doubt .. 5 fully committed).
 */
public final class CertaintySignal extends LikertSignal {

    public static final String NAME = "llm.certainty";

    public CertaintySignal() {
        super(NAME, "certainty");
    }
}
