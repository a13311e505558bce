package org.interviewworkbench.language.offline;

import java.util.EnumSet;
import java.util.Set;
import org.interviewworkbench.engine.config.MethodologyConfig;
import org.interviewworkbench.engine.config.Strategy;
import org.interviewworkbench.language.offline.QuestionComposer.Intent;

/**
 * Which methods tell a story: read from the intents a methodology's strategies declare, never from its name. A method
 * that declares what happened next with a story and a lesson walks an incident (as critical incident does); one that
 * declares what happened next with an expectation walks a journey (as customer journey mapping does); a laddering
 * method is neither. {@link StoryCoverage} reads the answers only for these. Stateless.
 */
final class StoryMethod {

    private StoryMethod() {
    }

    /**
     * Whether the method is read as a story or a journey at all (its strategies declare the moves
     * {@link StoryCoverage#step} walks); only then are the answers read, so a long laddering interview does not pay
     * for it every turn.
     */
    static boolean reads(MethodologyConfig methodology) {
        Set<Intent> own = declared(methodology);
        return !MethodFit.laddering(methodology) && own.contains(Intent.NEXT_STEP)
                && (own.contains(Intent.STORY) && own.contains(Intent.LEARNING) || own.contains(Intent.EXPECTATION));
    }

    /**
     * Whether the method is read as a journey ({@link JourneyWalk}): it declares what happened next and an
     * expectation.
     */
    static boolean journey(MethodologyConfig methodology) {
        Set<Intent> own = declared(methodology);
        return reads(methodology) && own.contains(Intent.EXPECTATION)
                && !(own.contains(Intent.STORY) && own.contains(Intent.LEARNING));
    }

    /**
     * Whether the method is read as an incident walk: its strategies declare a story, what happened next and a
     * lesson (as critical incident does).
     */
    static boolean walksIncident(MethodologyConfig methodology) {
        Set<Intent> own = declared(methodology);
        return !MethodFit.laddering(methodology) && own.containsAll(EnumSet.of(Intent.STORY, Intent.NEXT_STEP,
                Intent.LEARNING));
    }

    /** The intents the methodology's strategies declare. */
    static Set<Intent> declared(MethodologyConfig methodology) {
        Set<Intent> own = EnumSet.noneOf(Intent.class);
        if (methodology != null) {
            for (Strategy s : methodology.strategies()) {
                own.add(IntentClassifier.intent(s));
            }
        }
        return own;
    }
}
