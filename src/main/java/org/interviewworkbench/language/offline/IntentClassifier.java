package org.interviewworkbench.language.offline;

import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.interviewworkbench.engine.config.Strategy;
import org.interviewworkbench.language.offline.QuestionComposer.Intent;

/**
 * Question composition, <b>intent</b>: what a strategy's question must do.
 *
 * <p>Takes a methodology {@link Strategy}; returns its {@link Intent} ({@link #intent}): the strategy's declared
 * {@code intent:} when the YAML has one (every shipped methodology declares it), else a guess from the keyword list of
 * each intent, matched in the strategy's name (weight 3) and description (weight 1).
 */
final class IntentClassifier {

    private static final Map<Intent, List<String>> KEYWORDS = new EnumMap<>(Map.ofEntries(
            Map.entry(Intent.REFLECT, List.of("reflect", "summar", "validat", "confirm", "invite correction",
                    "captured")),
            Map.entry(Intent.REVITALIZE, List.of("revitaliz", "fresh", "shift", "fatigue", "new angle")),
            Map.entry(Intent.CLARIFY, List.of("clarif", "rephrase", "simpler", "confusion", "assumption",
                    "challenge")),
            Map.entry(Intent.ALTERNATIVES, List.of("alternative", "other solutions", "considered", "approaches")),
            Map.entry(Intent.OBSTACLES, List.of("obstacle", "pain", "friction", "frustration", "went wrong",
                    "confusing")),
            Map.entry(Intent.EMOTIONS, List.of("emotion", "felt", "feel", "emotional curve", "highs and lows")),
            Map.entry(Intent.CONTEXT, List.of("situation", "context", "circumstance", "when jobs arise")),
            Map.entry(Intent.COMPARE, List.of("compar", "triadic", "similar", "different from", "constructs",
                    "construct")),
            Map.entry(Intent.NEXT_STEP, List.of("journey", "what happened next", "sequen", "timeline", "narrative",
                    "step by step", "map_", "touchpoint", "unfolded")),
            Map.entry(Intent.STORY, List.of("incident", "story", "concrete, specific", "who, what, when")),
            Map.entry(Intent.CAUSE, List.of("attribution", "causal belief", "caused the outcome")),
            Map.entry(Intent.LEARNING, List.of("insight", "learned", "takeaway", "changed their")),
            Map.entry(Intent.RATE, List.of("rating", "rate_", "rankings", "preferences")),
            Map.entry(Intent.IDEAL, List.of("ideal", "perfection")),
            Map.entry(Intent.EXPECTATION, List.of("expectation", "expect")),
            Map.entry(Intent.DEEPEN, List.of("deepen", "why", "deeper", "motivation", "ladder", "dig", "matters",
                    "underlying")),
            Map.entry(Intent.EXPLORE, List.of("explore", "what else", "breadth", "new branches", "related",
                    "elicit")),
            Map.entry(Intent.RELATE, List.of("connect_elements", "relate to each other", "two elements"))));

    /**
     * The intent of a strategy's question: {@code CLOSING} for a strategy that closes, else the intent whose
     * keywords score highest (3 per keyword in the name, 1 per keyword in the description; first in
     * {@link Intent} order on ties), {@code EXPLORE} when none matches or there is no strategy. A strategy whose
     * question names the next stimulus element ({@code focus_element}) asks for a {@code REACTION} to it, whatever
     * its description says ("how they feel about it" is a reaction to the element, not a moment's emotions).
     */
    static Intent intent(Strategy strategy) {
        if (strategy == null) {
            return Intent.EXPLORE;
        }
        if (strategy.generatesClosingQuestion()) {
            return Intent.CLOSING;
        }
        if (strategy.intent() != null) { // declared in the YAML ({@code intent:}): no guessing
            return Intent.valueOf(strategy.intent().toUpperCase(Locale.ROOT));
        }
        if (strategy.focusElement()) {
            return Intent.REACTION;
        }
        String name = strategy.name().toLowerCase(Locale.ROOT) + "_";
        String description = strategy.description().toLowerCase(Locale.ROOT);
        Intent best = Intent.EXPLORE;
        int bestScore = 0;
        for (Intent intent : Intent.values()) {
            List<String> keys = KEYWORDS.get(intent);
            if (keys == null) {
                continue;
            }
            int score = 0;
            for (String k : keys) {
                if (name.contains(k)) {
                    score += 3;
                }
                if (description.contains(k)) {
                    score += 1;
                }
            }
            if (score > bestScore) {
                bestScore = score;
                best = intent;
            }
        }
        return best;
    }

    private IntentClassifier() {
    }
}
