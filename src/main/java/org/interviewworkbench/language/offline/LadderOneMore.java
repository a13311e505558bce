package org.interviewworkbench.language.offline;

import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;
import org.interviewworkbench.engine.port.FollowUpRequest;
import org.interviewworkbench.language.offline.QuestionComposer.Intent;

/**
 * A laddering interview's <b>rung named but not yet climbed</b>. When the strategy asks for a fresh angle
 * ({@link Intent#REVITALIZE}) right after a ladder question, and the answer names the next rung in a few words
 * ("Being reliable. That's the word.") that is no terminal value ({@link AnsweredRung#topReached}), a means-end
 * moderator does not switch to another side of the topic: an instrumental value is asked why it matters once more
 * before a new ladder starts. Contract: {@link #question} gives "Why is being reliable important to you?" (the rung
 * said as a gerund phrase is named; any other rung is "that", the answer being only that rung: "Why does that matter
 * to you?") when that question was
 * not asked in view, and {@code null} for any other intent, a closing turn, a method that does not ladder
 * ({@link MethodFit#laddering}), a last question that was no ladder question, an answer of more than a short rung
 * (a first sentence of up to four words with at most one short sentence after it) or one that reached the top.
 * Stateless.
 */
final class LadderOneMore {

    /** Words of a rung named on its own: a sentence of one to four words, no pronoun subject before a verb. */
    private static final int MAX_RUNG_WORDS = 4;
    /** The answer's sentences: the rung, and at most a short remark about it ("That's the word."). */
    private static final int MAX_TAIL_WORDS = 5;
    private static final Pattern GERUND = Pattern.compile("(?i)^(?:being|having|feeling|staying|keeping|getting|"
            + "knowing|looking|doing|making|taking|[a-z]{3,}ing)\\b[a-z' -]*$");
    private static final Pattern SUBJECT = Pattern.compile("(?i)^(?:i|we|you|he|she|they|it|that|this|there)(?:'[a-z]+)?\\b");
    /** Ladder wordings beyond the climbing ones {@link OwnClause#ladders} knows: what it costs, what it is about. */
    private static final Pattern LADDER_ALSO = Pattern.compile("(?i)\\b(?:cost you|ultimately about)\\b");

    private LadderOneMore() {
    }

    /** Whether {@code question} was a ladder question: one that climbs ({@link OwnClause#ladders}) or asks the cost. */
    private static boolean laddered(String question) {
        return OwnClause.ladders(List.of(question)) || LADDER_ALSO.matcher(question).find();
    }

    /** One more rung up, or {@code null} (see the class). */
    static String question(FollowUpRequest request, Intent intent) {
        List<String> recent = request.recentQuestions();
        String answer = request.lastAnswer();
        if (intent != Intent.REVITALIZE || request.closing() || !MethodFit.laddering(request.methodology())
                || recent.isEmpty() || answer == null || !laddered(recent.get(recent.size() - 1))
                || AnsweredRung.topReached(answer)) {
            return null;
        }
        String[] sentences = answer.strip().replace('\u2019', '\'').split("(?<=[.!?])\\s+");
        String rung = sentences[0].replaceAll("[.!?]+$", "").strip();
        int words = rung.split("\\s+").length;
        boolean tail = sentences.length == 1 || sentences.length == 2
                && sentences[1].split("\\s+").length <= MAX_TAIL_WORDS && !sentences[1].contains("?");
        if (rung.isEmpty() || words > MAX_RUNG_WORDS || !tail || SUBJECT.matcher(rung).find() || rung.contains(",")
                || rung.contains("?") || WrapUpQuestions.nothingMore(answer)) {
            return null;
        }
        String q = GERUND.matcher(rung).matches()
                ? "Why is " + rung.toLowerCase(Locale.ROOT) + " important to you?"
                : "Why does that matter to you?";
        return recent.stream().anyMatch(r -> r.strip().endsWith(q)) ? null : q;
    }
}
