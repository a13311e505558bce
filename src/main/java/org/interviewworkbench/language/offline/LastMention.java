package org.interviewworkbench.language.offline;

import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.interviewworkbench.engine.port.FollowUpRequest;
import org.interviewworkbench.language.offline.QuestionComposer.Intent;

/**
 * A ladder step whose focus the <b>last answer names again</b> (issue 12, "goes back to an earlier answer" and "asks
 * what was just answered"): the focus was quoted from an earlier answer ("What I notice first is the weight"), and the
 * answer just given takes it up again and says why it matters ("The weight, yes. A light watch feels like a toy. ...
 * With the steel one I feel dressed"). Saying the earlier clause back ("You said what you notice first is the weight.
 * Why is that something you care about?") goes back over answer one and asks for the why just given; a moderator
 * ladders from where the last answer stands.
 *
 * <p>Contract: {@link #anchored} returns the request with its focus quote and focus answer moved to the last answer
 * when the question ladders (a deepening step of a laddering method, {@link MethodFit#laddering}), the focus quote is
 * not in the last answer, and the focus label (two letters or more) occurs in the last answer as whole words, as it
 * was written; the quote becomes the label as the last answer spells it, so the later stages read the last answer's
 * reason ({@link GivenReason}, {@link ToldWhy}) and never say back the earlier clause. Otherwise the request as it is.
 * Example: focus "weight" quoted from answer 1, last answer "The weight, yes. ... With the steel one I feel dressed."
 * gives quote "weight" in the last answer. Stateless.
 */
final class LastMention {

    private LastMention() {
    }

    /** The request re-anchored on the last answer, or {@code request} (see the class comment). */
    static FollowUpRequest anchored(FollowUpRequest request, Intent intent) {
        String label = request.focusLabel();
        String last = request.lastAnswer();
        if (intent != Intent.DEEPEN || request.closing() || !MethodFit.laddering(request.methodology())
                || label == null || label.strip().length() < 2 || last == null || request.focusQuote() == null
                || AnswerReferences.fromLastAnswer(request)) {
            return request;
        }
        Matcher m = Pattern.compile("\\b" + Pattern.quote(label.strip().toLowerCase(Locale.ROOT)) + "\\b")
                .matcher(last.toLowerCase(Locale.ROOT).replace('\u2019', '\''));
        if (!m.find()) {
            return request;
        }
        String quote = last.substring(m.start(), m.end());
        return new FollowUpRequest(request.methodology(), request.concept(), request.strategy(), request.focusLabel(),
                request.focusNodeType(), last, request.recentTurns(), request.graphSummary(), request.activeSignals(),
                request.recentQuestions(), request.closing(), request.attempt(), request.seed(), quote, last,
                request.elements(), request.reactedElements(), request.earlierAnswers());
    }
}
