package org.interviewworkbench.ui;

/** Counted nouns as people write them: "1 turn", "2 turns", "0 turns". */
public final class Counts {

    private Counts() {
    }

    public static String of(long n, String singular) {
        return n + " " + (n == 1 ? singular : singular + "s");
    }
}
