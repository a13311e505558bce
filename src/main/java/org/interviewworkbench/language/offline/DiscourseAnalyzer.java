package org.interviewworkbench.language.offline;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.interviewworkbench.engine.port.SrlAnalysis;
import org.interviewworkbench.language.offline.OpenNlpPipeline.Sentence;
import org.interviewworkbench.language.offline.OpenNlpPipeline.Token;

/**
 * SRL-style preprocessing without a dependency parser (seed 001 path 15, peer-spec 6.1): clause segmentation
 * at discourse markers, commas and clause-joining conjunctions; discourse relations between clauses; and
 * predicate-argument frames from POS/lemma patterns.
 *
 * <p>Markers (multi-word first, case-insensitive, at sentence start or mid-sentence): {@code so that, which
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

    /** Kind of a discourse link. */
    /**
     * Relation kinds a discourse marker states. CAUSAL: antecedent brings about consequent. TEMPORAL: antecedent is
     * the time, situation or earlier step of the consequent. CONTRAST: "but". REMEDY: antecedent is a problem the
     * consequent deals with. CHANNEL: consequent is the channel or manner of the antecedent ("X; that
     * was (all) online"). EVALUATION: consequent is what
     * the antecedent (an option) is judged on, or the whole the antecedent is part of. SIMILARITY / DIFFERENCE:
     * consequent is what the antecedent shares with / sets it apart from other options.
     */
    enum Kind { CAUSAL, TEMPORAL, CONTRAST, REMEDY, CHANNEL, EVALUATION, SIMILARITY, DIFFERENCE }

    /**
     * A multi-word discourse marker. {@code reversed}: the clause it opens is the antecedent and the clause before
     * it (also across a sentence boundary) the consequent ("X, which takes care of the problem that Y": Y is the
     * problem X deals with); otherwise the clause before is the antecedent ("X; that's when Y": X is the time of Y).
     */
    private record PhraseMarker(String phrase, Kind kind, boolean reversed) {
    }

    /** Multi-word markers, longest first where one is a prefix of another (matched on normalised tokens). */
    private static final List<PhraseMarker> PHRASE_MARKERS = List.of(
            new PhraseMarker("to deal with that", Kind.REMEDY, false),
            new PhraseMarker("to deal with this", Kind.REMEDY, false),
            new PhraseMarker("to deal with it", Kind.REMEDY, false),
            new PhraseMarker("to fix that", Kind.REMEDY, false),
            new PhraseMarker("what helps with that is", Kind.REMEDY, false),
            new PhraseMarker("that's how i deal with the fact that", Kind.REMEDY, true),
            new PhraseMarker("that's how i deal with", Kind.REMEDY, true),
            new PhraseMarker("that's how i handle", Kind.REMEDY, true),
            new PhraseMarker("which takes care of the problem that", Kind.REMEDY, true),
            new PhraseMarker("which takes care of", Kind.REMEDY, true),
            new PhraseMarker("that takes care of", Kind.REMEDY, true),
            new PhraseMarker("that's usually when", Kind.TEMPORAL, false),
            new PhraseMarker("that's when", Kind.TEMPORAL, false),
            new PhraseMarker("and then", Kind.TEMPORAL, false),
            new PhraseMarker("after that", Kind.TEMPORAL, false),
            new PhraseMarker("and that was through", Kind.CHANNEL, false),
            new PhraseMarker("that was through", Kind.CHANNEL, false),
            new PhraseMarker("and that was via", Kind.CHANNEL, false),
            new PhraseMarker("that was via", Kind.CHANNEL, false),
            new PhraseMarker("and that was", Kind.CHANNEL, false),
            new PhraseMarker("that was", Kind.CHANNEL, false),
            new PhraseMarker("and what i judge it on is that", Kind.EVALUATION, false),
            new PhraseMarker("what i judge it on is that", Kind.EVALUATION, false),
            new PhraseMarker("what i'd rate it on is that", Kind.EVALUATION, false),
            new PhraseMarker("with that one", Kind.EVALUATION, false),
            new PhraseMarker("which comes closest to what i want", Kind.EVALUATION, false),
            new PhraseMarker("which comes closest to", Kind.EVALUATION, false),
            new PhraseMarker("it's the closest to", Kind.EVALUATION, false),
            new PhraseMarker("and that's part of it", Kind.EVALUATION, false),
            new PhraseMarker("that's part of it", Kind.EVALUATION, false),
            new PhraseMarker("and part of that is that", Kind.EVALUATION, true),
            new PhraseMarker("part of that is that", Kind.EVALUATION, true),
            new PhraseMarker("and like the others", Kind.SIMILARITY, false),
            new PhraseMarker("like the others", Kind.SIMILARITY, false),
            new PhraseMarker("same as the others", Kind.SIMILARITY, false),
            new PhraseMarker("and unlike the others", Kind.DIFFERENCE, false),
            new PhraseMarker("unlike the others", Kind.DIFFERENCE, false));

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
    private static final Set<String> SO_NOT_MARKER = Set.of("much", "many", "far", "long", "good", "bad", "well",
            "yes", "no", "to", "called", "on", "forth", "what", "sure");
    private static final Set<String> INTENSIFIERS = Set.of("really", "very", "so", "super", "quite", "pretty",
            "rather", "fairly", "extremely", "incredibly", "too");
    private static final Set<String> POSSESSIVES = Set.of("my", "your", "his", "her", "its", "our", "their");

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
            frames.addAll(frames(c.tokens()));
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
            String marker = markerAt(t, i, question, len);
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
        String initial = t.isEmpty() ? null : markerAt(t, 0, question, len0);
        int count = clauses.size() - firstOfSentence;
        if (initial != null && SUBORDINATE.contains(initial) && count >= 1) {
            Clause first = clauses.get(firstOfSentence);
            if (count >= 2) {
                // "Because X, Y" / "When X, Y": X is the antecedent of the main clause Y
                links.add(new Link(initial, kindOf(initial), first, clauses.get(firstOfSentence + 1)));
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
        PhraseMarker phrase = phraseMarker(marker);
        if (phrase != null && previous != null) {
            if (phrase.reversed()) {
                links.add(new Link(marker, phrase.kind(), clause, previous));
            } else {
                links.add(new Link(marker, phrase.kind(), previous, clause));
            }
        } else if (marker != null && previous != null) {
            if (SUBORDINATE.contains(marker)) {
                if (!sentenceStart) {
                    links.add(new Link(marker, kindOf(marker), clause, previous));
                }
            } else {
                links.add(new Link(marker, kindOf(marker), previous, clause));
            }
        }
        return null;
    }

    private static PhraseMarker phraseMarker(String marker) {
        if (marker == null) {
            return null;
        }
        for (PhraseMarker p : PHRASE_MARKERS) {
            if (p.phrase().equals(marker)) {
                return p;
            }
        }
        return null;
    }

    /**
     * The longest multi-word marker starting at token i, or null; tokens are lowercased and clitics ("'s", "'d",
     * "n't") joined to the word before, so "that 's when" reads "that's when".
     */
    private static PhraseMarker phraseAt(List<Token> t, int i, int[] len) {
        StringBuilder sb = new StringBuilder();
        PhraseMarker best = null;
        for (int j = i; j < t.size() && j < i + 10; j++) {
            String w = t.get(j).lower().replace('\u2019', '\'');
            if (j > i && !(w.startsWith("'") || w.equals("n't"))) {
                sb.append(' ');
            }
            sb.append(w);
            String text = sb.toString();
            for (PhraseMarker p : PHRASE_MARKERS) {
                if (p.phrase().equals(text) && j + 1 < t.size()) {
                    best = p;
                    len[0] = j - i + 1;
                }
            }
        }
        return best;
    }

    private static Kind kindOf(String marker) {
        PhraseMarker phrase = phraseMarker(marker);
        if (phrase != null) {
            return phrase.kind();
        }
        return switch (marker) {
            case "when", "before", "after", "whenever", "while" -> Kind.TEMPORAL;
            case "but" -> Kind.CONTRAST;
            default -> Kind.CAUSAL;
        };
    }

    /** The discourse marker starting at token i, or null; {@code len[0]} receives its length in tokens. */
    private static String markerAt(List<Token> t, int i, boolean question, int[] len) {
        String w = t.get(i).lower().replace('\u2019', '\'');
        String n1 = i + 1 < t.size() ? t.get(i + 1).lower().replace('\u2019', '\'') : "";
        String n2 = i + 2 < t.size() ? t.get(i + 2).lower() : "";
        PhraseMarker phrase = phraseAt(t, i, len);
        if (phrase != null) {
            return phrase.phrase();
        }
        if (w.equals("then") && (i == 0 || t.get(i - 1).text().equals(",")) && verbAhead(t, i + 1)) {
            len[0] = 1;
            return "and then"; // "First X, then Y": Y comes after X
        }
        if (w.equals("so") && n1.equals("that") && i + 2 < t.size()) {
            len[0] = 2;
            return "so that";
        }
        if (w.equals("which") && (n1.equals("means") || n1.equals("meant"))) {
            len[0] = 2;
            return "which means";
        }
        if ((w.equals("that") || w.equals("this")) && (n1.equals("'s") || n1.equals("is")) && n2.equals("why")) {
            len[0] = 3;
            return n1.equals("is") ? "that is why" : "that's why";
        }
        if (w.equals("that's") && n1.equals("why")) {
            len[0] = 2;
            return "that's why";
        }
        if (w.equals("because")) {
            len[0] = n1.equals("of") ? 2 : 1;
            return i + len[0] < t.size() ? "because" : null;
        }
        if (w.equals("cause") && i > 0 && t.get(i).is("SCONJ")) {
            len[0] = 1;
            return "because";
        }
        if (w.equals("so")) {
            if (i + 1 >= t.size() || SO_NOT_MARKER.contains(n1) || t.get(i + 1).is("ADJ", "ADV", "PUNCT")) {
                return null;
            }
            if (i > 0 && t.get(i - 1).is("VERB", "AUX") && !t.get(i - 1).lower().equals("'s")) {
                return null; // "I think so", "I guess so"
            }
            len[0] = 1;
            return "so";
        }
        if (w.equals("when") || w.equals("whenever") || w.equals("before") || w.equals("after")
                || w.equals("but") || w.equals("while") || w.equals("since")) {
            if (i + 1 >= t.size() || t.get(i + 1).is("PUNCT")) {
                return null;
            }
            if (PREPOSITIONAL.contains(w) && (!verbAhead(t, i + 1)
                    || i > 0 && PHRASAL_BEFORE_AFTER.contains(t.get(i - 1).lemma()))) {
                return null; // "after breakfast", "before work", "since last year", "looking after my health"
            }
            if (question && i == 0 && (w.equals("when"))) {
                return null;
            }
            if (w.equals("while") && i == 0 && question) {
                return null;
            }
            len[0] = 1;
            return w.equals("whenever") ? "when" : w.equals("since") ? "because" : w;
        }
        return null;
    }

    /** Markers that are also prepositions: a clause marker only when a verb follows in the same stretch. */
    private static final Set<String> PREPOSITIONAL = Set.of("before", "after", "since");
    /** Verbs with which "after" is a particle ("look after", "take after"). */
    private static final Set<String> PHRASAL_BEFORE_AFTER = Set.of("look", "take", "go", "run", "chase");

    /**
     * Whether a verb (or auxiliary, or a subject pronoun) follows from {@code i} before the next punctuation or
     * clause-joining conjunction: "after I eat" opens a clause, "after breakfast anymore" is a prepositional phrase.
     */
    private static boolean verbAhead(List<Token> t, int i) {
        for (int j = i; j < t.size(); j++) {
            Token tok = t.get(j);
            if (tok.is("PUNCT", "CCONJ")) {
                return false;
            }
            if (tok.is("VERB", "AUX") || tok.is("PRON") && Set.of("i", "we", "they", "he", "she", "you", "it")
                    .contains(tok.lower()) && j == i) {
                return true;
            }
        }
        return false;
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
        if (first.is("PRON") && POSSESSIVES.contains(first.lower()) && !first.lower().equals("her")) {
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

    /** Predicate-argument frames of one clause. */
    static List<SrlAnalysis.Frame> frames(List<Token> t) {
        List<SrlAnalysis.Frame> out = new ArrayList<>();
        for (int v = 0; v < t.size(); v++) {
            Token verb = t.get(v);
            if (!verb.is("VERB") || Lexicon.NOISE_PREDICATES.contains(verb.lemma())) {
                continue;
            }
            Map<String, String> args = new LinkedHashMap<>();
            for (int j = v - 1; j >= 0; j--) {
                Token tok = t.get(j);
                if (tok.is("VERB") && !Lexicon.NOISE_PREDICATES.contains(tok.lemma())
                        && !Lexicon.CAUSATIVE_VERBS.contains(tok.lemma())) {
                    break;
                }
                if ((tok.is("PRON") && !POSSESSIVES.contains(tok.lower())) || tok.nominal()) {
                    args.put("nsubj", tok.nominal() ? nounGroupEndingAt(t, j) : tok.text());
                    break;
                }
            }
            int j = v + 1;
            while (j < t.size() && t.get(j).is("ADV", "PART") && !t.get(j).lower().equals("to")) {
                j++;
            }
            int[] end = {j};
            String obj = nounPhrase(t, j, end);
            if (obj != null) {
                args.put("dobj", obj);
                j = end[0];
            } else if (j < t.size() && t.get(j).is("PRON") && !POSSESSIVES.contains(t.get(j).lower())) {
                args.put("dobj", t.get(j).text());
                j++;
            }
            for (; j < t.size(); j++) {
                Token tok = t.get(j);
                if (tok.is("VERB")) {
                    break;
                }
                if (tok.is("ADP")) {
                    int[] e = {j + 1};
                    String pobj = nounPhrase(t, j + 1, e);
                    if (pobj != null) {
                        args.putIfAbsent("prep_" + tok.lower(), pobj);
                        j = e[0] - 1;
                    }
                }
            }
            if (!args.isEmpty()) {
                out.add(new SrlAnalysis.Frame(verb.lemma(), args));
            }
        }
        return out;
    }

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

    private static String nounGroupEndingAt(List<Token> t, int j) {
        int k = j;
        while (k - 1 >= 0 && t.get(k - 1).is("ADJ", "NOUN", "PROPN")) {
            k--;
        }
        StringBuilder b = new StringBuilder();
        for (int x = k; x <= j; x++) {
            if (b.length() > 0) {
                b.append(' ');
            }
            b.append(t.get(x).text());
        }
        return b.toString();
    }

    private static String cut(String s) {
        return s.length() <= MAX_ARG ? s : s.substring(0, MAX_ARG);
    }
}
