package org.interviewworkbench.language.offline;

import java.util.List;
import java.util.Set;
import org.interviewworkbench.language.offline.DiscourseAnalyzer.Kind;
import org.interviewworkbench.language.offline.OpenNlpPipeline.Token;

/**
 * The discourse markers {@link DiscourseAnalyzer} segments and links clauses at, and the relation {@link Kind} each
 * states.
 *
 * <p>{@link #markerAt} takes a sentence's tokens, a position and whether the sentence is a question; returns the
 * marker that starts there (normalised: "whenever" -&gt; "when", "since" -&gt; "because", "that is why") with its
 * length in tokens, or null. Owns the marker list ({@link #PHRASE_MARKERS}, with the direction of each multi-word
 * marker) and the rules that keep a word from being a marker: "so" as an intensifier ("so good") or after a verb
 * ("I think so"), "before/after/since" as a preposition ("after breakfast", "looking after my health"), "when" or
 * "while" opening a question.
 */
final class DiscourseMarkers {

    private DiscourseMarkers() {
    }

    /**
     * A multi-word discourse marker. {@code reversed}: the clause it opens is the antecedent and the clause before
     * it (also across a sentence boundary) the consequent ("X, which takes care of the problem that Y": Y is the
     * problem X deals with); otherwise the clause before is the antecedent ("X; that's when Y": X is the time of Y).
     */
    record PhraseMarker(String phrase, Kind kind, boolean reversed) {
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

    private static final Set<String> SO_NOT_MARKER = Set.of("much", "many", "far", "long", "good", "bad", "well",
            "yes", "no", "to", "called", "on", "forth", "what", "sure");

    /** The multi-word marker {@code marker} names, or null. */
    static PhraseMarker phraseMarker(String marker) {
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

    /** The relation kind a marker states (multi-word markers by their entry; "when", "before" ... temporal; "but" contrast; else causal). */
    static Kind kindOf(String marker) {
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
    static String markerAt(List<Token> t, int i, boolean question, int[] len) {
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
}
