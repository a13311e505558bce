package org.interviewworkbench.language.offline;

import java.util.Locale;
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
    private static final Pattern CONTRAST = Pattern.compile("(?i)\\b(?:but|though|although|however)\\b");

    private Dislike() {
    }

    /** Whether the answer voices a dislike of what {@code quote} says (see the class comment). */
    static boolean of(String quote, String answer) {
        if (quote == null || quote.isBlank() || answer == null || answer.isBlank()) {
            return false;
        }
        String text = answer.replace('\u2019', '\'');
        String q = quote.strip().replace('\u2019', '\'').toLowerCase(Locale.ROOT);
        int at = text.toLowerCase(Locale.ROOT).indexOf(q);
        if (at < 0) {
            return false;
        }
        int sentenceStart = Math.max(0, Math.max(text.lastIndexOf(". ", at), Math.max(text.lastIndexOf("! ", at),
                text.lastIndexOf("? ", at))));
        if (DISLIKE.matcher(text.substring(sentenceStart, at)).find()) {
            return true; // "I hate that it makes the dog bolt"
        }
        int end = at + q.length();
        String[] rest = text.substring(end).split("(?<=[.!?])\\s+", 3);
        String window = rest.length == 0 ? "" : rest[0] + (rest.length > 1 ? " " + rest[1] : "");
        var m = DISLIKE.matcher(window);
        return m.find() && !CONTRAST.matcher(window.substring(0, m.start())).find();
    }
}
