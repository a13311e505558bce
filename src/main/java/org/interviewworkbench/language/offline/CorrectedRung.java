package org.interviewworkbench.language.offline;

import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Answer reading for a ladder: <b>a rung the respondent set aside for another</b>. When the answer says the focus is
 * not what matters and puts something in its place ("it's not the noise really, it's the lack of sleep", "not the
 * price but the taste"), a laddering moderator climbs from what was put in its place, never from the denial
 * ("You said it's not the noise really. Why is that something you care about?"). One job: find that replacement
 * clause in the answer, worded so it can be said back ("it's the lack of sleep", "it's the taste").
 * All readings are of the given text only, lower-cased, with typographic apostrophes folded.
 */
final class CorrectedRung {

    /**
     * "not [really/just/so much/about] X[ really], it's/but [really/more] Y" within one sentence; group 1 is X,
     * group 2 the word that brings Y in, group 3 is Y up to the next comma or sentence end.
     */
    private static final Pattern NOT_BUT = Pattern.compile("\\bnot (?:really |just |so much |about |only )?"
            + "([^,.;!?]{2,40}?)(?: really| as such| at all)?(?:,\\s*|\\s+)(?:(it's|it is|it was|that's|that is)"
            + "|(?:but|rather)(?: it's| it is)?) (?:really |more |about |all about )?([^,.;!?]{3,60})");
    private static final Pattern TAIL = Pattern.compile("\\s+(?:really|you know|i mean|like|if that makes sense)$");
    private static final Pattern SUBJECT = Pattern.compile("^(?:i|we|she|he|they|you|it)\\b");

    private CorrectedRung() {
    }

    /**
     * What the answer put in place of the focus ("it's the lack of sleep"), when the focus (its quote or label) is
     * what the answer said it is not; otherwise null.
     */
    static String replacement(String answer, String quote, String label) {
        if (answer == null) {
            return null;
        }
        String a = norm(answer);
        Matcher m = NOT_BUT.matcher(a);
        while (m.find()) {
            String denied = m.group(1).strip();
            if (!names(denied, quote) && !names(denied, label)) {
                continue;
            }
            String put = TAIL.matcher(m.group(3).strip()).replaceAll("").strip().replaceFirst("^that ", "");
            if (put.split("\\s+").length < 2 || put.startsWith("not ")) {
                continue; // "not that, but no" and the like: nothing put in its place to climb from
            }
            return SUBJECT.matcher(put).find() ? put : "it's " + put;
        }
        return null;
    }

    /** Whether the denied words are the focus: its label inside them, or them inside its quote. */
    private static boolean names(String denied, String focus) {
        if (focus == null || focus.isBlank()) {
            return false;
        }
        String f = norm(focus).strip();
        return denied.contains(f) || f.contains("not " + denied) || f.endsWith(" " + denied) && f.contains("not");
    }

    private static String norm(String s) {
        return s.toLowerCase(Locale.ROOT).replace('\u2019', '\'');
    }
}
