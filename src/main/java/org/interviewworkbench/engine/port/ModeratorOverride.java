package org.interviewworkbench.engine.port;

/**
 * A moderator's override that belongs to a turn, stored in the session's edit log in the same transaction as the
 * turn (issue 13): the question rewritten before it was asked ({@link #QUESTION}) or a strategy chosen instead of the
 * ranking's ({@link #STRATEGY}).
 *
 * @param op        {@link #QUESTION} or {@link #STRATEGY}
 * @param what      a sentence for the History panel
 * @param before    the suggestion (the suggested question, the ranking's strategy)
 * @param after     what the moderator chose (the asked question, the chosen strategy)
 * @param afterTurn completed turns the entry follows: the turn before the one the question was asked in, or the
 *                  turn whose next question the strategy produced
 */
public record ModeratorOverride(String op, String what, String before, String after, int afterTurn) {

    /** The op of a rewritten question. */
    public static final String QUESTION = "override_question";
    /** The op of a strategy chosen instead of the ranking's. */
    public static final String STRATEGY = "override_strategy";

    public ModeratorOverride {
        before = before == null ? "" : before;
        after = after == null ? "" : after;
    }

    /** The question asked after turn {@code afterTurn} instead of the suggested one. */
    public static ModeratorOverride question(int afterTurn, String suggested, String asked) {
        return new ModeratorOverride(QUESTION, "Question edited before asking", suggested, asked, afterTurn);
    }

    /**
     * The strategy chosen in the interview panel for the question asked after turn {@code afterTurn} (the question
     * was regenerated for it before it was asked).
     */
    public static ModeratorOverride askedStrategy(int afterTurn, String ranking, String chosen) {
        return new ModeratorOverride(STRATEGY, "Strategy chosen for the question asked (question regenerated)",
                ranking, chosen, afterTurn);
    }

    /** The strategy chosen at turn {@code turn} instead of the ranking's winner. */
    public static ModeratorOverride strategy(int turn, String ranking, String chosen) {
        return new ModeratorOverride(STRATEGY, "Strategy chosen instead of the ranking's", ranking, chosen, turn);
    }
}
