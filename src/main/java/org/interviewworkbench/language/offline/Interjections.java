package org.interviewworkbench.language.offline;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.interviewworkbench.language.offline.DiscourseAnalyzer.Clause;
import org.interviewworkbench.language.offline.DiscourseAnalyzer.Structure;
import org.interviewworkbench.language.offline.OpenNlpPipeline.Sentence;
import org.interviewworkbench.language.offline.OpenNlpPipeline.Token;

/**
 * Answer reading, <b>interjections, forms of address and backchannels</b> (issue 12): clauses that say how the
 * respondent feels about talking, or whom they talk to, and name nothing. Judged by structure and position, never by
 * a list of such words, so that any dialect's "Lord", "Arre", "honey" or "mm-hm" is caught and a noun inside the
 * clause, or a one-word answer ("Price.", "Calm.", "Texture, yeah."), stays a concept.
 *
 * <p>{@link #clauses} takes the analysed answer and returns the indices of the clauses that yield no concept:
 * <ul>
 *   <li><b>sounds</b>: a clause made only of interjections (tag INTJ) and {@link #soundWord sound words};</li>
 *   <li><b>exclamation formulas</b>: a name followed by a verb in its bare form, a subjunctive no statement takes
 *       ("X have mercy", "X help us"), or an interjection with a lone noun ("Oh X", "oh my X");</li>
 *   <li><b>address at the start</b>: a single bare word tagged as a name, set off by a comma at the start of the
 *       sentence, of a quotation or of speech reported after a verb ("came home saying, X, I ..."), when the clause after it opens on its own first- or second-person subject ("X, I'd pay double")
 *       and does not take the word up again with a pronoun "it"/"them"/"that" ("X, you check it before ..." is a
 *       topic, kept);</li>
 *   <li><b>address at the end</b>: a single bare lowercase noun after a comma that closes a sentence whose clause
 *       before it has its own verb and does not end on a noun ("it's a lot, love" but not "shoes, socks").</li>
 * </ul>
 * A bare word has no determiner, possessive, number or modifier of its own; a word standing alone as a whole sentence
 * ("Calm.") is an answer, never an address.
 */
final class Interjections {

    private static final Set<String> SPEAKER_SUBJECTS = Set.of("i", "we", "you", "my", "our", "your");
    /** Pronouns that take a fronted word up again ("X, you check it"): the word is then the clause's topic. */
    private static final Set<String> RESUMPTIVES = Set.of("it", "them", "that", "this", "those", "these");

    private Interjections() {
    }

    /** The indices of the clauses of {@code st} that are interjections or forms of address (see the class comment). */
    static Set<Integer> clauses(Structure st) {
        Set<Integer> out = new HashSet<>();
        for (int s = 0; s < st.sentences().size(); s++) {
            List<Clause> cs = new ArrayList<>();
            for (Clause c : st.clauses()) {
                if (c.sentence() == s) {
                    cs.add(c);
                }
            }
            Sentence sentence = st.sentences().get(s);
            for (int k = 0; k < cs.size(); k++) {
                List<Token> w = words(cs.get(k));
                if (w.isEmpty()) {
                    continue;
                }
                if (sounds(w) || formula(w, cs.size() == 1 && !sentence.text().strip().endsWith("!"))
                        || k + 1 < cs.size() && (k == 0 || quoteBefore(w.get(0), sentence)
                        || speechBefore(words(cs.get(k - 1))))
                        && leadingAddress(w, words(cs.get(k + 1)), sentence)
                        || k > 0 && k == cs.size() - 1 && trailingAddress(w, words(cs.get(k - 1)), sentence)) {
                    out.add(cs.get(k).index());
                }
            }
        }
        return out;
    }

    /**
     * Whether a word is a sound, not a word of the lexicon: letters without a vowel that are hummed or hissed (only
     * h, m and n, or a doubled letter: "mm", "hmm", "mhm", "shh"), or short hyphenated syllables each with an "h"
     * ("uh-huh", "mm-hm", "uh-oh"), or a single short vowel sound breathed or blown out ("ooh", "ahh", "uff",
     * "oof"). All-capital words are abbreviations ("NHS"), not sounds.
     */
    static boolean soundWord(String word) {
        if (word == null || word.length() < 2 || !word.matches("[A-Za-z]+(?:-[A-Za-z]+)*")
                || word.length() > 1 && word.equals(word.toUpperCase(Locale.ROOT))) {
            return false;
        }
        String w = word.toLowerCase(Locale.ROOT);
        String[] parts = w.split("-");
        boolean allHummed = true;
        boolean allShortWithH = parts.length > 1;
        for (String p : parts) {
            boolean noVowel = !p.matches(".*[aeiouy].*");
            allHummed &= noVowel && (p.matches("[hmn]+") || p.matches(".*(.)\\1.*"));
            allShortWithH &= p.length() <= 3 && p.indexOf('h') >= 0;
        }
        // "Uff", "Oof", "Ooh", "Ahh": a vowel and then a breathed or blown ending, no syllable of a word
        boolean breathed = parts.length == 1 && w.length() <= 4 && w.matches("[aeiou]{1,2}h+|u+f+|o{2,}f+");
        return allHummed || allShortWithH || breathed;
    }

    private static List<Token> words(Clause c) {
        List<Token> out = new ArrayList<>();
        for (Token t : c.tokens()) {
            if (!t.is("PUNCT")) {
                out.add(t);
            }
        }
        return out;
    }

    private static boolean sounds(List<Token> w) {
        for (Token t : w) {
            if (!t.is("INTJ") && !soundWord(t.text())) {
                return false;
            }
        }
        return true;
    }

    /**
     * "X have mercy", "X help us" (a name and a bare-form verb, at most one word after it), "Oh X", "oh my X". A name
     * and a bare verb that make a whole sentence of their own, not exclaimed, are a statement: British English gives a
     * firm a plural verb ("Aldi have everything."), so only a formula set inside a longer sentence or exclaimed
     * counts ({@code wholeStatement}).
     */
    private static boolean formula(List<Token> w, boolean wholeStatement) {
        int i = w.get(0).is("INTJ") && w.size() > 1 ? 1 : 0;
        Token first = w.get(i);
        if (i == 0 && w.size() >= 2 && w.size() <= 3 && !wholeStatement && name(first)
                && !first.lower().endsWith("s")) {
            Token verb = w.get(1);
            boolean bare = verb.is("VERB") || verb.is("AUX") && Set.of("be", "have", "do").contains(verb.lemma());
            return bare && verb.lower().equals(verb.lemma()) && !verb.lower().endsWith("s")
                    && !verb.lower().endsWith("ed") && !verb.lower().endsWith("ing");
        }
        if (i == 1) {
            int j = w.get(1).lower().equals("my") && w.size() > 2 ? 2 : 1;
            return j == w.size() - 1 && w.get(j).nominal();
        }
        return false;
    }

    /** "X, I think ...": a bare name at the start, then a clause with the speaker's own subject. */
    private static boolean leadingAddress(List<Token> w, List<Token> next, Sentence sentence) {
        if (w.size() != 1 || !name(w.get(0)) || next.isEmpty() || !commaAfter(w.get(0), sentence)) {
            return false;
        }
        if (!SPEAKER_SUBJECTS.contains(next.get(0).lower())) {
            return false;
        }
        for (Token t : next) {
            if (t.is("PRON") && RESUMPTIVES.contains(t.lower())) {
                return false; // "X, you check it": the word is the topic the clause is about
            }
        }
        return true;
    }

    /** "..., it's a lot, love.": a bare lowercase noun closing a sentence whose clause before it is complete. */
    private static boolean trailingAddress(List<Token> w, List<Token> before, Sentence sentence) {
        if (w.size() != 1 || !w.get(0).nominal() || !Character.isLowerCase(w.get(0).text().charAt(0))
                || before.isEmpty() || !commaBefore(w.get(0), sentence)) {
            return false;
        }
        Token last = before.get(before.size() - 1);
        boolean verb = before.stream().anyMatch(t -> t.is("VERB", "AUX"));
        return verb && !last.is("NOUN", "PROPN", "NUM");
    }

    /** A capitalised word the tagger reads as a name (not "I"). */
    private static boolean name(Token t) {
        return t.is("PROPN") && Character.isUpperCase(t.text().charAt(0)) && !t.text().equals("I");
    }

    private static boolean commaAfter(Token t, Sentence sentence) {
        String rest = sentence.text().substring(Math.min(t.end(), sentence.text().length())).stripLeading();
        return rest.startsWith(",");
    }

    /** Whether the clause before ends on a verb without its object ("came home saying, X, I ..."): speech follows. */
    private static boolean speechBefore(List<Token> before) {
        return !before.isEmpty() && before.get(before.size() - 1).is("VERB");
    }

    /** Whether the word opens a quotation ("... you know, 'X, my ...'"): the start of what someone said. */
    private static boolean quoteBefore(Token t, Sentence sentence) {
        String head = sentence.text().substring(0, Math.max(0, Math.min(t.start(), sentence.text().length())))
                .stripTrailing();
        return head.endsWith("'") || head.endsWith("\"") || head.endsWith("\u2018") || head.endsWith("\u201c");
    }

    private static boolean commaBefore(Token t, Sentence sentence) {
        String head = sentence.text().substring(0, Math.max(0, Math.min(t.start(), sentence.text().length())))
                .stripTrailing();
        return head.endsWith(",");
    }
}
