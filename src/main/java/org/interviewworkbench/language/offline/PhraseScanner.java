package org.interviewworkbench.language.offline;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.interviewworkbench.language.offline.DiscourseAnalyzer.Clause;
import org.interviewworkbench.language.offline.OpenNlpPipeline.Token;
import org.interviewworkbench.language.offline.TypeClassifier.Cue;

/**
 * Extraction stage 2, <b>phrases</b>: the concept candidates of one clause, from POS patterns.
 *
 * <p>Takes a {@link Clause} (tokens with UD POS tags and lemmas) and the text of its sentence; returns raw
 * {@link Candidate}s in the order found, with their lexical cues, not yet cleaned ({@link LabelCleaner}) or typed.
 * The quote of each candidate is the clause, or the sentence when the clause has fewer than 3 tokens.
 *
 * <p>The scan walks the clause up to an object relative clause ({@link #relativeClauseStart}); at a form of "be"
 * the copula rules apply ({@link CopulaPhrases}), at a verb the verb rules ({@link VerbPhrases}); a clause in which
 * neither finds a predicate yields its noun phrases ({@code (ADJ|NOUN|PROPN)* NOUN}), except the standard of a
 * comparison ("better than cow's milk"). This class owns the walk and those two rules.
 */
final class PhraseScanner {

    /** How deep a preference verb's infinitive may be scanned again ("I want to like to ..."). */
    private static final int MAX_DEPTH = 3;

    private PhraseScanner() {
    }

    /**
     * What a phrase rule did at one position: where the scan goes on, whether it found a predicate (no noun-phrase
     * fallback then) and, for a preference verb's infinitive or gerund, where to scan again with one more clause cue
     * (the rest of the clause is then that scan's).
     */
    record Step(int next, boolean predicate, int rescanFrom, Cue rescanCue) {
        Step(int next, boolean predicate) {
            this(next, predicate, -1, null);
        }

        static Step rescan(int from, Cue cue) {
            return new Step(-1, true, from, cue);
        }
    }

    /** The raw candidates of a clause (see the class comment). */
    static List<Candidate> scanClause(Clause clause, String sentenceText) {
        List<Candidate> out = new ArrayList<>();
        List<Token> t = clause.tokens();
        String quote = clause.tokens().size() >= 3 ? clause.text() : sentenceText;
        PhraseSink sink = new PhraseSink(clause, quote, LexicalCues.clauseCues(clause), out);
        scan(t, 0, relativeClauseStart(t), sink, 0);
        return out;
    }

    private static final Set<String> RELATIVE_PRONOUNS = Set.of("that", "which", "whom");
    private static final Set<String> CONTENT_CLAUSE_NOUNS = Set.of("fact", "feeling", "sense", "idea", "thought",
            "knowledge", "impression", "hope", "belief", "way");

    /**
     * Where an object relative clause starts ("this creamy body | that skimmed milk never had"): a noun followed by
     * that/which/whom and a new subject. What follows describes the noun, it is no concept of its own (it would
     * otherwise yield fragments such as "skimmed milk" or "milk not have"). {@code t.size()} when there is none.
     */
    static int relativeClauseStart(List<Token> t) {
        for (int i = 1; i + 2 < t.size(); i++) {
            if (RELATIVE_PRONOUNS.contains(t.get(i).lower()) && t.get(i - 1).is("NOUN")
                    && !CONTENT_CLAUSE_NOUNS.contains(t.get(i - 1).lower())
                    && (t.get(i + 1).is("DET", "PRON", "PROPN", "NOUN", "ADJ")
                    || t.get(i + 1).is("VERB") && t.get(i + 1).lower().endsWith("ed") && t.get(i + 2).is("NOUN"))
                    && !t.get(i + 1).lower().equals("is")) {
                return i;
            }
        }
        return t.size();
    }

    private static void scan(List<Token> t, int from, int to, PhraseSink sink, int depth) {
        if (depth > MAX_DEPTH) {
            return;
        }
        boolean foundPredicate = false;
        int i = from;
        while (i < to) {
            Token tok = t.get(i);
            String lemma = tok.is("VERB") ? PhraseTokens.baseForm(tok) : tok.lemma();
            Step step;
            if (CopulaPhrases.isCopula(tok, lemma)) {
                // copula + adjective: "it's (really) creamy", "being responsible"
                step = CopulaPhrases.at(t, from, i, to, sink);
            } else if (!tok.is("VERB")) {
                step = new Step(i + 1, false);
            } else {
                step = VerbPhrases.at(t, from, i, to, lemma, sink);
            }
            if (step.rescanFrom() >= 0) {
                scan(t, step.rescanFrom(), to, sink.withCue(step.rescanCue()), depth + 1);
                return;
            }
            foundPredicate |= step.predicate();
            i = step.next();
        }
    if (!foundPredicate) {
        // no predicate: noun phrases
        int k = from;
        while (k < to) {
            int[] e = {k};
            String np = PhraseTokens.nounPhrase(t, k, e);
            if (np != null && e[0] > k && k > from && t.get(k - 1).lower().equals("than")) {
                k = e[0]; // "better than cow's milk": the standard of comparison is no concept
                continue;
            }
            if (np != null && e[0] > k) {
                sink.add(np, "noun", Cue.ATTRIBUTE, Cue.ELEMENT);
                k = e[0];
            } else {
                k++;
            }
        }
    }
    }
}
