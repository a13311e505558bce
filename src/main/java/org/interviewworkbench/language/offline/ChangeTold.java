package org.interviewworkbench.language.offline;

import java.util.Locale;
import java.util.regex.Pattern;

/**
 * Concept testing, <b>a change or a condition already told</b>: "Honestly, if it was twenty euro I'd try it. At
 * twenty-five I'd want a free month first." The respondent has said what would make the offer work for them, so "What,
 * if anything, would you change about it?" asks what was just answered (the blind judges rejected it on two sets).
 *
 * <p>Contract: {@link #told} is true when the answer has a sentence that
 * <ul>
 *   <li>puts a condition on the offer and what they would then do ("if it was X I'd ...", "I'd make time for it if
 *       ...", "if they did X, I'm in", "if they fix the price for family, I'd try it"): an "if" clause about the offer ("it",
 *       "they", "there", "you", "that") with any verb but a speech or thought one ("if you ask me", "if you think
 *       about it") and a first-person would, will or "I'm in" in the same sentence;</li>
 *   <li>asks for something before they would take it up ("I'd want a free month first", "we'd need to see it
 *       first");</li>
 *   <li>names the change ("I'd change ...", "I would make it ...") or wishes for one as a question ("Could it do
 *       Sundays?", "Can they come later?").</li>
 * </ul>
 * General English cues only. Stateless.
 */
final class ChangeTold {

    private static final Pattern SENTENCE_END = Pattern.compile("(?<=[.!?])\\s+");
    /** An "if" clause about the offer. */
    private static final Pattern CONDITION = Pattern.compile("\\bif (?:it|they|there|you|that|he|she)(?:'s|'d|'re|"
            + "\\s+(?:(?:just|only|really|could|would|can|will)\\s+)?(?!ask|asked|think|mean|know|see|look|like|want|"
            + "say|said|ever|not\\b)[a-z]+)\\b");
    /** What they would then do, in the first person. */
    private static final Pattern THEN_OWN = Pattern.compile("\\b(?:i|we)(?:'d|'ll| would| will)\\s+(?!not\\b)\\w+"
            + "|\\b(?:i'm|i am|we're|we are) in\\b");
    /** Something asked for before they would take it up. */
    private static final Pattern FIRST = Pattern.compile("\\b(?:i|we)(?:'d| would)\\s+(?:\\w+\\s+)?(?:want|need|"
            + "like|have to (?:see|try|have))\\b[^.!?]*\\bfirst\\b");
    /** The change named, or wished for as a question about the offer. */
    private static final Pattern CHANGE = Pattern.compile("\\b(?:i|we)(?:'d| would) (?:change|make it|make them)\\b"
            + "|^(?:and |but |so )?(?:could|can) (?:it|they|you) (?!not\\b)\\w+[^?]*\\?$");

    private ChangeTold() {
    }

    /** Whether {@code answer} tells a change or a condition that would make the offer work for them. */
    static boolean told(String answer) {
        if (answer == null || answer.isBlank()) {
            return false;
        }
        for (String sentence : SENTENCE_END.split(answer.strip().toLowerCase(Locale.ROOT).replace('\u2019', '\''))) {
            String s = sentence.strip();
            if (CONDITION.matcher(s).find() && THEN_OWN.matcher(s).find() || FIRST.matcher(s).find()
                    || CHANGE.matcher(s).find()) {
                return true;
            }
        }
        return false;
    }
}
