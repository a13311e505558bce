package org.interviewworkbench.simulation;

import java.util.Objects;

/**
 * One question put to a synthetic respondent.
 *
 * @param question            the question text
 * @param turnNumber          1-based number of the answer about to be given
 * @param strategy            strategy that produced the question (from the previous TurnResult), {@code null} for
 *                            the opening question
 * @param strategyDescription that strategy's description from the methodology, or {@code null}
 * @param focusLabel          label of the question's focus concept, or {@code null}
 */
public record RespondentTurn(String question, int turnNumber, String strategy, String strategyDescription,
                             String focusLabel) {
    public RespondentTurn {
        Objects.requireNonNull(question, "question");
        if (turnNumber < 1) {
            throw new IllegalArgumentException("turn numbers start at 1");
        }
    }

    /** The opening question (no strategy, no focus). */
    public static RespondentTurn opening(String question) {
        return new RespondentTurn(question, 1, null, null, null);
    }

    public boolean isOpening() {
        return strategy == null;
    }
}
