package org.interviewworkbench.language.offline;

import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.interviewworkbench.language.offline.DiscourseAnalyzer.Clause;
import org.interviewworkbench.language.offline.OpenNlpPipeline.Token;
import org.interviewworkbench.language.offline.TypeClassifier.Cue;

/**
 * Collects the {@link Candidate}s the phrase rules find in one clause, in the order they are found.
 *
 * <p>{@link #add} takes a raw label, its form and the cues its grammatical pattern gives; it stores the label
 * normalised ({@link LabelCleaner#normalise}) with the clause's cues ({@link LexicalCues#clauseCues}), the pattern's
 * cues and the cues of the label's own words ({@link LexicalCues#addWordCues}). {@link #withCue} gives a sink that
 * adds to the same list with one more clause cue (a preference verb's object: "I value ...").
 */
final class PhraseSink {

    private final Clause clause;
    private final String quote;
    private final Map<Cue, Integer> clauseCues;
    private final List<Candidate> out;

    PhraseSink(Clause clause, String quote, Map<Cue, Integer> clauseCues, List<Candidate> out) {
        this.clause = clause;
        this.quote = quote;
        this.clauseCues = clauseCues;
        this.out = out;
    }

    /** A sink adding to the same list whose clause cues also hold {@code cue} at strength 2 (none: this sink). */
    PhraseSink withCue(Cue cue) {
        Map<Cue, Integer> cues = LexicalCues.withCue(clauseCues, cue);
        return cues == clauseCues ? this : new PhraseSink(clause, quote, cues, out);
    }

    /** Adds a candidate for {@code rawLabel}. */
    void add(String rawLabel, String form, Cue... formCues) {
        String label = LabelCleaner.normalise(rawLabel);
        Map<Cue, Integer> cues = new EnumMap<>(Cue.class);
        cues.putAll(clauseCues);
        for (Cue c : formCues) {
            if (c != null) {
                cues.merge(c, 1, Math::max);
            }
        }
        LexicalCues.addWordCues(label, cues);
        out.add(new Candidate(label, clause, form, cues, quote));
    }

    /**
     * Noun phrases from {@code k} joined by "and"/"or"/commas, each with an "of" phrase ("sense of peace");
     * a leading "being" is kept as "be". Adds one candidate per phrase; returns the index after the last.
     */
    int nounPhraseList(List<Token> t, int k, int to) {
        int i = k;
        while (i < to) {
            boolean being = t.get(i).lower().equals("being");
            int start = being ? i + 1 : i;
            int[] e = {start};
            String np = PhraseTokens.nounPhrase(t, start, e);
            if (np == null) {
                break;
            }
            int end = e[0];
            if (end + 1 < to && t.get(end).lower().equals("of")) {
                int[] e2 = {end + 1};
                String np2 = PhraseTokens.nounPhrase(t, end + 1, e2);
                if (np2 != null) {
                    np = np + " of " + np2;
                    end = e2[0];
                }
            }
            add(being ? "be " + PhraseTokens.words(t, start, end) : np, "noun", being ? Cue.VALUE : null);
            i = end;
            if (i + 1 < to && (t.get(i).is("CCONJ") || t.get(i).text().equals(","))) {
                i++;
                continue;
            }
            break;
        }
        return Math.max(i, k + 1);
    }
}
