package org.interviewworkbench.language.offline;

import java.util.List;
import org.interviewworkbench.engine.port.FollowUpRequest;
import org.interviewworkbench.language.offline.QuestionComposer.Intent;

/**
 * A laddering interview's change of angle once a ladder has reached its top. When the strategy asks for a fresh angle
 * ({@link Intent#REVITALIZE}), or would ladder on from the end state itself ({@link Intent#DEEPEN} on a focus that
 * names one: "If you think about the contentment, what is it ultimately about for you?", or a life goal: "be there
 * for children", {@link AnsweredRung#lifeGoal}), and the last answer names a terminal value in a word or two
 * ("Self-respect, I guess.", "Contentment? Something like that.",
 * {@link AnsweredRung#topReached}), a means-end moderator confirms that end briefly and starts a new ladder from
 * another attribute ({@link MethodFit#TOP}: "That sounds like what it comes down to for you. Apart from what we've
 * covered, what else matters to you about ...?"), never an off-method question such as "If you could change one thing
 * about ..., what would it be?" or "What would a friend of yours say about ...?". Contract: {@link #question} gives
 * that confirmation, or {@code null} for any other intent, a closing turn, a method that does not ladder
 * ({@link MethodFit#laddering}) or an answer that reached no top. Stateless.
 */
final class LadderTopMove {

    private LadderTopMove() {
    }

    /** The confirmation and new ladder after a top reached, or {@code null} (see the class). */
    static String question(FollowUpRequest request, Intent intent, String topic) {
        boolean topFocus = intent == Intent.DEEPEN && request.focusLabel() != null
                && (LexicalCues.namesEndState(request.focusLabel()) // "Contentment? ...": not laddered past
                || AnsweredRung.lifeGoal(request.focusLabel())); // "be there for children": nor a life goal
        if (intent != Intent.REVITALIZE && !topFocus || request.closing()
                || !MethodFit.laddering(request.methodology()) || !AnsweredRung.topReached(request.lastAnswer())) {
            return null;
        }
        List<String> variants = MethodFit.TOP.stream().map(q -> VariantChooser.finish(q.replace("{t}", topic)))
                .toList();
        long h = Text.mix(request.seed(), Text.hash(String.valueOf(request.lastAnswer())), variants.size());
        return VariantChooser.choose(variants, Text.pick(h, variants.size()), Math.max(0, request.attempt()),
                request.recentQuestions());
    }
}
