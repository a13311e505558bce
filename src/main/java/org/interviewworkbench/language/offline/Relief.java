package org.interviewworkbench.language.offline;

import java.util.regex.Pattern;

/**
 * Question composition, <b>answer reading</b>: the respondent said that what the focus clause tells helped them, in
 * its own sentence or the next one ("I could show them the receipt. It got me out of a real mess."). The mirror of
 * {@link Dislike}: the clause itself may be neutral, and its node type may lean negative (an opposite pole, a
 * concern), but a moderator does not ask why something bothers them that they have just called a help.
 *
 * <p>Contract: a cue of one of these classes, not negated ("didn't help", "no relief"), in the sentence that holds
 * the quote or in the sentence right after it, with no contrast ("but", "though") between the quote and the cue:
 * <ul>
 *   <li>rescue: a verb of saving or getting out of trouble with the speaker as object ("saved me", "saved our
 *       bacon", "bailed us out", "got me out of", "pulled me through", "came to the rescue");</li>
 *   <li>help: "helped me", "made my life easier", "a lifesaver", "a godsend", "a blessing";</li>
 *   <li>relief and gratitude: "thank God", "thankfully", "what a relief", "relieved", "so glad", "grateful".</li>
 * </ul>
 */
final class Relief {

    private static final Pattern CUE = Pattern.compile("(?i)\\b(?:"
            + "(?:saved?|saves|saving|rescued?|rescues) (?:me|us|my|our|the day)"
            + "|bail(?:ed|s)? (?:me|us) out|g[eo]t(?:s|ten)? (?:me|us) out of|pull(?:ed|s)? (?:me|us) through"
            + "|came to (?:my|our|the) rescue"
            + "|help(?:ed|s)? (?:me|us)\\b|made (?:my|our|life) (?:life )?(?:so much |a lot |much )?easier"
            + "|(?:a|an absolute|a real|such a) (?:lifesaver|life-saver|life saver|godsend|blessing)"
            + "|thank (?:god|goodness|heavens)|thankfully|(?:what|such) a relief|relieved|so glad|grateful)\\b");
    private static final Pattern NEGATED = Pattern.compile("(?i)\\b(?:not|never|no|didn't|doesn't|don't|wasn't|"
            + "isn't|won't|hardly|barely)\\s+(?:\\w+\\s+)?$");
    private static final QuoteCue QUOTE_CUE = new QuoteCue(CUE, NEGATED);

    private Relief() {
    }

    /** Whether the answer says that what {@code quote} tells helped the respondent (see the class comment). */
    static boolean of(String quote, String answer) {
        return QUOTE_CUE.of(quote, answer);
    }
}
