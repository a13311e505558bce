package org.interviewworkbench.language.offline;

import java.util.Locale;
import java.util.regex.Pattern;

/**
 * Concept testing, <b>a question of the respondent's that is a side query, not a concern</b>: "The swapping,
 * definitely. Kids grow out of bikes in a year. Does the new one have to be the same brand?" The reaction is given and
 * wholly in favour; the question asks for a detail. Turning it back ("What would you need to see or hear to feel sure
 * about it?") asks again about an element that has had its reaction, and "it" could be the element or the query. A
 * question that voices a doubt is a concern and is turned back as before: it opens with "but" or "what if", or
 * carries "though"; or the rest of the answer doubts or worries ("I'm unsure about ...", "That's my worry", "Hmm").
 *
 * <p>Contract: {@link #asked} is true when some sentence other than the question gives a favourable reaction
 * ("definitely", "love", "great", "clever", ...) and neither the question nor any other sentence carries a doubt.
 * General English cues only. Stateless.
 */
final class SideQuery {

    /** A reaction in favour. */
    private static final Pattern FAVOUR = Pattern.compile("\\b(?:definitely|absolutely|love|loved|(?:i|we)(?: really)? like|great|"
            + "brilliant|clever|perfect|fantastic|excellent|handy|nice|lovely|best|favourite|favorite|really good|"
            + "so good|need this|smart)\\b");
    /** A doubt, a worry or a reservation anywhere in the answer. */
    private static final Pattern DOUBT = Pattern.compile("\\b(?:but|though|however|unsure|not sure|worry|worried|"
            + "worries|concern|concerned|doubt|doubtful|what if|don't know|no idea|hmm+|can't|cannae|dealbreaker|"
            + "scared|nervous|afraid|risk|suspicious|too good|expensive|pricey|catch|not convinced)\\b");

    private SideQuery() {
    }

    /** Whether any of {@code sentences} voices a doubt, a worry or a reservation. */
    static boolean doubts(String[] sentences) {
        for (String sentence : sentences) {
            if (DOUBT.matcher(sentence.toLowerCase(Locale.ROOT).replace('\u2019', '\'')).find()) {
                return true;
            }
        }
        return false;
    }

    /** Whether the question in {@code sentences} at {@code question} is a side query (class comment). */
    static boolean asked(String[] sentences, int question) {
        boolean favour = false;
        for (int i = 0; i < sentences.length; i++) {
            String s = sentences[i].toLowerCase(Locale.ROOT).replace('\u2019', '\'');
            if (DOUBT.matcher(s).find()) {
                return false;
            }
            favour |= i != question && FAVOUR.matcher(s).find();
        }
        return favour;
    }
}
