package org.interviewworkbench.language.offline;

import org.interviewworkbench.engine.port.FollowUpRequest;

/**
 * Concept testing, <b>a respondent's question acknowledged, not ignored</b>: when the last answer put a question to
 * the interviewer that is not turned back ({@link QuestionBack#noted}: a side query after a reaction in favour, a
 * wish given with its reason), the next question opens by noting it ("Good question, I'll note that."), staying
 * neutral (never an answer for the product), and goes on with the test. The blind judges rejected a next question
 * that went on as if the respondent had asked nothing ("ignores the respondent's direct question").
 *
 * <p>Contract: {@link #acknowledge} prefixes {@link #NOTE} to {@code question} when {@link QuestionBack#noted} holds,
 * or, in every other method, {@link QuestionBackElsewhere#NOTE} when {@link QuestionBackElsewhere#asked} holds ("Do you
 * practise also?": put off to the end), provided the request is no closing and the question neither closes the
 * interview nor already opens with an acknowledgement; after both, {@link ToldAlready#NOTE} when the respondent says
 * they already said it ({@link ToldAlready#complains}), in place of a generic opening ("I see. ", "Thank you, that's
 * clear. "): beside their own question the apology would read as agreeing with it ("I'm cheating. Is that normal?",
 * round 78); after all three, {@link #REASSURED} when the answer ends by checking it is what was wanted ({@link
 * QuestionBackElsewhere#checksTalk}); a closing question after a question put to the interviewer ({@link
 * QuestionBackElsewhere#asked}) opens with {@link #AT_CLOSE} and invites their <em>other</em> questions; otherwise it
 * returns {@code question} unchanged. {@link #unnoted} gives the request back without the note on the questions asked,
 * for the moves that check which of their questions were asked. Stateless.
 */
final class NotedQuery {

    /** A generic acknowledgement a move may open with, given way to a particular one ("I see. Thinking ..."). */
    private static final java.util.regex.Pattern GENERIC = java.util.regex.Pattern.compile(
            "^(?:I see|Thank you, that's clear|Thanks|Okay|Right)[.,] ");

    /**
     * Before the close, a respondent's question put to the interviewer is owed its answer once the interview ends
     * (blind round 37: a close that invited questions right after one was asked "reads as not having listened").
     */
    static final String AT_CLOSE = "I'll come back to your question in just a moment. ";

    /**
     * An answer that ends by checking it is the kind of answer wanted ("Is that what you mean?", "is this the sort of
     * stuff you want?"): reassured before the next question (rounds 65 and 69: "ignores her direct check; a moderator
     * would first reassure her").
     */
    static final String REASSURED = "That's just the kind of thing I'm after. ";

    /** The acknowledgement: neutral, no answer for the product. */
    static final String NOTE = "Good question, I'll note that. ";

    private NotedQuery() {
    }

    /** {@code question}, opened with the note its respondent's own question calls for, if any (class comment). */
    static String acknowledge(FollowUpRequest request, String question) {
        if (question != null && closes(question) && !question.startsWith(AT_CLOSE)
                && QuestionBackElsewhere.asked(request) && !ToldAlready.complains(request.lastAnswer())) {
            return AT_CLOSE + question.replace("any questions for me", "any other questions for me")
                    .replace("anything you'd like to ask me", "anything else you'd like to ask me");
        }
        if (question == null || question.isBlank() || request.closing() || question.startsWith("Good question")
                || question.startsWith("That's a fair question") || closes(question)) {
            return question;
        }
        // their own question first: "Sorry, you're right." beside "I'm cheating. Is that normal?" reads as agreeing
        String note = QuestionBack.noted(request) ? NOTE
                : QuestionBackElsewhere.asked(request) ? QuestionBackElsewhere.NOTE
                : ToldAlready.complains(request.lastAnswer()) ? ToldAlready.NOTE
                : QuestionBackElsewhere.checksTalk(request.lastAnswer()) ? REASSURED : null;
        if (note == null) {
            return question;
        }
        String bare = ToldAlready.NOTE.equals(note) || REASSURED.equals(note) ? GENERIC.matcher(question)
                .replaceFirst("") : question;
        return bare.isBlank() ? question : note + Character.toUpperCase(bare.charAt(0)) + bare.substring(1);
    }

    /**
     * {@code request} with {@link #NOTE} (or {@link QuestionBackElsewhere#NOTE}) taken off the questions asked, so
     * that a move's check of what was asked
     * ("was the overall appeal asked?") reads a noted question as the move it is.
     */
    static FollowUpRequest unnoted(FollowUpRequest request) {
        if (request.recentQuestions().stream().noneMatch(NotedQuery::noted)) {
            return request;
        }
        java.util.List<String> asked = request.recentQuestions().stream().map(NotedQuery::withoutNote).toList();
        return new FollowUpRequest(request.methodology(), request.concept(), request.strategy(),
                request.focusLabel(), request.focusNodeType(), request.lastAnswer(), request.recentTurns(),
                request.graphSummary(), request.activeSignals(), asked, request.closing(), request.attempt(),
                request.seed(), request.focusQuote(), request.focusAnswer(), request.elements(),
                request.reactedElements(), request.earlierAnswers());
    }

    /** Every opening this class or {@link LostQuestion} puts before a question. */
    private static final java.util.List<String> NOTES = java.util.List.of(ToldAlready.NOTE, AT_CLOSE,
            LostQuestion.AGAIN, NOTE, QuestionBackElsewhere.NOTE, REASSURED);

    /** {@code question} without the acknowledgement it opens with, if any ({@link #NOTES}); {@code null} stays. */
    static String withoutNote(String question) {
        if (question == null) {
            return null;
        }
        for (String note : NOTES) {
            if (question.startsWith(note)) {
                return question.substring(note.length());
            }
        }
        return question;
    }

    /** {@code question} without an acknowledgement or a generic opening ("I see. ", "Thanks, "). */
    static String bare(String question) {
        String q = withoutNote(question);
        return q == null ? null : GENERIC.matcher(q).replaceFirst("");
    }

    private static boolean noted(String question) {
        return question != null && !question.equals(withoutNote(question));
    }

    /** Whether the question closes the interview (a thank-you, "before we finish" or "wrap up"). */
    private static boolean closes(String question) {
        String q = question.toLowerCase(java.util.Locale.ROOT);
        return q.contains("thank") || q.contains("before we finish") || q.contains("wrap up");
    }
}
