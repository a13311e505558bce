package org.interviewworkbench.language.offline;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Extraction, <b>labels</b>: a hyphenated compound is one word. A label or quote that holds one half of it ("open"
 * from "open-plan", "self" from "self-service", "part" from "part-time") says something the respondent did not say
 * ("your office is open"), so the compound is kept whole or the label dropped (issue 12).
 *
 * <p>Contract: {@link #label} returns the label unchanged when it tears no compound of the sentence; the label with
 * the torn half replaced by the whole compound when the other halves are not in the label already ("open office"
 * from "our office is open-plan" -&gt; "open-plan office"); {@code null} otherwise. A half that also stands alone
 * in the sentence ("part" in "the best part is the part-time hours") is not torn. {@link #quote} extends a quote that
 * stops or starts inside a compound to the whole compound.
 */
final class TornCompound {

    private static final Pattern COMPOUND = Pattern.compile("[\\p{L}\\p{N}']+(?:-[\\p{L}\\p{N}']+)+");

    private TornCompound() {
    }

    /** The label with every torn compound kept whole, or {@code null} when it cannot be (see the class comment). */
    static String label(String label, String sentence) {
        if (label == null || sentence == null || label.indexOf(' ') < 0 && label.contains("-")) {
            return label;
        }
        String lower = sentence.toLowerCase(Locale.ROOT).replace('\u2019', '\'');
        List<String> words = new ArrayList<>(Arrays.asList(label.split(" ")));
        Matcher m = COMPOUND.matcher(lower);
        while (m.find()) {
            String compound = m.group();
            if (words.contains(compound)) {
                continue;
            }
            List<String> halves = List.of(compound.split("-"));
            List<Integer> torn = new ArrayList<>();
            for (int i = 0; i < words.size(); i++) {
                if (halves.contains(words.get(i)) && !standsAlone(words.get(i), lower)) {
                    torn.add(i);
                }
            }
            if (torn.isEmpty()) {
                continue;
            }
            if (torn.size() > 1) {
                return null;
            }
            words.set(torn.get(0), compound);
        }
        String out = String.join(" ", words);
        return out.equals(label) ? label : out;
    }

    /** The quote extended to the whole compound when it stops or starts inside one of the sentence. */
    static String quote(String quote, String sentence) {
        if (quote == null || quote.isEmpty() || sentence == null) {
            return quote;
        }
        int at = sentence.indexOf(quote);
        if (at < 0) {
            return quote;
        }
        int start = at;
        int end = at + quote.length();
        if (end + 1 < sentence.length() && sentence.charAt(end) == '-' && Character.isLetterOrDigit(sentence.charAt(end + 1))
                && Character.isLetterOrDigit(sentence.charAt(end - 1))) {
            end++;
            while (end < sentence.length() && (Character.isLetterOrDigit(sentence.charAt(end))
                    || sentence.charAt(end) == '-' && end + 1 < sentence.length()
                    && Character.isLetterOrDigit(sentence.charAt(end + 1)))) {
                end++;
            }
        }
        if (start > 1 && sentence.charAt(start - 1) == '-' && Character.isLetterOrDigit(sentence.charAt(start - 2))
                && Character.isLetterOrDigit(sentence.charAt(start))) {
            start--;
            while (start > 0 && (Character.isLetterOrDigit(sentence.charAt(start - 1))
                    || sentence.charAt(start - 1) == '-')) {
                start--;
            }
        }
        return start == at && end == at + quote.length() ? quote : sentence.substring(start, end);
    }

    /** Whether {@code word} occurs in the sentence outside any compound. */
    private static boolean standsAlone(String word, String lowerSentence) {
        return Pattern.compile("(?<![\\p{L}\\p{N}'-])" + Pattern.quote(word) + "(?![\\p{L}\\p{N}'-])")
                .matcher(lowerSentence).find();
    }
}
