package org.interviewworkbench.language.offline;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.interviewworkbench.engine.port.SrlAnalysis;
import org.interviewworkbench.language.offline.OpenNlpPipeline.Token;

/**
 * Predicate-argument frames from POS/lemma patterns, without a dependency parser (seed 001 path 15): for each
 * content verb of a clause ({@link Lexicon#NOISE_PREDICATES} skipped) its subject ({@code nsubj}: the nearest noun
 * group or pronoun before it), object ({@code dobj}) and first noun phrase after each preposition
 * ({@code prep_<preposition>}).
 *
 * <p>{@link #frames} takes one clause's tokens; returns its frames in verb order (verbs without arguments left out).
 */
final class PredicateFrames {

    private PredicateFrames() {
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
                if ((tok.is("PRON") && !PhraseTokens.POSSESSIVES.contains(tok.lower())) || tok.nominal()) {
                    args.put("nsubj", tok.nominal() ? nounGroupEndingAt(t, j) : tok.text());
                    break;
                }
            }
            int j = v + 1;
            while (j < t.size() && t.get(j).is("ADV", "PART") && !t.get(j).lower().equals("to")) {
                j++;
            }
            int[] end = {j};
            String obj = PhraseTokens.nounPhrase(t, j, end);
            if (obj != null) {
                args.put("dobj", obj);
                j = end[0];
            } else if (j < t.size() && t.get(j).is("PRON") && !PhraseTokens.POSSESSIVES.contains(t.get(j).lower())) {
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
                    String pobj = PhraseTokens.nounPhrase(t, j + 1, e);
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
}
