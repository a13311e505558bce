package org.interviewworkbench.language.offline;

import org.interviewworkbench.engine.port.FollowUpRequest;

/**
 * Question composition, <b>a review is offered once</b> (issue 12). A moderator invites the respondent to correct or
 * add to what they have said at most once in an interview; asking "is there anything you'd correct or add?" again in
 * other words only repeats it, so a summary strategy chosen after a review has been offered is asked as the method's
 * move to a new thread instead ({@link QuestionComposer.Intent#EXPLORE}: what else matters, with nothing from the
 * last answer named).
 *
 * <p>Contract: {@link #offered} holds when one of the questions asked so far checks the interviewer's summary or
 * invites corrections ({@link SummaryCheck#asksToConfirm}).
 */
final class ReviewOnce {

    private ReviewOnce() {
    }

    /** Whether a review (a summary check, an invitation to correct or add) has already been asked. */
    static boolean offered(FollowUpRequest request) {
        return request.recentQuestions().stream().anyMatch(SummaryCheck::asksToConfirm);
    }
}
