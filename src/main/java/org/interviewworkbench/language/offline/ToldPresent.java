package org.interviewworkbench.language.offline;

import java.util.Set;
import org.interviewworkbench.language.offline.QuestionComposer.Intent;

/**
 * Question composition, <b>an event question asked of something that is no event</b>, in a story or journey walk.
 * "What was the next thing that happened?" after "So now it's the supermarket until he's old enough to complain"
 * asks for an event after a standing arrangement of the present, and "Could you take me back to one occasion like
 * that?" after "Maybe. If a friend used her first. I don't know." points at an occasion that never happened. In both
 * cases the story has nowhere further to go: a moderator looks back over the whole of it instead
 * ({@link AnsweredIntents#questionsAfter}).
 *
 * <p>Contract: {@link #reading} marks the present as reached ({@link Intent#NEXT_STEP} added to {@code answered})
 * when the answer tells a standing arrangement ({@link AnswerShape.Read#standing}), and then returns the chosen intent
 * (whose look-back questions apply when it asks what happened next); for a question about one occasion
 * ({@link Intent#STORY}) after an answer that only weighs a possibility ({@link AnswerShape.Read#hypothetical}) it
 * marks the same and returns {@link Intent#NEXT_STEP}, so the look back is asked instead. Otherwise the chosen intent,
 * with {@code answered} unchanged. Stateless.
 */
final class ToldPresent {

    private ToldPresent() {
    }

    /** The intent whose already-answered moves apply (class comment); may add to {@code answered}. */
    static Intent reading(Intent chosen, Set<Intent> answered, AnswerShape.Read shape) {
        if (shape.hypothetical() && chosen == Intent.STORY) {
            answered.add(Intent.NEXT_STEP);
            return Intent.NEXT_STEP;
        }
        if (shape.standing()) {
            answered.add(Intent.NEXT_STEP);
        }
        return chosen;
    }
}
