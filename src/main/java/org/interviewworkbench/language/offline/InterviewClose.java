package org.interviewworkbench.language.offline;

import java.util.Locale;
import java.util.regex.Pattern;

/**
 * Whether the interview is over: the interviewer has asked a close and the respondent has answered it with an end
 * signal. A moderator who asks "Before we finish, is there anything ...?" or "Do you have any questions for me?"
 * and hears "No, I think that covers it, thanks." thanks the respondent and stops; asking the close again (the
 * simulated grids asked it up to four times) is a repeated question with nothing to gain.
 *
 * <p>Contract: {@link #ends} holds when
 * <ol>
 *   <li>the question answered is a close: one of the composer's closes ({@link WrapUpQuestions#CLOSE}) or a
 *       question that announces the end ("before we finish", "before we wrap up", "before we end"); and</li>
 *   <li>the answer ends the conversation ({@link LeaveTaking#ends}), says there is nothing more
 *       ({@link WrapUpQuestions#nothingMore(String, String)}: a bare "No." to a question that asks for more counts), or,
 *       short ({@value #SHORT_THANKS} words at most) and asking nothing back (no question mark), thanks or takes
 *       leave ("Thanks, that was interesting to think about.").</li>
 * </ol>
 * Any other answer to a close (a question of the respondent's, a point they still want to make) does not end it.
 */
final class InterviewClose {

    /** A thanking answer of at most this many words, to a close, ends the interview. */
    static final int SHORT_THANKS = 12;

    /** A question that announces the end of the interview. */
    private static final Pattern ANNOUNCES_END = Pattern.compile("\\bbefore we (?:finish|wrap up|wrap things up|"
            + "end|close|stop)\\b");

    private final LeaveTaking leaveTaking;

    InterviewClose(OpenNlpPipeline nlp) {
        this.leaveTaking = new LeaveTaking(nlp);
    }

    /** Whether {@code answer}, given to {@code questionAnswered}, ends the interview (see the class comment). */
    boolean ends(String answer, String questionAnswered) {
        if (answer == null || answer.isBlank() || !close(questionAnswered)) {
            return false;
        }
        if (leaveTaking.ends(answer, questionAnswered) || WrapUpQuestions.nothingMore(answer, questionAnswered)) {
            return true;
        }
        String a = answer.strip();
        return !a.contains("?") && a.split("\\s+").length <= SHORT_THANKS && WrapUpQuestions.thanksOrLeave(a);
    }

    /** Whether {@code question} is a close (rule 1 of the class comment). */
    static boolean close(String question) {
        if (question == null) {
            return false;
        }
        String q = question.strip();
        return WrapUpQuestions.CLOSE.contains(q)
                || ANNOUNCES_END.matcher(q.toLowerCase(Locale.ROOT).replace('\u2019', '\'')).find();
    }
}
