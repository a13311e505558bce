package org.interviewworkbench.language.offline;

import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Extraction, <b>answer reading</b>: a detail the respondent took back as they spoke ("the supermarket car park, no
 * wait, the retail park", "on Tuesday, no, Wednesday", "a 4, no, a 3", "than the oven... well, than the big oven").
 * Only the corrected words stay, so neither the graph nor a question said back to the respondent carries the
 * retracted one (issue 12).
 *
 * <p>Contract: a repair cue ("no wait", "wait, no", "no, sorry", "sorry", "I mean", "or rather", "no", "well",
 * "actually") between commas, dashes or dots, followed by a repair that starts like the retracted phrase before the
 * cue: the same function word ("the", "than", "on", "a"/"one"), both numbers, or both names of days or months. The
 * retracted phrase starts at that word, at most {@value #MAX_BACK} words before the cue, and is removed with the cue.
 * Without such a match the text is left as it is (a cue alone says nothing certain: "No, not really").
 */
final class SelfCorrection {

    static final int MAX_BACK = 6;
    static final int MAX_REPAIR = 6;

    private static final Set<String> PRONOUNS = Set.of("i", "we", "he", "she", "they", "it");
    private static final Set<String> AUXILIARIES = Set.of("is", "are", "was", "were", "be", "been", "am", "has",
            "have", "had", "do", "does", "did", "will", "would", "can", "could", "should", "might", "must");

    private static final Pattern CUE = Pattern.compile("(?i)(?:\\s*(?:,|\\.{2,}|\u2026|\\s-+|\u2014|\u2013|\\.)\\s*)"
            + "(?:no,? wait|wait,? no|no,? sorry|sorry|i mean|or rather|no|well|actually)"
            + "(?:\\s*(?:,|\\.{2,}|\u2026|-+|\u2014|\u2013))?\\s+");
    private static final Set<String> ARTICLES = Set.of("a", "an", "one");
    private static final Set<String> FUNCTION = Set.of("the", "than", "on", "in", "at", "to", "for", "with", "from",
            "by", "my", "our", "his", "her", "their", "this", "that", "it", "i", "we", "he", "she", "they", "about",
            "after", "before", "around", "like");
    private static final List<String> DAYS = List.of("monday", "tuesday", "wednesday", "thursday", "friday",
            "saturday", "sunday");
    private static final List<String> MONTHS = List.of("january", "february", "march", "april", "may", "june", "july",
            "august", "september", "october", "november", "december");

    /** A word of the answer (letters, digits, apostrophes, currency signs). */
    private static final Pattern WORD = Pattern.compile("[\\p{L}\\p{N}'$\u00a3\u20ac]+");
    /** The first word of a repair, with the dots and commas of a number. */
    private static final Pattern FIRST_WORD = Pattern.compile("^[\\p{L}\\p{N}'$\u00a3\u20ac.,%]+");
    private static final Pattern TRAILING_DOTS = Pattern.compile("[.,]+$");
    private static final Pattern SENTENCE_END = Pattern.compile("[.!?]");
    /** Where the repair's phrase ends: the next punctuation or a spaced dash. */
    private static final Pattern PHRASE_END = Pattern.compile("[.,;!?\u2014\u2013]|\\s-\\s");
    private static final Pattern SPACES = Pattern.compile("\\s+");
    private static final Pattern NUMBER = Pattern.compile("[$\u00a3\u20ac]?\\d+(?:[.,]\\d+)?(?:st|nd|rd|th|am|pm|%)?");

    private SelfCorrection() {
    }

    /** The text with every retracted phrase and its repair cue removed (see the class comment). */
    static String apply(String text) {
        if (text == null || text.isBlank()) {
            return text;
        }
        String out = text;
        for (int guard = 0; guard < 8; guard++) {
            String next = once(out);
            if (next.equals(out)) {
                return out;
            }
            out = next;
        }
        return out;
    }

    private static String once(String text) {
        Matcher m = CUE.matcher(text);
        while (m.find()) {
            String repairStart = firstWord(text.substring(m.end()));
            if (repairStart.isEmpty() || m.start() == 0 || !shortRepair(text.substring(m.end()), repairStart)) {
                continue;
            }
            int start = retractedStart(text.substring(0, m.start()), repairStart);
            if (start >= 0) {
                return text.substring(0, start) + text.substring(m.end());
            }
        }
        return text;
    }

    /** Where the retracted phrase starts in {@code before}, or -1 when no word there starts like the repair. */
    private static int retractedStart(String before, String repairStart) {
        Matcher words = WORD.matcher(before);
        List<int[]> spans = new java.util.ArrayList<>();
        while (words.find()) {
            spans.add(new int[] {words.start(), words.end()});
        }
        for (int k = spans.size() - 1, seen = 0; k >= 0 && seen < MAX_BACK; k--, seen++) {
            int[] span = spans.get(k);
            String w = before.substring(span[0], span[1]);
            if (sameKind(w, repairStart)) {
                return span[0];
            }
            // a sentence boundary ends the search, except right before the cue ("... the oven. Well, than ...")
            if (seen > 0 && k + 1 < spans.size() && SENTENCE_END.matcher(before.substring(span[1], spans.get(k + 1)[0])).find()) {
                return -1;
            }
        }
        return -1;
    }

    /**
     * Whether the repair is a phrase, not a new statement: at most {@value #MAX_REPAIR} words up to the next
     * punctuation, with no verb of being or auxiliary unless it restarts with a pronoun ("I went, no, I drove").
     */
    private static boolean shortRepair(String after, String repairStart) {
        String segment = PHRASE_END.split(after.strip(), 2)[0].strip();
        String[] words = SPACES.split(segment.toLowerCase(Locale.ROOT));
        if (words.length > MAX_REPAIR) {
            return false;
        }
        if (PRONOUNS.contains(repairStart.toLowerCase(Locale.ROOT))) {
            return true;
        }
        for (String w : words) {
            if (AUXILIARIES.contains(w) || w.endsWith("'s") && w.length() > 2 || w.endsWith("n't")) {
                return false;
            }
        }
        return true;
    }

    private static boolean sameKind(String a, String b) {
        String x = a.toLowerCase(Locale.ROOT);
        String y = b.toLowerCase(Locale.ROOT);
        if (FUNCTION.contains(y)) {
            return x.equals(y);
        }
        if (ARTICLES.contains(y)) {
            return ARTICLES.contains(x);
        }
        if (number(x) && number(y)) {
            return true;
        }
        return DAYS.contains(x) && DAYS.contains(y) || MONTHS.contains(x) && MONTHS.contains(y) && !x.equals("may");
    }

    private static boolean number(String w) {
        return NUMBER.matcher(w).matches();
    }

    private static String firstWord(String s) {
        Matcher m = FIRST_WORD.matcher(s.strip());
        if (!m.find()) {
            return "";
        }
        return TRAILING_DOTS.matcher(m.group()).replaceAll("");
    }
}
