package org.interviewworkbench.language.offline;

import java.util.List;
import org.interviewworkbench.engine.port.FollowUpRequest;

/**
 * Story telling, <b>a feeling asked of the moment the story has reached</b> (issue 12, "asks for a retrospective
 * feeling mid-journey", "'that' has no single referent"). In a method read as a story or a journey ({@link
 * StoryMethod#reads}), after the composer chose its question:
 * <ul>
 *   <li>in a journey not yet told up to the present ({@link JourneyEnd#reachedPresent}), "How do you feel about it
 *       now, looking back?" asks past the touchpoint just told: the journey's own probe is "How did you feel at that
 *       point?" ("... and my logbook hadn't come yet. So I was stuck." is asked how it felt there), after the clause
 *       said back when the question said one back ("You said X. How did you feel at that point?");</li>
 *   <li>"What feelings come up when you think back to that?", asked with nothing said back, after an answer that tells several things (three
 *       sentences or more: "Got a confirmation email. Then the day before they texted a reminder. Maya had to go home
 *       and change.") has no single "that": "How did you feel about all of that?" names the whole of it.</li>
 * </ul>
 * Not after the answer to a question that asked for the feeling (the look back stays). A
 * replacement already asked in the recent questions is not asked again (the chosen question stays). Never for a
 * closing question. General English only; stateless.
 */
final class FeelingMoment {

    static final String LOOKING_BACK = "How do you feel about it now, looking back?";
    static final String THINK_BACK = "What feelings come up when you think back to that?";
    static final List<String> AT_THAT_POINT = List.of("How did you feel at that point?", "How were you feeling at that point?");
    static final List<String> ALL_OF_IT = List.of("How did you feel about all of that?");
    /** Sentences at which an answer tells several things. */
    private static final int SEVERAL = 3;

    private FeelingMoment() {
    }

    /** {@code question} as it may be asked (see the class comment). */
    static String revise(FollowUpRequest request, String question) {
        if (question == null || request.closing() || !StoryMethod.reads(request.methodology())) {
            return question;
        }
        String last = StoryCues.normal(request.lastAnswer());
        List<String> instead = null;
        if (question.endsWith(LOOKING_BACK) && StoryMethod.journey(request.methodology())
                && !JourneyEnd.reachedPresent(last) && !feelingJustAsked(request)) {
            instead = AT_THAT_POINT; // mid-journey: the feeling at the touchpoint, not now
        } else if (question.equals(THINK_BACK) && sentences(last) >= SEVERAL) {
            instead = ALL_OF_IT; // several things told: "that" would point at none of them
        }
        if (instead == null) {
            return question;
        }
        String preface = question.substring(0, question.length() - (question.endsWith(LOOKING_BACK)
                ? LOOKING_BACK.length() : THINK_BACK.length())); // "You said the fee was extra. ": its referent
        for (String q : instead) {
            if (!request.recentQuestions().contains(preface + q) && !request.recentQuestions().contains(q)) {
                return preface + q;
            }
        }
        return question;
    }

    /**
     * Whether the last answer answers a question that asked for the feeling ("How were you feeling by then?" -
     * "Sweating. Literally, it was 104 out. ..."): "how did you feel at that point?" would ask it again, so the look
     * back stays.
     */
    private static boolean feelingJustAsked(FollowUpRequest request) {
        List<String> asked = request.recentQuestions();
        String previous = asked.isEmpty() ? "" : asked.get(asked.size() - 1).toLowerCase(java.util.Locale.ROOT);
        return ASKS_FEELING.matcher(previous).find();
    }

    private static final java.util.regex.Pattern ASKS_FEELING = java.util.regex.Pattern.compile(
            "\\b(?:feel|feels|feeling|feelings|felt)\\b");

    /** The sentences of a normalised answer (ending in ".", "!" or "?", or the last one). */
    private static int sentences(String normal) {
        int n = 0;
        for (String s : normal.split("(?<=[.!?])\\s+")) {
            n += s.strip().split("\\s+").length >= 2 ? 1 : 0;
        }
        return n;
    }
}
