package org.interviewworkbench.language.offline;

import java.util.List;
import org.interviewworkbench.language.offline.QuestionComposer.Intent;

/**
 * Questions that name the focus ({@code {f}}, a phrase that passed the {@link NounPhraseGate}), chosen for the
 * intent and the {@link FocusKind}: a pain is never asked about as if it were a benefit, a value is confirmed, an
 * event is followed in time. Templates that need the respondent's loose words ({@code {w}}) are not used.
 */
final class LabelQuestions {

    private LabelQuestions() {
    }

    private static final List<String> NEGATIVE_DEEPEN = List.of("What does {f} cost you?", "How does {f} affect you?",
            "Why does {f} bother you?");
    private static final List<String> NEGATIVE_EXPLORE = List.of("Apart from {f}, what else gets in the way?",
            "Besides {f}, is there anything else about {t} that bothers you?");
    private static final List<String> VALUE_DEEPEN = MethodFit.MOVE_ON; // a value is acknowledged, then a new thread
    private static final List<String> EVENT_DEEPEN = List.of("What happened after {f}?", "How did {f} affect you?",
            "What led up to {f}?");
    private static final List<String> POSITIVE_EXPLORE = List.of("Besides {f}, what else matters to you here?",
            "Apart from {f}, what else stands out for you?", "What else plays a role for you, besides {f}?",
            "Other than {f}, what do you pay attention to?", "Which other things matter to you, besides {f}?",
            "What else is important to you, apart from {f}?"); // not "what else comes to mind?" (0/2: vague)
    private static final List<String> NEGATIVE_EXPLORE_MORE = List.of("Other than {f}, what else bothers you?",
            "Apart from {f}, is anything else frustrating about {t}?", "Besides {f}, what else could be better?");

    /** Clarifying a named thing: "Can you give me an example of the price?" does not work for an object. */
    private static final List<String> CLARIFY = List.of("Could you say a bit more about {f}?",
            "Could you tell me more about {f}?", "What exactly do you have in mind with {f}?",
            "How would you describe {f} to someone who hasn't come across {it}?",
            "What comes to mind first when you think of {f}?", "What do you mean when you talk about {f}?",
            "How would you put {f} in your own words?");
    /** Probing friction without presuming there was any ("the QR code" may have been the easy part). */
    private static final List<String> OBSTACLES = List.of("What, if anything, was difficult about {f}?",
            "Was there anything about {f} that got in the way?", "What would have made {f} easier for you?",
            "What problems, if any, have you run into with {f}?");

    /** Every wording of this class (for the declaration check of {@link TemplateKinds}). */
    static List<String> all() {
        return java.util.stream.Stream.of(NEGATIVE_DEEPEN, NEGATIVE_EXPLORE, VALUE_DEEPEN, EVENT_DEEPEN,
                POSITIVE_EXPLORE, NEGATIVE_EXPLORE_MORE, CLARIFY, OBSTACLES).flatMap(List::stream).toList();
    }

    static List<String> of(Intent intent, FocusKind kind, List<String> intentTemplates) {
        if (intent == Intent.CLARIFY) {
            return CLARIFY;
        }
        if (intent == Intent.OBSTACLES && kind != FocusKind.NEGATIVE) {
            return OBSTACLES;
        }
        if (intent == Intent.DEEPEN && kind == FocusKind.NEGATIVE) {
            return NEGATIVE_DEEPEN;
        }
        if (intent == Intent.EXPLORE) {
            if (kind == FocusKind.NEGATIVE) {
                List<String> all = new java.util.ArrayList<>(NEGATIVE_EXPLORE);
                all.addAll(NEGATIVE_EXPLORE_MORE);
                return all;
            }
            return POSITIVE_EXPLORE;
        }
        if (intent == Intent.DEEPEN && kind == FocusKind.VALUE) {
            return VALUE_DEEPEN;
        }
        if (intent == Intent.DEEPEN && kind == FocusKind.EVENT) {
            return EVENT_DEEPEN;
        }
        if (intentTemplates == null) {
            return List.of();
        }
        return intentTemplates.stream().filter(t -> !t.contains("{w}")).toList();
    }
}
