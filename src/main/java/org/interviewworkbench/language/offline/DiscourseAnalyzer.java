package org.interviewworkbench.language.offline;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.interviewworkbench.engine.port.SrlAnalysis;
import org.interviewworkbench.language.offline.OpenNlpPipeline.Sentence;
import org.interviewworkbench.language.offline.OpenNlpPipeline.Token;

/**
 * SRL-style preprocessing without a dependency parser (seed 001 path 15, peer-spec 6.1): clause segmentation
 * at discourse markers, commas and clause-joining conjunctions; discourse relations between clauses; and
 * predicate-argument frames from POS/lemma patterns ({@link PredicateFrames}).
 *
 * <p>Markers ({@link DiscourseMarkers}; multi-word first, case-insensitive, at sentence start or mid-sentence): {@code so that, which
 * means, that's why, that is why, because, so, when, before, after, but}. The <em>antecedent</em> is the
 * cause/condition side, the <em>consequent</em> the effect side:
 * <ul>
 *   <li>{@code because/when/before/after X}: antecedent X (the clause the marker opens), consequent the main
 *       clause (the clause before it, or the clause after the comma when the marker starts the sentence);</li>
 *   <li>{@code so / so that / which means / that's why X}: antecedent the clause before, consequent X;</li>
 *   <li>{@code but X}: antecedent the clause before, consequent X (a contrast, not a cause).</li>
 * </ul>
 * "so" is a marker only when it is not an intensifier ("so good", "so much"). Clauses starting with
 * "that/which/this/it makes|means|leads|helps ..." are linked to the previous clause as an implicit cause
 * (used by extraction, reported with marker {@code implicit}).
 */
final class DiscourseAnalyzer {

    /**
     * Relation kinds a discourse marker states. CAUSAL: antecedent brings about consequent. TEMPORAL: antecedent is
     * the time, situation or earlier step of the consequent. CONTRAST: "but". REMEDY: antecedent is a problem the
     * consequent deals with. CHANNEL: consequent is the channel or manner of the antecedent ("X; that
     * was (all) online"). EVALUATION: consequent is what
     * the antecedent (an option) is judged on, or the whole the antecedent is part of. SIMILARITY / DIFFERENCE:
     * consequent is what the antecedent shares with / sets it apart from other options.
     */
    enum Kind { CAUSAL, TEMPORAL, CONTRAST, REMEDY, CHANNEL, EVALUATION, SIMILARITY, DIFFERENCE }



    /** A clause: consecutive tokens of one sentence, without the marker that opened it. */
    record Clause(int index, int sentence, List<Token> tokens, String text, String marker) {
    }

    /** A discourse link between two clauses. */
    record Link(String marker, Kind kind, Clause antecedent, Clause consequent) {
    }

    /** The analysed structure of a text. */
    record Structure(List<Sentence> sentences, List<Clause> clauses, List<Link> links) {
    }

    private static final int MAX_ARG = 100;
    private static final Set<String> SUBORDINATE = Set.of("because", "when", "before", "after", "whenever",
            "while", "since", "if");
    private static final Set<String> REPORTED = Set.of("because", "so", "so that", "which means", "that's why",
            "when", "before", "after", "but");
    private static final Set<String> IMPLICIT_CAUSE_VERBS = Set.of("make", "mean", "lead", "help", "give", "let",
            "cause", "allow", "keep", "result");

    private final OpenNlpPipeline nlp;

    DiscourseAnalyzer(OpenNlpPipeline nlp) {
        this.nlp = nlp;
    }

    /** Segments {@code text} into clauses and links them. */
    Structure structure(String text) {
        List<Sentence> sentences = nlp.process(text);
        List<Clause> clauses = new ArrayList<>();
        List<Link> links = new ArrayList<>();
        for (int s = 0; s < sentences.size(); s++) {
            segment(sentences.get(s), s, clauses, links);
        }
        return new Structure(sentences, clauses, links);
    }

    /** The SRL analysis of {@code text}: reported discourse relations and predicate-argument frames. */
    SrlAnalysis analyse(String text) {
        if (text == null || text.isBlank()) {
            return SrlAnalysis.EMPTY;
        }
        Structure st = structure(text);
        List<SrlAnalysis.DiscourseRelation> relations = new ArrayList<>();
        for (Link link : st.links()) {
            if (REPORTED.contains(link.marker()) || link.marker().equals("that is why")) {
                relations.add(new SrlAnalysis.DiscourseRelation(link.marker(), cut(link.antecedent().text()),
                        cut(link.consequent().text())));
            }
        }
        List<SrlAnalysis.Frame> frames = new ArrayList<>();
        for (Clause c : st.clauses()) {
            frames.addAll(PredicateFrames.frames(c.tokens()));
        }
        return new SrlAnalysis(relations, frames);
    }

    private void segment(Sentence sentence, int sIndex, List<Clause> clauses, List<Link> links) {
        List<Token> t = sentence.tokens();
        boolean question = sentence.text().strip().endsWith("?");
        int firstOfSentence = clauses.size();
        int start = 0;
        String pendingMarker = null;
        int i = 0;
        while (i < t.size()) {
            int[] len = {0};
            String marker = DiscourseMarkers.markerAt(t, i, question, len);
            boolean boundary = marker != null;
            int skip = boundary ? len[0] : 0;
            if (!boundary) {
                Token tok = t.get(i);
                if (tok.is("PUNCT") && (tok.text().equals(",") || tok.text().equals(";") || tok.text().equals(":")
                        || tok.text().equals("-") || tok.text().equals("\u2014"))) {
                    boundary = true;
                    skip = 1;
                } else if (tok.is("CCONJ") && opensClause(t, i + 1)) {
                    boundary = true;
                    skip = 1;
                } else if (i > start && newSubject(t, start, i)) {
                    boundary = true;
                    skip = -1;
                } else if (i > start && isImplicitCause(t, i)) {
                    boundary = true;
                    marker = "implicit";
                    skip = 0;
                }
            }
            if (boundary) {
                pendingMarker = close(sentence, sIndex, t, start, i, pendingMarker, clauses, firstOfSentence, links);
                if (marker != null) {
                    pendingMarker = marker;
                }
                i += Math.max(skip, 0);
                if (skip < 0) {
                    start = i;
                    i++;
                    continue;
                }
                if (skip == 0) {
                    // implicit marker: the clause starts at the pronoun itself, which is then skipped
                    i += 1;
                }
                start = i;
                continue;
            }
            i++;
        }
        close(sentence, sIndex, t, start, t.size(), pendingMarker, clauses, firstOfSentence, links);
        int[] len0 = {0};
        String initial = t.isEmpty() ? null : DiscourseMarkers.markerAt(t, 0, question, len0);
        int count = clauses.size() - firstOfSentence;
        if (initial != null && SUBORDINATE.contains(initial) && count >= 1) {
            Clause first = clauses.get(firstOfSentence);
            if (count >= 2) {
                // "Because X, Y" / "When X, Y": X is the antecedent of the main clause Y
                links.add(new Link(initial, DiscourseMarkers.kindOf(initial), first,
                        clauses.get(firstOfSentence + 1)));
            } else if (firstOfSentence > 0 && "because".equals(initial)) {
                // "I drink it. Because it's creamy."
                links.add(new Link(initial, Kind.CAUSAL, first, clauses.get(firstOfSentence - 1)));
            }
        }
    }

    /** Creates the clause [from, to) if non-empty and links it; returns the marker still pending. */
    private String close(Sentence sentence, int sIndex, List<Token> t, int from, int to, String marker,
                         List<Clause> clauses, int firstOfSentence, List<Link> links) {
        int a = from;
        int b = to;
        while (a < b && t.get(a).is("PUNCT")) {
            a++;
        }
        while (b > a && (t.get(b - 1).is("PUNCT", "CCONJ") || b - 2 >= a && t.get(b - 2).is("CCONJ")
                && t.get(b - 1).is("ADV"))) {
            b--;
        }
        if (a >= b) {
            return marker;
        }
        List<Token> tokens = List.copyOf(t.subList(a, b));
        String text = sentence.text().substring(tokens.get(0).start(), tokens.get(tokens.size() - 1).end());
        Clause clause = new Clause(clauses.size(), sIndex, tokens, text, marker);
        Clause previous = clauses.isEmpty() ? null : clauses.get(clauses.size() - 1);
        boolean sentenceStart = clauses.size() == firstOfSentence;
        clauses.add(clause);
        DiscourseMarkers.PhraseMarker phrase = DiscourseMarkers.phraseMarker(marker);
        if (phrase != null && previous != null) {
            if (phrase.reversed()) {
                links.add(new Link(marker, phrase.kind(), clause, previous));
            } else {
                links.add(new Link(marker, phrase.kind(), previous, clause));
            }
        } else if (marker != null && previous != null) {
            if (SUBORDINATE.contains(marker)) {
                if (!sentenceStart) {
                    links.add(new Link(marker, DiscourseMarkers.kindOf(marker), clause, previous));
                }
            } else {
                links.add(new Link(marker, DiscourseMarkers.kindOf(marker), previous, clause));
            }
        }
        return null;
    }



    /** Whether a clause starts at {@code i}: a subject-like token followed later by a verb, or a verb. */
    private static boolean opensClause(List<Token> t, int i) {
        if (i >= t.size()) {
            return false;
        }
        Token first = t.get(i);
        if (first.is("VERB")) {
            return true;
        }
        if (!first.is("PRON", "DET", "NOUN", "PROPN", "ADJ")) {
            return false;
        }
        if (first.is("PRON") && PhraseTokens.POSSESSIVES.contains(first.lower()) && !first.lower().equals("her")) {
            // "my mornings feel ..." still opens a clause if a verb follows
        }
        for (int j = i + 1; j < t.size() && j < i + 6; j++) {
            Token tok = t.get(j);
            if (tok.is("VERB", "AUX")) {
                return true;
            }
            if (tok.is("PUNCT", "CCONJ", "SCONJ", "ADP")) {
                return false;
            }
        }
        return false;
    }

    /** A subject pronoun after a clause that already has a verb starts a new clause ("When I'm rushing I grab"). */
    private static boolean newSubject(List<Token> t, int start, int i) {
        String w = t.get(i).lower();
        if (!Set.of("i", "we", "they", "he", "she").contains(w) || i + 1 >= t.size()) {
            return false;
        }
        Token prev = t.get(i - 1);
        if (prev.is("CCONJ", "SCONJ", "ADP", "PUNCT") || prev.is("VERB") && Lexicon.FRAMING_VERBS.contains(prev.lemma())
                || prev.lower().equals("that")) {
            return false;
        }
        boolean verbBefore = false;
        for (int k = start; k < i; k++) {
            verbBefore |= t.get(k).is("VERB");
        }
        return verbBefore && t.get(i + 1).is("VERB", "AUX", "ADV");
    }

    /** "that/which/this/it makes|means|leads ..." after some content: an implicit causal continuation. */
    private static boolean isImplicitCause(List<Token> t, int i) {
        String w = t.get(i).lower();
        if (!(w.equals("that") || w.equals("which") || w.equals("this") || w.equals("it"))) {
            return false;
        }
        if (i + 1 >= t.size()) {
            return false;
        }
        Token next = t.get(i + 1);
        return next.is("VERB") && IMPLICIT_CAUSE_VERBS.contains(next.lemma())
                && (i == 0 || t.get(i - 1).is("CCONJ", "PUNCT", "ADV"));
    }




    private static String cut(String s) {
        return s.length() <= MAX_ARG ? s : s.substring(0, MAX_ARG);
    }
}
