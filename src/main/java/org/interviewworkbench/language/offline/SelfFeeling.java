package org.interviewworkbench.language.offline;

import java.util.Set;
import java.util.regex.Pattern;

/**
 * Story telling, <b>a feeling about oneself that the ending does not explain</b>. Once an incident has ended, relief
 * after a good ending or disappointment after a bad one needs no "what made you feel that way?": the outcome just told
 * is its reason. A feeling the respondent has about themselves (feeling stupid, guilty, ashamed, embarrassed, proud)
 * is not explained by the outcome, so when the answer names one without giving its reason
 * ({@link StoryCoverage#feelingExplained}) a moderator asks what made them feel so before moving on to causes and
 * lessons. Contract: {@link #unexplained} holds when the answer names such a feeling, not negated just before it
 * ("not stupid", "never felt guilty") nor followed by its reason ("stupid for trusting him", "proud of how ..."), and
 * gives no reason for its feelings. General English words only. Stateless.
 */
final class SelfFeeling {

    /** Feelings whose object is oneself. */
    private static final Set<String> ABOUT_ONESELF = Set.of("stupid", "foolish", "silly", "daft", "dumb", "idiot",
            "guilty", "ashamed", "embarrassed", "mortified", "humiliated", "sheepish", "proud", "vindicated", "naive",
            "gullible", "useless", "careless");
    private static final Pattern WORD = Pattern.compile("[a-z']+");
    /** The feeling's reason given right after it: "stupid for trusting him", "proud of how I ...". */
    private static final Pattern REASON_AFTER = Pattern.compile(" (?:of|for|about|that|to have|because)\\b");
    private static final Set<String> NEGATIONS = Set.of("not", "never", "wasn't", "didn't", "don't", "isn't", "no");

    private SelfFeeling() {
    }

    /** Whether {@code answer} names a feeling about oneself and says nothing of what caused its feelings. */
    static boolean unexplained(String answer) {
        if (answer == null || answer.isBlank() || StoryCoverage.feelingExplained(answer)) {
            return false;
        }
        String a = StoryCues.normal(answer);
        var m = WORD.matcher(a);
        String before = "";
        String beforeThat = "";
        while (m.find()) {
            String w = m.group();
            if (ABOUT_ONESELF.contains(w) && !NEGATIONS.contains(before) && !NEGATIONS.contains(beforeThat)
                    && !REASON_AFTER.matcher(a).region(m.end(), a.length()).lookingAt()) {
                return true;
            }
            beforeThat = before;
            before = w;
        }
        return false;
    }
}
