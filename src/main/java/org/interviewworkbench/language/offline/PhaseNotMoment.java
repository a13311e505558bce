package org.interviewworkbench.language.offline;

import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.interviewworkbench.engine.port.FollowUpRequest;

/**
 * Story telling, <b>a phase is no moment</b>. "What was the strongest feeling in that moment?" presupposes that the
 * answer told one moment; after "Then the exercises. ... it pinged me at 6 every morning" or "Four runs a week" it told
 * a stretch of time in which something happened again and again, so "that moment" points at nothing. A moderator asks
 * about the stretch instead: "What was the strongest feeling during that stretch?".
 *
 * <p>Contract of {@link #revise}: in a story or journey walk ({@link StoryMethod#reads}), for a question that is not
 * a closing one and asks about "that moment" or "that point" with a preposition ("in that moment", "at that point"),
 * when the last answer tells something repeated (a frequency adverbial: "every morning", "each week", "four runs a
 * week", "twice a day", "daily", "I used to ...") and names no single occasion ("one time", "that day", "once"), the
 * phrase becomes "during that stretch". Otherwise the question is returned unchanged. General English only
 * (frequency adverbials and the definite occasion). Stateless.
 */
final class PhaseNotMoment {

    /** A prepositional phrase that points at one moment of the story just told. */
    private static final Pattern MOMENT = Pattern.compile("\\b(?:in|at) (?:that|this) (?:moment|point)\\b");
    /** A frequency adverbial: the clause tells something that happened again and again. */
    private static final Pattern REPEATED = Pattern.compile("\\b(?:(?:every|each) (?:other )?(?:morning|day|night|"
            + "evening|week|weekend|month|year|time|session|monday|tuesday|wednesday|thursday|friday|saturday|sunday)"
            + "|(?:\\d+|one|two|three|four|five|six|seven|once|twice) (?:[a-z]+ )?(?:times )?a (?:day|week|month|year|"
            + "fortnight)|(?:i|we|you|he|she|they|it) used to|daily|weekly|nightly)\\b");
    /** One occasion named: "one time", "that day", "once" (not "once a week"). */
    private static final Pattern ONE_OCCASION = Pattern.compile("\\b(?:(?:one|that|this) (?:time|day|morning|night|"
            + "evening|afternoon)|once(?! a\\b))\\b");
    static final String STRETCH = "during that stretch";

    private PhaseNotMoment() {
    }

    /** {@code question}, or its "that moment" said of the stretch the last answer told (class comment). */
    static String revise(FollowUpRequest request, String question) {
        if (question == null || request.closing() || !StoryMethod.reads(request.methodology())) {
            return question;
        }
        Matcher m = MOMENT.matcher(question);
        return m.find() && phase(request.lastAnswer()) ? m.replaceFirst(STRETCH) : question;
    }

    /** Whether {@code answer} tells something repeated over a stretch of time and no single occasion. */
    static boolean phase(String answer) {
        if (answer == null || answer.isBlank()) {
            return false;
        }
        String a = StoryCues.normal(answer);
        return REPEATED.matcher(a).find() && !ONE_OCCASION.matcher(a).find();
    }
}
