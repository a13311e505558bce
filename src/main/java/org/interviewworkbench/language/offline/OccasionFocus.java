package org.interviewworkbench.language.offline;

import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.interviewworkbench.engine.port.FollowUpRequest;

/**
 * A focus that names an <b>occasion</b>: the dated event that set the respondent's job going ("My daughter had school
 * concert on Thursday evening", "I had a 7am shift", "Mainly the concert. December the 14th."), not a thing of the
 * study. A clarifying question about it ("How would you describe the school concert to someone who hasn't come
 * across it?") asks the respondent to explain an everyday event and does nothing for the job; a moderator asks what
 * was riding on it, which brings out the stakes and the deadline of the job.
 * <p>
 * Contract: {@link #sentence} is found when the label carries a clock time ("7am shift"), or when in the focus answer the
 * label is introduced by a form of "have" or "be", or stands alone in a verbless fragment (only determiners
 * and -ly adverbs before it, nothing but a comma or a time expression after it: "A good week is when ..." defines,
 * it does not date), and a time expression (a weekday, a month, a clock time, a part of the day after a
 * day word, "yesterday", "tonight", "tomorrow", "last/next/this week ...") follows it within four words or opens
 * the next sentence. A thing acted on ("I bought the app on Monday") is no occasion. {@link #STAKES} are the
 * questions asked instead, in the tense of the answer. Stateless.
 */
final class OccasionFocus {

    private static final String DAY = "monday|tuesday|wednesday|thursday|friday|saturday|sunday";
    private static final String MONTH = "january|february|march|april|may|june|july|august|september|october|"
            + "november|december";
    private static final String CLOCK = "\\d{1,2}(?::\\d\\d)?\\s?(?:am|pm|a\\.m\\.|p\\.m\\.)|\\d{1,2}:\\d\\d";
    private static final Pattern CLOCK_IN_LABEL = Pattern.compile("(?i)(?:^|\\s)(?:" + CLOCK + ")\\b");
    private static final Pattern TIME = Pattern.compile("(?i)\\b(?:(?:" + DAY + ")s?|(?:" + MONTH + ")|yesterday|"
            + "tonight|tomorrow|(?:last|next|this|that) (?:week|weekend|month|year|morning|afternoon|evening|night))\\b"
            + "|(?:^|\\s)(?:" + CLOCK + ")");
    private static final Pattern INTRODUCER = Pattern.compile("(?i)^(?:have|has|had|having|got|is|was|are|were|'s)$");
    private static final Pattern DETERMINER = Pattern.compile("(?i)^(?:a|an|the|my|our|his|her|their|your|its|"
            + "this|that|[a-z]+ly)$");
    private static final int FOLLOW_WORDS = 4;

    /** What was riding on the occasion, in the tense of its answer. */
    static final List<String> STAKES = List.of("What was riding on {f} for you?", "What is riding on {f} for you?");

    private OccasionFocus() {
    }

    /**
     * The sentence of the focus answer that tells of the occasion the label names (the label itself when it carries a
     * clock time but no sentence holds it), or {@code null} when the label names no occasion (see the class).
     */
    static String sentence(String label, FollowUpRequest request) {
        if (label == null || label.isBlank()) {
            return null;
        }
        String answer = request.focusAnswer() != null ? request.focusAnswer() : request.lastAnswer();
        if (answer == null) {
            return CLOCK_IN_LABEL.matcher(label).find() ? label : null;
        }
        String text = answer.replace('\u2019', '\'');
        String head = label.replaceFirst("(?i)^(?:the|a|an|my|our)\\s+", "").strip();
        Matcher m = Pattern.compile("(?i)\\b" + Pattern.quote(head) + "\\b").matcher(text);
        while (m.find()) {
            int start = text.lastIndexOf('.', m.start()) + 1;
            String before = text.substring(start, m.start()).strip();
            int end = text.indexOf('.', m.end());
            String held = text.substring(start, end < 0 ? text.length() : end).strip();
            if (CLOCK_IN_LABEL.matcher(label).find()) {
                return held;
            }
            String rest = end < 0 ? text.substring(m.end()) : text.substring(m.end(), end);
            if (!introduced(before, rest)) {
                continue;
            }
            String[] words = rest.strip().split("\\s+");
            String near = String.join(" ", java.util.Arrays.copyOf(words, Math.min(words.length, FOLLOW_WORDS)));
            String next = end < 0 ? "" : text.substring(end + 1).strip();
            if (TIME.matcher(near).find() || TIME.matcher(next).lookingAt()) {
                return held;
            }
        }
        return CLOCK_IN_LABEL.matcher(label).find() ? label : null;
    }

    /** The stakes question for this tense: past when the focus answer tells of the occasion in the past. */
    static String stakes(boolean past) {
        return past ? STAKES.get(0) : STAKES.get(1);
    }

    /**
     * Whether the label is introduced as an occasion: after a form of "have" or "be", or alone in a verbless
     * fragment ("Mainly the concert."); a label that is the subject of its own sentence ("A good week is when ...")
     * is being defined, not dated.
     */
    private static boolean introduced(String before, String rest) {
        String[] words = before.toLowerCase(Locale.ROOT).split("[\\s,]+");
        int i = words.length - 1;
        while (i >= 0 && (words[i].isEmpty() || DETERMINER.matcher(words[i]).matches())) {
            i--;
        }
        if (i < 0) {
            String after = rest.strip();
            return after.isEmpty() || after.startsWith(",") || TIME.matcher(after).lookingAt();
        }
        return INTRODUCER.matcher(words[i]).matches();
    }
}
