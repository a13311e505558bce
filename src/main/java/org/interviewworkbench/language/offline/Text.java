package org.interviewworkbench.language.offline;

import java.util.Collection;
import java.util.Locale;

/** Small text helpers shared by the offline heuristics. */
final class Text {

    private Text() {
    }

    /**
     * Lowercases, unifies apostrophes and replaces punctuation (except apostrophes, {@code $ % / .} inside numbers)
     * by spaces, padded with one space on each side so that phrases match on word boundaries with
     * {@code contains(" " + phrase + " ")}.
     */
    static String padded(String text) {
        String lower = text.toLowerCase(Locale.ROOT).replace('\u2019', '\'').replace('\u2018', '\'');
        StringBuilder b = new StringBuilder(lower.length() + 2).append(' ');
        for (int i = 0; i < lower.length(); i++) {
            char c = lower.charAt(i);
            if (Character.isLetterOrDigit(c) || c == '\'' || c == '$' || c == '%' || c == '-' || c == '\u20ac'
                    || c == '\u00a3') {
                b.append(c);
            } else if (c == '.' && i > 0 && i + 1 < lower.length() && Character.isDigit(lower.charAt(i - 1))
                    && Character.isDigit(lower.charAt(i + 1))) {
                b.append(c);
            } else {
                b.append(' ');
            }
        }
        return b.append(' ').toString().replaceAll(" {2,}", " ");
    }

    /** Whether the padded text contains the phrase on word boundaries. */
    static boolean hasPhrase(String padded, String phrase) {
        return padded.contains(" " + phrase + " ");
    }

    /** Number of phrase occurrences (non-overlapping) on word boundaries. */
    static int countPhrase(String padded, String phrase) {
        String needle = " " + phrase + " ";
        int count = 0;
        int from = 0;
        while (true) {
            int at = padded.indexOf(needle, from);
            if (at < 0) {
                return count;
            }
            count++;
            from = at + needle.length() - 1;
        }
    }

    /** How many of the phrases occur at least once. */
    static int countAny(String padded, Collection<String> phrases) {
        int n = 0;
        for (String p : phrases) {
            if (hasPhrase(padded, p)) {
                n++;
            }
        }
        return n;
    }

    /** Words of a text (padded form split on spaces). */
    static String[] words(String text) {
        String p = padded(text).strip();
        return p.isEmpty() ? new String[0] : p.split(" ");
    }

    /** Word-set Jaccard similarity of two texts (seed 004 question dedup). */
    static double jaccard(String a, String b) {
        java.util.Set<String> x = new java.util.HashSet<>(java.util.List.of(words(a)));
        java.util.Set<String> y = new java.util.HashSet<>(java.util.List.of(words(b)));
        if (x.isEmpty() || y.isEmpty()) {
            return 0;
        }
        java.util.Set<String> inter = new java.util.HashSet<>(x);
        inter.retainAll(y);
        java.util.Set<String> union = new java.util.HashSet<>(x);
        union.addAll(y);
        return (double) inter.size() / union.size();
    }

    /** Stable 64-bit mix of a seed and extra values (SplitMix64 finaliser). */
    static long mix(long seed, long... values) {
        long h = seed ^ 0x9E3779B97F4A7C15L;
        for (long v : values) {
            h ^= v + 0x9E3779B97F4A7C15L + (h << 6) + (h >>> 2);
            h = (h ^ (h >>> 30)) * 0xBF58476D1CE4E5B9L;
            h = (h ^ (h >>> 27)) * 0x94D049BB133111EBL;
            h = h ^ (h >>> 31);
        }
        return h;
    }

    /** A non-negative index in {@code [0, n)} from a hash. */
    static int pick(long hash, int n) {
        return (int) Math.floorMod(hash, (long) n);
    }

    /**
     * Where the sentence or clause that goes on at {@code from} ends: the index of the first of {@code stops} that is
     * followed by whitespace or ends the text ("3.5" is no stop), or the text's length.
     */
    static int endAt(String text, int from, String stops) {
        for (int i = from; i < text.length(); i++) {
            if (stops.indexOf(text.charAt(i)) >= 0 && (i + 1 == text.length()
                    || Character.isWhitespace(text.charAt(i + 1)))) {
                return i;
            }
        }
        return text.length();
    }

    /** Stable string hash (independent of JVM String.hashCode caching details, but equal to it). */
    static long hash(String s) {
        return s == null ? 0 : s.hashCode();
    }
}
