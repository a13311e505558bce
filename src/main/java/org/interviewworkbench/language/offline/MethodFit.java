package org.interviewworkbench.language.offline;

import org.interviewworkbench.engine.config.MethodologyConfig;
import org.interviewworkbench.language.offline.QuestionComposer.Intent;

/**
 * Question composition, <b>method fit</b>: the moves a method has. A laddering interview (its ontology has a
 * {@code terminal_value} node type, as means-end chain does) climbs from attributes to consequences to values: it
 * never asks what happened next, what led up to it or for a story, so an event in its answers is laddered like any
 * other consequence ("What does that do for you?", not "What came of that?"). Every other method keeps its moves.
 * Decided from the methodology's ontology, not its name, so a researcher's own laddering method is treated alike.
 */
final class MethodFit {

    private MethodFit() {
    }

    /** Whether the methodology ladders (has a terminal value node type). */
    static boolean laddering(MethodologyConfig methodology) {
        return methodology != null && methodology.ontology() != null
                && methodology.ontology().nodeType("terminal_value").isPresent();
    }

    /**
     * The intent as this method asks it: narrative intents become a ladder step in a laddering interview. Applied to
     * an intent the composer chose ({@link AnsweredIntents}), never to one the researcher declared in the YAML.
     */
    static Intent intent(MethodologyConfig methodology, Intent intent) {
        if (!laddering(methodology)) {
            return intent;
        }
        return switch (intent) {
            case NEXT_STEP, STORY, CAUSE, LEARNING, CONTEXT -> Intent.DEEPEN;
            default -> intent;
        };
    }

    /** The focus kind as this method words it: an event is a consequence in a laddering interview. */
    static FocusKind kind(MethodologyConfig methodology, FocusKind kind) {
        return kind == FocusKind.EVENT && laddering(methodology) ? FocusKind.POSITIVE : kind;
    }
}
