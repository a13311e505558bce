package org.interviewworkbench.language.offline;

import java.util.Locale;
import java.util.regex.Pattern;

/**
 * Question composition, <b>answer reading</b>: a summary check the respondent has confirmed. A moderator who has
 * asked "Did I get that right?" and heard "Yes, that's about right." has closed the summary; asking for the same
 * summary again in other words would only repeat it, so the next question moves on (issue 12).
 *
 * <p>Contract: {@link #asksToConfirm} holds for a question that checks the interviewer's understanding or summary
 * ("Did I get that right?", "Is that a fair summary ...?", "Does my understanding of X match how you see it?", "Is
 * anything missing?"). {@link #confirms} holds for a short answer (at most ten words) with a word or phrase of
 * agreement ("yes", "exactly", "pretty much", "that sums it up", "spot on") and no reservation ("but", "except",
 * "not quite", "I'd add", "actually", "missing"); a bare "yes" counts only when the question did not ask whether
 * something is missing or to be corrected (there, "yes" means there is something).
 */
final class SummaryCheck {

    private static final Pattern CHECK = Pattern.compile("\\b(?:did i get (?:that|it|this) right|"
            + "have i got (?:that|it|this) right|is that (?:right|correct|fair)|is that about right|"
            + "fair summary|match(?:es)? how you see it|how well does (?:that|this) capture|"
            + "(?:correct|change) or add|anything (?:you'd|you would|to) (?:correct|add|change)|"
            + "is anything missing|anything missing|put (?:it |that )?differently|if i sum (?:it |that |this )?up|"
            + "so far i've heard|let me check|to sum up|in summary|does that sound right|sound about right)\\b");
    /** A check whose "yes" would mean there is something to add or correct. */
    private static final Pattern ASKS_FOR_CHANGES = Pattern.compile("\\b(?:missing|correct|add|change|differently)\\b");
    private static final Pattern AGREEMENT = Pattern.compile("\\b(?:exactly|precisely|pretty much|more or less|"
            + "spot on|bang on|sums it up|summed it up|that's right|that is right|about right|that's fair|"
            + "that's correct|correct|you've got it|you got it|nailed it|that's it|that covers it|absolutely|"
            + "definitely|indeed)\\b");
    private static final Pattern BARE_YES = Pattern.compile("\\b(?:yes|yeah|yep|yup|right|sure|mhm|uh-huh)\\b");
    private static final Pattern RESERVATION = Pattern.compile("\\b(?:but|except|apart from|although|though|not quite|"
            + "not really|not exactly|actually|add|missing|wrong|forgot|forgotten|left out|one thing|also|no|not)\\b");

    private SummaryCheck() {
    }

    /** Whether {@code question} checks the interviewer's summary or understanding (see the class comment). */
    static boolean asksToConfirm(String question) {
        return question != null && CHECK.matcher(normal(question)).find();
    }

    /** Whether {@code answer} confirms the summary check {@code question} without reservation. */
    static boolean confirms(String answer, String question) {
        if (answer == null || answer.isBlank()) {
            return false;
        }
        String a = normal(answer);
        if (a.split(" ").length > 10 || RESERVATION.matcher(a).find()) {
            return false;
        }
        if (AGREEMENT.matcher(a).find()) {
            return true;
        }
        return BARE_YES.matcher(a).find() && (question == null || !ASKS_FOR_CHANGES.matcher(normal(question)).find());
    }

    /** Whether the question just answered was a summary check and the answer confirmed it. */
    static boolean confirmed(String answer, String questionAnswered) {
        return asksToConfirm(questionAnswered) && confirms(answer, questionAnswered);
    }

    private static String normal(String text) {
        return text.strip().toLowerCase(Locale.ROOT).replace('\u2019', '\'').replaceAll("\\s+", " ");
    }
}
