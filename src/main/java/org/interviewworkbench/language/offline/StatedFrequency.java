package org.interviewworkbench.language.offline;

import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * How often something happens, when the respondent has already said it (issue 12, "asks what was just answered"):
 * after "somebody always leaves the hob dirty" or "twice a week the lift is out", "How often does that happen?" asks
 * again for what the clause says.
 *
 * <p>Contract: {@link #stated} holds when the text has an English expression of frequency: a frequency adverb
 * ("always", "never", "usually", "often", "sometimes", "rarely", "constantly" ...), "every / each" + a unit of time or
 * "time", "daily", "weekly", "most days", "half the time", "all the time", or a count per unit ("twice a week", "three
 * times a month"). {@link #without} drops the wordings that ask how often from a list of questions when the clause
 * they follow states one, and keeps the list whole when nothing would be left.
 */
final class StatedFrequency {

    private static final Pattern FREQUENCY = Pattern.compile("\\b(?:always|never|usually|normally|often|"
            + "sometimes|rarely|seldom|constantly|hardly ever|daily|weekly|monthly|nightly|"
            + "(?:every|each) (?:single |other )?(?:time|day|morning|afternoon|evening|night|week|weekend|month|year|"
            + "monday|tuesday|wednesday|thursday|friday|saturday|sunday)|"
            + "most (?:days|mornings|evenings|nights|weeks|of the time)|half the time|all the time|"
            + "(?:once|twice|\\w+ times) (?:a|per|every) (?:day|week|month|year|fortnight))\\b");
    private static final Pattern ASKS_HOW_OFTEN = Pattern.compile("\\bhow often\\b", Pattern.CASE_INSENSITIVE);

    private StatedFrequency() {
    }

    /** Whether {@code text} says how often (see the class comment). */
    static boolean stated(String text) {
        return text != null && FREQUENCY.matcher(text.toLowerCase(Locale.ROOT)).find();
    }

    /** {@code questions} without those asking how often, when {@code clause} says it (see the class comment). */
    static List<String> without(List<String> questions, String clause) {
        if (!stated(clause)) {
            return questions;
        }
        List<String> out = questions.stream().filter(q -> !ASKS_HOW_OFTEN.matcher(q).find()).toList();
        return out.isEmpty() ? questions : out;
    }
}
