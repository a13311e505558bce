package org.interviewworkbench.language.offline;

import java.util.List;
import java.util.Set;
import org.interviewworkbench.language.offline.OpenNlpPipeline.Token;

/**
 * Token-level helpers shared by the phrase rules ({@link PhraseScanner}, {@link CopulaPhrases}, {@link VerbPhrases}):
 * how a run of tagged tokens reads as label words ({@link #words}), where subjects, adverbs, negations and adjective
 * runs are, where a noun phrase starts and ends ({@link #nounPhrase}), and the base form of a verb.
 *
 * <p>Takes tokens of one clause (UD POS tags and lemmas from {@link OpenNlpPipeline}) and positions in them; returns
 * positions or words. Owns no decision about what is a concept; it owns how words are rendered in a label
 * (lowercased; determiners, possessives, intensifiers and hedges dropped; plural nouns lemmatised) and the small
 * closed word classes (possessives, reflexives, subject pronouns, negations) the other stages share.
 */
final class PhraseTokens {

    /** Possessive determiners ("my froth" reads as "froth"). */
    static final Set<String> POSSESSIVES = Set.of("my", "your", "his", "her", "its", "our", "their");
    /** Words left out of labels: determiners, pronouns, intensifiers, hedges. */
    private static final Set<String> LABEL_DROP = Set.of("the", "this", "these", "those", "that", "some", "any",
            "really", "very", "so", "quite", "pretty", "just", "also", "actually", "definitely", "totally",
            "super", "honestly", "it", "them", "him", "me", "us", "whatever", "something", "anything", "basically", "always", "usually", "still", "even", "only", "probably",
            "maybe", "kind", "sort", "literally", "again", "anymore", "all");

    /** Reflexive pronouns ("allow myself ..."). */
    static final Set<String> REFLEXIVES = Set.of("myself", "yourself", "ourselves", "themselves",
            "himself", "herself", "itself");
    /** Subject pronouns: never a label on their own, never the last word of one. */
    static final Set<String> SUBJECT_PRONOUNS = Set.of("i", "we", "they", "he", "she", "you");
    /** Negation words; a negation is kept in a label as "not". */
    static final Set<String> NEGATION = Set.of("not", "n't", "never", "no");

    /** The base form of a verb; the lemmatizer sometimes returns a gerund unchanged ("feeling"). */
    static String baseForm(Token verb) {
        String lemma = verb.lemma();
        if (!lemma.endsWith("ing") || lemma.length() < 6) {
            return lemma;
        }
        String stem = lemma.substring(0, lemma.length() - 3);
        if (stem.length() > 2 && stem.charAt(stem.length() - 1) == stem.charAt(stem.length() - 2)
                && !stem.endsWith("ll") && !stem.endsWith("ss") && !stem.endsWith("ee")) {
            return stem.substring(0, stem.length() - 1); // stopping -> stop
        }
        if (Set.of("liv", "mak", "tak", "giv", "hav", "us", "car", "sav", "lov", "serv", "mov", "chang", "shar",
                "choos", "prepar", "becom", "com", "involv", "reduc", "balanc").contains(stem)) {
            return stem + "e";
        }
        return stem;
    }

    /** The noun (group) subject of a predicate, or null when it is a pronoun or absent. */
    static String subjectNoun(List<Token> t, int from, int v) {
        for (int j = v - 1; j >= from; j--) {
            Token tok = t.get(j);
            if (tok.nominal()) {
                int k = j;
                while (k - 1 >= from && t.get(k - 1).is("ADJ", "NOUN", "PROPN")) {
                    k--;
                }
                return words(t, k, j + 1);
            }
            if (tok.is("PRON") || tok.is("VERB") || tok.is("ADP") || tok.is("SCONJ")) {
                return null;
            }
        }
        return null;
    }

    /** Start of the object of "be about X" / "be part of X" / "be all about X" at {@code j}, or -1. */
    static int aboutObject(List<Token> t, int j, int to) {
        int k = j;
        if (k < to && t.get(k).lower().equals("all")) {
            k++;
        }
        if (k + 1 < to && t.get(k).lower().equals("about")) {
            return k + 1;
        }
        if (k + 2 < to && t.get(k).lower().equals("part") && t.get(k + 1).lower().equals("of")) {
            return k + 2;
        }
        return -1;
    }

    static boolean properSubject(List<Token> t, int from, int v) {
        for (int j = v - 1; j >= from; j--) {
            if (t.get(j).nominal()) {
                return t.get(j).is("PROPN");
            }
        }
        return false;
    }

    static int skipAdverbs(List<Token> t, int i, int to) {
        while (i + 1 < to && (t.get(i).lower().equals("a") && Set.of("bit", "little").contains(t.get(i + 1).lower())
                || Set.of("kind", "sort").contains(t.get(i).lower()) && t.get(i + 1).lower().equals("of"))) {
            i += 2; // "a bit high", "kind of pricey"
            while (i < to && t.get(i).is("ADV")) {
                i++;
            }
        }
        while (i < to && (t.get(i).is("ADV", "PART") && !t.get(i).lower().equals("to") || t.get(i).lower().equals("n't")
                || t.get(i).lower().equals("not"))) {
            i++;
        }
        return i;
    }

    /** Whether position {@code j} ends a clause (end, punctuation or a conjunction follows). */
    static boolean clauseEnd(List<Token> t, int j, int to) {
        return j >= to || t.get(j).is("PUNCT", "CCONJ", "SCONJ");
    }

    /** Adjective-shaped words (creamy, delicious, useful, expensive ...), not -ly adverbs. */
    static boolean looksAdjectival(String w) {
        return w.length() > 3 && !w.endsWith("ly")
                && (w.endsWith("y") || w.endsWith("ous") || w.endsWith("ful") || w.endsWith("ive")
                || w.endsWith("able") || w.endsWith("ible") || w.endsWith("al") || w.endsWith("ic")
                || w.endsWith("ish") || w.endsWith("less"));
    }

    static boolean hasNegation(List<Token> t, int from, int to) {
        for (int k = Math.max(0, from); k < to; k++) {
            if (NEGATION.contains(t.get(k).lower())) {
                return true;
            }
        }
        return false;
    }

    /** End of an adjective run "smooth and thick", "creamy, rich". */
    static int adjectiveRun(List<Token> t, int j, int to) {
        int end = j + 1;
        while (end + 1 < to && (t.get(end).is("CCONJ") || t.get(end).text().equals(","))
                && t.get(end + 1).is("ADJ")) {
            end += 2;
        }
        return end;
    }

    /** Label words of tokens [a, b): lowercased, determiners/possessives/intensifiers dropped, plurals lemmatised. */
    static String words(List<Token> t, int a, int b) {
        StringBuilder out = new StringBuilder();
        for (int k = a; k < b; k++) {
            Token tok = t.get(k);
            String lower = tok.lower().replace('\u2019', '\'');
            boolean keptPossessive = POSSESSIVES.contains(lower) && k > 0 && t.get(k - 1).is("VERB")
                    && k + 1 < b && t.get(k + 1).nominal();
            boolean hedgeWord = Set.of("kind", "sort").contains(lower);
            if (hedgeWord && !(k + 1 < t.size() && t.get(k + 1).lower().equals("of"))) {
                // "be kind to myself": only "kind of" / "sort of" is a hedge
            } else if (tok.is("PUNCT") || LABEL_DROP.contains(lower) || POSSESSIVES.contains(lower) && !keptPossessive
                    || (tok.is("DET") && out.length() == 0) || lower.equals("'s") && tok.is("PART")) {
                continue;
            }
            if (lower.equals("n't")) {
                lower = "not";
            }
            String w = lower;
            if (tok.is("NOUN") && !tok.lemma().isEmpty() && lower.endsWith("s") && !lower.endsWith("ss")
                    && tok.lemma().length() >= lower.length() - 2 && lower.startsWith(tok.lemma().substring(0,
                    Math.min(3, tok.lemma().length())))) {
                w = tok.lemma();
            }
            if (out.length() > 0) {
                out.append(' ');
            }
            out.append(w);
        }
        return out.toString();
    }

    /** Degree adverbs skipped before an adjective at the start of a noun phrase ("a really creamy body"). */
    private static final Set<String> INTENSIFIERS = Set.of("really", "very", "so", "super", "quite", "pretty",
            "rather", "fairly", "extremely", "incredibly", "too");

    /** A noun phrase starting at {@code i} (determiners and possessives skipped): its text, end index in e[0]. */
    static String nounPhrase(List<Token> t, int i, int[] end) {
        int j = i;
        while (j < t.size() && (t.get(j).is("DET") || (t.get(j).is("PRON") && POSSESSIVES.contains(t.get(j).lower())))) {
            j++;
        }
        while (j + 1 < t.size() && t.get(j).is("ADV") && INTENSIFIERS.contains(t.get(j).lower())
                && t.get(j + 1).is("ADJ")) {
            j++;
        }
        int first = j;
        int lastNoun = -1;
        while (j < t.size() && t.get(j).is("ADJ", "NOUN", "PROPN", "NUM")) {
            if (t.get(j).nominal() || t.get(j).is("NUM")) {
                lastNoun = j;
            }
            j++;
        }
        if (lastNoun < 0) {
            return null;
        }
        end[0] = lastNoun + 1;
        StringBuilder b = new StringBuilder();
        for (int k = first; k <= lastNoun; k++) {
            if (b.length() > 0) {
                b.append(' ');
            }
            b.append(t.get(k).text());
        }
        return b.toString();
    }

    private PhraseTokens() {
    }
}
