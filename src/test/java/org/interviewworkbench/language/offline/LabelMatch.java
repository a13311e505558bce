package org.interviewworkbench.language.offline;

import java.util.Collections;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.Locale;
import java.util.Set;

/**
 * Whether an extracted concept label names the same concept as a gold label (docs/gold-coding.md, "How the engine
 * is scored"): both reduced to crudely stemmed content tokens; a match needs the same negation (both carry a
 * negation token or neither does) and a Jaccard overlap of at least 0.5, or the smaller token set, of two tokens or
 * more, contained in the larger. Deliberately simple and independent of the engine's own lemmatiser, so the scorer
 * cannot share the engine's mistakes.
 */
final class LabelMatch {

    static final double MIN_JACCARD = 0.5;

    static final Set<String> NEGATIONS = Set.of("not", "no", "never", "without", "nobody", "nothing", "none", "nor",
            "neither", "less", "fewer");

    private static final Set<String> FUNCTION_WORDS = Set.of("a", "an", "the", "and", "or", "but", "so", "of", "to",
            "in", "on", "at", "for", "with", "by", "from", "about", "as", "into", "onto", "than", "then", "that",
            "this", "these", "those", "there", "here", "it", "its", "itself", "i", "me", "my", "mine", "myself", "we",
            "us", "our", "ours", "you", "your", "yours", "he", "him", "his", "she", "her", "they", "them", "their",
            "theirs", "one", "ones", "be", "am", "is", "are", "was", "were", "been", "being", "have", "has", "had",
            "having", "do", "does", "did", "doing", "will", "would", "can", "could", "should", "may", "might", "must",
            "shall", "wo", "ca", "just", "really", "very", "quite", "actually", "honestly", "also", "still", "even",
            "too", "only", "maybe", "probably", "perhaps", "some", "any", "every", "all", "each", "if", "what",
            "which", "who", "whom", "whose", "when", "where", "why", "how", "thing", "things", "stuff", "lot", "bit",
            "kind", "sort", "way", "get", "got", "gets", "getting", "like", "well", "oh", "yes", "yeah", "okay", "ok",
            "more", "most", "up", "out", "over", "off", "again", "ever", "now", "around");

    private LabelMatch() {
    }

    /** The content tokens of a label, stemmed, in order of appearance (negation tokens included). */
    static Set<String> tokens(String label) {
        String text = label.toLowerCase(Locale.ROOT).replace('\u2019', '\'')
                .replace("cannot", "can not").replace("won't", "will not").replace("n't", " not");
        Set<String> out = new LinkedHashSet<>();
        for (String raw : text.split("[^a-z0-9&']+")) {
            String word = raw.replaceAll("^'+|'+$", "");
            int apostrophe = word.indexOf('\'');
            if (apostrophe >= 0) {
                word = word.substring(0, apostrophe);   // 's 'd 'll 've 're 'm
            }
            if (word.isEmpty() || FUNCTION_WORDS.contains(word)) {
                continue;
            }
            out.add(NEGATIONS.contains(word) || word.chars().allMatch(Character::isDigit) ? word : stem(word));
        }
        return Collections.unmodifiableSet(out);
    }

    /** Jaccard overlap of the two labels' content tokens (0 when either has none). */
    static double jaccard(String a, String b) {
        return jaccard(tokens(a), tokens(b));
    }

    /** Whether the two labels name the same concept under the rule above. */
    static boolean matches(String extracted, String gold) {
        Set<String> a = tokens(extracted);
        Set<String> b = tokens(gold);
        if (a.isEmpty() || b.isEmpty() || negated(a) != negated(b)) {
            return false;
        }
        if (jaccard(a, b) >= MIN_JACCARD) {
            return true;
        }
        Set<String> small = a.size() <= b.size() ? a : b;
        Set<String> large = small == a ? b : a;
        return small.size() >= 2 && large.containsAll(small);
    }

    static boolean negated(Set<String> tokens) {
        return tokens.stream().anyMatch(NEGATIONS::contains);
    }

    private static double jaccard(Set<String> a, Set<String> b) {
        if (a.isEmpty() || b.isEmpty()) {
            return 0;
        }
        Set<String> both = new HashSet<>(a);
        both.retainAll(b);
        Set<String> either = new HashSet<>(a);
        either.addAll(b);
        return (double) both.size() / either.size();
    }

    /** A crude suffix stemmer: -ies to y, then -ing, -ed or -s off, a doubled final consonant undone, a final e off. */
    static String stem(String word) {
        String s = word;
        if (s.length() > 4 && s.endsWith("ies")) {
            s = s.substring(0, s.length() - 3) + "y";
        } else if (s.length() > 5 && s.endsWith("ing")) {
            s = s.substring(0, s.length() - 3);
        } else if (s.length() > 4 && s.endsWith("ed")) {
            s = s.substring(0, s.length() - 2);
        } else if (s.length() > 3 && s.endsWith("s") && !s.endsWith("ss") && !s.endsWith("us")
                && !s.endsWith("is")) {
            s = s.substring(0, s.length() - 1);
        }
        int n = s.length();
        if (n > 3 && s.charAt(n - 1) == s.charAt(n - 2) && "bcdfgkmnprtv".indexOf(s.charAt(n - 1)) >= 0) {
            s = s.substring(0, n - 1);
        }
        if (s.length() > 3 && s.endsWith("e")) {
            s = s.substring(0, s.length() - 1);
        }
        return s;
    }
}
