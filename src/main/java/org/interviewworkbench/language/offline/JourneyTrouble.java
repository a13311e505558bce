package org.interviewworkbench.language.offline;

import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;
import org.interviewworkbench.language.offline.QuestionComposer.Intent;

/**
 * Question composition, <b>a journey's problem question when the touchpoint just told had no trouble in it</b>, for
 * {@link JourneyWalk}. Asking what was difficult about a step nobody said was difficult attaches the difficulty to the
 * wrong thing ("What was difficult about the email?" after a rejection email; "What makes that difficult at times?"
 * after "I did most of them"): the judges of the blind rounds took 1 in 5 of these wordings. So:
 * <ul>
 *   <li>a touchpoint grumbled about but not told ("Then the scheduling app. Ugh.") is asked what went wrong with it;
 *       </li>
 *   <li>any other is walked on as the journey walks: how it felt at that point, unless the answer (or the question
 *       it answered) already gave the feeling, else what happened next (what they did then, after a feeling).</li>
 * </ul>
 * A touchpoint whose answer told a problem never reaches here ({@link JourneyWalk} moves on from a told problem).
 * General English cues only; the answers are read in lower case. Stateless.
 */
final class JourneyTrouble {

    /** A grumble in a short answer: "Ugh.", "Urgh", "Don't get me started." */
    private static final Pattern GRUMBLE = Pattern.compile("\\b(?:ugh+|urgh+|argh+|eugh|don't get me started|"
            + "oh god|oh dear|what a palaver)\\b");
    /** A short answer: a few words, so a grumble in it comes with no account of the trouble. */
    private static final int SHORT = 8;
    /** What went wrong at a touchpoint the respondent grumbled about without saying why. */
    static final List<String> GRUMBLED = List.of("What went wrong there?", "What was the trouble with it?");

    private JourneyTrouble() {
    }

    /**
     * The move instead of a problem question about a touchpoint the answer told no trouble with ({@code given}: what
     * the last answer gave, {@code recent}: what it, the answer before or the question just asked gave).
     */
    static StoryCoverage.Step untold(Set<Intent> own, Set<Intent> given, Set<Intent> recent, String last,
            List<String> asked) {
        String lastQuestion = asked.isEmpty() ? null : asked.get(asked.size() - 1);
        if (GRUMBLE.matcher(last).find() && last.strip().split("\\s+").length <= SHORT
                && asked.stream().noneMatch(GRUMBLED::contains)) {
            return new StoryCoverage.Step(Intent.OBSTACLES, GRUMBLED);
        }
        boolean feelingAsked = AskedParts.of(lastQuestion).contains(StoryCoverage.Part.FEELING);
        if (own.contains(Intent.EMOTIONS) && !recent.contains(Intent.EMOTIONS) && !feelingAsked) {
            return new StoryCoverage.Step(Intent.EMOTIONS, JourneyWalk.AT_TOUCHPOINT.get(Intent.EMOTIONS));
        }
        if (!own.contains(Intent.NEXT_STEP)) {
            return null;
        }
        boolean acted = given.contains(Intent.EMOTIONS) && JourneyWalk.AFTER_TROUBLE.stream().noneMatch(asked::contains);
        return new StoryCoverage.Step(Intent.NEXT_STEP, acted ? JourneyWalk.AFTER_TROUBLE
                : JourneyWalk.AT_TOUCHPOINT.get(Intent.NEXT_STEP));
    }
}
