package org.interviewworkbench.language.offline;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Question composition, <b>the options listed in answer to the opening question</b> of a repertory grid ("which ones
 * have you used or thought about?"): the items of the list the answer gives that open with an article ("The Echo, I
 * still get the paper on a Thursday. The six o'clock news on the telly ..."), as the respondent wrote them: "the
 * Echo", "the six o'clock news". Phrases the extraction did not type as options are still options when listed so.
 *
 * <p>Contract: an item starts a sentence or follows a comma (after "and", "or", "plus", "also" at most), opens with
 * "the", "a" or "an", and runs for one to four words up to a comma, a preposition, a particle, a verb form ("'s",
 * "is", "that") or the end; its words must pass the {@link NounPhraseGate}. In the respondent's order, each once.
 */
final class ListedOptions {

    private static final Set<String> ARTICLES = Set.of("the", "a", "an");
    private static final Set<String> LEADS = Set.of("and", "or", "plus", "also", "then");
    /** Words an item ends before: prepositions, particles, relatives, verbs and pronouns. */
    private static final Set<String> STOPS = Set.of("in", "on", "at", "with", "for", "from", "to", "of", "by",
            "near", "round", "around", "under", "out", "up", "off", "over", "during", "after", "before", "is", "are",
            "was", "were", "that", "which", "who", "i", "we", "you", "he", "she", "they", "it", "and", "or", "but",
            "because", "when", "if", "so", "too", "as", "has", "had", "have", "does", "did", "do");
    private static final int MAX_WORDS = 4;

    private ListedOptions() {
    }

    /** The article-led items of {@code answer}'s list (class comment), or none. */
    static List<String> of(String answer, NounPhraseGate gate) {
        List<String> out = new ArrayList<>();
        if (answer == null) {
            return out;
        }
        for (String part : answer.replace('\u2019', '\'').split("[.!?;,:]+\\s*|\\s+-\\s+")) {
            String[] words = part.strip().split("\\s+");
            int i = 0;
            while (i < words.length && LEADS.contains(words[i].toLowerCase(Locale.ROOT))) {
                i++;
            }
            if (i >= words.length || !ARTICLES.contains(words[i].toLowerCase(Locale.ROOT))) {
                continue;
            }
            List<String> item = new ArrayList<>();
            for (int k = i + 1; k < words.length && item.size() < MAX_WORDS + 1; k++) {
                String w = words[k];
                if (STOPS.contains(w.toLowerCase(Locale.ROOT)) || w.toLowerCase(Locale.ROOT).endsWith("'s")
                        && !Character.isUpperCase(w.charAt(0))) {
                    break;
                }
                item.add(w);
            }
            if (item.isEmpty() || item.size() > MAX_WORDS) {
                continue;
            }
            String phrase = String.join(" ", item);
            if (gate.passes(phrase)) {
                String said = words[i].toLowerCase(Locale.ROOT) + " " + phrase;
                if (out.stream().noneMatch(said::equalsIgnoreCase)) {
                    out.add(said);
                }
            }
        }
        return out;
    }
}
