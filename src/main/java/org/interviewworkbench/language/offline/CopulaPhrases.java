package org.interviewworkbench.language.offline;

import static org.interviewworkbench.language.offline.PhraseTokens.POSSESSIVES;
import static org.interviewworkbench.language.offline.PhraseTokens.aboutObject;
import static org.interviewworkbench.language.offline.PhraseTokens.adjectiveRun;
import static org.interviewworkbench.language.offline.PhraseTokens.clauseEnd;
import static org.interviewworkbench.language.offline.PhraseTokens.hasNegation;
import static org.interviewworkbench.language.offline.PhraseTokens.looksAdjectival;
import static org.interviewworkbench.language.offline.PhraseTokens.properSubject;
import static org.interviewworkbench.language.offline.PhraseTokens.skipAdverbs;
import static org.interviewworkbench.language.offline.PhraseTokens.subjectNoun;
import static org.interviewworkbench.language.offline.PhraseTokens.words;

import java.util.List;
import java.util.Set;
import org.interviewworkbench.language.offline.OpenNlpPipeline.Token;
import org.interviewworkbench.language.offline.PhraseScanner.Step;
import org.interviewworkbench.language.offline.TypeClassifier.Cue;

/**
 * Phrase rules at a form of "be" ({@link #isCopula}): what the predicate of a copula makes a concept of.
 *
 * <p>Takes the clause's tokens, the scan window {@code [from, to)} and the copula's position {@code i}; adds the
 * candidates it finds to the {@link PhraseSink} and returns where the scan goes on and whether a predicate was found.
 * The rules, in order: an infinitive "to be X" ("to be kind to myself"); "there's X"; a pseudo-cleft
 * ("the creamy texture is what I like": the subject); an adjective predicate ("it's (really) creamy",
 * "being organised", "not cheap", "better for the environment"; a noun subject of two or more words or a name is a
 * concept of its own, "important"/"essential"... make the subject a value); "be about / part of X" (a list of noun
 * phrases); a noun-phrase predicate. A copula with none of these is skipped.
 */
final class CopulaPhrases {

    private CopulaPhrases() {
    }

    /** Whether the token is a form of "be" that opens a predicate ("is", "'s", "being"). */
    static boolean isCopula(Token tok, String lemma) {
        return (tok.is("AUX") || tok.lower().equals("'s")) && "be".equals(lemma) || tok.lower().equals("being");
    }

    /** The candidates of the copula at {@code i} (see the class comment). */
    static Step at(List<Token> t, int from, int i, int to, PhraseSink sink) {
        Token tok = t.get(i);
        if (tok.lower().equals("be") && i > from && t.get(i - 1).lower().equals("to") && i + 1 < to
                && !t.get(i + 1).is("PUNCT")) {
            // "(it's important) to be kind to myself": the whole infinitive is the concept
            int end = Math.min(to, i + 7);
            sink.add("be " + words(t, i + 1, end), "verb", Cue.BEHAVIOUR);
            return new Step(end, true);
        }
        if (i > from && t.get(i - 1).lower().equals("there") && i + 1 < to) {
            // "there's less plastic going in the bin", "there's one less thing to stress about"
            int end = Math.min(to, i + 8);
            String label = words(t, i + 1, end);
            if (!label.isBlank()) {
                sink.add(label, "noun");
                return new Step(end, true);
            }
        }
        int j = skipAdverbs(t, i + 1, to);
        boolean negated = j > i + 1 && hasNegation(t, i + 1, j);
        // the tagger often calls a predicate adjective at the end of a clause an adverb ("it's creamy")
        boolean mistagged = j > i + 1 && t.get(j - 1).is("ADV") && clauseEnd(t, j, to)
                && looksAdjectival(t.get(j - 1).lower());
        if (mistagged) {
            j = j - 1;
        } else if (j < to && t.get(j).is("VERB") && t.get(j).lower().endsWith("ed") && clauseEnd(t, j + 1, to)
                && !t.get(j).lower().equals(t.get(j).lemma())) {
            mistagged = true; // a participle adjective ending the clause: "being organised", "I'm stressed"
        }
        // pseudo-cleft: "X is what I like", or "X is | why I buy it" when the clause splits after the copula
        boolean cleft = i + 1 >= to || Set.of("what", "why", "how").contains(t.get(i + 1).lower());
        String subjectOfCleft = cleft ? subjectNoun(t, from, i) : null;
        if (subjectOfCleft != null) {
            // pseudo-cleft "the creamy texture is what I like / why I buy it": the subject is the concept
            sink.add(subjectOfCleft, "noun", Cue.ATTRIBUTE);
            return new Step(i + 2, true);
        }
        if (j < to && (t.get(j).is("ADJ") || mistagged)) {
            int end = adjectiveRun(t, j, to);
            String adjs = words(t, j, end);
            String label;
            int next = end;
            if (end < to && t.get(end).nominal()) {
                int[] e = {end};
                String np = PhraseTokens.nounPhrase(t, end, e);
                label = adjs + " " + (np == null ? t.get(end).text() : np);
                next = e[0];
            } else {
                String subject = subjectNoun(t, from, i);
                if (subject == null && end + 1 < to && t.get(end).is("ADP")
                        && Set.of("for", "with", "to", "on", "about").contains(t.get(end).lower())
                        && !(end + 1 < to && t.get(end + 1).is("PRON") && !POSSESSIVES.contains(
                        t.get(end + 1).lower()))) {
                    // "which is better for the environment": the adjective needs its complement
                    int[] e = {end + 1};
                    String np = PhraseTokens.nounPhrase(t, end + 1, e);
                    if (np != null) {
                        adjs = adjs + " " + t.get(end).lower() + " " + np;
                        next = e[0];
                    }
                }
                if (subject != null && (subject.contains(" ") || properSubject(t, from, i))) {
                    // "Oat milk is creamier": the subject is a thing of its own, the adjective its quality
                    sink.add(subject, "noun", Cue.ELEMENT);
                    label = adjs;
                } else {
                    label = subject != null ? adjs + " " + subject : adjs;
                }
            }
            if (tok.lower().equals("being")) {
                label = "be " + label;
            }
            if (negated) {
                label = "not " + label;
            }
            String lowerAdj = t.get(j).lower();
            if (Set.of("important", "essential", "crucial", "key", "vital").contains(lowerAdj)) {
                // a gerund subject ("Feeling in control is important") was already taken as a verb phrase
                boolean gerundSubject = t.get(from).is("VERB") && t.get(from).lower().endsWith("ing");
                String subject = gerundSubject ? null : subjectNoun(t, from, i);
                if (subject != null) {
                    sink.add(subject, "value", Cue.VALUE);
                }
                // "it's important to me to X": the infinitive after is the valued thing
                return new Step(next, true);
            }
            sink.add(label, "adj", Cue.ATTRIBUTE);
            return new Step(next, true);
        }
        int about = aboutObject(t, j, to);
        if (about >= 0) {
            // "looking after myself is about self-respect", "it's about family security and a future"
            return new Step(sink.nounPhraseList(t, about, to), true);
        }
        if (j < to && (t.get(j).is("DET") || t.get(j).nominal())) {
            int[] e = {j};
            String np = PhraseTokens.nounPhrase(t, j, e);
            if (np != null) {
                sink.add(np, "noun", Cue.ATTRIBUTE);
                return new Step(e[0], true);
            }
        }
        return new Step(i + 1, false);
    }
}
