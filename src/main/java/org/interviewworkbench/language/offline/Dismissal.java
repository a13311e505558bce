package org.interviewworkbench.language.offline;

import java.util.Locale;
import java.util.regex.Pattern;
import org.interviewworkbench.engine.port.FollowUpRequest;
import org.interviewworkbench.language.offline.QuestionComposer.Intent;

/**
 * Question composition, <b>answer reading</b>: whether the respondent waved the focus away ("Looks? Don't care.",
 * "Age doesn't bother me.", "Not really a big deal."). Asking why it matters, when it happens or what gets in the
 * way of it would contradict them; a moderator accepts it and asks what does matter instead (issue 12).
 *
 * <p>Contract: a phrase of indifference ("don't care", "doesn't matter", "doesn't bother me", "not bothered",
 * "not fussed", "not important", "not a big deal", "couldn't care less", "never think about"), or a sentence
 * that is only a shrug ("Meh.", "Whatever.", "So what?"), that is not followed
 * in the same sentence by a contrast ("but", "though", "except") that brings the concern back.
 */
final class Dismissal {

    private static final Pattern INDIFFERENT = Pattern.compile("(?i)\\b(?:(?:do|does|did)(?:n't| not) (?:really )?"
            + "(?:care|matter|bother(?: me| us)?|mind)|not (?:really )?(?:bothered|fussed|important|a big deal|an issue|"
            + "a concern)|couldn't care less|never think about (?:it|that)|makes? no difference)\\b"
            + "|^\\s*(?:meh|whatever|so what|big deal|who cares)\\s*[.!?]*\\s*$");
    private static final Pattern CONTRAST = Pattern.compile("(?i)\\b(?:but|though|although|except|however)\\b");

    private Dismissal() {
    }

    /** Whether {@code text} waves its subject away (see the class comment). */
    static boolean dismisses(String text) {
        if (text == null || text.isBlank()) {
            return false;
        }
        for (String sentence : text.replace('\u2019', '\'').split("(?<=[.!?;])\\s+")) {
            var m = INDIFFERENT.matcher(sentence);
            if (m.find() && !CONTRAST.matcher(sentence.substring(m.end()).toLowerCase(Locale.ROOT)).find()) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether the respondent waved the focus away ({@link #dismisses}) and this intent's question would presume it
     * matters: the focus clause said in the last answer is dismissive, or the last answer is short and dismissive
     * as a whole ("Looks? Don't care.").
     */
    static boolean wavedAway(FollowUpRequest request, Intent intent) {
        if (!FocusFreeQuestions.presumesItMatters(intent)) {
            return false;
        }
        if (AnswerReferences.fromLastAnswer(request) && dismisses(request.focusQuote())) {
            return true;
        }
        String last = request.lastAnswer();
        return last != null && last.strip().split("\\s+").length <= 8 && dismisses(last);
    }
}
