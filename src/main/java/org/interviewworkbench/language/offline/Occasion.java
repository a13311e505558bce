package org.interviewworkbench.language.offline;

import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;
import org.interviewworkbench.language.offline.OpenNlpPipeline.Sentence;
import org.interviewworkbench.language.offline.OpenNlpPipeline.Token;

/**
 * Question composition, <b>focus reading</b>: whether a clause tells of one occasion in the past ("the email came on
 * day six", "I was a bit annoyed about the 7am thing") rather than something that keeps happening or holds in
 * general ("the app crashes", "I used to print it", "every time I call, they ..."). A question about a one-off must
 * not ask how often it happens, when it usually comes up or what gets in the way of it (issue 12: "a one-off asked
 * as recurring").
 *
 * <p>Contract: the first verb or auxiliary of the clause decides. Past auxiliaries ({@code was, were, had, did})
 * and past forms of a verb (its form differs from its lemma and ends neither in "s" nor "ing") mark the past, as does
 * a present perfect with "since" ("it has been slow since the update": a change that began once); a
 * habitual cue anywhere in the clause ("used to", "always", "every", "usually", "often", "whenever", "each time",
 * "would", "keep(s)", "tend(s) to") makes it not one occasion. A clause without a verb is not an occasion.
 */
final class Occasion {

    private static final Set<String> PAST_AUX = Set.of("was", "were", "had", "did", "got");
    /** The closed class of auxiliaries: the tagger now and then calls a noun an auxiliary ("my mum died"). */
    private static final Set<String> AUXILIARIES = Set.of("am", "is", "are", "was", "were", "be", "been", "being",
            "'m", "'s", "'re", "have", "has", "had", "'ve", "'d", "do", "does", "did", "will", "'ll", "would", "shall",
            "should", "can", "could", "may", "might", "must", "ca", "wo", "got", "get", "gets");
    private static final Pattern SINCE = Pattern.compile("(?i)\\bsince\\b");
    private static final Pattern HABITUAL = Pattern.compile("(?i)\\b(used to|always|every|usually|often|whenever|"
            + "each time|would|'d|keeps?|tends? to|sometimes|never|normally|generally|all the time)\\b");

    private final OpenNlpPipeline nlp;

    Occasion(OpenNlpPipeline nlp) {
        this.nlp = nlp;
    }

    /** Whether {@code clause} tells of one occasion in the past (see the class comment). */
    boolean pastOccasion(String clause) {
        if (clause == null || clause.isBlank() || HABITUAL.matcher(clause).find()) {
            return false;
        }
        List<Sentence> sentences = nlp.process(clause.strip());
        if (sentences.isEmpty()) {
            return false;
        }
        for (Token t : sentences.get(0).tokens()) {
            String w = t.lower().replace('\u2019', '\'');
            if (t.is("AUX") && AUXILIARIES.contains(w)) {
                // "the house has been quiet since": a change that began on one occasion
                return PAST_AUX.contains(w) || (w.equals("has") || w.equals("have") || w.equals("'ve"))
                        && SINCE.matcher(clause).find();
            }
            if (t.is("VERB")) {
                return PAST_AUX.contains(w) || !w.equals(t.lemma().toLowerCase(Locale.ROOT)) && !w.endsWith("s")
                        && !w.endsWith("ing");
            }
        }
        return false;
    }
}
