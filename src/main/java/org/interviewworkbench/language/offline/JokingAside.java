package org.interviewworkbench.language.offline;

import java.util.Locale;
import java.util.regex.Pattern;

/**
 * Whether a clause of the answer is a joke, a comparison or a self-deprecating aside rather than something the
 * respondent values (issue 12, means-end chain and jobs to be done). A moderator never says such a clause back and
 * ladders on it ("You said it sounds a bit like Miss Universe. Why does that matter to you?", "You said you are a bit
 * Dutch with money. Why is that important to you?"); the ladder climbs from what the answer said in earnest.
 *
 * <p>Contract: {@link #joking} is true when the quote
 * <ul>
 *   <li>is a comparison in the speaker's own words: "sounds (a bit) like", "(looks) a bit like", "kind of like",
 *       "sort of like";</li>
 *   <li>describes the speaker with a hedged trait ("I'm a bit X with/about ...", "I'm kind of a ...");</li>
 *   <li>or stands in a sentence of the answer that laughs at or excuses itself: "haha", "hehe", "lol", "sorry",
 *       "I know, I know", "(it) sounds silly / cheesy / daft / corny / stupid / soppy".</li>
 * </ul>
 * Reads closed English phrases only, never a domain word. Stateless.
 */
final class JokingAside {

    private static final Pattern COMPARISON = Pattern.compile("\\b(?:(?:sounds?|sounded)\\s+(?:a bit |a little |"
            + "kind of |sort of |just )?like|(?:a bit|a little|kind of|sort of) like)\\b");
    private static final Pattern SELF_TRAIT = Pattern.compile("\\b(?:i'm|i am|we're|we are|i was|we were)\\s+"
            + "(?:a bit|a little|kind of|sort of|bit of a|a bit of a)\\s+\\S+(?:\\s+(?:with|about)\\b|\\s*$)");
    private static final Pattern ASIDE = Pattern.compile("\\b(?:ha(?:ha)+|he(?:he)+|lol|i know,? i know)\\b"
            + "|(?:^|[,.]\\s*)sorry(?=[,.!]|\\s*$)"
            + "|\\bsounds? (?:so |really |a bit |very )?(?:silly|cheesy|daft|corny|stupid|soppy|sappy|mad|crazy)\\b"
            + "|:\\)|;\\)");
    private static final Pattern SENTENCE_END = Pattern.compile("(?<=[.!?])\\s+");

    private JokingAside() {
    }

    /** Whether {@code quote}, found in {@code answer}, is a joke, comparison or aside (see the class comment). */
    static boolean joking(String quote, String answer) {
        if (quote == null || quote.isBlank()) {
            return false;
        }
        String q = quote.toLowerCase(Locale.ROOT).replace('\u2019', '\'');
        if (COMPARISON.matcher(q).find() || SELF_TRAIT.matcher(q.replaceAll("[.,!?]+$", "").strip()).find()) {
            return true;
        }
        if (answer == null) {
            return ASIDE.matcher(q).find();
        }
        String a = answer.replace('\u2019', '\'');
        String needle = q.strip().replaceAll("[.!?,]+$", "");
        for (String sentence : SENTENCE_END.split(a)) {
            String s = sentence.toLowerCase(Locale.ROOT);
            if (s.contains(needle)) {
                return ASIDE.matcher(s).find();
            }
        }
        return ASIDE.matcher(q).find();
    }
}
