package org.interviewworkbench.language.offline;

import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.interviewworkbench.engine.config.MethodologyConfig;
import org.interviewworkbench.engine.config.Strategy;
import org.interviewworkbench.language.offline.QuestionComposer.Intent;

/**
 * Question composition, <b>the method's next move</b> when the answer just given already supplied what an intent
 * asks for ({@link SuppliedContent}): a moderator does not ask why it matters right after the reason, what gets in the
 * way right after the obstacle, or for specifics that were just given. Each such intent has an ordered list of the
 * moves that follow it in an interview:
 * <ul>
 *   <li>why it matters ({@link Intent#DEEPEN}): what else matters about the topic (not what gets in the way of it:
 *       after "... because it was tedious" that asks for the trouble again);</li>
 *   <li>problems ({@link Intent#OBSTACLES}): what they did about it or tried instead, how it felt, what happened
 *       next;</li>
 *   <li>specifics ({@link Intent#CLARIFY}): why it matters, how it felt, what happened next.</li>
 * </ul>
 * {@link #of} takes the first move the methodology itself makes (one of its strategies declares or is classified as
 * that intent, {@link IntentClassifier}) and the answer has not supplied either; {@code null} when the intent was not
 * supplied, has no list, or no move fits, and when the method ladders ({@link MethodFit#laddering}): a ladder asks
 * why each new rung matters, which {@link GivenReason} words from the reason given.
 */
final class NextMove {

    private static final Map<Intent, List<Intent>> AFTER = Map.of(
            Intent.DEEPEN, List.of(Intent.EXPLORE),
            Intent.OBSTACLES, List.of(Intent.ALTERNATIVES, Intent.EMOTIONS, Intent.NEXT_STEP),
            Intent.CLARIFY, List.of(Intent.DEEPEN, Intent.EMOTIONS, Intent.NEXT_STEP));

    private NextMove() {
    }

    /**
     * The next move instead of {@code intent}, or {@code null} (see the class comment); also {@code null} for why it
     * matters when {@code laddersFromReason} says the reason given can be said back and laddered from instead.
     */
    static Intent of(MethodologyConfig methodology, Intent intent, Set<Intent> supplied,
            java.util.function.BooleanSupplier laddersFromReason) {
        List<Intent> moves = AFTER.get(intent);
        if (moves == null || !supplied.contains(intent) || methodology == null || MethodFit.laddering(methodology)
                || intent == Intent.DEEPEN && laddersFromReason.getAsBoolean()) {
            return null;
        }
        Set<Intent> own = EnumSet.noneOf(Intent.class);
        for (Strategy s : methodology.strategies()) {
            own.add(IntentClassifier.intent(s));
        }
        for (Intent move : moves) {
            if (own.contains(move) && !supplied.contains(move)) {
                return move;
            }
        }
        return null;
    }
}
