package org.interviewworkbench.language.offline;

import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Question composition, <b>answer reading</b>: whether the answer says something about the clause a question quotes,
 * by a cue phrase near it (a dislike, {@link Dislike}; a relief, {@link Relief}).
 *
 * <p>Contract: the cue counts when it stands in the quote's sentence before the quote ("I hate that it makes the dog
 * bolt"), or after the quote in the same sentence or the next one with no contrast ("but", "though", "although",
 * "however") between the quote and the cue; a cue the {@code negated} pattern matches right before it ("didn't help")
 * does not count. Curly apostrophes read as straight ones; the quote is found case-insensitively (not found: false).
 * Immutable.
 */
final class QuoteCue {

    private static final Pattern CONTRAST = Pattern.compile("(?i)\\b(?:but|though|although|however)\\b");

    private final Pattern cue;
    private final Pattern negated;

    /** {@code negated} matches the text just before a cue that is negated, or is null when no cue is negated. */
    QuoteCue(Pattern cue, Pattern negated) {
        this.cue = cue;
        this.negated = negated;
    }

    /** Whether {@code answer} carries the cue about {@code quote} (see the class comment). */
    boolean of(String quote, String answer) {
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
        String before = text.substring(sentenceStart, at);
        Matcher m = cue.matcher(before);
        while (m.find()) {
            if (!negated(before, m.start())) {
                return true;
            }
        }
        String[] rest = text.substring(at + q.length()).split("(?<=[.!?])\\s+", 3);
        String window = rest.length == 0 ? "" : rest[0] + (rest.length > 1 ? " " + rest[1] : "");
        m = cue.matcher(window);
        while (m.find()) {
            if (CONTRAST.matcher(window.substring(0, m.start())).find()) {
                return false;
            }
            if (!negated(window, m.start())) {
                return true;
            }
        }
        return false;
    }

    private boolean negated(String text, int cueStart) {
        return negated != null && negated.matcher(text.substring(0, cueStart)).find();
    }
}
