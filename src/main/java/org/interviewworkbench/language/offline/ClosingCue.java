package org.interviewworkbench.language.offline;

import java.util.List;
import org.interviewworkbench.engine.port.FollowUpRequest;

/**
 * Question composition, <b>when a nothing-more answer closes the interview</b> (issue 12). A moderator who hears
 * "No, that's it, I think." late in an interview thanks the respondent and closes; earlier in the interview the same
 * answer only ends the thread, and the moderator moves on to a new topic ({@link WrapUpQuestions#wrapUp}).
 *
 * <p>Contract: {@link #closes} holds when the answer says there is nothing more
 * ({@link WrapUpQuestions#nothingMore(String, String)}) and either the engine asks for the closing question, or the
 * interview is late (at least {@value #LATE_QUESTIONS} questions asked, the opening included), or the interview
 * has already stepped back to the whole topic once (a wrap-up question was asked) and the respondent still has
 * nothing more. It holds for every methodology; it never reads the wording of one corpus answer.
 */
final class ClosingCue {

    /** From this many questions asked on, an interview is late: a nothing-more answer ends it. */
    static final int LATE_QUESTIONS = 9;

    private ClosingCue() {
    }

    /** Whether the next question must be the close (see the class comment). */
    static boolean closes(FollowUpRequest request, String questionAnswered) {
        if (!WrapUpQuestions.nothingMore(request.lastAnswer(), questionAnswered)) {
            return false;
        }
        return request.closing() || late(request.recentQuestions()) || wrappedUp(request);
    }

    /** Whether at least {@value #LATE_QUESTIONS} questions have been asked. */
    static boolean late(List<String> questionsAsked) {
        return questionsAsked.size() >= LATE_QUESTIONS;
    }

    /** Whether one of the questions asked was already a step back to the whole topic. */
    private static boolean wrappedUp(FollowUpRequest request) {
        String topic = QuestionComposer.topic(request.concept());
        List<String> wrapUps = WrapUpQuestions.of(QuestionComposer.openingStyle(request.methodology())).stream()
                .map(q -> VariantChooser.finish(q.replace("{t}", topic))).toList();
        return request.recentQuestions().stream().anyMatch(wrapUps::contains);
    }
}
