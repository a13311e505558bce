package org.interviewworkbench.ui.interview;

/**
 * One exchange of the transcript: the question asked (with the strategy and focus that produced it) and the
 * answer. The pending question has no answer yet.
 *
 * @param turn       1-based turn the answer belongs to
 * @param question   question asked
 * @param strategy   strategy badge ("opening" for the first question)
 * @param focus      focus badge ("" when none)
 * @param answer     the answer, or null for the pending question
 * @param overridden whether the question's strategy was a researcher override
 * @param edited     whether the moderator rewrote the suggested question before asking it (on record in the log)
 */
public record TranscriptEntry(int turn, String question, String strategy, String focus, String answer,
                              boolean overridden, boolean edited) {

    public TranscriptEntry(int turn, String question, String strategy, String focus, String answer,
                           boolean overridden) {
        this(turn, question, strategy, focus, answer, overridden, false);
    }
}
