package org.interviewworkbench.engine.aboutness;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Where an answer mentions a concept: for each of the concept's quotes found in the answer (case-insensitive), the
 * offset of the concept's words in that quote: the whole label when the quote holds it, else the first label word
 * of three or more letters that starts a word of the quote (compared on its first four letters, so the lemma
 * "stair" finds "stairs" and "summ" finds "summing"), else the quote's start. When no quote is in the answer, the
 * label or its first such word in the answer itself. Stateless.
 */
public final class ConceptLocator {

    private static final Set<String> FUNCTION_WORDS = Set.of("the", "and", "not", "for", "with", "from", "that",
            "this", "into", "onto", "out", "off", "get", "got", "one", "own", "way", "thing");
    private static final int STEM = 4;

    private ConceptLocator() {
    }

    /** Offsets in {@code answer} where it mentions the concept; empty when nowhere. */
    public static List<Integer> offsets(String answer, String label, List<String> quotes) {
        List<Integer> out = new ArrayList<>();
        if (answer == null || answer.isEmpty()) {
            return out;
        }
        String lower = answer.toLowerCase(Locale.ROOT);
        for (String quote : quotes) {
            if (quote == null || quote.isBlank()) {
                continue;
            }
            int at = lower.indexOf(quote.toLowerCase(Locale.ROOT).strip());
            if (at >= 0) {
                int inQuote = wordsAt(quote.toLowerCase(Locale.ROOT), label);
                out.add(at + Math.max(0, inQuote));
            }
        }
        if (out.isEmpty()) {
            int at = wordsAt(lower, label);
            if (at >= 0) {
                out.add(at);
            }
        }
        return out;
    }

    /** Offset of the label (or its first content word) in lower-case {@code text}, or -1. */
    static int wordsAt(String text, String label) {
        if (label == null || label.isBlank()) {
            return -1;
        }
        String l = label.toLowerCase(Locale.ROOT).strip();
        int whole = text.indexOf(l);
        if (whole >= 0) {
            return whole;
        }
        for (String word : l.split("[^\\p{L}\\p{N}'’-]+")) {
            if (word.length() < 3 || FUNCTION_WORDS.contains(word)) {
                continue;
            }
            String stem = word.substring(0, Math.min(STEM, word.length()));
            int from = 0;
            while (true) {
                int at = text.indexOf(stem, from);
                if (at < 0) {
                    break;
                }
                if (at == 0 || !Character.isLetterOrDigit(text.charAt(at - 1))) {
                    return at;
                }
                from = at + 1;
            }
        }
        return -1;
    }
}
