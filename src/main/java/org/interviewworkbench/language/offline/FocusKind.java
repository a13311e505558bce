package org.interviewworkbench.language.offline;

import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * What kind of thing the focus is, for the wording of the question about it. Contract: a node type names the kind
 * where it can (pain points, frictions and concerns are {@link #NEGATIVE}; values are {@link #VALUE}; incidents,
 * situations, actions, outcomes, stages, touchpoints and triggers are {@link #EVENT}); otherwise the respondent's
 * words decide: a focus they describe with a word of trouble ("the worst part", "it ruins the morning",
 * "frustrating") that is not negated or lessened ("less sluggish", "not a problem") is {@link #NEGATIVE}, even when
 * typed as a value; a value is {@link #VALUE}, anything else {@link #POSITIVE}.
 */
public enum FocusKind {
    POSITIVE, NEGATIVE, VALUE, EVENT;

    private static final List<String> NEGATIVE_TYPES = List.of("pain", "friction", "concern", "opposite");
    private static final List<String> EVENT_TYPES = List.of("incident", "situation", "action", "outcome", "stage",
            "touchpoint", "trigger", "moment_of_truth");
    private static final List<String> TROUBLE = List.of("worst", "ruin", "frustrat", "annoy", "hate", "terribl",
            "awful", "problem", "difficult", "hard", "stress", "tired", "exhaust", "expensive", "costly", "pricey",
            "overpriced", "waste", "wait", "queue", "broke", "fail", "soak", "rust", "pain", "hurt", "sick", "bloat",
            "worr", "afraid", "scare", "angry", "upset", "disappoint", "confus", "slow", "delay", "lost", "miss",
            "bad", "poor", "rude", "dirty", "noisy", "crowded", "sluggish", "guilt", "bother", "struggle", "complain",
            "separat", "curdl", "argu", "fight", "nagg", "nightmare", "mould", "asthma", "injur", "scary", "dread", "scared", "penalt", "bitter", "sour", "stale", "leak", "crash", "bug", "error", "late", "cancel");
    private static final Set<String> LESSENERS = Set.of("less", "not", "no", "never", "don't", "doesn't", "didn't",
            "without", "isn't", "wasn't", "aren't", "won't", "fewer", "hardly", "n't", "stop", "stopped", "avoid");

    public static FocusKind of(String nodeType, String label, String quote) {
        String type = nodeType == null ? "" : nodeType.toLowerCase(Locale.ROOT);
        if (NEGATIVE_TYPES.stream().anyMatch(type::contains)) {
            return NEGATIVE;
        }
        if (EVENT_TYPES.stream().anyMatch(type::contains)) {
            return EVENT;
        }
        // the respondent's own words decide over a label that may have lost "less" or "not"
        String words = (quote != null && !quote.isBlank() ? quote : label == null ? "" : label).toLowerCase(Locale.ROOT);
        if (troubled(words) || AnswerRole.complaint(words)) {
            return NEGATIVE;
        }
        return type.contains("value") ? VALUE : POSITIVE;
    }

    /** Whether the node type itself names something negative (a pain point, a friction, a concern). */
    static boolean negativeType(String nodeType) {
        String type = nodeType == null ? "" : nodeType.toLowerCase(Locale.ROOT);
        return NEGATIVE_TYPES.stream().anyMatch(type::contains);
    }

    /** What a question about a focus of this kind should do (also given to the LLM question prompt). */
    public String guidance() {
        return switch (this) {
            case NEGATIVE -> "The focus is something the respondent dislikes or finds hard: ask what it costs them or "
                    + "what they did about it; never ask about it as if it were a benefit.";
            case VALUE -> "The focus is a personal value: confirm it in their words or ask how it shows in their "
                    + "life; do not ladder past it.";
            case EVENT -> "The focus is an event: ask what happened just before or after it, or why it happened.";
            case POSITIVE -> "Ask why the focus matters to them or what it does for them.";
        };
    }

    /** A word of trouble that is not negated or lessened within the four words before it. */
    static boolean troubled(String text) {
        String[] w = text.replaceAll("[^a-z' ]", " ").split("\\s+");
        for (int i = 0; i < w.length; i++) {
            String word = w[i];
            if (word.isEmpty() || TROUBLE.stream().noneMatch(word::startsWith)) {
                continue;
            }
            if (!lessened(w, i)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether {@code words[i]} is negated or lessened by one of the four words before it ("not", "never", "less",
     * "without", any "...n't"): the one negation check of answer reading, shared with {@link FeelingAnswer}.
     */
    static boolean lessened(String[] words, int i) {
        for (int j = Math.max(0, i - 4); j < i; j++) {
            if (LESSENERS.contains(words[j]) || words[j].endsWith("n't")) {
                return true;
            }
        }
        return false;
    }
}
