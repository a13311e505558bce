package org.interviewworkbench.engine.study;

import java.util.List;

/** The worked example's ladders ({@link WorkedExampleTest}) for other tests. */
public final class WorkedExampleLadders {

    private WorkedExampleLadders() {
    }

    public static List<Ladder> ladders() {
        return WorkedExampleTest.ladders();
    }
}
