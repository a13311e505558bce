package org.interviewworkbench.simulation;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Reads what a question asks for: first from the question wording (the respondent hears the question), then from
 * the strategy name, then from keywords of the strategy description. Pure and deterministic.
 */
final class IntentClassifier {

    private IntentClassifier() {
    }

    private static final String[] CLOSING_WORDS = {"thank you for your time", "thanks for your time",
        "that's all", "that is all", "we're done", "wrap up", "before we finish", "thanks so much for sharing",
        "thank you so much for"};
    private static final String[] SUMMARY_WORDS = {"to summarize", "to summarise", "if i understand", "did i get",
        "is that right", "is that correct", "have i got", "so far you've", "so far you have", "let me recap",
        "anything i missed", "anything i've missed", "to recap", "sounds like you"};
    private static final String[] LADDER_WORDS = {"why", "what does that give you", "what does that mean for you",
        "what does that do for you", "what happened next", "what happened then", "what did that lead to",
        "what did that lead", "what came of", "matter to you", "important to you", "how did that make you feel",
        "how did you feel", "what did you learn", "what do you get out of", "so that", "what then"};
    private static final String[] CLARIFY_WORDS = {"what do you mean", "what you mean", "example", "could you explain",
        "can you explain", "clarify", "in other words", "be more specific", "more concretely", "specifically",
        "what exactly", "say more about what"};
    private static final String[] EXPAND_WORDS = {"what else", "anything else", "other", "tell me more", "besides",
        "another", "any more", "different", "compare", "alternative"};
    private static final String[] RELATE_WORDS = {"relate to each other", "have to do with each other",
        "go together", "how are the two connected", "link between", "relate to one another"};
    private static final String[] REVITALIZE_WORDS = {"let's switch", "let's move", "shift gears", "change of topic",
        "a different angle", "something different", "let's talk about something"};

    private static final Map<String, Intent> STRATEGY_NAMES = Map.ofEntries(
            Map.entry("deepen", Intent.LADDER), Map.entry("dig_motivation", Intent.LADDER),
            Map.entry("ladder_constructs", Intent.LADDER), Map.entry("deepen_narrative", Intent.LADDER),
            Map.entry("extract_insights", Intent.LADDER), Map.entry("explore_emotions", Intent.LADDER),
            Map.entry("track_emotions", Intent.LADDER), Map.entry("probe_attributions", Intent.LADDER),
            Map.entry("clarify", Intent.CLARIFY), Map.entry("clarify_assumption", Intent.CLARIFY),
            Map.entry("explore_touchpoint", Intent.CLARIFY), Map.entry("explore_constructs", Intent.CLARIFY),
            Map.entry("explore", Intent.EXPAND), Map.entry("probe_alternatives", Intent.EXPAND),
            Map.entry("explore_situation", Intent.EXPAND), Map.entry("uncover_obstacles", Intent.EXPAND),
            Map.entry("map_journey", Intent.EXPAND), Map.entry("probe_friction", Intent.EXPAND),
            Map.entry("compare_expectations", Intent.EXPAND), Map.entry("elicit_incident", Intent.EXPAND),
            Map.entry("triadic_elicitation", Intent.EXPAND), Map.entry("rate_elements", Intent.EXPAND),
            Map.entry("explore_ideal", Intent.EXPAND),
            Map.entry("reflect", Intent.SUMMARY), Map.entry("validate", Intent.SUMMARY),
            Map.entry("validate_outcome", Intent.SUMMARY),
            Map.entry("revitalize", Intent.REVITALIZE),
            Map.entry("closing", Intent.CLOSING), Map.entry("close", Intent.CLOSING));

    static Intent classify(RespondentTurn turn) {
        if (turn.isOpening()) {
            return Intent.OPENING;
        }
        String q = normalise(turn.question());
        String strategy = turn.strategy().toLowerCase(Locale.ROOT);
        if (strategy.contains("clos") || containsAny(q, CLOSING_WORDS)) {
            return Intent.CLOSING;
        }
        if (containsAny(q, RELATE_WORDS)) {
            return Intent.RELATE;
        }
        if (containsAny(q, SUMMARY_WORDS)) {
            return Intent.SUMMARY;
        }
        if (containsAny(q, REVITALIZE_WORDS)) {
            return Intent.REVITALIZE;
        }
        if (containsAny(q, CLARIFY_WORDS)) {
            return Intent.CLARIFY;
        }
        if (containsAny(q, LADDER_WORDS)) {
            return Intent.LADDER;
        }
        if (containsAny(q, EXPAND_WORDS)) {
            return Intent.EXPAND;
        }
        Intent byName = STRATEGY_NAMES.get(strategy);
        if (byName != null) {
            return byName;
        }
        String d = normalise(turn.strategyDescription() == null ? "" : turn.strategyDescription());
        if (d.contains("summar")) {
            return Intent.SUMMARY;
        }
        if (d.contains("fresh") || d.contains("fatigue")) {
            return Intent.REVITALIZE;
        }
        if (d.contains("why") || d.contains("deeper") || d.contains("ladder")) {
            return Intent.LADDER;
        }
        if (d.contains("rephrase") || d.contains("clarif") || d.contains("specific")) {
            return Intent.CLARIFY;
        }
        if (d.contains("what else") || d.contains("new") || d.contains("other") || d.contains("breadth")) {
            return Intent.EXPAND;
        }
        return Intent.UNKNOWN;
    }

    /** Cue words in a question that point at node types (matched against the type name's parts). */
    private static final Map<String, String[]> TYPE_CUES = Map.ofEntries(
            Map.entry("feel", new String[] {"emotion", "emotional", "state", "psychosocial"}),
            Map.entry("felt", new String[] {"emotion", "emotional", "state", "psychosocial"}),
            Map.entry("emotion", new String[] {"emotion", "emotional", "state"}),
            Map.entry("frustrat", new String[] {"pain", "friction"}),
            Map.entry("difficult", new String[] {"pain", "friction"}),
            Map.entry("problem", new String[] {"pain", "friction"}),
            Map.entry("annoy", new String[] {"pain", "friction"}),
            Map.entry("wrong", new String[] {"friction", "pain", "outcome"}),
            Map.entry("expect", new String[] {"expectation"}),
            Map.entry("hope", new String[] {"expectation", "gain"}),
            Map.entry("learn", new String[] {"learning"}),
            Map.entry("takeaway", new String[] {"learning"}),
            Map.entry("differently", new String[] {"behavior"}),
            Map.entry("cause", new String[] {"attribution"}),
            Map.entry("blame", new String[] {"attribution"}),
            Map.entry("ideal", new String[] {"ideal"}),
            Map.entry("perfect", new String[] {"ideal"}),
            Map.entry("rate", new String[] {"rating"}),
            Map.entry("score", new String[] {"rating"}),
            Map.entry("similar", new String[] {"similarity"}),
            Map.entry("alike", new String[] {"similarity"}),
            Map.entry("differ", new String[] {"difference"}),
            Map.entry("others", new String[] {"social"}),
            Map.entry("people", new String[] {"social"}),
            Map.entry("when", new String[] {"context", "situation", "trigger"}),
            Map.entry("situation", new String[] {"context", "situation"}),
            Map.entry("trigger", new String[] {"trigger"}),
            Map.entry("channel", new String[] {"channel"}),
            Map.entry("app", new String[] {"channel", "touchpoint"}),
            Map.entry("next", new String[] {"stage", "touchpoint", "action", "outcome"}),
            Map.entry("value", new String[] {"value"}),
            Map.entry("important", new String[] {"value", "consequence", "gain"}));

    /** Node types (of {@code types}) the question's wording points at, in {@code types} order. */
    static List<String> typeHints(String question, List<String> types) {
        String q = normalise(question);
        List<String> hinted = new ArrayList<>();
        for (String type : types) {
            String[] parts = type.split("_");
            boolean hit = false;
            for (String part : parts) {
                if (part.length() > 3 && q.contains(part)) {
                    hit = true;
                }
            }
            for (Map.Entry<String, String[]> cue : TYPE_CUES.entrySet()) {
                if (hit || !q.contains(cue.getKey())) {
                    continue;
                }
                for (String target : cue.getValue()) {
                    for (String part : parts) {
                        if (part.equals(target)) {
                            hit = true;
                        }
                    }
                }
            }
            if (hit) {
                hinted.add(type);
            }
        }
        return hinted;
    }

    static String normalise(String text) {
        return " " + text.toLowerCase(Locale.ROOT).replace('\u2019', '\'').replaceAll("[^a-z0-9' ]+", " ")
                .replaceAll("\\s+", " ").strip() + " ";
    }

    private static boolean containsAny(String normalisedText, String[] phrases) {
        for (String p : phrases) {
            if (normalisedText.contains(" " + p + " ") || normalisedText.contains(" " + p + "s ")
                    || (p.contains(" ") && normalisedText.contains(p))) {
                return true;
            }
        }
        return false;
    }
}
