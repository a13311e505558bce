package org.interviewworkbench.language.offline;

import java.util.regex.Pattern;

/**
 * Question composition, <b>answer reading</b>: the respondent said they dislike what the focus clause tells ("it makes
 * the dog bolt. I don't like that at all."), in its own sentence or the next one. Words in the clause itself may be
 * neutral, so the kind of the focus comes from the dislike: a moderator asks what it costs them, never what they get
 * out of it (issue 12).
 *
 * <p>Contract: a dislike phrase ("don't like", "can't stand", "hate", "not a fan", "not keen", "drives me mad",
 * "gets on my nerves", "annoys me", "the worst") in the sentence that holds the quote or in the sentence right after
 * it, with no contrast ("but", "though") between the quote and the phrase.
 */
final class Dislike {

    private static final Pattern DISLIKE = Pattern.compile("(?i)\\b(?:(?:do|does|did)(?:n't| not) (?:really )?like"
            + "|can(?:'t|not) stand|(?:i|we) hate|hated? (?:it|that|this)|not (?:a|much of a) fan|not keen"
            + "|drives? (?:me|us) (?:mad|crazy|nuts|up the wall|round the bend)|gets? on (?:my|our) nerves"
            + "|annoys? (?:me|us)|the worst|i'm not happy|not happy about|which i (?:hate|can't stand)"
            + "|(?:that's|that is|it's|it is) a no(?: for me| from me)?|deal ?breaker|puts? (?:me|us) off|turn-?off)\\b");
    private static final QuoteCue CUE = new QuoteCue(DISLIKE, null);

    private Dislike() {
    }

    /** Whether the answer voices a dislike of what {@code quote} says (see the class comment). */
    static boolean of(String quote, String answer) {
        return CUE.of(quote, answer);
    }
}
