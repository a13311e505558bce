package org.interviewworkbench.language.offline;

import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;
import org.interviewworkbench.engine.port.FollowUpRequest;

/**
 * A respondent who has lost the question ("... we'll get there. Sorry, what was the question?"): a moderator puts
 * the same question again, briefly, and asks nothing new (blind round 40: a new question after "Sorry, what was the
 * question?" was judged to ignore the respondent).
 *
 * <p>Contract of {@link #again}: when the answer ends on asking for the question again (its last sentence is "what
 * was the question?", "what was your question?", "can you repeat the question?", "sorry, where was I?" and the like,
 * with nothing after it: one who goes on, "Sorry, what was the question? Oh - the neighbours ...", has found it), the
 * last question asked, without an acknowledgement it opened with, after "Of course. "; {@code null} otherwise, for a
 * closing request, or when no question was asked yet. Stateless.
 */
final class LostQuestion {

    /** The last sentence asking for the question again. */
    private static final Pattern LOST = Pattern.compile("(?i)(?:^|[.!?]\\s+)(?:(?:sorry|sorry mate|oops|hang on|"
            + "wait|um+|uh+|er+|anyway|ha+|haha|lol|oh)[,.!]?\\s+)*(?:what (?:was|is|were) (?:the|your) question|"
            + "what(?:'s| is) the question again|what did you ask(?: me)?|(?:can|could) you (?:repeat|say) (?:the "
            + "question|that|it)(?: again)?|(?:sorry,? )?where was i|what was i (?:saying|answering|on about))"
            + "(?: again)?\\s*\\?+\\s*$");

    static final String AGAIN = "Of course. ";

    private LostQuestion() {
    }

    /** The last question put again (class comment), or {@code null}. */
    static String again(FollowUpRequest request) {
        String answer = request.lastAnswer();
        List<String> asked = request.recentQuestions();
        if (request.closing() || answer == null || asked.isEmpty() || !asks(answer)) {
            return null;
        }
        String last = asked.get(asked.size() - 1);
        if (last == null || last.isBlank()) {
            return null;
        }
        String bare = NotedQuery.bare(last.strip());
        return bare.isEmpty() ? null : AGAIN + Character.toUpperCase(bare.charAt(0)) + bare.substring(1);
    }

    /** Whether {@code answer} ends on asking for the question again. */
    static boolean asks(String answer) {
        return answer != null && LOST.matcher(answer.strip().replace('\u2019', '\'').toLowerCase(Locale.ROOT)).find();
    }
}
