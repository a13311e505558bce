package org.interviewworkbench.language.offline;

import static org.interviewworkbench.language.offline.PhraseTokens.NEGATION;
import static org.interviewworkbench.language.offline.PhraseTokens.POSSESSIVES;
import static org.interviewworkbench.language.offline.PhraseTokens.REFLEXIVES;
import static org.interviewworkbench.language.offline.PhraseTokens.SUBJECT_PRONOUNS;
import static org.interviewworkbench.language.offline.PhraseTokens.adjectiveRun;
import static org.interviewworkbench.language.offline.PhraseTokens.baseForm;
import static org.interviewworkbench.language.offline.PhraseTokens.hasNegation;
import static org.interviewworkbench.language.offline.PhraseTokens.skipAdverbs;
import static org.interviewworkbench.language.offline.PhraseTokens.subjectNoun;
import static org.interviewworkbench.language.offline.PhraseTokens.words;

import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.interviewworkbench.language.offline.OpenNlpPipeline.Token;
import org.interviewworkbench.language.offline.PhraseScanner.Step;
import org.interviewworkbench.language.offline.TypeClassifier.Cue;

/**
 * Phrase rules at a verb: what a verb and its complements make a concept of.
 *
 * <p>Takes the clause's tokens, the scan window {@code [from, to)}, the verb's position {@code i} and its base form;
 * adds the candidates it finds to the {@link PhraseSink} and returns where the scan goes on. The rules, in order:
 * a framing verb ("I think (that) X", "I feel like X") is skipped and the clause after it scanned; a linking verb
 * with an adjective ("I feel rushed", "it tastes nutty", "feel less guilty"); a preference verb's object or
 * infinitive ("I like X", "I want to X": the infinitive is scanned again, {@link Step#rescan}); a ditransitive's
 * second object ("it gives me a calm moment"); a causative's complement ("that makes my mornings feel like a
 * treat"); otherwise the general verb phrase ({@link #phraseEnd}, {@link #verbPhrase}: verb + particle/manner
 * adverb + object + first prepositional phrase, with a noun subject and a negation).
 */
final class VerbPhrases {

    /** Ditransitive verbs whose second object is the concept ("it gives me a calm moment"). */
    private static final Set<String> GIVING_VERBS = Set.of("give", "bring", "offer", "provide", "grant", "leave");

    private VerbPhrases() {
    }

    /** The candidates of the verb at {@code i} (see the class comment). */
    static Step at(List<Token> t, int from, int i, int to, String lemma, PhraseSink sink) {
        Token tok = t.get(i);
        // "I think (that) X", "I feel like X": the clause after is the content
        if (Lexicon.FRAMING_VERBS.contains(lemma)
                || ("feel".equals(lemma) && i + 1 < to && Set.of("like", "that").contains(t.get(i + 1).lower())
                && i + 2 < to && !t.get(i + 2).is("DET", "NOUN"))) {
            int k = i + 1;
            while (k < to && Set.of("that", "like", "so").contains(t.get(k).lower())) {
                k++;
            }
            return new Step(k, false);
        }
        int j = skipAdverbs(t, i + 1, to);
        // linking verb + adjective: "I feel rushed", "it tastes nutty"
        if (Lexicon.LINKING_VERBS.contains(lemma) && j < to && t.get(j).is("ADJ")
                && !(adjectiveRun(t, j, to) < to && t.get(adjectiveRun(t, j, to)).nominal())) {
            int first = j;
            if (Set.of("less", "more").contains(t.get(j).lower()) && j + 1 < to && t.get(j + 1).is("ADJ")) {
                j++; // "feel less guilty"
            }
            int end = adjectiveRun(t, j, to);
            j = first;
            String verb = "feel".equals(lemma) || "get".equals(lemma) || "become".equals(lemma) ? lemma
                    : tok.lower();
            String label = (hasNegation(t, from, i) ? "not " : "") + verb + " " + words(t, j, end);
            Cue cue = "feel".equals(lemma) || "get".equals(lemma) ? Cue.EMOTION
                    : Set.of("taste", "look", "smell", "sound").contains(lemma) ? Cue.FUNCTIONAL : Cue.ATTRIBUTE;
            sink.add(label, "feel", cue);
            return new Step(end, true);
        }
        // preference verb: object or infinitive is the concept
        if (Lexicon.PREFERENCE_VERBS.contains(lemma)) {
            Cue cue = "value".equals(lemma) || "appreciate".equals(lemma) || "care".equals(lemma) ? Cue.VALUE
                    : null;
            int k = j;
            if (k < to && t.get(k).lower().equals("about")) {
                k++;
            }
            if (k < to && t.get(k).lower().equals("to") && k + 1 < to && t.get(k + 1).is("VERB", "AUX")) {
                return Step.rescan(k + 1, cue);
            }
            if (k < to && (t.get(k).is("VERB") && t.get(k).lower().endsWith("ing")
                    || t.get(k).lower().equals("being") && k + 1 < to)) {
                // "I like cooking", "I like being organised"
                return Step.rescan(k, cue);
            }
            int[] e = {k};
            String np = PhraseTokens.nounPhrase(t, k, e);
            if (np != null) {
                // "it doesn't need the fridge": the negation belongs to the concept
                String label = hasNegation(t, Math.max(from, i - 3), i) ? "not " + lemma + " " + np : np;
                int end = e[0];
                // "I like the taste of X" keeps the "of" phrase
                if (end + 1 < to && t.get(end).lower().equals("of")) {
                    int[] e2 = {end + 1};
                    String np2 = PhraseTokens.nounPhrase(t, end + 1, e2);
                    if (np2 != null) {
                        label = np + " of " + np2;
                        end = e2[0];
                    }
                }
                sink.add(label, "noun", cue);
                return new Step(end, true);
            }
            if (!"like".equals(lemma) && !"want".equals(lemma) && !"need".equals(lemma)) {
                // "I use it to ..." etc.: fall through to a verb phrase
            } else {
                return new Step(j, true);
            }
        }
        // ditransitive: "it gives me a calm moment", "living sustainably gives me a sense of peace"
        if (GIVING_VERBS.contains(lemma) && j < to && t.get(j).is("PRON") && !POSSESSIVES.contains(t.get(j).lower())
                && j + 1 < to && (t.get(j + 1).is("DET", "ADJ") || t.get(j + 1).nominal())) {
            return new Step(sink.nounPhraseList(t, j + 1, to), true);
        }
        // causative: "that makes my mornings feel like a treat", "it makes me happy"
        if (Lexicon.CAUSATIVE_VERBS.contains(lemma) && j < to) {
            int k = j;
            String object = null;
            if (t.get(k).is("PRON") && !POSSESSIVES.contains(t.get(k).lower())) {
                k++;
            } else {
                int[] e = {k};
                object = PhraseTokens.nounPhrase(t, k, e);
                k = object == null ? k : e[0];
            }
            if (k < to && k > j && (t.get(k).is("VERB", "ADJ") || t.get(k).lower().equals("more")
                    || t.get(k).lower().equals("less"))) {
                int end = phraseEnd(t, k, to);
                String rest = words(t, k, end);
                if (object != null && !object.toLowerCase(Locale.ROOT).endsWith("s") && t.get(k).is("VERB")
                        && t.get(k).lower().equals(t.get(k).lemma()) && !rest.isEmpty()) {
                    // "makes my morning latte feel like ..." -> "morning latte feels like ..."
                    int sp = rest.indexOf(' ');
                    rest = sp < 0 ? rest + "s" : rest.substring(0, sp) + "s" + rest.substring(sp);
                }
                String label = object == null ? (t.get(k).is("ADJ") ? "feel " + rest : rest) : object + " " + rest;
                sink.add(label, "verb", Cue.FUNCTIONAL);
                return new Step(end, true);
            }
        }
        // general verb phrase
        int end = phraseEnd(t, i, to);
        String vp = verbPhrase(t, from, i, end);
        if (vp != null) {
            sink.add(vp, "verb", Cue.FUNCTIONAL, Cue.ACTION);
        }
        return new Step(Math.max(end, i + 1), true);
    }

    /** End (exclusive) of a verb phrase starting at a verb: particles, manner adverbs, object, first PP. */
    private static int phraseEnd(List<Token> t, int v, int to) {
        int j = v + 1;
        int words = 1;
        boolean object = false;
        boolean pp = false;
        while (j < to && words < 6) {
            Token tok = t.get(j);
            String lower = tok.lower();
            if (!object && !pp && Set.of("less", "more", "fewer").contains(lower) && j + 1 < to
                    && t.get(j + 1).is("ADJ", "NOUN")) {
                // "throw away less packaging": a quantified object the tagger splits into ADV + ADJ
                int k = j + 1;
                while (k < to && t.get(k).is("ADJ", "NOUN") && k - j <= 3) {
                    k++;
                }
                object = true;
                words += k - j;
                j = k;
                continue;
            }
            if (tok.is("ADV") && Lexicon.MANNER_ADVERBS.contains(lower) || tok.is("PART") && !lower.equals("to")
                    && !NEGATION.contains(lower) || tok.is("ADP") && j == v + 1 && Set.of("up", "out", "off", "down",
                    "away", "back", "on", "over").contains(lower) && !(j + 1 < to && t.get(j + 1).nominal())) {
                j++;
                words++;
                continue;
            }
            if (Set.of("more", "less").contains(lower) && j + 2 < to && t.get(j + 1).lower().equals("than")) {
                int[] e = {j + 2};
                if (PhraseTokens.nounPhrase(t, j + 2, e) != null) {
                    words += 2 + (e[0] - j - 2);
                    j = e[0]; // "costs more than regular milk"
                    object = true;
                    continue;
                }
            }
            if (!object && !pp && (tok.is("DET", "ADJ", "NOUN", "PROPN", "NUM")
                    || tok.is("PRON") && POSSESSIVES.contains(lower))) {
                int[] e = {j};
                String np = PhraseTokens.nounPhrase(t, j, e);
                if (np == null) {
                    break;
                }
                object = true;
                words += np.split(" ").length;
                j = e[0];
                continue;
            }
            if (!object && !pp && tok.is("PRON") && !POSSESSIVES.contains(lower) && !SUBJECT_PRONOUNS.contains(lower)) {
                object = true;
                j++;
                if (REFLEXIVES.contains(lower) && j < to && t.get(j).is("DET", "ADJ", "NOUN")) {
                    // "allow myself small pleasures": the second object completes the phrase
                    int[] e = {j};
                    String np = PhraseTokens.nounPhrase(t, j, e);
                    if (np != null) {
                        words += 1 + np.split(" ").length;
                        j = e[0];
                        continue;
                    }
                }
                words++;
                continue;
            }
            if (lower.equals("to") && j + 1 < to && t.get(j + 1).is("VERB") && words <= 3) {
                j += 2;
                words += 2;
                continue;
            }
            if (lower.equals("too") && j + 1 < to && t.get(j + 1).is("ADJ", "ADV")) {
                j += 2;
                words += 2;
                continue;
            }
            if (tok.is("ADV") && lower.endsWith("ly") && lower.length() > 4 && !lower.equals("really")
                    && !lower.equals("only") && !lower.equals("honestly") && !lower.equals("actually")) {
                j++;
                words++;
                continue;
            }
            if (Set.of("much", "far", "way", "lot").contains(lower) && j + 1 < to
                    && Set.of("better", "worse", "easier", "faster", "longer", "cheaper").contains(t.get(j + 1).lower())) {
                j += 2; // "handles it much better"
                words += 2;
                continue;
            }
            if (!pp && tok.is("ADP") && j + 1 < to && REFLEXIVES.contains(t.get(j + 1).lower())) {
                pp = true;
                words += 2;
                j += 2;
                continue;
            }
            if (j == v + 1 && tok.is("VERB") && lower.endsWith("ing")
                    && Set.of("stop", "start", "keep", "quit", "avoid", "enjoy", "begin").contains(t.get(v).lemma())) {
                j++; // "stops feeling like a treat"
                words++;
                continue;
            }
            if (!pp && (tok.is("ADP") || lower.equals("like")) && j + 1 < to) {
                int[] e = {j + 1};
                String np = PhraseTokens.nounPhrase(t, j + 1, e);
                if (np == null && Set.of("everything", "anything", "something", "everyone", "others")
                        .contains(t.get(j + 1).lower())) {
                    pp = true;
                    words += 2;
                    j += 2;
                    continue;
                }
                if (np == null) {
                    break;
                }
                pp = true;
                words += 1 + np.split(" ").length;
                j = e[0];
                continue;
            }
            if (tok.is("ADV") && Lexicon.MANNER_ADVERBS.contains(lower)) {
                j++;
                continue;
            }
            break;
        }
        return j;
    }

    /** The label of the verb phrase [v, end), with a noun subject and a negation when present. */
    private static String verbPhrase(List<Token> t, int from, int v, int end) {
        StringBuilder b = new StringBuilder();
        boolean negated = hasNegation(t, Math.max(from, v - 3), v);
        String subject = subjectNoun(t, from, v);
        if (Set.of("matter", "count").contains(t.get(v).lemma())) {
            return subject; // "the froth matters": the subject is the concept
        }
        if (subject != null) {
            b.append(subject).append(' ');
        }
        if (negated) {
            b.append("not ");
        }
        Token verb = t.get(v);
        b.append(negated || subject == null && verb.lower().endsWith("ing") ? baseForm(verb) : verb.lower());
        if (negated) {
            // "doesn't froth" -> "not froth"
        }
        String rest = words(t, v + 1, end);
        if (!rest.isEmpty()) {
            b.append(' ').append(rest);
        }
        String label = b.toString().strip();
        int count = label.split(" ").length;
        if (count == 1) {
            return null; // a bare verb says too little to be a concept
        }
        if (count == 2 && negated && LabelCleaner.GENERIC_VERBS.contains(verb.lemma())) {
            return null;
        }
        return label;
    }
}
