package org.interviewworkbench.language.offline;

import java.util.List;
import java.util.regex.Pattern;
import org.interviewworkbench.language.offline.QuestionComposer.Intent;

/**
 * Question composition, <b>a journey the respondent has nothing more to tell about</b>, for {@link JourneyWalk}.
 * "And then what happened?" after "It depends, I guess." and again after "I don't know, it just is what it is." walks
 * on where there is no more path: a moderator changes the subject once two answers in a row add nothing.
 *
 * <p>Contract: an answer adds nothing ({@link #empty}) when it is short ({@value #SHORT} words or fewer) and every
 * sentence of it is a non-answer ("I don't know", "it depends", "hard to say", "I haven't really thought about that",
 * "not sure I have much to add"), a conversational aside ({@link Lexicon#ASIDE_MARKERS}) or a repeat that opens by
 * saying so ("Like I said, ...", "Again, ..."), with at least one non-answer or repeat among them. After two such answers in a row
 * ({@link #step}) the journey is looked back over as a whole, then asked for its low point, then closed, each once;
 * with all three asked, {@code null} (the walk's own moves). General English cues on normalised answers
 * ({@link StoryCues#normal}). Stateless.
 */
final class JourneyStall {

    /** The moment the whole journey turned on, asked once the walk has nothing more on the way. */
    static final List<String> LOW_POINT = List.of(
            "Thinking about the whole journey, which moment was the low point for you?");
    /** An answer longer than this tells something, whatever it opens with. */
    private static final int SHORT = 20;
    private static final Pattern NON_ANSWER = Pattern.compile("\\b(?:don't know|dunno|not sure|no idea|hard to say|"
            + "it depends|depends|haven't (?:really )?thought|is what it is|can't (?:really )?(?:remember|say)|"
            + "much to add|nothing (?:much|really|else)|not much)\\b");
    private static final Pattern REPEAT = Pattern.compile("^(?:(?:well|so|yeah|honestly),? )?(?:like i said|as i said|"
            + "as i mentioned|like i mentioned|again)\\b");

    private JourneyStall() {
    }

    /** Whether the normalised {@code answer} adds nothing to the journey (class comment). */
    static boolean empty(String answer) {
        if (answer == null || answer.isBlank() || answer.split("\\s+").length > SHORT) {
            return false;
        }
        boolean nothing = false;
        for (String sentence : answer.split("(?<=[.!?])\\s+")) {
            boolean none = NON_ANSWER.matcher(sentence).find() || REPEAT.matcher(sentence).find();
            if (!none && Text.countAny(Text.padded(sentence), Lexicon.ASIDE_MARKERS) == 0) {
                return false;
            }
            nothing |= none;
        }
        return nothing;
    }

    /**
     * The change of subject after two answers in a row that add nothing ({@code last}, {@code previous}, normalised),
     * or {@code null}: a look back over the whole journey, its low point, then the close, each asked once.
     */
    static StoryCoverage.Step step(String last, String previous, List<String> asked) {
        if (!empty(last) || !empty(previous)) {
            return null;
        }
        for (List<String> move : List.of(JourneyWalk.LOOK_BACK, LOW_POINT, WrapUpQuestions.CLOSE)) {
            if (move.stream().noneMatch(asked::contains)) {
                return new StoryCoverage.Step(move == JourneyWalk.LOOK_BACK ? Intent.LEARNING : Intent.CLOSING, move);
            }
        }
        return null;
    }
}
