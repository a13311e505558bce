package org.interviewworkbench.language.offline;

import java.util.Locale;
import java.util.Set;
import org.interviewworkbench.language.offline.QuestionComposer.Intent;

/**
 * Whether a question of an intent may name the focus by its label (a phrase that already passed the
 * {@link NounPhraseGate}), and how the question's verbs agree with it. Contract:
 * <ul>
 *   <li>questions that presuppose something happened (what came before or after, what caused it, what it taught
 *       them, what they expected) never name a label: a label is a thing, and "Which factors led to the wedding?"
 *       or "What stuck with you from the platform?" asks about the thing, not the event; the respondent's clause
 *       said back, or "that", carries the event;</li>
 *   <li>a repertory grid compares elements and rates on constructs: a comparison names only an element, a rating
 *       only a construct or one of its poles ("How far apart are your options on the almond milk?" is never
 *       asked), and a ladder climbs from a construct, never from an element ("What does the furnace give you?");</li>
 *   <li>a lone common noun the gate had to give an article ("the train", "the photos") is named only to ladder
 *       it ("Why does the froth matter to you?"), to clarify it or to ask what is hard about it: "Besides the
 *       train, what else matters to you?" reads as if the train were the point;</li>
 *   <li>a value is named only when it reads as a value without an article ("independence", "peace of mind").</li>
 * </ul>
 */
final class LabelFit {

    private static final Set<Intent> EVENT_INTENTS = Set.of(Intent.NEXT_STEP, Intent.STORY, Intent.CAUSE,
            Intent.LEARNING, Intent.EXPECTATION);

    private LabelFit() {
    }

    /**
     * @param rendered the label as it reads in the slot ({@link NounPhraseGate#render})
     * @param nodeType the focus node type, or {@code null}
     */
    static boolean allows(Intent intent, FocusKind kind, String rendered, String nodeType) {
        String type = nodeType == null ? "" : nodeType.toLowerCase(Locale.ROOT);
        boolean loneNoun = rendered.startsWith("the ") && rendered.split("\\s+").length == 2;
        boolean eventLike = kind == FocusKind.EVENT || kind == FocusKind.NEGATIVE;
        if (EVENT_INTENTS.contains(intent)) {
            return false; // the reflection or "that" carries an event; a label turns it into a thing
        }
        return switch (intent) {
            case CLARIFY, OBSTACLES -> true;
            case COMPARE -> type.contains("element");
            case RATE -> type.contains("construct") || type.contains("pole");
            case DEEPEN -> !type.equals("element") && (kind != FocusKind.VALUE || !rendered.startsWith("the "));
            default -> !loneNoun || eventLike && intent == Intent.EMOTIONS;
        };
    }

    /** Whether the slot's phrase is plural ("the photos", "late fees"), for "do"/"does" and "is"/"are". */
    static boolean plural(String phrase) {
        return SlotNumber.plural(phrase);
    }

    /**
     * The template agreeing with {@code {f}} ("Why does {f} matter" -> "Why do ..."; "come across {it}" -> "come
     * across them"): {@link SlotNumber#agree}.
     */
    static String agree(String template, String phrase) {
        return SlotNumber.agree(template, "{f}", plural(phrase));
    }
}
