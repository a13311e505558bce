package org.interviewworkbench.language.offline;

import java.util.List;

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

    /**
     * The focus kind as this method words it, with the focus's node type: in a laddering interview a node of the
     * terminal type is a value, unless the words tell of something that happened ("they had a barbecue in August").
     */
    static FocusKind kind(MethodologyConfig methodology, FocusKind kind, String nodeType) {
        FocusKind k = kind(methodology, kind);
        if (!laddering(methodology) || nodeType == null || methodology.ontology().nodeType(nodeType).isEmpty()) {
            return k;
        }
        boolean terminal = methodology.ontology().nodeType(nodeType).get().terminal();
        return terminal && kind != FocusKind.EVENT ? FocusKind.VALUE : k;
    }

    /**
     * The questions for a value in a laddering interview, never how it shows in everyday life: a terminal value (or
     * a value with no node type, "Peace at home." named as what it comes down to) is confirmed briefly and a new
     * ladder is started from another attribute; a value held on the way up ("being sensible with money", a node type
     * that is not terminal) is laddered one rung higher ({@link #UP}); {@code questions} for every other focus, with
     * "What do you do about that?" asked as "Why does that matter to you?" for a trouble in a ladder (how they cope
     * climbs no rung).
     */
    static List<String> atTop(MethodologyConfig methodology, Intent intent, FocusKind kind, String nodeType,
                              List<String> questions) {
        if (!top(methodology, intent, kind)) {
            return laddering(methodology) && intent == Intent.DEEPEN && kind == FocusKind.NEGATIVE
                    ? questions.stream().map(q -> q.startsWith("What do you do about")
                    ? "Why does that matter to you?" : q).toList() : questions;
        }
        boolean terminal = nodeType == null || methodology.ontology().nodeType(nodeType).map(t -> t.terminal())
                .orElse(true);
        return terminal ? TOP : UP;
    }

    /**
     * Whether a focus of this kind and node type is the end of a ladder: a value of a terminal node type or of none
     * ("Peace at home."). A value held on the way up ("she can do the garden again", an instrumental value) is not:
     * the ladder goes on from it, and from a higher rung the same answer reached.
     */
    static boolean atEnd(MethodologyConfig methodology, FocusKind kind, String nodeType) {
        return kind == FocusKind.VALUE && (nodeType == null || methodology == null || methodology.ontology() == null
                || methodology.ontology().nodeType(nodeType).map(t -> t.terminal()).orElse(true));
    }

    /** A value held on the way up, laddered one rung higher. */
    static final List<String> UP = List.of("Why is that important to you?", "What does that give you, in the end?",
            "Why does that matter to you?", "What does that do for you?");

    /** Whether a laddering interview's question about this focus is at the top of a ladder (see {@link #atTop}). */
    static boolean top(MethodologyConfig methodology, Intent intent, FocusKind kind) {
        return laddering(methodology) && intent == Intent.DEEPEN && kind == FocusKind.VALUE;
    }

    /** A brief confirmation, then a new ladder ({@code {t}} is the topic). */
    static final List<String> TOP = List.of(
            "That sounds like what it comes down to for you. Apart from what we've covered, what else matters to you "
                    + "about {t}?",
            "So that's what it is really about for you. What else do you look for when it comes to {t}?",
            "Thank you, that's clear. Is there anything else about {t} that you pay attention to?",
            "I see. Thinking about {t} again, which other things matter to you?");

    /**
     * Outside a ladder, after what sounds like a value: a plain acknowledgement and a new thread ({@code {t}} is the
     * topic), never a yes/no check ({@link FocusFreeQuestions}, {@link LabelQuestions}). The seen rounds judged "It
     * sounds like that matters a lot to you. Is that right?" usable 1 time in 12 and "Would you say that is one of the
     * things that matter most to you?" 0 in 6.
     */
    static final List<String> MOVE_ON = List.of(
            "Thank you, that's clear. Is there anything else about {t} that you pay attention to?",
            "I see. Thinking about {t} again, what else matters to you?",
            "Thank you. Apart from what we've covered, what else matters to you about {t}?");

    /** Whether this wording confirms and moves on by itself, so nothing is said back before it. */
    static boolean standsAlone(String question) {
        return TOP.contains(question) || MOVE_ON.contains(question);
    }

    /**
     * The focus kind as this method words it: an event is a consequence in a laddering interview; in a repertory grid
     * a trouble or an event is laddered like any pole (why it matters), since what they do about it, what it costs
     * them or what happened next are no grid questions.
     */
    static FocusKind kind(MethodologyConfig methodology, FocusKind kind) {
        if (GridMoves.grid(methodology) && (kind == FocusKind.NEGATIVE || kind == FocusKind.EVENT)) {
            return FocusKind.POSITIVE; // a grid ladders a pole whatever its valence: never "What do you do about that?"
        }
        return kind == FocusKind.EVENT && laddering(methodology) ? FocusKind.POSITIVE : kind;
    }
}
